// Days as a restaurant in India counts them: Asia/Kolkata, UTC+05:30 all year (India keeps no summer time).
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The day (YYYY-MM-DD, Asia/Kolkata) `date` falls on. */
export const dayOf = (date: Date): string => new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a day (YYYY-MM-DD, Asia/Kolkata) starts. */
export const startOfDay = (day: string): Date => new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS);

/** The day `count` days after `day` (before, when negative). */
export const addDays = (day: string, count: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);
