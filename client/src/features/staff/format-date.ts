import { formatIndianDate } from '@foodspot/schema/dates';

/** An ISO timestamp as "05 Jan 2025, 06:30 pm", like the customer screens (the server formats theirs the same way); the raw text when it is not a date. */
export function formatStaffDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatIndianDate(date);
}
