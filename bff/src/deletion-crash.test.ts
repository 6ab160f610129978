import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { FirebaseHandles } from './firebase.js';
import { type BffProcess, distHint, seededTestFirebase, startBffProcess } from './test/bff-process.js';
import { restaurantUidOf, signedInCustomer, VALID_PROFILE } from './test/customers.js';

/**
 * An account deletion survives kill -9 (issue 24): the compiled BFF, as a process of its own, is killed while it
 * deletes a customer with 6,000 history rows; a new BFF finishes the job when it starts, and nothing of the
 * customer is left.
 */
const PORT_RANGE = [6550, 6599] as const;
const HISTORY_ROWS = 6000;
const CSRF_SECRET = 'deletion-crash-secret-that-is-long-enough-0123456789';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const bffs: BffProcess[] = [];
let firebase: FirebaseHandles | undefined;
afterAll(async () => {
  for (const bff of bffs) await bff.process.stop('SIGKILL');
  await firebase?.close();
});

async function startBff(options: Pick<Parameters<typeof startBffProcess>[0], 'env' | 'until'> = {}) {
  const bff = await startBffProcess({ portRange: PORT_RANGE, csrfSecret: CSRF_SECRET, ...options });
  bffs.push(bff);
  return bff;
}

/** Every document under customers/{uid}, however deep (what a recursive delete must leave empty). */
async function documentsUnder(db: Firestore, uid: string): Promise<number> {
  let count = 0;
  const walk = async (path: string) => {
    for (const collection of await db.doc(path).listCollections()) {
      const documents = await collection.listDocuments();
      for (const document of documents) {
        if ((await document.get()).exists) count += 1;
        await walk(document.path);
      }
    }
  };
  if ((await db.doc(`customers/${uid}`).get()).exists) count += 1;
  await walk(`customers/${uid}`);
  return count;
}

describe('kill -9 in the middle of an account deletion', () => {
  it('leaves the job, and the next BFF to start finishes it: nothing of the customer is left', async () => {
    firebase = await seededTestFirebase();
    const { db, auth } = firebase;
    const first = await startBff();
    const target = { url: first.url, authHost: inject('authEmulatorHost'), projectId: inject('projectId'), firebase } as unknown as Parameters<
      typeof signedInCustomer
    >[0];
    const restaurantUid = await restaurantUidOf(target, 'FS1003');
    const customer = await signedInCustomer(target);
    expect((await customer.browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1003' })).status).toBe(201);
    const rows = db.collection(`customers/${customer.uid}/restaurants/${restaurantUid}/history`);
    const writer = db.bulkWriter();
    for (let row = 0; row < HISTORY_ROWS; row += 1)
      void writer.create(rows.doc(), { platform: 'In-Store', points: 1, source: 'service', createdAt: new Date() });
    await writer.close();
    const job = db.doc(`deletions/${customer.uid}`);

    // The deletion starts; once some history rows are gone (the bulk step is under way), the BFF is killed.
    const answer = customer.browser.request('DELETE', '/api/v1/customer/account', { json: { pin: VALID_PROFILE.pin } }).catch(() => null);
    const deadline = Date.now() + 60_000;
    let remaining = HISTORY_ROWS;
    while (Date.now() < deadline) {
      remaining = (await rows.count().get()).data().count;
      if (remaining < HISTORY_ROWS) break;
      await sleep(20);
    }
    await first.process.stop('SIGKILL');
    await answer;
    remaining = (await rows.count().get()).data().count;
    expect(remaining, `the kill came after the deletion had finished: nothing to resume${distHint()}`).toBeGreaterThan(0);
    expect(remaining).toBeLessThan(HISTORY_ROWS);
    expect((await job.get()).exists).toBe(true);

    // A new BFF finishes every deletion it finds when it starts (the other test files' servers leave it alone).
    // Started once listening: its readiness check asks Firestore, which the resumed bulk delete keeps busy on a loaded machine.
    await startBff({ env: { DELETION_RESUME_AFTER_MS: '0' }, until: '/healthz' });
    const finishBy = Date.now() + 90_000;
    while ((await job.get()).exists && Date.now() < finishBy) await sleep(200);
    expect((await job.get()).exists).toBe(false);
    expect(await documentsUnder(db, customer.uid)).toBe(0);
    await expect(auth.getUser(customer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    const members = await db.collection(`restaurants/${restaurantUid}/members`).where('customerUid', '==', customer.uid).get();
    expect(members.size).toBe(0);
  }, 240_000);
});
