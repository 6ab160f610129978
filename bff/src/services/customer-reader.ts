import DataLoader from 'dataloader';
import type { Firestore } from 'firebase-admin/firestore';
import type { CustomerDoc } from '../domain/customer.js';
import { firestorePaths } from './firestore-paths.js';

/** Reads customers/{uid} outside transactions: undefined when there is none. */
export type CustomerReader = (customerUid: string) => Promise<CustomerDoc | undefined>;

/** Every call is a read of its own. */
export function directCustomerReader(db: Firestore): CustomerReader {
  const paths = firestorePaths(db);
  return async (customerUid) => (await paths.customer(customerUid).get()).data() as CustomerDoc | undefined;
}

/**
 * For one GraphQL operation: each customer document is read at most once and the reads of one tick
 * go out as one batch. A route query asks `me` and a restaurant, which both need the customer: one read.
 * Never shared between operations, so nothing it holds can go stale.
 */
export function operationCustomerReader(db: Firestore): CustomerReader {
  const paths = firestorePaths(db);
  const loader = new DataLoader<string, CustomerDoc | undefined>(async (uids) => {
    const snapshots = await db.getAll(...uids.map((uid) => paths.customer(uid)));
    return snapshots.map((snapshot) => snapshot.data() as CustomerDoc | undefined);
  });
  return (customerUid) => loader.load(customerUid);
}
