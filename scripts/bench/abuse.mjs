// Section "abuse": another customer's read while one signed-in account floods its sockets with operations the server
// refuses (bad variables), each socket reconnecting when it is closed, as a hostile script would. The figure to watch
// is the other customer's read latency; the socket pacing (bff/src/graphql/socket-pace.ts) is what keeps it near the
// quiet figure.
import WebSocket from 'ws';
import { clientOperation } from '../../bff/dist/test/client-operations.js';
import { signedInCustomer } from './customers.mjs';
import { ms, percentile, sleep } from './stats.mjs';

const ABUSIVE_SOCKETS = 4;
const QUIET_READS = 40;
const READ_EVERY_MS = 100;

/** One hostile socket: 20 refused operations at once, one more for every answer, a new socket after every close. */
function flood(browser, until, tally) {
  const url = `${browser.baseUrl.replace(/^http/, 'ws')}/graphql`;
  const headers = { cookie: browser.cookieHeader(), origin: browser.baseUrl, ...(browser.address ? { 'x-forwarded-for': browser.address } : {}) };
  const { id } = clientOperation('LiveMembership');
  const connectOnce = () =>
    new Promise((resolve) => {
      const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
      let sent = 0;
      const send = () => {
        if (socket.readyState !== WebSocket.OPEN || Date.now() >= until) return;
        sent += 1;
        tally.sent += 1;
        // By id, as the app sends it, but with a variable of the wrong type: refused before anything runs.
        const payload = {
          query: '',
          operationName: 'LiveMembership',
          variables: { restaurantUid: [1] },
          extensions: { persistedQuery: { version: 1, sha256Hash: id } },
        };
        socket.send(JSON.stringify({ id: String(sent), type: 'subscribe', payload }));
      };
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
      socket.on('message', (data) => {
        const message = JSON.parse(String(data));
        if (message.type === 'connection_ack') for (let n = 0; n < 20; n += 1) send();
        else if (message.type === 'error' || message.type === 'complete' || message.type === 'next') {
          tally.answers += 1;
          send();
        }
      });
      socket.on('close', (code) => {
        tally.closes[code] = (tally.closes[code] ?? 0) + 1;
        resolve();
      });
      socket.on('error', () => {});
      setTimeout(() => socket.terminate(), Math.max(0, until - Date.now()));
    });
  return (async () => {
    while (Date.now() < until) {
      tally.connections += 1;
      await connectOnce();
    }
  })();
}

export async function abuseSection({ stack, log, seconds }) {
  log(`abuse: another customer's reads, quiet and with ${ABUSIVE_SOCKETS} abusive signed-in sockets of one account for ${seconds} s`);
  const victim = await signedInCustomer(stack, ['FS1003']);
  const abuser = await signedInCustomer(stack, ['FS1003']);
  const { id } = clientOperation('RestaurantRouteQuery');
  const { restaurantUid } = victim.memberships.FS1003;
  const read = async () => {
    const startedAt = performance.now();
    await victim.browser.graphqlById(id, { restaurantUid }, 'RestaurantRouteQuery');
    return performance.now() - startedAt;
  };
  const quiet = [];
  for (let n = 0; n < QUIET_READS; n += 1) {
    quiet.push(await read());
    await sleep(READ_EVERY_MS);
  }
  const until = Date.now() + seconds * 1000;
  const tally = { sent: 0, answers: 0, connections: 0, closes: {} };
  const floods = Array.from({ length: ABUSIVE_SOCKETS }, () => flood(abuser.browser, until, tally));
  const during = [];
  while (Date.now() < until) {
    during.push(await read());
    await sleep(READ_EVERY_MS);
  }
  await Promise.all(floods);
  victim.browser.close();
  abuser.browser.close();

  const row = (name, values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `| ${name} | ${sorted.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 90))} | ${ms(sorted.at(-1))} |`;
  };
  const closes = Object.entries(tally.closes)
    .map(([code, count]) => `${count} × ${code}`)
    .join(', ');
  return [
    `### Abuse: another customer's read with ${ABUSIVE_SOCKETS} abusive signed-in sockets (${seconds} s)`,
    '',
    '| reads | n | p50 | p90 | max |',
    '|---|---:|---:|---:|---:|',
    row('quiet', quiet),
    row('during the flood', during),
    '',
    `- The hostile account: ${tally.connections} connections, ${tally.sent} operations sent, ${tally.answers} answered; closes: ${closes || 'none'}.`,
    '- The other customer reads `RestaurantRouteQuery` by id every 100 ms; the hostile sockets send `LiveMembership` with a variable of the wrong type, one more per answer, and reconnect after a close.',
  ].join('\n');
}
