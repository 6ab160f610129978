import DataLoader from 'dataloader';
import type { DocumentData, DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { getAll } from './firestore-paths.js';

/** Reads one document outside a transaction; a typed reference (firestore-paths.ts) gives a typed snapshot. */
export type DocumentReader = <T extends DocumentData>(ref: DocumentReference<T>) => Promise<DocumentSnapshot<T>>;

/** Every call is a read and a round trip of its own (REST requests, which read one screen's documents each). */
export const directDocumentReader: DocumentReader = (ref) => ref.get();

/**
 * For one GraphQL operation: each document is read at most once, and the reads asked in one tick go out
 * as one `getAll` round trip. A route query asks `me` and a restaurant: the customer and the membership
 * arrive together, and the customer document both need is read once.
 * Never shared between operations, so nothing it holds can go stale.
 */
export function operationDocumentReader(db: Firestore): DocumentReader {
  const loader = new DataLoader<DocumentReference, DocumentSnapshot, string>((refs) => getAll(db, [...refs]), { cacheKeyFn: (ref) => ref.path });
  // A path always has the same converter (firestore-paths.ts), so the cached snapshot has the asker's type.
  return <T extends DocumentData>(ref: DocumentReference<T>) => loader.load(ref) as Promise<DocumentSnapshot<T>>;
}
