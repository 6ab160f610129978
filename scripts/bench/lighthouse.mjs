// Section "lighthouse": Lighthouse mobile (its default: Moto G Power emulation, simulated slow 4G) on `/`,
// `/privacy` and, with a signed-in customer's cookies, on `/home/{restaurantUid}`; median of 3 runs each.
// Debian's Chromium is started here with a debugging port and Lighthouse attaches to it (--port), so
// the session cookies set over CDP are there (--disable-storage-reset keeps them). Nothing is downloaded.
import { execFile, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { URL } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { signedInCustomer } from './customers.mjs';
import { BenchError } from './errors.mjs';
import { median, sleep } from './stats.mjs';

const CHROMIUM = '/usr/bin/chromium';
const LIGHTHOUSE = new URL('../../node_modules/.bin/lighthouse', import.meta.url).pathname;
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** `BENCH_LIGHTHOUSE_REPORTS=dir` keeps every run's JSON report there (for its critical chains and timings). */
const KEEP_REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
let reportNumber = 0;

async function launchChromium() {
  if (!existsSync(CHROMIUM)) throw new BenchError(`${CHROMIUM} is missing (apt-get install chromium)`);
  const profile = mkdtempSync(path.join(tmpdir(), 'foodspot-bench-chromium-'));
  const flags = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ];
  const child = spawn(CHROMIUM, flags, { stdio: 'ignore' });
  // Port 0 lets Chromium pick a free port; it writes it to DevToolsActivePort in the profile.
  const portFile = path.join(profile, 'DevToolsActivePort');
  for (let tries = 0; tries < 150 && !existsSync(portFile); tries += 1) await sleep(100);
  if (!existsSync(portFile)) {
    child.kill();
    throw new BenchError('Chromium did not open its debugging port within 15 s');
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    async close() {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await gone;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Over CDP with playwright-core: cookies as given (none for `/`), an empty HTTP cache, and no service worker
 * or Cache Storage left by an earlier run (the PWA precaches the shell), so every run is a first visit.
 */
async function prepareBrowser(port, cookies, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await context.clearCookies();
    // Path '/' as the BFF sets them (a cookie added for the page's URL would only cover /home).
    const { hostname } = new URL(url);
    if (cookies.length) await context.addCookies(cookies.map(([name, value]) => ({ name, value, domain: hostname, path: '/', sameSite: 'Lax' })));
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'service_workers,cache_storage' });
  } finally {
    await browser.close(); // disconnects; the browser stays up for Lighthouse
  }
}

async function runLighthouse(port, url) {
  const outputDir = mkdtempSync(path.join(tmpdir(), 'foodspot-bench-lh-'));
  const output = path.join(outputDir, 'report.json');
  const args = [
    url,
    `--port=${port}`,
    '--disable-storage-reset',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    '--no-enable-error-reporting',
    `--only-categories=${CATEGORIES.join(',')}`,
  ];
  try {
    await promisify(execFile)(LIGHTHOUSE, args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    throw new BenchError(`lighthouse ${url} failed: ${(error.stderr || error.message).toString().slice(0, 500)}`);
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  if (KEEP_REPORTS) {
    mkdirSync(KEEP_REPORTS, { recursive: true });
    reportNumber += 1;
    copyFileSync(output, path.join(KEEP_REPORTS, `${reportNumber}-${new URL(url).pathname.split('/')[1] || 'landing'}.json`));
  }
  rmSync(outputDir, { recursive: true, force: true });
  if (report.runtimeError) throw new BenchError(`lighthouse ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  return summarize(report);
}

/** Scores (0-100), LCP, CLS, and the audits that kept a non-performance category below 100. */
function summarize(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? NaN) * 100);
  const failing = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const { id: auditId, weight } of report.categories[id]?.auditRefs ?? []) {
      const audit = report.audits[auditId];
      if (weight > 0 && audit?.score !== null && audit?.score < 1) failing.push(auditId);
    }
  }
  return {
    finalUrl: report.finalDisplayedUrl ?? report.finalUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    failing,
  };
}

async function medianOfRuns(chrome, url, cookies, log) {
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    log(`lighthouse: ${url} run ${run}/${RUNS}`);
    await prepareBrowser(chrome.port, cookies, url);
    runs.push(await runLighthouse(chrome.port, url));
  }
  const pick = (key) => median(runs.map((run) => run[key]));
  const redirected = runs.find((run) => new URL(run.finalUrl).pathname !== new URL(url).pathname);
  if (redirected) throw new BenchError(`lighthouse ${url} ended on ${redirected.finalUrl} (is the session cookie accepted?)`);
  return {
    performance: pick('performance'),
    runs: runs.map((run) => run.performance),
    lcp: pick('lcp'),
    cls: pick('cls'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

export async function lighthouseSection({ stack, log }) {
  const customer = await signedInCustomer(stack, ['FS1003']);
  const homeUrl = `${stack.url}/home/${customer.memberships.FS1003.restaurantUid}`;
  const cookies = [...customer.browser.cookies];
  customer.browser.close();
  const chrome = await launchChromium();
  const results = [];
  try {
    results.push({ page: '`/` (signed out)', ...(await medianOfRuns(chrome, `${stack.url}/`, [], log)) });
    results.push({ page: '`/privacy` (signed out)', ...(await medianOfRuns(chrome, `${stack.url}/privacy`, [], log)) });
    results.push({ page: '`/home/{restaurantUid}` (signed-in customer)', ...(await medianOfRuns(chrome, homeUrl, cookies, log)) });
  } finally {
    await chrome.close();
  }
  return [
    `### Lighthouse mobile (median of ${RUNS} runs; Lighthouse ${lighthouseVersion()}, Debian Chromium, default mobile emulation and simulated throttling)`,
    '',
    '| Page | Performance (runs) | LCP | CLS | Accessibility | Best practices | SEO |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.page} | **${r.performance}** (${r.runs.join(', ')}) | ${(r.lcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} |`,
    ),
    '',
    ...results.map(
      (r) =>
        `- ${r.page}: audits below 100% in accessibility / best practices / SEO: ${r.failing.length ? r.failing.map((id) => `\`${id}\``).join(', ') : 'none'}`,
    ),
    '- Each run starts with an empty HTTP cache and no service worker or Cache Storage (cleared over CDP); the session cookies are set over CDP and kept by `--disable-storage-reset`.',
  ].join('\n');
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(new URL('../../node_modules/lighthouse/package.json', import.meta.url), 'utf8')).version;
}
