const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The time of an ISO timestamp at the restaurant, "21:40" (India time, 24 hours), in the language's locale (en-IN,
 * hi-IN); the raw text when it is not a date. The till's own time zone does not matter.
 */
export function formatIndiaTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    timeFormats.set(locale, format);
  }
  return format.format(date);
}
