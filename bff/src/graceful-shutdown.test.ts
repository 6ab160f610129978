import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FirebaseHandles } from './firebase.js';
import { type BffProcess, seededTestFirebase, startBffProcess } from './test/bff-process.js';
import { customerAt, freshStaffAt } from './test/clients-at.js';
import type { TestServer } from './test/harness.js';
import { CREDIT } from './test/staff-operations.js';
import { VALID_PROFILE } from './test/customers.js';
import { nextOf, wsClients } from './test/ws-client.js';

/**
 * SIGTERM (what Cloud Run and Kubernetes send before they stop a replica) under write load: the BFF stops
 * taking connections, finishes what it took, closes subscriptions with 1001 (a code clients reconnect on,
 * to another replica), and exits 0 within 10 s. Every credit the tills were told succeeded is in Firestore,
 * and nothing else is: no write is lost or half-made.
 */
const PORT_RANGE = [6500, 6549] as const;
const WORKERS = 6;
const LOAD_BEFORE_SIGTERM_MS = 1500;
const EXIT_WITHIN_MS = 10_000;

let bff: BffProcess;
let firebase: FirebaseHandles;

beforeAll(async () => {
  firebase = await seededTestFirebase();
  bff = await startBffProcess({ portRange: PORT_RANGE, csrfSecret: 'shutdown-test-secret-that-is-long-enough-0123456789' });
}, 90_000);

afterAll(async () => {
  await bff?.process.stop('SIGKILL');
  await firebase?.close();
});

describe('graceful shutdown', () => {
  it('SIGTERM under credits: in-flight writes finish, sockets close with 1001, exit 0 within 10 s, nothing lost', async () => {
    const server = { url: bff.url, firebase, authHost: inject('authEmulatorHost'), projectId: inject('projectId') } as unknown as TestServer;
    const customer = await customerAt(server);
    const added = await customer.browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1003' });
    const { restaurantUid, cusId } = added.body['result'] as { restaurantUid: string; cusId: string };
    const till = await freshStaffAt(server, 'FS1003');

    const live = wsClients(() => bff.url);
    const closeCodes: number[] = [];
    const client = live.open({ cookie: `__session=${customer.browser.cookie('__session')}`, origin: bff.url });
    client.on('closed', (event) => closeCodes.push((event as { code: number }).code));
    const updates = client.iterate({
      query: 'subscription P($r: ID!) { pointsChanged(restaurantUid: $r) { points } }',
      variables: { r: restaurantUid },
    });
    await nextOf(updates);

    let credited = 0;
    const failures: string[] = [];
    let stopped = false;
    const worker = async () => {
      while (!stopped) {
        let response: Response;
        try {
          response = await till.browser.request('POST', '/graphql', {
            json: { query: CREDIT, variables: { cusId, pin: VALID_PROFILE.pin, amount: 1 } },
          });
        } catch {
          // The listener is closed: this credit was never taken. (A load balancer sends it to another replica.)
          return;
        }
        const body = (await response.json()) as { data?: { creditInStore?: number }; errors?: unknown[] };
        if (response.status === 200 && typeof body.data?.creditInStore === 'number') credited += 1;
        else failures.push(`${response.status} ${JSON.stringify(body)}`);
      }
    };
    const workers = Array.from({ length: WORKERS }, worker);
    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_SIGTERM_MS));

    const signalledAt = Date.now();
    const exitCode = bff.process.exited;
    // To the watchdog, which hands the BFF one SIGTERM, as a platform sends one.
    bff.process.child.kill('SIGTERM');
    const code = await exitCode;
    const exitedMs = Date.now() - signalledAt;
    stopped = true;
    await Promise.all(workers);
    await live.disposeAll();

    console.log(`SIGTERM under ${WORKERS} tills' credits: exited ${code} after ${exitedMs} ms; ${credited} credits answered before it`);
    expect(code).toBe(0);
    expect(exitedMs).toBeLessThan(EXIT_WITHIN_MS);
    expect(failures).toEqual([]);
    expect(credited).toBeGreaterThan(0);
    expect(closeCodes).toEqual([1001]);
    const points = (await firebase.db.doc(`customers/${customer.uid}/restaurants/${restaurantUid}`).get()).data()?.['points'];
    expect(points).toBe(credited);
    const history = await firebase.db.collection(`customers/${customer.uid}/restaurants/${restaurantUid}/history`).count().get();
    expect(history.data().count).toBe(credited);
  }, 60_000);
});
