import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../lib/i18n';
import './page-alert.css';

interface PendingAlert {
  message: string;
  /** The path it is shown on: the one the app is sending the person to. */
  at: string;
  /** 'done' for news of something finished (an account deleted), else a refusal. */
  tone: 'refusal' | 'done';
}

let pending: PendingAlert | null = null;
const listeners = new Set<() => void>();

function setPending(next: PendingAlert | null) {
  pending = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Says why the app sent someone to `at` ("Unauthorized customer login", a refused login), once they are there:
 * what the spec calls "alert", as an alert region at the top of that page instead of a blocking dialog (issue 20).
 */
export function showPageAlert(message: string, at: string, tone: PendingAlert['tone'] = 'refusal'): void {
  setPending({ message, at, tone });
}

/**
 * The app shell's notice of `showPageAlert`: shown at the top of the page it names and focused there (a screen
 * reader reads it, a keyboard starts there); gone when closed or when the person moves on to another page.
 */
export function PageAlert() {
  const alert = useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
  const { pathname } = useLocation();
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  const focused = useRef<PendingAlert | null>(null);
  const visible = alert?.at === pathname ? alert : null;

  useEffect(() => {
    if (visible && focused.current !== visible) {
      focused.current = visible;
      ref.current?.focus();
    } else if (!visible && alert && focused.current === alert) {
      // Shown, then left for another page: said once is enough.
      setPending(null);
    }
  }, [visible, alert]);
  // It belongs to this app shell (a test's app goes with its notice).
  useEffect(() => () => setPending(null), []);

  if (!visible) return null;
  const close = () => {
    setPending(null);
    // Back to the top of the page it stood over.
    (document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1'))?.focus();
  };
  return (
    <div ref={ref} className={visible.tone === 'done' ? 'page-alert page-alert--done' : 'page-alert'} role="alert" tabIndex={-1}>
      <p className="page-alert__text">{visible.message}</p>
      <button type="button" className="button button--secondary page-alert__close" onClick={close}>
        {t('common.dismiss')}
      </button>
    </div>
  );
}
