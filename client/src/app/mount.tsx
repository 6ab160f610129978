import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { prepareNumberFormat, startLanguage } from '../lib/i18n';
import { PrerenderContext, readPrerenderSnapshot, samePath, type PrerenderSnapshot } from '../lib/prerender';
import { sessionStore } from '../lib/session';
import { App, matchAppRoute, preloadRoute } from './app';
import { prefetchRouteQuery } from './route-prefetch';

/** The tree of the browser; the prerender (src/prerender.tsx) renders the same one in a static router. */
function browserTree(snapshot: PrerenderSnapshot | null) {
  return (
    <StrictMode>
      <PrerenderContext value={snapshot}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </PrerenderContext>
    </StrictMode>
  );
}

/**
 * Hydrates #root when it holds the markup prerendered for this very path (/, /email-login, /privacy,
 * /email-sign-up), else renders from scratch (every other route gets the empty shell).
 *
 * The first render while hydrating is the prerendered one by construction: run-time config and the
 * year come from the page's snapshot (lib/prerender.ts), the session is `idle` until an effect asks
 * `me`, so a visitor whose hint cookie says "signed in" hydrates the same landing page and is then
 * sent on to /home exactly as without prerendering (the page never waits for `me`, docs/decisions/005).
 */
export function mountApp(container: HTMLElement, doc: Document = document): { root: Root; hydrated: boolean } {
  const snapshot = readPrerenderSnapshot(doc);
  const prerendered = snapshot !== null && container.firstElementChild !== null && samePath(snapshot.path, doc.location.pathname);
  // The route's lazy chunks start loading now, side by side, not one level after another as React meets them.
  const screenReady = preloadRoute(doc.location.pathname);
  // The language this device chose (Hindi loads its chunk now). The app renders English until it is in (the page
  // hidden meanwhile, schema/src/language-boot.ts); a
  // prerendered page hydrates in English, the HTML's language, and each part turns to it once hydrated
  // (useLanguage in lib/i18n.ts), so hydration never sees a text it did not render.
  startLanguage(screenReady).catch((error: unknown) => console.error('Loading the chosen language failed', error));
  if (prerendered) return { root: hydrateRoot(container, browserTree(snapshot)), hydrated: true };

  // A client-rendered route (/home, /profile, /staff...) asks `me` now, while its chunks download, rather
  // than from an effect after the first render; still only when this browser may be signed in. (A
  // prerendered page keeps the session idle until hydration is done, see above.)
  void sessionStore.ensureIfSignedIn();
  // And the screen's route query, when it has one, so the answer is there when its chunk is.
  prefetchRouteQuery(matchAppRoute(doc.location.pathname));
  // In a task of its own after this one, while the main thread waits for those answers.
  setTimeout(prepareNumberFormat, 0);
  const root = createRoot(container);
  root.render(browserTree(null));
  return { root, hydrated: false };
}
