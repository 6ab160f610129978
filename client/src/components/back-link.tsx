import { Link } from 'react-router-dom';
import './back-link.css';

/** "Back to <restaurant>" at the top of a restaurant's sub-page. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="back-link">
      <span aria-hidden="true">← </span>
      {label}
    </Link>
  );
}
