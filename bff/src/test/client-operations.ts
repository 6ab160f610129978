import { readFileSync } from 'node:fs';
import { type DocumentNode, print } from 'graphql';

/** Every operation the client sends, as codegen wrote it (client/src/__generated__/graphql.ts), by name. */
export function clientOperations(): Map<string, DocumentNode> {
  const source = readFileSync(new URL('../../../client/src/__generated__/graphql.ts', import.meta.url), 'utf8');
  const documents = new Map<string, DocumentNode>();
  for (const [, name, json] of source.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm)) {
    documents.set(name!, JSON.parse(json!) as DocumentNode);
  }
  return documents;
}

/** The text the client sends for one named operation. */
export function clientOperationText(name: string): string {
  const document = clientOperations().get(name);
  if (!document) throw new Error(`client/src/__generated__/graphql.ts has no operation ${name}: run npm run codegen`);
  return print(document);
}
