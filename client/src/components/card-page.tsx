import type { ReactNode } from 'react';
import './card-page.css';

interface CardPageProps {
  /** The page's own class (the size of its title, where its glow is). */
  className: string;
  /** Centred on the screen rather than near the top. */
  centered?: boolean;
  /** A glow of the brand colour in a corner (set by --card-page-glow-at). */
  glow?: boolean;
  /** A wider card (30rem rather than 26rem). */
  wide?: boolean;
  /** What comes before the title: a back button, the brand. */
  top?: ReactNode;
  title?: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}

/** A page that is one card on its own: the email login and sign-up, the profile, the staff login. */
export function CardPage({ className, centered, glow, wide, top, title, lead, children }: CardPageProps) {
  const modifiers = [centered && 'card-page--centered', glow && 'card-page--glow', wide && 'card-page--wide'].filter(Boolean);
  return (
    <main className={['card-page', ...modifiers, className].join(' ')}>
      <div className="card card-page__card">
        {top}
        {title && (
          <h1 tabIndex={-1} className="card-page__title">
            {title}
          </h1>
        )}
        {lead && <p className="card-page__lead">{lead}</p>}
        {children}
      </div>
    </main>
  );
}
