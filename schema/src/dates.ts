// Customers are in India: dates read as they would on an Indian receipt, whatever the server's or the
// browser's zone. The BFF formats the customer screens' dates with this (in English), the staff console its
// own, and the customer app in Hindi with `hi-IN`.
const formats = new Map<string, Intl.DateTimeFormat>();

function indianDate(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    formats.set(locale, format);
  }
  return format;
}

/** A date as "05 Jan 2025, 06:30 pm" (en-IN) or "05 जन॰ 2025, 06:30 pm" (hi-IN), in India Standard Time. */
export const formatIndianDate = (date: Date, locale: 'en-IN' | 'hi-IN' = 'en-IN'): string => indianDate(locale).format(date);
