import { describe, expect, it } from 'vitest';
import { csvFileName } from './owner-routes.js';

describe("the owner's CSV file names", () => {
  it('carry the day in India, as the rows inside do: late evening UTC is already tomorrow there', () => {
    expect(csvFileName('FS1004', 'activity', new Date('2026-12-07T18:29:59.000Z'))).toBe('FS1004-activity-2026-12-07.csv');
    expect(csvFileName('FS1004', 'activity', new Date('2026-12-07T18:30:00.000Z'))).toBe('FS1004-activity-2026-12-08.csv');
    expect(csvFileName('FS1004', 'members', new Date('2026-12-31T20:00:00.000Z'))).toBe('FS1004-members-2027-01-01.csv');
  });
});
