/**
 * Trusted documents (docs/decisions/017-trusted-documents.md): the app sends each GraphQL operation by its id, the
 * SHA-256 of the text the BFF runs for it, never the text. Codegen embeds the id in every generated document as
 * `__meta__.hash` (codegen.ts) and writes the manifest of ids and texts the BFF reads. The id travels as Apollo's
 * persisted-query extension (protocol version 1), over HTTP and over the socket alike. Tiny on purpose: the start
 * chunk sends the route query and the live subscription with it (app/route-prefetch.ts).
 */
export const persistedQueryExtensions = (id: string) => ({ persistedQuery: { version: 1, sha256Hash: id } });

/** The id an operation's `extensions` carry, if any. */
export function persistedIdOf(extensions: unknown): string | undefined {
  if (typeof extensions !== 'object' || extensions === null) return undefined;
  const persisted = (extensions as { persistedQuery?: { sha256Hash?: unknown } }).persistedQuery;
  return typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : undefined;
}

/** A generated document's id (its `__meta__.hash`); one without is a document codegen never saw. */
export function documentIdOf(document: object): string {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash !== 'string') throw new Error('A GraphQL operation has no persisted id: write it with graphql() and run npm run codegen');
  return hash;
}
