import './spinner.css';

interface SpinnerProps {
  /** The accessible name; "Loading" unless told. */
  label?: string;
  /** Fill the viewport (route-level loading) instead of sitting inline. */
  fullPage?: boolean;
}

export function Spinner({ label = 'Loading', fullPage = false }: SpinnerProps) {
  return (
    <div role="status" aria-label={label} className={fullPage ? 'spinner spinner--page' : 'spinner'}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}…</span>
    </div>
  );
}
