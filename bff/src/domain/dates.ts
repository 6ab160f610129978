import { formatIndianDate } from '@foodspot/schema/dates';
import type { Timestamp } from 'firebase-admin/firestore';

export { formatIndianDate };

export const dateFields = (timestamp: Timestamp) => {
  const date = timestamp.toDate();
  return { createdAt: date.toISOString(), formattedDate: formatIndianDate(date) };
};
