import { Navigate } from 'react-router-dom';
import { returnPath } from '../lib/return-to';
import { useSession } from '../lib/session';

/**
 * Login pages send a logged-in customer on to /home (or the page the customer guard sent them away from,
 * lib/return-to), or /profile when the profile is not set, or /consent when the current privacy notice is not agreed to.
 * It renders beside the page, so the page paints at once and the redirect follows the `me` answer.
 * Other roles stay (the customer guard would send them straight back here).
 */
export function LoggedInRedirect() {
  // An anonymous visitor is the usual one here: without a sign of a session, nothing is asked.
  const { status, me } = useSession({ onlyIfSignedIn: true });
  if (status !== 'ready' || me?.role !== 'customer') return null;
  return <Navigate to={!me.profileSet ? '/profile' : me.consentCurrent ? returnPath() : '/consent'} replace />;
}
