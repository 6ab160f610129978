import { readFileSync } from 'node:fs';
import { type DocumentNode, parse, print } from 'graphql';

/**
 * Every operation the client sends, as codegen wrote it, by name: the customer app's and the staff console's
 * (client/src/__generated__/graphql.ts, documents as JSON) and the owner area's (its own output, documents as text).
 */
export function clientOperations(): Map<string, DocumentNode> {
  const read = (path: string) => readFileSync(new URL(`../../../client/src/${path}`, import.meta.url), 'utf8');
  const documents = new Map<string, DocumentNode>();
  for (const [, name, json] of read('__generated__/graphql.ts').matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm)) {
    documents.set(name!, JSON.parse(json!) as DocumentNode);
  }
  for (const [, name, text] of read('features/owner/__generated__/graphql.ts').matchAll(
    /^export const (\w+)Document = new TypedDocumentString\(`([^`]*)`\)/gm,
  )) {
    documents.set(name!, parse(text!));
  }
  return documents;
}

/** The text the client sends for one named operation. */
export function clientOperationText(name: string): string {
  const document = clientOperations().get(name);
  if (!document) throw new Error(`client/src/__generated__/graphql.ts has no operation ${name}: run npm run codegen`);
  return print(document);
}
