import { useEffect, useReducer } from 'react';
import { graphql } from '../../__generated__/gql';
import { LockIcon } from '../../components/icons';
import { localeOf, useT } from '../../lib/i18n';
import '../../components/programme-notice.css';

/**
 * Whether cashiers may credit this customer now: after several wrong PINs for their Customer ID the server refuses
 * in-store credits until `pinLockedUntil` (at every restaurant; the owner may lift it sooner). The live message
 * carries it too (lib/live-membership.ts), so the screen follows what the server says on each subscribe.
 */
export const PinLockNoticeFragment = graphql(`
  fragment PinLockNotice_membership on Membership {
    pinLockedUntil
  }
`);

/** setTimeout's longest delay (about 24.8 days): a later end is looked at again then. */
const MAX_DELAY_MS = 2 ** 31 - 1;
const MINUTE_MS = 60_000;
const IST = 'Asia/Kolkata';

/** The end of the lock while it is ahead of `now`; null when there is none, it is not a date, or it has passed. */
export function lockEnd(pinLockedUntil: string | null | undefined, now = Date.now()): Date | null {
  if (!pinLockedUntil) return null;
  const until = new Date(pinLockedUntil);
  return Number.isNaN(until.getTime()) || until.getTime() <= now ? null : until;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  let made = formats.get(`${locale} ${key}`);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { timeZone: IST, ...options });
    formats.set(`${locale} ${key}`, made);
  }
  return made;
}

/**
 * When crediting works again, as the customer reads it in India: "21:40" (24 h) the same day, "27 Nov, 09:10"
 * (hi: "27 नव॰, 09:10") another day. Rounded up to the minute, so at the time said the lock is over.
 */
export function formatLockEnd(until: Date, language: string, now = Date.now()): string {
  const locale = localeOf(language);
  const end = new Date(Math.ceil(until.getTime() / MINUTE_MS) * MINUTE_MS);
  const time = format(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'time').format(end);
  // The day in India as YYYY-MM-DD (en-CA writes it so), whatever the phone's zone.
  const dayOf = (date: Date) => format('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }, 'day').format(date);
  if (dayOf(end) === dayOf(new Date(now))) return time;
  return `${format(locale, { day: 'numeric', month: 'short' }, 'date').format(end)}, ${time}`;
}

/**
 * "Someone entered a wrong PIN for your Customer ID several times; crediting is paused until 21:40.", while that
 * time is ahead; gone once it has passed (a timer to the end, for a screen left open). A calm note like the
 * programme's (its style too), not a live region.
 */
export function PinLockNotice({ pinLockedUntil }: { pinLockedUntil: string | null | undefined }) {
  const { t, language } = useT();
  // Bumped by the timer: the render then reads the clock again.
  const [checks, checkAgain] = useReducer((count: number) => count + 1, 0);
  const until = lockEnd(pinLockedUntil);
  const end = until?.getTime();
  useEffect(() => {
    if (end === undefined) return;
    const timer = setTimeout(checkAgain, Math.min(Math.max(0, end - Date.now()), MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [end, checks]);
  if (!until) return null;
  return (
    <p className="programme-notice">
      <LockIcon className="programme-notice__icon" />
      <span>{t('detail.pinLocked', { time: formatLockEnd(until, language) })}</span>
    </p>
  );
}
