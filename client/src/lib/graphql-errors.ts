import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's message a person can read (GraphQL errors carry one), else the screen's fallback. */
export function graphQLErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((item) => typeof item.message === 'string' && item.message.trim() !== '')?.message;
    if (message) return message;
  }
  return fallback;
}

/** Whether the server refused the request's input (`BAD_USER_INPUT`): asking again with the same input cannot help. */
export function isBadUserInput(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.['code'] === 'BAD_USER_INPUT');
}
