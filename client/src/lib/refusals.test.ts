import { REFUSALS, type RefusalReason } from '@foodspot/schema/refusals';
import { describe, expect, it } from 'vitest';
import { refusalsHi } from './locales/hi';

const placeholders = (words: string) => new Set([...words.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]));

describe('the refusals catalogue in Hindi', () => {
  it('has Hindi words for every reason the server sends', () => {
    const missing = (Object.keys(REFUSALS) as RefusalReason[]).filter((reason) => !refusalsHi[reason]?.trim());
    expect(missing).toEqual([]);
  });

  it('names only values the refusal carries (its English placeholders; a wait is said from its seconds)', () => {
    for (const reason of Object.keys(REFUSALS) as RefusalReason[]) {
      const english = placeholders(REFUSALS[reason]);
      const extra = [...placeholders(refusalsHi[reason] ?? '')].filter((name) => !english.has(name));
      expect(extra, reason).toEqual([]);
    }
  });
});
