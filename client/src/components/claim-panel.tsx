import type { ReactNode } from 'react';
import { CollapsiblePanel } from './collapsible-panel';
import './claim-panel.css';

export const NOT_ENOUGH_POINTS = 'Not enough points to claim reward';

interface ClaimPanelProps {
  title: string;
  /** Below the restaurant's minimumSpend: the panel is covered by a disabled mask with the warning. */
  locked?: boolean;
  children: ReactNode;
}

/** A collapsible claim panel (rewards, online points), optionally masked while the reward is locked. */
export function ClaimPanel({ title, locked = false, children }: ClaimPanelProps) {
  return (
    <div className={locked ? 'claim-panel claim-panel--locked' : 'claim-panel'}>
      <CollapsiblePanel title={title} disabled={locked}>
        {children}
      </CollapsiblePanel>
      {locked && (
        <div className="claim-panel__mask">
          <p>{NOT_ENOUGH_POINTS}</p>
        </div>
      )}
    </div>
  );
}
