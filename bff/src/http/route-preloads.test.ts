import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureDist, linked } from '../test/built-client.js';
import { preloadsFor, readRoutePreloads, type RoutePreloads, withPreloads } from './route-preloads.js';
import { staticClient } from './static-client.js';

/** A route-preloads.json as client/scripts/prerender.mjs writes it. */
const ROUTE_PRELOADS: { routes: RoutePreloads[] } = {
  routes: [
    {
      path: '/home',
      js: ['/assets/home-route-1a.js', '/assets/apollo-2b.js', '/assets/live-socket-3c.js'],
      css: ['/assets/home-route-4d.css'],
      fetch: ['/api/v1/csrf/token'],
    },
    {
      path: '/home/add-restaurant',
      js: ['/assets/home-route-1a.js', '/assets/apollo-2b.js'],
      css: ['/assets/home-route-4d.css'],
      fetch: ['/api/v1/csrf/token'],
    },
    {
      path: '/home/:restaurantUid',
      js: ['/assets/home-route-1a.js', '/assets/apollo-2b.js', '/assets/restaurant-detail-page-5e.js', '/assets/live-socket-3c.js'],
      css: ['/assets/home-route-4d.css', '/assets/restaurant-detail-page-6f.css'],
      fetch: ['/api/v1/csrf/token'],
    },
    { path: '/home/:restaurantUid/rewards', js: ['/assets/home-route-1a.js'], css: [], fetch: ['/api/v1/csrf/token'] },
    { path: '/staff', js: ['/assets/staff-page-7a.js', '/assets/apollo-2b.js'], css: [], fetch: ['/api/v1/csrf/token'] },
  ],
};
const SHELL = [
  '<!doctype html>',
  '<html><head>',
  '    <!--app-config-->',
  '    <script type="module" crossorigin src="/assets/main-0a.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/apollo-2b.js">',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

describe('route preloads', () => {
  it('takes the first route that matches, so a static path wins over a parameter', () => {
    expect(preloadsFor(ROUTE_PRELOADS.routes, '/home/add-restaurant')?.path).toBe('/home/add-restaurant');
    expect(preloadsFor(ROUTE_PRELOADS.routes, '/home/r1')?.path).toBe('/home/:restaurantUid');
    for (const pathname of ['/', '/email-login', '/profile', '/no/such/page', '/home/r1/rewards/extra']) {
      expect(preloadsFor(ROUTE_PRELOADS.routes, pathname), pathname).toBeNull();
    }
  });

  it('adds the fetches, chunks and stylesheets before </head>, leaving out what the page already links', () => {
    const html = withPreloads(SHELL, ROUTE_PRELOADS.routes[2]!);
    expect(linked(html, 'preload', 'fetch')).toEqual(['/api/v1/csrf/token']);
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/csrf/token">');
    // The shell's own modulepreload is there once; the route's chunks follow, in the route's order.
    expect(linked(html, 'modulepreload')).toEqual([
      '/assets/apollo-2b.js',
      '/assets/home-route-1a.js',
      '/assets/restaurant-detail-page-5e.js',
      '/assets/live-socket-3c.js',
    ]);
    // The route's chunks come after the entry and what it imports: nothing runs before those.
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-route-1a.js">');
    // Stylesheets are only preloaded (Vite's loader links them in its own order), at low priority.
    expect(linked(html, 'preload', 'style')).toEqual(['/assets/home-route-4d.css', '/assets/restaurant-detail-page-6f.css']);
    expect(linked(html, 'stylesheet')).toEqual([]);
    expect(html).toContain('<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/home-route-4d.css">');
    // All of it in the head, the rest of the page untouched.
    expect(html.indexOf('restaurant-detail-page-6f.css')).toBeLessThan(html.indexOf('</head>'));
    const added = html.split('\n').filter((line) => !SHELL.split('\n').includes(line));
    expect(added).toHaveLength(6);
    for (const line of added) expect(line).toMatch(/^ {4}<link rel="(?:modulepreload|preload)" [^>]*>$/);
    expect(
      html
        .split('\n')
        .filter((line) => !added.includes(line))
        .join('\n'),
    ).toBe(SHELL);
  });

  it('leaves a page without a head, or a route without anything to preload, as it is', () => {
    expect(withPreloads('<p>no head</p>', ROUTE_PRELOADS.routes[0]!)).toBe('<p>no head</p>');
    expect(withPreloads(SHELL, { path: '/x', js: ['/assets/apollo-2b.js'], css: [], fetch: [] })).toBe(SHELL);
  });

  it('reads only the built assets and API paths the build writes, so nothing can break out of an attribute', () => {
    const dir = fixtureDist({ 'route-preloads.json': JSON.stringify(ROUTE_PRELOADS) });
    expect(readRoutePreloads(path.join(dir, 'route-preloads.json'))).toEqual(ROUTE_PRELOADS.routes);
    expect(readRoutePreloads(path.join(dir, 'missing.json'))).toEqual([]);
    const bad: Array<Record<string, unknown>> = [
      { path: '/home', js: ['/assets/a.js" onload="alert(1)'], css: [], fetch: [] },
      { path: '/home', js: ['https://elsewhere.example/a.js'], css: [], fetch: [] },
      { path: '/home', js: ['/assets/../server.js'], css: [], fetch: [] },
      { path: '/home', js: ['/assets/a.css'], css: [], fetch: [] },
      { path: '/home', js: [], css: ['/assets/a.js'], fetch: [] },
      { path: '/home', js: [], css: [], fetch: ['/api/v1/csrf/token?x="'] },
      { path: '/home', js: [], css: [], fetch: ['/graphql'] },
      { path: 'home', js: [], css: [], fetch: [] },
      { path: '/home', css: [], fetch: [] },
    ];
    for (const route of bad) {
      writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ routes: [route] }));
      expect(() => readRoutePreloads(path.join(dir, 'bad.json')), JSON.stringify(route)).toThrow();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives each client-rendered route its preloads, the same bytes for every URL of a route, and none to the prerendered pages', async () => {
    const dir = fixtureDist({
      'index.html': SHELL,
      'prerendered/index.html': 'prerendered landing',
      'prerendered/email-login.html': 'prerendered email login',
      'route-preloads.json': JSON.stringify(ROUTE_PRELOADS),
    });
    const render = staticClient(dir)!.renderIndexHtml;
    const detail = await render('/home/r-chaat-1', 'index');
    expect(linked(detail, 'modulepreload')).toContain('/assets/restaurant-detail-page-5e.js');
    expect(await render('/home/r-other?tab=1', 'index')).toBe(detail);
    expect(linked(await render('/home/add-restaurant', 'index'), 'modulepreload')).toEqual(['/assets/apollo-2b.js', '/assets/home-route-1a.js']);
    expect(linked(await render('/staff', 'index'), 'modulepreload')).toEqual(['/assets/apollo-2b.js', '/assets/staff-page-7a.js']);
    // `/` and the login pages are prerendered and never get the customer area's chunks.
    expect(await render('/', 'index')).toBe('prerendered landing');
    expect(await render('/email-login', 'index')).toBe('prerendered email login');
    for (const url of ['/profile', '/no/such/page', '/home/r1/history/x']) expect(await render(url, 'index'), url).toBe(SHELL);
    rmSync(dir, { recursive: true, force: true });
  });
});
