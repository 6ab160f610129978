// Section "soak" (only with --only soak): in-store credits from 8 tills at once while every customer
// watches live over graphql-ws: credits/s, errors, 5xx, live messages, credit-to-message latency.
import { randomUUID } from 'node:crypto';
import { clientOperation } from '../../bff/dist/test/client-operations.js';
import { CUSTOMER_PIN, signedInCustomers, signedInStaff } from './customers.mjs';
import { BenchError } from './errors.mjs';
import { firstMessage, openSocket, watchPoints } from './live-socket.mjs';
import { ms, percentile, sleep } from './stats.mjs';

const TILLS = 8;

/** A customer's live messages and credits, matched by balance (a message can beat the credit's HTTP answer). */
function watchedCustomer(customer, latencies) {
  const { cusId, restaurantUid } = customer.memberships.FS1003;
  const waiting = new Map();
  const arrived = new Map();
  const state = { cusId, messages: 0, socket: openSocket(customer.browser) };
  state.watch = watchPoints(state.socket, restaurantUid, (points, at) => {
    state.messages += 1;
    if (waiting.has(points)) {
      latencies.push(at - waiting.get(points));
      waiting.delete(points);
    } else arrived.set(points, at);
  });
  state.credited = (balance, sentAt) => {
    if (arrived.has(balance)) {
      latencies.push(arrived.get(balance) - sentAt);
      arrived.delete(balance);
    } else waiting.set(balance, sentAt);
  };
  return state;
}

export async function soakSection({ stack, seconds, customers: count, log }) {
  log(`soak: ${count} customers watching live, ${seconds} s of credits from ${TILLS} tills`);
  const staff = await signedInStaff(stack, 'FS1003');
  const latencies = [];
  const watched = (await signedInCustomers(stack, count, ['FS1003'])).map((customer) => watchedCustomer(customer, latencies));
  for (const customer of watched) await firstMessage(customer.watch);
  const credit = clientOperation('CreditBill');
  const outcome = { credits: 0, errors: 0, serverErrors: 0 };
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  const till = async () => {
    while (performance.now() < deadline) {
      const customer = watched[next++ % watched.length];
      const sentAt = performance.now();
      const { status, json } = await staff.request('POST', '/graphql', {
        json: {
          operationName: 'CreditBill',
          variables: { cusId: customer.cusId, pin: CUSTOMER_PIN, amount: 1 + Math.floor(Math.random() * 500), idempotencyKey: randomUUID() },
          extensions: { persistedQuery: { version: 1, sha256Hash: credit.id } },
        },
      });
      if (status >= 500) outcome.serverErrors += 1;
      if (status !== 200 || json?.errors) outcome.errors += 1;
      else {
        outcome.credits += 1;
        customer.credited(json.data.creditBill.balance, sentAt);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: TILLS }, till));
  const elapsed = (performance.now() - started) / 1000;
  await sleep(1000);
  const liveErrors = watched.filter((customer) => customer.watch.error).length;
  await Promise.all(watched.map((customer) => customer.socket.dispose()));
  staff.close();

  latencies.sort((a, b) => a - b);
  const delivered = watched.reduce((sum, customer) => sum + customer.messages, 0);
  const report = [
    `### Soak: ${count} customers watching live, ${elapsed.toFixed(1)} s of in-store credits from ${TILLS} concurrent tills`,
    '',
    '| Credits ok | Credits/s | Errors | 5xx | Live messages | Subscription errors | Credit to live message p50 | p99 | Matched |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${outcome.credits} | ${(outcome.credits / elapsed).toFixed(1)} | ${outcome.errors} | ${outcome.serverErrors} | ${delivered} | ${liveErrors} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 99))} | ${latencies.length} |`,
  ].join('\n');
  if (outcome.errors || outcome.serverErrors || liveErrors) throw new BenchError(`the soak had failures:\n${report}`);
  return report;
}
