import { formatIndianDate } from '@foodspot/schema/dates';
import { localeOf, type Language } from '../../lib/i18n';

const locale = (language: Language) => (localeOf(language) === 'hi-IN' ? 'hi-IN' : 'en-IN');
const days = new Map<string, Intl.DateTimeFormat>();

/** A day as "10 Dec 2026" (hi: "10 दिस॰ 2026"), in India Standard Time; the raw text when it is not a date. */
export function formatDay(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = locale(language);
  let format = days.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(key, { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' });
    days.set(key, format);
  }
  return format.format(date);
}

/** A "YYYY-MM-DD" day of India (the dashboard's days) as "05 Jan" / "05 जन॰". */
export function formatShortDay(day: string, language: Language): string {
  const date = new Date(`${day}T12:00:00+05:30`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale(language), { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short' }).format(date);
}

/** An activity row's time as on an Indian receipt ("05 Jan 2025, 06:30 pm"), in the screen's language. */
export function formatActivityDate(iso: string, language: Language): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatIndianDate(date, locale(language));
}

/** The BFF's notice period for a dearer reward (the default of the contract): shown before saving. */
export const NOTICE_DAYS = 14;
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the day in India `NOTICE_DAYS` after `now`: when a dearer reward saved now will apply. */
export function noticeDate(now: Date = new Date()): string {
  const indianMidnight = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return new Date(indianMidnight + NOTICE_DAYS * DAY_MS).toISOString();
}
