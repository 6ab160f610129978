import type { z } from 'zod';
import { badInput } from '../domain/errors.js';

/** Validates a request body or GraphQL input; the first problem becomes a 400 a person can read. */
export function parseInput<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const message = issue?.message && !issue.message.startsWith('Invalid input') ? issue.message : 'Invalid request body';
    throw badInput(message);
  }
  return result.data;
}
