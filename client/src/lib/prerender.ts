import { createContext, use, useEffect, useSyncExternalStore } from 'react';
import { getConfig, type AppConfig } from './config';

/**
 * What a page prerendered at build time (client/scripts/prerender.mjs) was rendered with: its path
 * and the values only the browser knows for sure (the run-time config the BFF hands over, today's
 * year), as they were at build time. The page carries it as a JSON data block, so hydration renders
 * exactly what the HTML holds and then moves on to the real values (no hydration mismatch).
 */
export interface PrerenderSnapshot {
  path: string;
  mode: AppConfig['mode'];
  support: AppConfig['support'];
  grievance: AppConfig['grievance'];
  year: number;
}

export const PRERENDER_SNAPSHOT_ID = 'prerender-snapshot';

/** The snapshot while the app hydrates (or is prerendered); null when it renders from scratch. */
export const PrerenderContext = createContext<PrerenderSnapshot | null>(null);

/** `/email-login/` is the same route as `/email-login` to the router. */
export function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(a) === trim(b);
}

/** The page's snapshot block, or null when the page was not prerendered (or the block is unreadable). */
export function readPrerenderSnapshot(doc: Document = document): PrerenderSnapshot | null {
  const text = doc.getElementById(PRERENDER_SNAPSHOT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PrerenderSnapshot> | null;
    const { path, mode, support, grievance, year } = value ?? {};
    if (
      typeof path !== 'string' ||
      (mode !== 'local' && mode !== 'production') ||
      typeof support?.email !== 'string' ||
      typeof support.phone !== 'string' ||
      typeof grievance?.name !== 'string' ||
      typeof grievance.email !== 'string' ||
      typeof year !== 'number'
    ) {
      return null;
    }
    return { path, mode, support: { email: support.email, phone: support.phone }, grievance: { name: grievance.name, email: grievance.email }, year };
  } catch {
    return null;
  }
}

const subscribeNever = () => () => {};

/**
 * A value only the browser knows. Hydrating a prerendered page, React renders the snapshot's value
 * (what the HTML holds) and re-renders with `read()` right after hydration; otherwise `read()` at
 * once. Both functions must return the same value each call (primitives or cached objects).
 */
function useBrowserValue<T>(read: () => T, fromSnapshot: (snapshot: PrerenderSnapshot) => T): T {
  const snapshot = use(PrerenderContext);
  return useSyncExternalStore(subscribeNever, read, snapshot ? () => fromSnapshot(snapshot) : read);
}

const readSupport = () => getConfig().support;
const readGrievance = () => getConfig().grievance;
const readMode = () => getConfig().mode;
const readYear = () => new Date().getFullYear();

/** The support email and phone of the run-time config. */
export const useSupportContact = () => useBrowserValue(readSupport, (snapshot) => snapshot.support);
/** The grievance officer (name and email) of the run-time config: the privacy notice and Contact Us name them. */
export const useGrievanceContact = () => useBrowserValue(readGrievance, (snapshot) => snapshot.grievance);
/** `local` (emulators) or `production`, from the run-time config. */
export const useAppMode = () => useBrowserValue(readMode, (snapshot) => snapshot.mode);
/** This year, by the visitor's clock (a build from December is still served in January). */
export const useCurrentYear = () => useBrowserValue(readYear, (snapshot) => snapshot.year);

/**
 * Text typed (or autofilled) into a prerendered input before the app hydrated it is in the field but
 * not in React's state: React keeps the field's value and reports no change for it. Right after
 * mounting, the state adopts it, so the button it enables and the value it submits match what the
 * person sees. A field rendered by React itself starts equal to its state: nothing happens then.
 */
export function useValueTypedBeforeHydration(inputId: string, adopt: (value: string) => void): void {
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (input instanceof HTMLInputElement && input.value !== '') adopt(input.value);
    // On mount (both are stable: an id from useId, a state setter); later changes arrive through onChange.
  }, [inputId, adopt]);
}
