// Section "live": staff credit in-store (the console's CreditBill mutation, by id) to a customer whose page watches the
// restaurant live; the time from sending the mutation to the subscriber's message with the new balance.
// Sequential, one credit at a time, so queueing does not inflate it.
import { randomUUID } from 'node:crypto';
import { clientOperation } from '../../bff/dist/test/client-operations.js';
import { CUSTOMER_PIN, signedInCustomer, signedInStaff } from './customers.mjs';
import { BenchError, within } from './errors.mjs';
import { firstMessage, openSocket, watchPoints } from './live-socket.mjs';
import { ms, percentile } from './stats.mjs';

export const UPDATES = 200;
const ANSWER_WITHIN_MS = 5000;

/** Arrival times of live messages by balance, and a way to wait for one (it may come before the HTTP answer). */
function balanceInbox() {
  const arrived = new Map();
  const waiting = new Map();
  return {
    deliver(points, at) {
      const waiter = waiting.get(points);
      if (waiter) {
        waiting.delete(points);
        waiter(at);
      } else arrived.set(points, at);
    },
    arrival(points) {
      if (arrived.has(points)) return Promise.resolve(arrived.get(points));
      return new Promise((resolve) => waiting.set(points, resolve));
    },
  };
}

export async function liveSection({ stack, log }) {
  log(`live: ${UPDATES} sequential in-store credits to a customer watching live`);
  const customer = await signedInCustomer(stack, ['FS1003']);
  const { cusId, restaurantUid } = customer.memberships.FS1003;
  const staff = await signedInStaff(stack, 'FS1003');
  const credit = clientOperation('CreditBill');
  const inbox = balanceInbox();
  const socket = openSocket(customer.browser);
  const watch = watchPoints(socket, restaurantUid, (points, at) => inbox.deliver(points, at));
  await firstMessage(watch);

  const latencies = [];
  for (let update = 0; update < UPDATES; update += 1) {
    const sentAt = performance.now();
    // As the console sends it (client/src/features/staff): by id, with a fresh idempotency key per bill.
    const data = await staff.graphqlById(
      credit.id,
      { cusId, pin: CUSTOMER_PIN, amount: 1 + (update % 9), idempotencyKey: randomUUID() },
      'CreditBill',
    );
    const balance = data.creditBill.balance;
    const arrivedAt = await within(inbox.arrival(balance), ANSWER_WITHIN_MS, `the live message with balance ${balance}`);
    if (watch.error) throw watch.error;
    latencies.push(arrivedAt - sentAt);
  }
  await socket.dispose();
  staff.close();
  customer.browser.close();

  latencies.sort((a, b) => a - b);
  if (latencies.length !== UPDATES) throw new BenchError(`only ${latencies.length} of ${UPDATES} live updates matched`);
  return [
    `### Live points: in-store credit to the subscriber's message (${UPDATES} sequential updates)`,
    '',
    '| p50 | p95 | max |',
    '|---:|---:|---:|',
    `| ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 95))} | ${ms(latencies.at(-1))} |`,
    '',
    "- From sending `CreditBill` (staff, POST /graphql by id, as the console does) to the customer's `LiveMembership` (`pointsChanged`) message carrying the new balance, over graphql-ws.",
  ].join('\n');
}
