import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a screen may take to show its heading after a navigation (its data loading) before the focus is left alone. */
const HEADING_WAIT_MS = 10_000;

/** The heading of the screen on show: the main landmark's h1, else the page's first h1 (the error page). */
function screenHeading(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('h1');
}

/**
 * Moves the focus to the new screen's heading as soon as it is shown (now, or once its data is in), unless the
 * focus went somewhere since the navigation (the screen focused a field, the person moved on): then it stays.
 * Returns how to stop waiting.
 */
function focusHeadingWhenShown(doc: Document): () => void {
  // What had the focus when the route changed: the link or button used, or the body when it went away with the old screen.
  const from = doc.activeElement;
  const focusHeading = (): boolean => {
    const heading = screenHeading(doc);
    if (!heading) return false;
    const active = doc.activeElement;
    if (active && active !== doc.body && active !== from) return true;
    // Every screen's h1 has tabIndex={-1}; a heading that lacks it can still take the focus from script.
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    return true;
  };
  if (focusHeading()) return () => {};
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}

/**
 * The app shell's focus management: after a client-side navigation (another path or query, never a change of
 * the hash alone, e.g. the landing page's section links) the focus moves to the new screen's h1, so keyboard and
 * screen-reader users start at the top of what changed, as after a page load. Never on the first load or
 * hydration, nor on the redirects the app makes while it loads (before any key or pointer press on the page);
 * never on live updates (they change no route).
 */
export function useRouteFocus(): void {
  const { pathname, search } = useLocation();
  const place = `${pathname}${search}`;
  const shown = useRef(place);
  const interacted = useRef(false);

  useEffect(() => {
    const note = () => {
      interacted.current = true;
    };
    document.addEventListener('pointerdown', note, true);
    document.addEventListener('keydown', note, true);
    return () => {
      document.removeEventListener('pointerdown', note, true);
      document.removeEventListener('keydown', note, true);
    };
  }, []);

  // A layout effect: it runs before the new screen's own effects, so a screen that focuses a field of its own
  // (Add Restaurant with a wrong link) keeps it.
  useLayoutEffect(() => {
    if (place === shown.current) return;
    shown.current = place;
    if (!interacted.current) return;
    return focusHeadingWhenShown(document);
  }, [place]);
}
