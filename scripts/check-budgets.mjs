// Bundle budgets of design.md, checked against the production build in client/dist.
// JavaScript needed to show `/` = the entry script and every chunk it imports statically (not lazy ones).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve('client/dist');
// Lazy chunks a route loads, by the name Vite gives them (their source file name).
const BUDGETS = [
  { name: 'JavaScript to show /', lazyChunks: [], limitKb: 110 },
  { name: 'JavaScript for a /home/{id} visit', lazyChunks: ['home-route', 'restaurant-detail-page', 'live-socket'], limitKb: 230 },
];

const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((match) => match[1]);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((match) => match[1]);

/** Follows static imports (`import"./x.js"`, `from"./x.js"`); dynamic `import("./x.js")` is lazy and not counted. */
function staticClosure(files) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(DIST, file), 'utf8');
    for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(file), match[1]));
    }
  }
  return [...seen];
}

const assets = readdirSync(path.join(DIST, 'assets')).filter((file) => file.endsWith('.js'));
function lazyChunk(name) {
  const matches = assets.filter((file) => file.startsWith(`${name}-`));
  if (matches.length !== 1) throw new Error(`expected one chunk named ${name}-*.js in client/dist/assets, found ${matches.length}`);
  return `assets/${matches[0]}`;
}

const entryFiles = [...entries, ...preloads].map((src) => src.replace(/^\//, ''));
let failed = false;
for (const budget of BUDGETS) {
  const files = staticClosure([...entryFiles, ...budget.lazyChunks.map(lazyChunk)]);
  let totalBytes = 0;
  for (const file of files) totalBytes += gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
  const totalKb = totalBytes / 1024;
  const ok = totalKb <= budget.limitKb;
  failed ||= !ok;
  console.log(`${ok ? '✓' : '✗'} ${budget.name}: ${totalKb.toFixed(1)} KB gzip in ${files.length} files (budget ${budget.limitKb} KB)`);
}
process.exit(failed ? 1 : 0);
