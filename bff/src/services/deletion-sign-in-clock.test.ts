import { DELETION_SIGN_IN_WINDOW_MINUTES, SIGN_IN_AGAIN_TO_DELETE } from '@foodspot/schema/privacy';
import { describe, expect, it } from 'vitest';
import { customerWithData, deleteAccount } from '../test/accounts.js';
import { fakeClock } from '../test/fake-clock.js';
import { changedPaths, customerDocuments, testRestaurant } from '../test/fixtures.js';
import { useTestServer } from '../test/harness.js';

/**
 * Deleting the account needs a sign-in of the last 10 minutes as well as the PIN (the PIN is shown to whoever holds
 * the session). Shown on the server's injected clock: the customer signed in at the real time the test began.
 */
const clock = fakeClock();
const server = useTestServer({ clock });
const WINDOW_MS = DELETION_SIGN_IN_WINDOW_MINUTES * 60_000;

const DELETE_ACCOUNT = /* GraphQL */ `
  mutation DeleteAccount($pin: String) {
    deleteAccount(pin: $pin)
  }
`;

describe('deleting the account from an older session', () => {
  it('is refused (403 SIGN_IN_AGAIN, the same in GraphQL) before the PIN is read: nothing changes, no guess counted', async () => {
    clock.set(Date.now());
    const startMs = clock.nowMs();
    const restaurant = await testRestaurant(server);
    const customer = await customerWithData(server, [restaurant]);
    const db = server.firebase.db;
    const before = await customerDocuments(db, customer.uid, [restaurant.restaurantUid]);

    clock.set(startMs + WINDOW_MS + 60_000);
    for (const pin of [customer.profile.pin, '0000']) {
      expect(await deleteAccount(customer.browser, { pin })).toEqual({
        status: 403,
        body: {
          error: SIGN_IN_AGAIN_TO_DELETE,
          code: 'SIGN_IN_AGAIN',
          reason: 'SIGN_IN_AGAIN_TO_DELETE',
          params: { minutes: DELETION_SIGN_IN_WINDOW_MINUTES },
        },
      });
    }
    const graphql = await customer.browser.graphql(DELETE_ACCOUNT, { pin: customer.profile.pin });
    expect(graphql.body.errors?.[0]).toMatchObject({ message: SIGN_IN_AGAIN_TO_DELETE, extensions: { code: 'SIGN_IN_AGAIN' } });

    expect(changedPaths(before, await customerDocuments(db, customer.uid, [restaurant.restaurantUid]))).toEqual([]);
    expect((await db.doc(`accountDeletionGuesses/${customer.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`deletions/${customer.uid}`).get()).exists).toBe(false);
    // Still signed in: the customer is asked to sign in again, not thrown out.
    expect((await customer.browser.get('/api/v1/auth/customer/me')).status).toBe(200);
  });

  it('goes ahead up to the 10th minute after the sign-in', async () => {
    clock.set(Date.now());
    const startMs = clock.nowMs();
    const restaurant = await testRestaurant(server);
    const customer = await customerWithData(server, [restaurant]);
    // The sign-in happened a moment before `startMs` (auth_time is in whole seconds): a minute inside the window.
    clock.set(startMs + WINDOW_MS - 60_000);
    expect(await deleteAccount(customer.browser, { pin: customer.profile.pin })).toMatchObject({ status: 200 });
    expect((await server.firebase.db.doc(`customers/${customer.uid}`).get()).exists).toBe(false);
  });
});
