import type { z } from 'zod';
import { badInput } from '../domain/errors.js';

/** Validates a request body or GraphQL input; the first problem becomes a 400 a person can read. */
export function parseInput<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw badInput(inputProblem(result.error));
  return result.data;
}

/** The first problem of a refused input, in words a person can read (zod's generic wording is not). */
export function inputProblem(error: z.ZodError): string {
  const message = error.issues[0]?.message;
  return message && !message.startsWith('Invalid input') ? message : 'Invalid request body';
}
