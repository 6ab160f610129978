import { existsSync, readFileSync } from 'node:fs';
import { matchesRoute } from './client-routes.js';

/**
 * What a fresh visit of a client-rendered route loads before it shows its content: its lazy chunks and
 * their static imports, and their stylesheets (dist/route-preloads.json, written by the client build from
 * client/src/app/route-modules.json and Vite's manifest). `path` is in React Router's syntax.
 */
export interface RoutePreloads {
  path: string;
  js: string[];
  css: string[];
  /** GET requests the route's page makes at start whatever happens (the CSRF token), preloaded as `fetch`. */
  fetch: string[];
}

/** A built asset's URL, as the build writes it: nothing that could leave the attribute or the assets folder. */
const ASSET_URL = /^\/assets\/[\w.-]+\.(?:js|css)$/;
/** An API path without a query: nothing that could leave the attribute. */
const API_URL = /^\/api\/v1\/[\w/-]+$/;

/** dist/route-preloads.json, checked; an empty list when the build made none (an older build, a test fixture). */
export function readRoutePreloads(file: string): RoutePreloads[] {
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { routes?: unknown };
  if (!Array.isArray(parsed.routes)) throw new Error(`${file}: no routes list`);
  return parsed.routes.map((route: Partial<RoutePreloads>, index) => {
    const urls = (list: unknown, kind: string, valid: (url: string) => boolean) => {
      if (!Array.isArray(list) || !list.every((url) => typeof url === 'string' && valid(url))) {
        throw new Error(`${file}: route ${index} has a ${kind} list that is not what the build writes`);
      }
      return list as string[];
    };
    if (typeof route.path !== 'string' || !route.path.startsWith('/')) throw new Error(`${file}: route ${index} has no path`);
    return {
      path: route.path,
      js: urls(route.js, 'js', (url) => ASSET_URL.test(url) && url.endsWith('.js')),
      css: urls(route.css, 'css', (url) => ASSET_URL.test(url) && url.endsWith('.css')),
      fetch: urls(route.fetch ?? [], 'fetch', (url) => API_URL.test(url)),
    };
  });
}

/** The preloads of the first route that matches, or null. */
export function preloadsFor(routes: readonly RoutePreloads[], pathname: string): RoutePreloads | null {
  return routes.find((route) => matchesRoute(route.path, pathname)) ?? null;
}

/**
 * The page with what the route needs preloaded, so the browser fetches it while the entry script loads
 * instead of one lazy import after another: the GET requests the page makes at start whatever happens (the
 * CSRF token; `use-credentials`, as the client's fetch sends cookies, so that fetch takes this response), the
 * route's chunks as `modulepreload` (what Vite's own loader adds, so it sees them and adds nothing) and its
 * stylesheets as `preload` only: Vite's loader still links them when the route's chunk loads, in the order it
 * always does, and they come from the preload. The chunks and stylesheets at low priority: the entry script
 * and what it imports (React) come first, since nothing runs before them. Anything the page already links is
 * left out.
 */
export function withPreloads(html: string, preloads: RoutePreloads): string {
  const end = html.lastIndexOf('</head>');
  const fresh = (url: string) => !html.includes(`"${url}"`);
  const tags = [
    ...preloads.fetch.filter(fresh).map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`),
    ...preloads.js.filter(fresh).map((url) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${url}">`),
    ...preloads.css.filter(fresh).map((url) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${url}">`),
  ];
  if (end === -1 || tags.length === 0) return html;
  // On lines of their own, indented like the head's other tags, when </head> starts its own line.
  const lineStart = html.lastIndexOf('\n', end - 1) + 1;
  const indent = html.slice(lineStart, end);
  if (lineStart === 0 || indent.trim() !== '') return `${html.slice(0, end)}${tags.join('')}${html.slice(end)}`;
  return `${html.slice(0, lineStart)}${tags.map((tag) => `${indent}  ${tag}\n`).join('')}${html.slice(lineStart)}`;
}
