import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open/closed state of a mobile menu that closes on route change (any change of path, search,
 * hash or history entry), on a pointer press outside the menu and its toggle button, and on Escape.
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
      }
    };
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
    panelRef,
    buttonRef,
  };
}
