import { useT } from '../lib/i18n';
import { LiveAnnouncement } from './live-announcement';
import './reward-progress.css';

interface RewardProgressProps {
  points: number;
  minimumSpend: number;
  /** The accessible name, e.g. "Progress to reward at Mumbai Chaat Corner". */
  label: string;
  /** Where the list shows many: the restaurant, said before the points when they change. */
  restaurantName?: string;
}

/**
 * Progress toward a reward that a screen reader can read: role progressbar with its values. When the points change
 * (live points, a claim approved) a polite live region says where they stand: "350 of 500 points. 150 more to your
 * reward."; never on the first render, nor on a re-render with the same points.
 */
export function RewardProgress({ points, minimumSpend, label, restaurantName }: RewardProgressProps) {
  const max = Math.max(minimumSpend, 1);
  const now = Math.min(Math.max(points, 0), max);
  const percent = Math.round((now / max) * 100);
  const { t } = useT();
  const toGo = minimumSpend - points;
  const progress =
    toGo > 0 ? t('common.progressToGo', { points, minimum: minimumSpend, n: toGo }) : t('common.progressReady', { points, minimum: minimumSpend });
  return (
    <>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={now}
        aria-valuetext={t('common.progressValue', { points, minimum: minimumSpend })}
        className={now >= max ? 'reward-progress reward-progress--full' : 'reward-progress'}
      >
        <span className="reward-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <LiveAnnouncement message={restaurantName ? `${restaurantName}: ${progress}` : progress} about={`${points}/${minimumSpend}`} />
    </>
  );
}
