import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { en } from '../lib/locales/en';
import { CollapsiblePanel } from './collapsible-panel';
import { LockIcon } from './icons';
import './claim-panel.css';

export const NOT_ENOUGH_POINTS = en.rewards.notEnough;

interface ClaimPanelProps {
  title: string;
  /**
   * Below the restaurant's minimumSpend: the panel's content is covered by a disabled mask with the
   * warning, under the title (the title stays readable), and the panel cannot be opened.
   */
  locked?: boolean;
  /** Why it is locked, when not for want of points (a paused programme); "Not enough points to claim reward" unless told. */
  lockedReason?: string;
  children: ReactNode;
}

/** A collapsible claim panel (rewards, online points), masked while it cannot be used. */
export function ClaimPanel({ title, locked = false, lockedReason, children }: ClaimPanelProps) {
  const { t } = useT();
  return (
    <div className={locked ? 'claim-panel claim-panel--locked' : 'claim-panel'}>
      <CollapsiblePanel
        title={title}
        disabled={locked}
        notice={
          locked ? (
            <div className="claim-panel__mask">
              <LockIcon className="claim-panel__lock" />
              <p>{lockedReason ?? t('rewards.notEnough')}</p>
            </div>
          ) : undefined
        }
      >
        {children}
      </CollapsiblePanel>
    </div>
  );
}
