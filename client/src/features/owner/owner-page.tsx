import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from '../../components/brand';
import { CardPage } from '../../components/card-page';
import { SessionEnded } from '../../components/session-ended';
import { SessionError } from '../../components/session-gate';
import { Spinner } from '../../components/spinner';
import { addFeatureTexts, useFeatureTexts, useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { ownerEn, type OwnerTexts } from './locales/en';
import { OwnerLoginPage } from './owner-login-page';
import './owner.css';

// The owner's texts (English here, Hindi a chunk of its own): in this chunk, not in the entry the customer pages load.
// Their keys are typed as the `owner` namespace: t('owner:list.title').
declare module '../../lib/i18n' {
  interface FeatureTexts {
    owner: OwnerTexts;
  }
}
void addFeatureTexts('owner', { en: ownerEn, hi: () => import('./locales/hi').then(({ ownerHi }) => ownerHi) });

// The signed-in owner's screens (the GraphQL helper, forms, the restaurant views): a chunk of its own, so a visitor
// who comes to sign up or log in downloads only this page's gate and login.
const OwnerConsole = lazy(() => import('./owner-console'));

/**
 * `/owner` and every screen under it (its own lazy chunk; customers never download it): the owner's login and
 * sign-up for visitors, the owner's console for an owner, and a sentence with the way to their own area for a
 * customer or a staff account.
 */
export default function OwnerPage() {
  // On a device that chose Hindi, the owner's Hindi texts first (a moment's spinner, not a flash of English).
  useFeatureTexts('owner');
  const session = useSession();
  if (session.status === 'idle' || session.status === 'loading') return <Spinner fullPage />;
  if (session.status === 'error') return <SessionError session={session} />;
  // Logged out in another tab, or the session revoked: said, with the way back to the owner login.
  if (session.ended) return <SessionEnded loginPath="/owner" />;
  if (!session.me) return <OwnerLoginPage />;
  if (session.me.role === 'customer') return <OwnerRefused who="customer" />;
  if (session.me.role === 'staff') return <OwnerRefused who="staff" />;
  return (
    <Suspense fallback={<Spinner fullPage />}>
      <OwnerConsole />
    </Suspense>
  );
}

/** Another role's session at /owner: why not, and the way to the area that account uses. */
function OwnerRefused({ who }: { who: 'customer' | 'staff' }) {
  const { t } = useT();
  return (
    <CardPage className="owner-login" top={<Brand className="owner-brand">{t('owner:brand')}</Brand>}>
      <div className="owner-refused" role="alert">
        <p>{t(who === 'customer' ? 'owner:refused.customer' : 'owner:refused.staff')}</p>
      </div>
      <Link className="button button--primary button--block" to={who === 'customer' ? '/home' : '/staff'}>
        {t(who === 'customer' ? 'owner:refused.toHome' : 'owner:refused.toStaff')}
      </Link>
    </CardPage>
  );
}
