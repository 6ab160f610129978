import './reward-progress.css';

interface RewardProgressProps {
  points: number;
  minimumSpend: number;
  /** The accessible name, e.g. "Progress to reward at Mumbai Chaat Corner". */
  label: string;
}

/** Progress toward a reward that a screen reader can read: role progressbar with its values. */
export function RewardProgress({ points, minimumSpend, label }: RewardProgressProps) {
  const max = Math.max(minimumSpend, 1);
  const now = Math.min(Math.max(points, 0), max);
  const percent = Math.round((now / max) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={now}
      aria-valuetext={`${points} of ${minimumSpend} points`}
      className={now >= max ? 'reward-progress reward-progress--full' : 'reward-progress'}
    >
      <span className="reward-progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
