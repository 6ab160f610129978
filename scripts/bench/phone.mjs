// Section "phone": a signed-in customer opening `/home/{restaurantUid}` in Chromium slowed down for real, not
// simulated: the CPU 4x slower and the network at Lighthouse's slow-4G figures (150 ms latency, 1.6 Mbps down,
// 750 kbps up), applied over CDP to every request. Lighthouse's LCP is computed by a model (Lantern) from an
// unthrottled run; this is the page's own LCP under throttling, with when the screen's data arrived. Median of 5.
import { existsSync } from 'node:fs';
import { URL } from 'node:url';
import { chromium } from 'playwright-core';
import { signedInCustomer } from './customers.mjs';
import { BenchError } from './errors.mjs';
import { median } from './stats.mjs';

const CHROMIUM = '/usr/bin/chromium';
const RUNS = 5;
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const VIEWPORT = { width: 390, height: 844 };

/** In the page from its first moment: the LCP candidates as the browser reports them. */
const OBSERVE_LCP = `
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp.push({ time: entry.startTime, element: entry.element ? entry.element.tagName.toLowerCase() + '.' + entry.element.className.split(' ')[0] : '' });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

const READ_TIMINGS = `(() => {
  const resource = (test) => performance.getEntriesByType('resource').find((entry) => test(new URL(entry.name).pathname));
  const scripts = performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'));
  const query = resource((path) => path === '/graphql');
  return {
    lcp: window.__lcp.at(-1) ?? null,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    // The route query's answer, or the page's own when the page carried it (docs/decisions/012): no request then.
    dataEnd: query ? query.responseEnd : performance.getEntriesByType('navigation')[0]?.responseEnd ?? null,
    carried: !query,
    // The scripts the page asked for before its first paint: the start's, not the ones loaded when idle later.
    scriptsEnd: Math.max(0, ...scripts.filter((entry) => entry.startTime < (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity)).map((entry) => entry.responseEnd)),
  };
})()`;

async function oneVisit(browser, url, cookies) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const { hostname } = new URL(url);
    await context.addCookies(cookies.map(([name, value]) => ({ name, value, domain: hostname, path: '/', sameSite: 'Lax' })));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await page.addInitScript(OBSERVE_LCP);
    await page.goto(url);
    // The points are what the customer came for (spec section 4: shown with the first live message).
    await page
      .getByText(/\d+ \/ \d+/)
      .first()
      .waitFor({ timeout: 30_000 });
    // LCP candidates stop at the first input; none comes, so wait for the page to settle before reading.
    await page.waitForTimeout(2000);
    const timings = await page.evaluate(READ_TIMINGS);
    if (!timings.lcp || timings.fcp === null || timings.dataEnd === null) {
      throw new BenchError(`phone: ${url} reported no ${!timings.lcp ? 'LCP' : timings.fcp === null ? 'FCP' : 'page timing'}`);
    }
    return timings;
  } finally {
    await context.close();
  }
}

export async function phoneSection({ stack, log }) {
  if (!existsSync(CHROMIUM)) throw new BenchError(`${CHROMIUM} is missing (apt-get install chromium)`);
  const customer = await signedInCustomer(stack, ['FS1003']);
  const url = `${stack.url}/home/${customer.memberships.FS1003.restaurantUid}`;
  const cookies = [...customer.browser.cookies];
  customer.browser.close();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const runs = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      log(`phone: ${url} run ${run}/${RUNS}`);
      runs.push(await oneVisit(browser, url, cookies));
    }
  } finally {
    await browser.close();
  }
  const seconds = (values) => `${(median(values) / 1000).toFixed(2)} s`;
  const elements = [...new Set(runs.map((run) => run.lcp.element))].join(', ');
  return [
    `### A restaurant's screen on a throttled Chromium (median of ${RUNS}; CPU ${CPU_SLOWDOWN}x slower, 150 ms latency, 1.6 Mbps down, applied over CDP)`,
    '',
    '| Page | LCP (runs) | FCP | Start scripts downloaded | Route data in hand |',
    '|---|---:|---:|---:|---:|',
    `| \`/home/{restaurantUid}\` (signed-in customer, ${VIEWPORT.width}x${VIEWPORT.height}) | **${seconds(runs.map((run) => run.lcp.time))}** (${runs.map((run) => (run.lcp.time / 1000).toFixed(2)).join(', ')}) | ${seconds(runs.map((run) => run.fcp))} | ${seconds(runs.map((run) => run.scriptsEnd))} | ${seconds(runs.map((run) => run.dataEnd))} |`,
    '',
    `- The LCP element: ${elements}. Each run is a first visit (a new browser context: empty cache, no service worker).`,
    `- Route data: carried in the page (no GraphQL request) in ${runs.filter((run) => run.carried).length} of ${RUNS} runs; otherwise the route query's answer.`,
  ].join('\n');
}
