// Dates read as on an Indian receipt, like the customer screens (the server formats theirs the same way).
const indianDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** An ISO timestamp as "05 Jan 2025, 06:30 pm"; the raw text when it is not a date. */
export function formatStaffDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : indianDate.format(date);
}
