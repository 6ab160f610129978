import { staffEmailSchema } from '@foodspot/schema/restaurant';
import { OWN_EMAIL_AS_STAFF } from '@foodspot/schema/session';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AddStaffMutation as AddStaffResult, OwnerRestaurant_RestaurantFragment } from './__generated__/graphql';
import { ErrorSummary } from '../../components/error-summary';
import { TextField } from '../../components/field';
import { FormSuccess } from '../../components/form-success';
import { Spinner } from '../../components/spinner';
import { translate, useT } from '../../lib/i18n';
import { useOwnerMutation, useOwnerQuery } from './owner-data';
import { OwnerGraphQLError, ownerErrorMessage } from './owner-graphql';
import { AddStaffMutation, RemoveStaffMutation, RestaurantStaffQuery } from './owner-operations';
import { OwnerQueryError } from './owner-query-error';
import { PinLockForm } from './pin-lock-form';
import { ShareLink } from './share-link';

// The till's address with its QR: a chunk of its own, loaded by the Staff tab only.
const TillAddress = lazy(() => import('./till-address'));

type Restaurant = OwnerRestaurant_RestaurantFragment;

/** The shared rule for a staff email (the server checks the same), in the screen's language. */
function checkEmail(typed: string): { email: string } | { problem: string } {
  const parsed = staffEmailSchema.safeParse(typed);
  if (parsed.success) return { email: parsed.data };
  const message = parsed.error.issues[0]?.message ?? '';
  if (message.endsWith(' is required')) return { problem: translate('validation.required', { field: translate('owner:staff.email') }) };
  if (message.endsWith(' must be a valid email address')) return { problem: translate('validation.email') };
  return { problem: message };
}

/**
 * The restaurant's staff: who can log in to its console, Add staff by email (the server answers a one-time
 * set-password link to hand on), New link on each member (a fresh set-password link, for a link lost, used or
 * expired), and Remove, after a confirmation that says the person is signed out at once. Below, what the cashiers
 * may ask the owner for: lifting the lock of a Customer ID after wrong PINs.
 */
