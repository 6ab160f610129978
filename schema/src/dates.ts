// Customers are in India: dates read as they would on an Indian receipt, whatever the server's or the
// browser's zone. The BFF formats the customer screens' dates with this, the staff console its own.
const indianDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** A date as "05 Jan 2025, 06:30 pm" (India Standard Time). */
export const formatIndianDate = (date: Date): string => indianDate.format(date);
