// Customers are in India: dates read as they would on an Indian receipt, whatever the server's or the
// browser's zone. The BFF formats the customer screens' dates with this (in English), the staff console its
// own, and the customer app in Hindi with `hi-IN`.
const formats = new Map<string, Intl.DateTimeFormat>();

const KOLKATA_DATE = { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric', minute: '2-digit' } as const;

function indianDate(locale: 'en-IN' | 'hi-IN'): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format =
      locale === 'hi-IN'
        ? // Hindi says the part of the day in words before the time ("शाम 6:30"), never "pm".
          new Intl.DateTimeFormat(locale, { ...KOLKATA_DATE, hour: 'numeric', dayPeriod: 'short' })
        : new Intl.DateTimeFormat(locale, { ...KOLKATA_DATE, hour: '2-digit', hour12: true });
    formats.set(locale, format);
  }
  return format;
}

/** A date as "05 Jan 2025, 06:30 pm" (en-IN) or "05 जन॰ 2025, शाम 6:30" (hi-IN), in India Standard Time. */
export const formatIndianDate = (date: Date, locale: 'en-IN' | 'hi-IN' = 'en-IN'): string => indianDate(locale).format(date);
