import { localeOf, type Language } from './i18n';

/** "26 November 2026" / "26 नवंबर 2026": the notice's date in the language, as India reads it. */
export function noticeDate(updatedAt: string, language: Language): string {
  const date = new Date(updatedAt);
  if (Number.isNaN(date.getTime())) return updatedAt;
  return new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(date);
}
