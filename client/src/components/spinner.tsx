import { useT } from '../lib/i18n';
import './spinner.css';

interface SpinnerProps {
  /** The accessible name; "Loading" unless told. */
  label?: string;
  /** Fill the viewport (route-level loading) instead of sitting inline. */
  fullPage?: boolean;
}

export function Spinner({ label: given, fullPage = false }: SpinnerProps) {
  const { t } = useT();
  const label = given ?? t('common.loading');
  return (
    <div role="status" aria-label={label} className={fullPage ? 'spinner spinner--page' : 'spinner'}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}…</span>
    </div>
  );
}
