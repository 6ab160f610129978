import { describe, expect, it } from 'vitest';
import { numberInWords } from './amount-in-words';
import { creditEn } from './locales/credit-en';
import { creditHi } from './locales/credit-hi';

const english = (value: number) => numberInWords(value, creditEn.words);
const hindi = (value: number) => numberInWords(value, creditHi.words);

describe('numberInWords, English (Indian system)', () => {
  it.each([
    [1, 'one'],
    [7, 'seven'],
    [10, 'ten'],
    [11, 'eleven'],
    [15, 'fifteen'],
    [19, 'nineteen'],
    [20, 'twenty'],
    [21, 'twenty-one'],
    [45, 'forty-five'],
    [70, 'seventy'],
    [99, 'ninety-nine'],
    [100, 'one hundred'],
    [101, 'one hundred one'],
    [110, 'one hundred ten'],
    [250, 'two hundred fifty'],
    [999, 'nine hundred ninety-nine'],
    [1000, 'one thousand'],
    [1001, 'one thousand one'],
    [1250, 'one thousand two hundred fifty'],
    [10_000, 'ten thousand'],
    [10_001, 'ten thousand one'],
    [12_345, 'twelve thousand three hundred forty-five'],
    [20_500, 'twenty thousand five hundred'],
    [99_999, 'ninety-nine thousand nine hundred ninety-nine'],
    [1_00_000, 'one lakh'],
    [1_00_001, 'one lakh one'],
    [2_50_000, 'two lakh fifty thousand'],
    [12_34_567, 'twelve lakh thirty-four thousand five hundred sixty-seven'],
    [99_99_999, 'ninety-nine lakh ninety-nine thousand nine hundred ninety-nine'],
  ])('%i is "%s"', (value, words) => {
    expect(english(value)).toBe(words);
  });
});

describe('numberInWords, Hindi', () => {
  it.each([
    [1, 'एक'],
    [5, 'पाँच'],
    [9, 'नौ'],
    [10, 'दस'],
    [11, 'ग्यारह'],
    [18, 'अठारह'],
    [19, 'उन्नीस'],
    [21, 'इक्कीस'],
    [25, 'पच्चीस'],
    [29, 'उनतीस'],
    [33, 'तैंतीस'],
    [38, 'अड़तीस'],
    [45, 'पैंतालीस'],
    [49, 'उनचास'],
    [50, 'पचास'],
    [51, 'इक्यावन'],
    [53, 'तिरेपन'],
    [59, 'उनसठ'],
    [64, 'चौंसठ'],
    [67, 'सड़सठ'],
    [69, 'उनहत्तर'],
    [72, 'बहत्तर'],
    [79, 'उनासी'],
    [80, 'अस्सी'],
    [84, 'चौरासी'],
    [89, 'नवासी'],
    [90, 'नब्बे'],
    [95, 'पंचानबे'],
    [99, 'निन्यानबे'],
    [100, 'एक सौ'],
    [105, 'एक सौ पाँच'],
    [500, 'पाँच सौ'],
    [1000, 'एक हज़ार'],
    [1500, 'एक हज़ार पाँच सौ'],
    [10_000, 'दस हज़ार'],
    [12_345, 'बारह हज़ार तीन सौ पैंतालीस'],
    [45_099, 'पैंतालीस हज़ार निन्यानबे'],
    [99_999, 'निन्यानबे हज़ार नौ सौ निन्यानबे'],
    [1_00_000, 'एक लाख'],
    [3_05_020, 'तीन लाख पाँच हज़ार बीस'],
  ])('%i is "%s"', (value, words) => {
    expect(hindi(value)).toBe(words);
  });

  it('has a word of its own for each number from 1 to 99, each once', () => {
    const words = creditHi.words.below100.split(' ');
    expect(words).toHaveLength(99);
    expect(new Set(words).size).toBe(99);
    expect(words.every((word) => /^[\u0900-\u097F]+$/.test(word))).toBe(true);
  });
});

describe('numberInWords, out of range', () => {
  it.each([0, -5, 12.5, 1_00_00_000, Number.NaN])('refuses %d', (value) => {
    expect(() => english(value)).toThrow(RangeError);
  });

  it('English also has 99 words below a hundred', () => {
    expect(creditEn.words.below100.split(' ')).toHaveLength(99);
  });
});