export function StaffView({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useT();
  const restaurantUid = restaurant.restaurantUid;
  const { data, error, refetch } = useOwnerQuery(RestaurantStaffQuery, { restaurantUid });
  const [removed, setRemoved] = useState<string | null>(null);

  return (
    <div className="owner-stack">
      <section className="card" aria-labelledby="owner-staff-title">
        <h2 id="owner-staff-title" className="owner-section__title">
          {t('owner:staff.title')}
        </h2>
        <p className="owner-lead">{t('owner:staff.lead')}</p>
        {data ? (
          data.restaurantStaff.length === 0 ? (
            <p className="owner-empty-line">{t('owner:staff.empty')}</p>
          ) : (
            <ul className="owner-staff" aria-label={t('owner:staff.listLabel', { name: restaurant.name })}>
              {data.restaurantStaff.map((member) => (
                <StaffItem
                  key={member.staffUid}
                  restaurantUid={restaurantUid}
                  staffUid={member.staffUid}
                  email={member.email}
                  onRemoved={setRemoved}
                />
              ))}
            </ul>
          )
        ) : error ? (
          <OwnerQueryError error={error} onRetry={() => void refetch().catch(() => {})} />
        ) : (
          <Spinner label={t('owner:staff.loading')} />
        )}
        {removed && <FormSuccess>{t('owner:staff.removed', { email: removed })}</FormSuccess>}
      </section>
      <Suspense fallback={null}>
        <TillAddress />
      </Suspense>
      <AddStaffForm restaurantUid={restaurantUid} onAdded={() => setRemoved(null)} />
      <PinLockForm restaurantUid={restaurantUid} />
    </div>
  );
}

function AddStaffForm({ restaurantUid, onAdded }: { restaurantUid: string; onAdded: () => void }) {
  const { t } = useT();
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const [invite, setInvite] = useState<AddStaffResult['addStaff'] | null>(null);
  const [add, { loading }] = useOwnerMutation(AddStaffMutation, {
    update(store, { addStaff: added }) {
      store.update(RestaurantStaffQuery, { restaurantUid }, (list) => ({
        restaurantStaff: [
          ...list.restaurantStaff.filter((member) => member.staffUid !== added.staffUid),
          { staffUid: added.staffUid, email: added.email },
        ],
      }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const checked = checkEmail(email);
    if ('problem' in checked) {
      setProblem(checked.problem);
      setFormError(null);
      setRefusals((count) => count + 1);
      return;
    }
    setProblem(null);
    setFormError(null);
    try {
      const { addStaff } = await add({ restaurantUid, email: checked.email });
      setInvite(addStaff);
      setEmail('');
      onAdded();
    } catch (failure) {
      const ownEmail = failure instanceof OwnerGraphQLError && failure.hasReason(OWN_EMAIL_AS_STAFF);
      setFormError(ownEmail ? translate('owner:staff.ownEmail') : ownerErrorMessage(failure, translate('owner:staff.addFailed')));
      setRefusals((count) => count + 1);
    }
  };

  const problems = [...(problem ? [{ message: problem, fieldId: id }] : []), ...(formError ? [{ message: formError }] : [])];
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="owner-section__title">
        {t('owner:staff.add')}
      </h2>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <ErrorSummary problems={problems} focusKey={refusals} />
        <TextField
          id={id}
          label={t('owner:staff.email')}
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(value) => {
            setEmail(value);
            setProblem(null);
          }}
          error={problem}
        />
        <button type="submit" className="button button--primary button--block" disabled={loading}>
          {loading ? t('owner:staff.adding') : t('owner:staff.add')}
        </button>
      </form>
      {invite && <Invite key={invite.setPasswordLink} email={invite.email} link={invite.setPasswordLink} />}
    </section>
  );
}

/** The set-password link of a new staff account (or a new one for a staff member): to hand to that person, once. */
function Invite({ email, link }: { email: string; link: string }) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="owner-invite" ref={ref} tabIndex={-1}>
      <p className="owner-invite__text" role="status">
        {t('owner:staff.linkIntro', { email })}
      </p>
      <ShareLink label={t('owner:staff.linkLabel', { email })} link={link} />
    </div>
  );
}

interface StaffItemProps {
  restaurantUid: string;
  staffUid: string;
  email: string;
  onRemoved: (email: string) => void;
}

function StaffItem({ restaurantUid, staffUid, email, onRemoved }: StaffItemProps) {
  const { t } = useT();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const [invite, setInvite] = useState<AddStaffResult['addStaff'] | null>(null);
  const [linkFailure, setLinkFailure] = useState<string | null>(null);
  // A new set-password link: addStaff for an email already on this restaurant's staff answers a fresh link.
  const [renew, { loading: renewing }] = useOwnerMutation(AddStaffMutation);
  const [remove, { loading }] = useOwnerMutation(RemoveStaffMutation, {
    update(store) {
      store.update(RestaurantStaffQuery, { restaurantUid }, (list) => ({
        restaurantStaff: list.restaurantStaff.filter((member) => member.staffUid !== staffUid),
      }));
    },
  });
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);

  const confirm = async () => {
    setFailure(null);
    try {
      await remove({ restaurantUid, staffUid });
      onRemoved(email);
    } catch (error) {
      setFailure(ownerErrorMessage(error, translate('owner:staff.removeFailed')));
    }
  };
  const newLink = async () => {
    if (renewing) return;
    setLinkFailure(null);
    try {
      const { addStaff } = await renew({ restaurantUid, email });
      setInvite(addStaff);
    } catch (error) {
      setInvite(null);
      setLinkFailure(ownerErrorMessage(error, translate('owner:staff.newLinkFailed')));
    }
  };
  const keep = () => {
    setConfirming(false);
    // The question goes: the focus returns to the button that asked it.
    requestAnimationFrame(() => removeButton.current?.focus());
  };

  return (
    <li className="owner-staff__item">
      <span className="owner-staff__email">{email}</span>
      {confirming ? (
        <div className="owner-confirm">
          <p ref={question} tabIndex={-1} className="owner-confirm__question">
            {t('owner:staff.confirm', { email })}
          </p>
          {failure && (
            <p className="form-alert" role="alert">
              {failure}
            </p>
          )}
          <div className="owner-actions">
            <button type="button" className="button button--danger" disabled={loading} onClick={() => void confirm()}>
              {loading ? t('owner:staff.removing') : t('owner:staff.confirmYes')}
            </button>
            <button type="button" className="button button--secondary" disabled={loading} onClick={keep}>
              {t('owner:staff.confirmNo')}
            </button>
          </div>
        </div>
      ) : (
        <div className="owner-actions">
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('owner:staff.newLinkLabel', { email })}
            disabled={renewing}
            onClick={() => void newLink()}
          >
            {renewing ? t('owner:staff.newLinkBusy') : t('owner:staff.newLink')}
          </button>
          <button
            ref={removeButton}
            type="button"
            className="button button--secondary"
            aria-label={t('owner:staff.removeLabel', { email })}
            onClick={() => setConfirming(true)}
          >
            {t('owner:staff.remove')}
          </button>
        </div>
      )}
      {linkFailure && (
        <p className="form-alert owner-staff__wide" role="alert">
          {linkFailure}
        </p>
      )}
      {invite && !confirming && (
        <div className="owner-staff__wide">
          <Invite key={invite.setPasswordLink} email={invite.email} link={invite.setPasswordLink} />
        </div>
      )}
    </li>
  );
}
