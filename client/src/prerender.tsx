/**
 * Entry of the prerender build (vite.prerender.config.ts): renders the pages anonymous visitors
 * open first to HTML at build time; client/scripts/prerender.mjs puts that HTML into the built shell.
 * Run in Node, never shipped to browsers.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { PrerenderContext, type PrerenderSnapshot } from './lib/prerender';

export interface PrerenderedPage {
  path: string;
  /** File name under client/dist/prerendered/. */
  file: string;
  /** The lazy route module (as Vite's manifest names it) whose CSS and JS the page links, so it paints styled. */
  lazyModule: string | null;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html', lazyModule: null },
  { path: '/email-login', file: 'email-login.html', lazyModule: 'src/features/auth/email-login-page.tsx' },
  { path: '/email-sign-up', file: 'email-sign-up.html', lazyModule: 'src/features/auth/email-sign-up-page.tsx' },
  { path: '/privacy', file: 'privacy.html', lazyModule: 'src/features/privacy/privacy-page.tsx' },
];

/** The BFF's defaults (bff/src/config.ts); a build for a deployment with other values can pass them in the environment. */
const DEFAULT_SUPPORT = { email: 'support@foodspot.in', phone: '+91 80 4567 8900' };
const DEFAULT_GRIEVANCE = { name: 'Grievance Officer, Foodspot Rewards', email: 'grievance@foodspot.in' };

/**
 * What a page is rendered with at build time. Production mode: no local-mode notice. The support
 * contact from SUPPORT_EMAIL / SUPPORT_PHONE when set at build time, like the BFF's at run time.
 */
export function snapshotFor(path: string, env: Record<string, string | undefined> = {}, now = new Date()): PrerenderSnapshot {
  return {
    path,
    mode: 'production',
    support: { email: env.SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT.email, phone: env.SUPPORT_PHONE?.trim() || DEFAULT_SUPPORT.phone },
    grievance: {
      name: env.GRIEVANCE_OFFICER_NAME?.trim() || DEFAULT_GRIEVANCE.name,
      email: env.GRIEVANCE_OFFICER_EMAIL?.trim() || DEFAULT_GRIEVANCE.email,
    },
    year: now.getFullYear(),
  };
}

/**
 * The markup of #root for the snapshot's path. `prerender` (not renderToString) waits for the lazy
 * route components, so their real content is in the HTML rather than the Suspense fallback.
 */
export async function renderPage(snapshot: PrerenderSnapshot): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <PrerenderContext value={snapshot}>
        <StaticRouter location={snapshot.path}>
          <App />
        </StaticRouter>
      </PrerenderContext>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`prerendering ${snapshot.path} failed: ${String(errors[0])}`, { cause: errors[0] });
  // A boundary left to the client (`<!--$!-->`) or still pending would hydrate as the spinner: not a prerendered page.
  if (/<!--\$[!?]-->|<template|<script/.test(html)) throw new Error(`prerendering ${snapshot.path} left part of the page to the browser`);
  return html;
}
