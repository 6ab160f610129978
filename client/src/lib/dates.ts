import { formatIndianDate } from '@foodspot/schema/dates';
import { localeOf, type Language } from './i18n';

/**
 * A claim's, request's or history row's date in the app's language, in India Standard Time. English is the
 * server's `formattedDate` (the same shared format, schema/src/dates.ts); another language formats `createdAt`
 * with its locale (hi-IN: "05 जन॰ 2025, शाम 6:30", the part of the day in words).
 */
export function displayDate(item: { formattedDate: string; createdAt: string }, language: Language): string {
  if (language === 'en') return item.formattedDate;
  const date = new Date(item.createdAt);
  return Number.isNaN(date.getTime()) ? item.formattedDate : formatIndianDate(date, localeOf(language) === 'hi-IN' ? 'hi-IN' : 'en-IN');
}
