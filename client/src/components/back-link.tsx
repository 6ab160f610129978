import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from './icons';
import './back-link.css';

/** "Back to <restaurant>" at the top of a restaurant's sub-page. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="back-link">
      <ArrowLeftIcon className="back-link__icon" />
      <span>{label}</span>
    </Link>
  );
}
