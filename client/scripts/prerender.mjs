/* global process, console, URL, Buffer */
// Writes client/dist/prerendered/{index,email-login,email-sign-up,privacy}.html: the built shell (dist/index.html,
// with its hashed script and link tags and the <!--app-config--> placeholder the BFF fills at run time)
// with the page's markup inside #root. dist/index.html itself stays the empty shell for every other route;
// dist/route-preloads.json lists the chunks each of those routes loads, for the BFF to preload.
// Run by `npm run build -w client` after `vite build --manifest` and the prerender build.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const clientRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(clientRoot, 'dist');
const bundle = path.join(clientRoot, 'node_modules/.cache/prerender/prerender.js');
const manifestPath = path.join(dist, '.vite/manifest.json');
const EMPTY_ROOT = '<div id="root"></div>';
const CONFIG_PLACEHOLDER = '<!--app-config-->';

const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
for (const needle of [EMPTY_ROOT, CONFIG_PLACEHOLDER, '</head>']) {
  if (!shell.includes(needle)) throw new Error(`client/dist/index.html has no ${needle}: not the shell this script expects`);
}
const manifest = JSON.parse(
  await readFile(manifestPath, 'utf8').catch(() => {
    throw new Error('client/dist/.vite/manifest.json is missing: run the whole `npm run build -w client` (vite build --manifest first)');
  }),
);
const { PRERENDERED_PAGES, renderPage, snapshotFor } = await import(pathToFileURL(bundle).href);

/** The CSS and JS a lazy route module needs (its chunk and the chunks it imports statically), from Vite's manifest. */
function assetsOf(moduleId) {
  const css = new Set();
  const js = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest has no ${key}`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(moduleId);
  return { css: [...css], js: [...js] };
}

/**
 * The lazy route's stylesheets, so the page paints styled before any JavaScript (Vite's loader sees
 * them and does not add them again), and its chunks preloaded, so hydration does not wait for a
 * second round trip. Files the shell already links are left out.
 */
function headTagsFor(page) {
  if (!page.lazyModule) return [];
  const { css, js } = assetsOf(page.lazyModule);
  const linked = (file) => shell.includes(`"/${file}"`);
  return [
    ...css.filter((file) => !linked(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...js.filter((file) => !linked(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
}

// JSON in a data block: `<` escaped so no value can close the script element.
const dataBlock = (id, value) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

await mkdir(path.join(dist, 'prerendered'), { recursive: true });
for (const page of PRERENDERED_PAGES) {
  const snapshot = snapshotFor(page.path, process.env);
  const markup = await renderPage(snapshot);
  const html = shell
    // Function replacements: the markup may hold `$&` and the like.
    .replace(CONFIG_PLACEHOLDER, () => `${CONFIG_PLACEHOLDER}\n    ${dataBlock('prerender-snapshot', snapshot)}`)
    // `</head>` may follow the last tag on its line (vite-plugin-pwa appends its manifest link to it).
    .replace(
      /(\n *)?<\/head>/,
      (_, lead = '\n') =>
        `\n${headTagsFor(page)
          .map((tag) => `${lead.slice(1)}  ${tag}\n`)
          .join('')}${lead.slice(1)}</head>`,
    )
    .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
  await writeFile(path.join(dist, 'prerendered', page.file), html);
  console.log(`prerendered ${page.path} -> dist/prerendered/${page.file} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB)`);
}

/**
 * dist/route-preloads.json for the BFF: per client-rendered route of src/app/route-modules.json, the chunks
 * and stylesheets a fresh visit loads (the shell's own left out), in the order the route needs them. The BFF
 * puts them into that route's page as modulepreload / preload links (bff/src/http/route-preloads.ts).
 */
const routeModules = JSON.parse(await readFile(path.join(clientRoot, 'src/app/route-modules.json'), 'utf8'));
const routePreloads = routeModules.routes.map(({ path: routePath, modules }) => {
  const js = new Set();
  const css = new Set();
  for (const moduleId of modules) {
    const assets = assetsOf(moduleId);
    assets.js.forEach((file) => js.add(file));
    assets.css.forEach((file) => css.add(file));
  }
  const unlinked = (files) => [...files].filter((file) => !shell.includes(`"/${file}"`)).map((file) => `/${file}`);
  return { path: routePath, js: unlinked(js), css: unlinked(css), fetch: routeModules.fetchAtStart };
});
await writeFile(path.join(dist, 'route-preloads.json'), `${JSON.stringify({ routes: routePreloads }, null, 2)}\n`);
console.log(
  `route preloads -> dist/route-preloads.json (${routePreloads.map((route) => `${route.path}: ${route.js.length} js, ${route.css.length} css`).join('; ')})`,
);

// The manifest was only for this script: dist holds what the server serves.
await rm(path.join(dist, '.vite'), { recursive: true, force: true });
