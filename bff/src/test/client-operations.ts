import { persistedDocuments } from '@foodspot/schema/persisted-documents';
import { type DocumentNode, Kind, parse } from 'graphql';

/**
 * Every operation the client sends, by name, as the BFF runs it: the persisted documents manifest codegen writes
 * (schema/src/__generated__/persisted-documents.json: the customer app's, the staff console's and the owner area's
 * operations, each by its id), parsed.
 */
export function clientOperations(): Map<string, DocumentNode> {
  const documents = new Map<string, DocumentNode>();
  for (const text of persistedDocuments().values()) {
    const document = parse(text);
    const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    if (operation?.name) documents.set(operation.name.value, document);
  }
  return documents;
}

/** The id and the text of one named operation in the manifest. */
export function clientOperation(name: string): { id: string; text: string } {
  for (const [id, text] of persistedDocuments()) {
    if (new RegExp(`^(query|mutation|subscription) ${name}\\b`).test(text)) return { id, text };
  }
  throw new Error(`the persisted documents manifest has no operation ${name}: run npm run codegen`);
}

/** The text the BFF runs for one named operation (what the client's id stands for). */
export const clientOperationText = (name: string): string => clientOperation(name).text;
