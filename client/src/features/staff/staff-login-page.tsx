import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHOOSE_RESTAURANT, type TillRestaurant } from '@foodspot/schema/session';
import { CardPage } from '../../components/card-page';
import { CredentialsForm } from '../../components/credentials-form';
import { ForgotPassword } from '../../components/forgot-password';
import { apiSend, messageOf, readJson, errorFromBody } from '../../lib/api';
import { authErrorMessage } from '../../lib/auth-errors';
import { signInWithEmail, signOutOfFirebase } from '../../lib/firebase-auth';
import { translate, useT } from '../../lib/i18n';
import { sessionStore } from '../../lib/session';
import { Spinner } from '../../components/spinner';
import { StaffTop } from './staff-top';

// Only an owner of several restaurants meets it: a chunk of its own, not in every cashier's download.
const TillChoice = lazy(() => import('./till-choice'));

/** The restaurants of an owner who must choose whose till this is, with the sign-in that asks again. */
interface Choice {
  idToken: string;
  restaurants: TillRestaurant[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The staff login's 409 for an owner of several restaurants (ADR 019): the restaurants to choose from, else null. */
function restaurantsToChoose(body: unknown): TillRestaurant[] | null {
  if (!isRecord(body) || body['reason'] !== CHOOSE_RESTAURANT || !Array.isArray(body['restaurants'])) return null;
  const restaurants = body['restaurants'].filter(
    (item): item is TillRestaurant =>
      isRecord(item) && typeof item['restaurantUid'] === 'string' && typeof item['name'] === 'string' && typeof item['resId'] === 'string',
  );
  return restaurants.length > 0 ? restaurants : null;
}

type Outcome = { done: true } | { choice: TillRestaurant[] } | { refusal: string };

/** POST /auth/staff/login with the ID token (and the restaurant an owner chose); a refusal signs out of Firebase. */
async function sendLogin(idToken: string, restaurantUid?: string): Promise<Outcome> {
  let response: Response;
  try {
    response = await apiSend('/auth/staff/login', restaurantUid ? { idToken, restaurantUid } : { idToken });
  } catch (failure) {
    await signOutOfFirebase();
    return { refusal: messageOf(failure) };
  }
  if (response.ok) {
    sessionStore.invalidate(); // `me` is asked again and the page turns into the console
    return { done: true };
  }
  const body = await readJson(response);
  const choice = response.status === 409 ? restaurantsToChoose(body) : null;
  // Still signed in to Firebase: the same sign-in logs in again once a restaurant is chosen.
  if (choice) return { choice };
  await signOutOfFirebase();
  return { refusal: errorFromBody(body) ?? translate('staff:login.rejected') };
}

/**
 * The staff login: Firebase email/password, then POST /auth/staff/login with the ID token. A refusal (403 for a
 * customer account) signs out of Firebase and shows the server's message here. An owner of several restaurants
 * chooses whose till this is, then the same sign-in is sent again with that restaurant. `note` says why an owner
 * already signed in sees the login (their session has no till on this device).
 */
export function StaffLoginPage({ note, initialEmail }: { note?: string; initialEmail?: string }) {
  const { t } = useT();
  // Coming from the set-password page: the email of the account that just set its password.
  const [params] = useSearchParams();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const logIn = async (email: string, password: string): Promise<string | null> => {
    let idToken: string;
    try {
      idToken = await signInWithEmail(email, password);
    } catch (failure) {
      return authErrorMessage(failure);
    }
    const outcome = await sendLogin(idToken);
    if ('choice' in outcome) setChoice({ idToken, restaurants: outcome.choice });
    return 'refusal' in outcome ? outcome.refusal : null;
  };

  if (choice) {
    return (
      <Suspense fallback={<Spinner />}>
        <TillChoice
          restaurants={choice.restaurants}
          onChoose={async (restaurantUid) => {
            const outcome = await sendLogin(choice.idToken, restaurantUid);
            if ('refusal' in outcome) {
              setRefusal(outcome.refusal);
              setChoice(null);
            }
          }}
          onCancel={() => {
            void signOutOfFirebase();
            setChoice(null);
          }}
        />
      </Suspense>
    );
  }

  return (
    <CardPage className="staff-login" top={<StaffTop />} title={t('staff:login.title')} lead={t('staff:login.lead')}>
      {note && <p className="staff-login__note">{note}</p>}
      {/* A choice the server refused (a sign-in too old by then, a restaurant gone): said above the form, which asks again. */}
      {refusal && (
        <p className="form-alert" role="alert">
          {refusal}
        </p>
      )}
      <ForgotPassword continuePath="/staff">
        <CredentialsForm
          submitLabel={t('staff:login.submit')}
          busyLabel={t('staff:login.busy')}
          emailAutoComplete="username"
          passwordAutoComplete="current-password"
          missingMessage={t('staff:login.missing')}
          initialEmail={params.get('email') ?? initialEmail ?? ''}
          onSubmit={async (email, password) => {
            setRefusal(null);
            return logIn(email, password);
          }}
        />
      </ForgotPassword>
    </CardPage>
  );
}
