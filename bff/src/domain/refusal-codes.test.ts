import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REFUSALS } from '@foodspot/schema/refusals';
import { describe, expect, it } from 'vitest';
import { DomainError, refuse, unauthenticated } from './errors.js';

/**
 * Every refusal a person can meet carries a reason code (schema/src/refusals.ts), so the client can say it in the
 * person's language. A refusal made from bare English words is one of these, each with why it stays English.
 */
const ENGLISH_ONLY: { file: string; has: string; why: string }[] = [
  // Field problems zod finds: the client checks the same shared schemas first, in both languages.
  { file: 'http/parse-input.ts', has: 'badInput(problem)', why: 'zod field errors the catalogue has no words for; the forms validate first' },
  { file: 'services/rewards.ts', has: 'platformLookalikeMessage(', why: 'the claim form checks the order ID first (lib/order-id.ts)' },
  { file: 'services/rewards.ts', has: 'Order ID. It looks like', why: 'the claim form checks the order ID first' },
  // What only a client of our own code gets wrong (the app never sends these).
  { file: 'services/rewards.ts', has: 'first must be between', why: 'a page size the app never exceeds' },
  { file: 'services/rewards.ts', has: 'after is not a cursor', why: 'a cursor the app got from the server' },
  { file: 'services/owners.ts', has: 'first must be between', why: 'a page size the app never exceeds' },
  { file: 'services/owners.ts', has: 'after is not a cursor', why: 'a cursor the app got from the server' },
  { file: 'graphql/limits.ts', has: 'history rows; ask for fewer', why: 'the app asks for pages within the limit' },
  { file: 'graphql/trusted-documents.ts', has: 'notFound(REFUSALS.', why: 'operations the app does not send (Apollo protocol errors)' },
  { file: 'http/request-target.ts', has: 'The request URL could not be read.', why: 'a malformed URL, never the app' },
  { file: 'http/error-mapping.ts', has: 'Request body is too large.', why: 'bodies the app keeps small' },
  { file: 'http/error-mapping.ts', has: 'Request body must be valid JSON.', why: 'the app sends JSON' },
  { file: 'http/error-mapping.ts', has: 'Request body must be valid UTF-8.', why: 'the app sends UTF-8' },
  { file: 'http/error-mapping.ts', has: 'The request could not be read.', why: 'a broken request, never the app' },
  { file: 'metrics.ts', has: "notFound('Not found')", why: 'operators and scrapers only' },
  { file: 'metrics.ts', has: 'Metrics need the header', why: 'operators and scrapers only' },
  // What only a client of our own code gets wrong at the till (the till's form checks these first).
  { file: 'services/staff.ts', has: 'badInput(CUSTOMER_ID_INVALID)', why: 'the till checks the Customer ID field first' },
  { file: 'services/staff.ts', has: 'REFUSALS.CHOOSE_TILL', why: 'coded CHOOSE_RESTAURANT, with the list the till shows' },
  { file: 'services/staff.ts', has: 'idempotencyKey is not valid', why: 'a key the app makes itself' },
  { file: 'services/staff.ts', has: 'must be a whole number from 1 to', why: 'the till checks the amount field first' },
  { file: 'services/staff.ts', has: "badInput(issue?.message ?? 'Choose a reason from the list.')", why: 'the till offers only the list' },
];

const SOURCE = fileURLToPath(new URL('..', import.meta.url));
const REFUSAL_MADE = /\b(?:badInput|notFound|conflict|forbidden)\(|new DomainError\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'dev', '__generated__'].includes(entry.name) ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('refusals a person meets', () => {
  it('carry a reason code: no service, resolver or route refuses with bare English words outside the list above', () => {
    const uncoded = sourceFiles(SOURCE).flatMap((path) => {
      const file = relative(SOURCE, path).replaceAll('\\', '/');
      if (file === 'domain/errors.ts') return [];
      return readFileSync(path, 'utf8')
        .split('\n')
        .map((line, index) => ({ line: line.trim(), at: `${file}:${index + 1}` }))
        .filter(({ line }) => REFUSAL_MADE.test(line) && !line.startsWith('//') && !line.startsWith('*'))
        .filter(({ line }) => !ENGLISH_ONLY.some((allowed) => allowed.file === file && line.includes(allowed.has)))
        .map(({ line, at }) => `${at}: ${line}`);
    });
    expect(uncoded).toEqual([]);
  });

  it('are made from the catalogue, with the reason and its values beside the English words', () => {
    const error = refuse('NOT_FOUND', 'RESTAURANT_ID_NOT_FOUND', { resId: 'FS9999' });
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'NOT_FOUND', message: 'No restaurant has the ID FS9999.', details: { reason: 'RESTAURANT_ID_NOT_FOUND' } });
    expect(unauthenticated()).toMatchObject({ message: REFUSALS.LOG_IN_FIRST, details: { reason: 'LOG_IN_FIRST' } });
  });
});
