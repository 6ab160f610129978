import { useId, type ReactNode } from 'react';
import './fact-list.css';

export interface Fact {
  label: string;
  value: ReactNode;
  /** A whole row to itself: a long value that must not break (a 13-digit order ID in a narrow card). */
  wide?: boolean;
}

/** Label/value pairs as a description list; each value is named by its label (role definition). */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  const id = useId();
  return (
    <dl className={className}>
      {facts.map((fact, index) => (
        <div key={fact.label} className={fact.wide ? 'latest-facts__wide' : undefined}>
          <dt id={`${id}-${index}`}>{fact.label}</dt>
          <dd aria-labelledby={`${id}-${index}`}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
