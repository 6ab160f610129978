import { REFUSALS, type RefusalReason } from '@foodspot/schema/refusals';
import type { z } from 'zod';
import { badInput, type DomainError, refuse } from '../domain/errors.js';

/**
 * The catalogued refusals the shared schemas use as their messages (a PIN that is not 4 digits, a platform too long),
 * by their words: such a field problem carries its reason, so the client says it in the person's language.
 */
const REASON_OF_WORDS = new Map(
  (Object.entries(REFUSALS) as [RefusalReason, string][]).filter(([, words]) => !words.includes('{{')).map(([reason, words]) => [words, reason]),
);

/** Validates a request body or GraphQL input; the first problem becomes a 400 a person can read. */
export function parseInput<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw inputRefusal(result.error);
  return result.data;
}

/** A refused input's first problem as a refusal: with its reason when the catalogue has its words. */
export function inputRefusal(error: z.ZodError): DomainError {
  const problem = inputProblem(error);
  const reason = REASON_OF_WORDS.get(problem);
  return reason ? refuse('BAD_INPUT', reason) : badInput(problem);
}

/** The first problem of a refused input, in words a person can read (zod's generic wording is not). */
export function inputProblem(error: z.ZodError): string {
  const message = error.issues[0]?.message;
  return message && !message.startsWith('Invalid input') ? message : 'Invalid request body';
}
