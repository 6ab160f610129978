/**
 * A language's words for numbers, from its texts (locales/credit-en.ts, credit-hi.ts): the words for 1 to 99 each
 * (Hindi's are irregular: 45 is पैंतालीस, not "चालीस पाँच"), then the Indian system's units.
 */
export interface NumberWords {
  /** The words for 1, 2, … 99, in order, separated by spaces. */
  below100: string;
  hundred: string;
  thousand: string;
  lakh: string;
}

/** The most this spells: 99 lakh and the rest (a crore would need another unit; a bill stops at one lakh). */
const LARGEST = 99_99_999;

/**
 * A whole number from 1 to 99,99,999 in words, the Indian way (thousand, lakh): 12345 is "twelve thousand three
 * hundred forty-five" with the English words, "बारह हज़ार तीन सौ पैंतालीस" with the Hindi ones; 100000 is "one lakh".
 */
export function numberInWords(value: number, words: NumberWords): string {
  if (!Number.isInteger(value) || value < 1 || value > LARGEST) throw new RangeError(`No words for ${value}`);
  const below100 = words.below100.trim().split(/\s+/);
  const parts: string[] = [];
  const say = (count: number, unit?: string) => {
    if (count === 0) return;
    parts.push(below100[count - 1] ?? String(count));
    if (unit) parts.push(unit);
  };
  say(Math.floor(value / 1_00_000), words.lakh);
  say(Math.floor((value % 1_00_000) / 1000), words.thousand);
  say(Math.floor((value % 1000) / 100), words.hundred);
  say(value % 100);
  return parts.join(' ');
}
