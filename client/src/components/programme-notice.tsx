import { graphql } from '../__generated__/gql';
import { localeOf, useT } from '../lib/i18n';
import { InfoIcon, PauseIcon } from './icons';
import './programme-notice.css';

/**
 * What the restaurant's owner changed in its programme, as a member's screens say it (issue 21): a dearer reward
 * announced for a later day, and a programme paused by the operator. Both are plain text in reading order, read
 * where the screen puts them: neither is a live region (they are not news of this moment, and a list of
 * restaurants would say each one at once).
 */
export const PriceNoticeFragment = graphql(`
  fragment PriceNotice_membership on Membership {
    pendingMinimumSpend
    minimumSpendFrom
  }
`);

/** Whether the restaurant's programme is paused: its screens say so and refuse claims and points requests. */
export const PausedNoticeFragment = graphql(`
  fragment PausedNotice_membership on Membership {
    suspended
  }
`);

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** "10 Dec 2026" (en-IN) or "10 दिस॰ 2026" (hi-IN): the day in India Standard Time, whatever the phone's zone. */
function formatDay(date: Date, language: string): string {
  const locale = localeOf(language);
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });
    dayFormats.set(locale, format);
  }
  return format.format(date);
}

/**
 * An announced price while its day is still ahead: the points and the day; null when none is announced, the date
 * is not one, or it has passed (a screen kept open, or the offline copy: the server then says the new price as
 * minimumSpend).
 */
export function announcedPrice(
  membership: { pendingMinimumSpend?: number | null; minimumSpendFrom?: string | null },
  now = Date.now(),
): { points: number; from: Date } | null {
  const { pendingMinimumSpend: points, minimumSpendFrom } = membership;
  if (points == null || !minimumSpendFrom) return null;
  const from = new Date(minimumSpendFrom);
  return Number.isNaN(from.getTime()) || from.getTime() <= now ? null : { points, from };
}

interface PriceNoticeProps {
  membership: { pendingMinimumSpend?: number | null; minimumSpendFrom?: string | null };
  /** The points the reward needs today (the live value where the screen has one). */
  minimumSpend: number;
}

/** "From 10 Dec 2026 this reward needs 600 points (now 500)", by the points; nothing when no price is announced. */
export function PriceNotice({ membership, minimumSpend }: PriceNoticeProps) {
  const { t, language } = useT();
  const announced = announcedPrice(membership);
  if (!announced) return null;
  return (
    <p className="programme-notice">
      <InfoIcon className="programme-notice__icon" />
      <span>{t('programme.priceFrom', { date: formatDay(announced.from, language), next: announced.points, now: minimumSpend })}</span>
    </p>
  );
}

/** "This restaurant has paused its loyalty programme. Your points are kept."; nothing while it runs. */
export function PausedNotice({ membership }: { membership: { suspended?: boolean | null } }) {
  const { t } = useT();
  if (!membership.suspended) return null;
  return (
    <p className="programme-notice programme-notice--paused">
      <PauseIcon className="programme-notice__icon" />
      <span>{t('programme.paused')}</span>
    </p>
  );
}
