import type { Timestamp } from 'firebase-admin/firestore';

// Customers are in India: dates read as they would on an Indian receipt, whatever the server's zone.
const indianDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

export const formatIndianDate = (date: Date): string => indianDate.format(date);

export const dateFields = (timestamp: Timestamp) => {
  const date = timestamp.toDate();
  return { createdAt: date.toISOString(), formattedDate: formatIndianDate(date) };
};
