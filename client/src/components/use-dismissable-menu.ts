import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** The elements of `panel` that Tab reaches, in document order (which not every selector engine keeps for a list). */
const tabbables = (panel: HTMLElement) =>
  [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));

/**
 * Open/closed state of a mobile menu that closes on route change (any change of path, search,
 * hash or history entry), on a pointer press outside the menu and its toggle button, and on Escape.
 * While open it holds the keyboard: the focus moves into it, Tab and Shift+Tab go round inside it, and Escape
 * (or `dismiss`, its close button) gives the focus back to the toggle button.
 */
export function useDismissableMenu<Panel extends HTMLElement = HTMLElement>() {
  const location = useLocation();
  const here = `${location.key}|${location.pathname}${location.search}${location.hash}`;
  // The menu is open only for the location it was opened at: navigating closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const panelRef = useRef<Panel>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpenAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        buttonRef.current?.focus();
        return;
      }
      const panel = panelRef.current;
      if (event.key !== 'Tab' || !panel) return;
      const inside = tabbables(panel);
      const first = inside[0];
      const last = inside[inside.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey ? active === first || !panel.contains(active) : active === last || !panel.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    // Into the menu (visible from the first frame of its slide-in): the control marked `data-menu-start`, else its first.
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) {
      (panel.querySelector<HTMLElement>('[data-menu-start]') ?? panel.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return {
    open,
    toggle: () => setOpenAt(open ? null : here),
    close: () => setOpenAt(null),
    /** Closes it and gives the focus back to its toggle button (the menu's own close button). */
    dismiss: () => {
      setOpenAt(null);
      buttonRef.current?.focus();
    },
    panelRef,
    buttonRef,
  };
}
