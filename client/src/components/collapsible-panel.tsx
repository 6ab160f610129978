import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';
import './collapsible-panel.css';

interface CollapsiblePanelProps {
  /** The header button's text and the region's accessible name. */
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
  /** The toggle cannot be used (e.g. the reward is locked): the region stays closed. */
  disabled?: boolean;
  /** Shown under the title whether the panel is open or not (e.g. why it is disabled); describes the toggle. */
  notice?: ReactNode;
  className?: string;
}

/** A disclosure: a heading whose button shows or hides a named region (aria-expanded / aria-controls). */
export function CollapsiblePanel({ title, children, defaultOpen = false, disabled = false, notice, className }: CollapsiblePanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const buttonId = `${id}-button`;
  const regionId = `${id}-region`;
  const noticeId = `${id}-notice`;
  const expanded = open && !disabled;
  return (
    <section className={className ? `collapsible ${className}` : 'collapsible'}>
      <h2 className="collapsible__heading">
        <button
          id={buttonId}
          type="button"
          className="collapsible__toggle"
          aria-expanded={expanded}
          aria-controls={regionId}
          aria-describedby={notice ? noticeId : undefined}
          disabled={disabled}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="collapsible__title">{title}</span>
          <ChevronDownIcon className="collapsible__chevron" size={20} />
        </button>
      </h2>
      {notice && (
        <div id={noticeId} className="collapsible__notice">
          {notice}
        </div>
      )}
      <div id={regionId} role="region" aria-labelledby={buttonId} className="collapsible__body" hidden={!expanded}>
        {children}
      </div>
    </section>
  );
}
