import { describe, expect, it } from 'vitest';
import { formatIndianDate } from './dates.js';
import { CUSTOMER_ID_PATTERN, lookalikeOrderIdPlatform, PIN_PATTERN } from './rules.js';
import { pinSchema } from './validation.js';

describe('shared rules', () => {
  it('a Customer ID is 6 digits, a PIN 4', () => {
    expect(['123456', '12345', '1234567', '12345a'].map((id) => CUSTOMER_ID_PATTERN.test(id))).toEqual([true, false, false, false]);
    expect(['1234', '123', '12345', '12a4'].map((pin) => PIN_PATTERN.test(pin))).toEqual([true, false, false, false]);
  });

  it('the PIN schema keeps the same rule and message', () => {
    expect(pinSchema.safeParse('1234').success).toBe(true);
    expect(pinSchema.safeParse('12345').error?.issues[0]?.message).toBe('PIN must be exactly 4 digits');
  });

  it('dates read as on an Indian receipt', () => {
    expect(formatIndianDate(new Date('2025-01-05T13:00:00Z'))).toBe('05 Jan 2025, 06:30 pm');
  });

  it('in Hindi the time of day reads in words, not am/pm', () => {
    expect(formatIndianDate(new Date('2025-01-05T13:00:00Z'), 'hi-IN')).toBe('05 जन॰ 2025, शाम 6:30');
    expect(formatIndianDate(new Date('2025-01-05T03:00:00Z'), 'hi-IN')).toBe('05 जन॰ 2025, सुबह 8:30');
    expect(formatIndianDate(new Date('2025-01-05T18:40:00Z'), 'hi-IN')).toBe('06 जन॰ 2025, रात 12:10');
  });
});

describe('a platform that looks like Zomato or Swiggy', () => {
  it('names the one it looks like for near misses, and nothing for the names themselves or other platforms', () => {
    for (const [typed, named] of [
      ['Zomto', 'Zomato'],
      ['zomatoo', 'Zomato'],
      ['Zomato App', 'Zomato'],
      ['Zomat\u043e', 'Zomato'], // a Cyrillic o
      ['Z o m a t o', 'Zomato'],
      ['swigy', 'Swiggy'],
      ['Swiggy Instamart', 'Swiggy'],
      ['SWIGGI', 'Swiggy'],
    ] as const) {
      expect(lookalikeOrderIdPlatform(typed), typed).toBe(named);
    }
    for (const typed of ['Zomato', 'zomato', ' SWIGGY ', 'Swiggy', 'In-Store', 'Magicpin', 'Zepto', 'EatSure', 'Dunzo', '', 'x']) {
      expect(lookalikeOrderIdPlatform(typed), typed).toBeNull();
    }
  });
});
