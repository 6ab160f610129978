import type { ReactNode } from 'react';
import './app-header.css';

/** The sticky top bar of the customer area and the staff console: the brand, then its button. */
export function AppHeader({ className, children }: { className: string; children: ReactNode }) {
  return <header className={`app-header ${className}`}>{children}</header>;
}
