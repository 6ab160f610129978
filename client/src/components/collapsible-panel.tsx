import { useId, useState, type ReactNode } from 'react';
import './collapsible-panel.css';

interface CollapsiblePanelProps {
  /** The header button's text and the region's accessible name. */
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
  /** The toggle cannot be used (e.g. the panel is masked). */
  disabled?: boolean;
  className?: string;
}

/** A disclosure: a heading whose button shows or hides a named region (aria-expanded / aria-controls). */
export function CollapsiblePanel({ title, children, defaultOpen = false, disabled = false, className }: CollapsiblePanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const buttonId = `${id}-button`;
  const regionId = `${id}-region`;
  return (
    <section className={className ? `collapsible ${className}` : 'collapsible'}>
      <h2 className="collapsible__heading">
        <button
          id={buttonId}
          type="button"
          className="collapsible__toggle"
          aria-expanded={open}
          aria-controls={regionId}
          disabled={disabled}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <svg className="collapsible__chevron" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </h2>
      <div id={regionId} role="region" aria-labelledby={buttonId} className="collapsible__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
