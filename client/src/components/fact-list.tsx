import { useId, type ReactNode } from 'react';
import './fact-list.css';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Announce changes (live points). */
  live?: boolean;
}

/** Label/value pairs as a description list; each value is named by its label (role definition). */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  const id = useId();
  return (
    <dl className={className}>
      {facts.map((fact, index) => (
        <div key={fact.label}>
          <dt id={`${id}-${index}`}>{fact.label}</dt>
          <dd aria-labelledby={`${id}-${index}`} aria-live={fact.live ? 'polite' : undefined}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
