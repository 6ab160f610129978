import { describe, expect, it } from 'vitest';
import { formatIndianDate } from './dates.js';
import { CUSTOMER_ID_PATTERN, lookalikeOrderIdPlatform, normaliseOrderId, orderIdProblem, PIN_PATTERN } from './rules.js';
import { orderIdSchema, pinSchema, rejectionSchema } from './validation.js';

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

describe("an order ID has one canonical form, in its platform's one format", () => {
  it('drops leading zeros, spaces, # and separators, so every spelling of one order is one key', () => {
    for (const typed of ['7323057103', '007323057103', '#7323057103', ' 7323 057 103 ', '7323-057-103', '0_7323.057103', '#00 7323-057_103.']) {
      expect(normaliseOrderId(typed), typed).toBe('7323057103');
      expect(orderIdSchema.parse(typed), typed).toBe('7323057103');
    }
    expect(normaliseOrderId('0168936357038076')).toBe('168936357038076');
    expect(normaliseOrderId('000')).toBe('0');
    expect(normaliseOrderId('ab-12')).toBe('AB12');
  });

  it('takes Zomato IDs of exactly 10 digits and Swiggy IDs of exactly 15, once canonical', () => {
    expect(orderIdProblem('Zomato', normaliseOrderId('007323057103'))).toBeNull();
    expect(orderIdProblem('Swiggy', normaliseOrderId('0168936357038076'))).toBeNull();
    for (const [platform, orderId] of [
      ['Zomato', '73230571031'], // 11 digits
      ['Zomato', '732305710312'], // 12 digits
      ['Zomato', '732305710'],
      ['Zomato', '1689363570380761'],
      ['Swiggy', '16893635703807'],
      ['Swiggy', '1689363570380761'],
      ['Swiggy', '7323057103'],
      ['Zomato', 'A323057103'],
    ] as const) {
      expect(orderIdProblem(platform, normaliseOrderId(orderId)), `${platform} ${orderId}`).toMatchObject({ problem: 'format', platform });
    }
    expect(orderIdProblem('Zomto', '7323057103')).toEqual({ problem: 'lookalike', platform: 'Zomato' });
    expect(orderIdProblem('Magicpin', '7323057103')).toEqual({ problem: 'unknownPlatform' });
  });
});

describe("a rejection's note", () => {
  const noteOf = (note: string) => rejectionSchema.safeParse({ reason: 'OTHER', note });
  it('keeps Devanagari with its joiners, and refuses a note of invisible characters only', () => {
    expect(noteOf('ऑर्डर नहीं मिला, क्ष\u200Dत्र').success).toBe(true);
    expect(noteOf('\u200B\u200C\u2060').success).toBe(false);
    expect(noteOf('\u{E0041}hidden').success).toBe(false);
  });
});
