import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './brand.css';

interface BrandProps {
  /** A link to this path; plain text without it. */
  to?: string;
  /** The place's own class (its font size). */
  className: string;
  children?: ReactNode;
}

/** The "F" mark and the app's name, at the top of every screen. */
export function Brand({ to, className, children = 'Foodspot Rewards' }: BrandProps) {
  const content = (
    <>
      <span className="brand__mark" aria-hidden="true">
        F
      </span>
      {children}
    </>
  );
  return to ? (
    <Link to={to} className={`brand brand--link ${className}`}>
      {content}
    </Link>
  ) : (
    <p className={`brand ${className}`}>{content}</p>
  );
}
