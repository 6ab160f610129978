import { PHONE_INVALID, PIN_INVALID, PIN_PATTERN } from '@foodspot/schema/rules';
import { profileFormSchema, type ProfileInput } from '@foodspot/schema/profile';
import { readablePhone } from '@foodspot/schema/phone';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { CardPage } from '../../components/card-page';
import { LanguageSwitch } from '../../components/language-switch';
import { ConsentCheckbox } from '../../components/consent-checkbox';
import { TextField } from '../../components/field';
import { FormSuccess } from '../../components/form-success';
import { ArrowLeftIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { apiFetch, apiSend, messageOf, readError, readJson } from '../../lib/api';
import { BUILT_NOTICE, fetchNoticeVersion, giveConsent } from '../../lib/consent';
import { noticeDate } from '../../lib/notice-date';
import { translate, useT, withTags } from '../../lib/i18n';
import { returnPath } from '../../lib/return-to';
import { sessionErrorMessage, useSession } from '../../lib/session';
import { LeaveNewAccount } from './leave-new-account';
import { YourData } from './your-data';
import './profile.css';

type FieldName = keyof ProfileInput;
type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;

// Labels are `profile.fields.<name>` in the texts; the PIN's hint `profile.pinHint`.
const FIELDS: ReadonlyArray<{
  name: FieldName;
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  maxLength?: number;
}> = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', maxLength: 50 },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', maxLength: 50 },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20 },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254 },
  { name: 'pin', type: 'text', autoComplete: 'off', inputMode: 'numeric', maxLength: 4 },
];

/**
 * A check of the shared schema (@foodspot/schema/validation, English) in the app's language: the English texts
 * are the schema's own words ("First name is required", "PIN must be exactly 4 digits"); anything else as it is.
 */
function fieldError(field: FieldName, issue: z.core.$ZodIssue): string {
  const name = translate(`profile.names.${field}`);
  const { message } = issue;
  if (message === PIN_INVALID) return translate('validation.pin');
  if (message === PHONE_INVALID) return translate('validation.phone');
  if (message.endsWith(' is required')) return translate('validation.required', { field: name });
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return translate('validation.tooLong', { field: name, max: issue.maximum });
  if (message.endsWith(' must be a valid email address')) return translate('validation.email');
  if (message.endsWith(' contains characters that are not valid text')) return translate('validation.notText', { field: name });
  if (message.endsWith(' must be text')) return translate('validation.mustBeText', { field: name });
  return message;
}

// A new customer completes the profile (spec), `profile.complete` in the texts; a customer whose profile is set
// edits it, `profile.edit`.

/** GET /customer/profile; the email of a profile saved before emails were checked is shown as it is. */
const savedProfileResponseSchema = z.object({
  result: z.object({ firstName: z.string(), lastName: z.string(), phone: z.string(), email: z.string().nullable(), pin: z.string() }),
});

type SavedProfile = z.infer<typeof savedProfileResponseSchema>['result'];

const toValues = (profile: SavedProfile): Values => ({ ...profile, email: profile.email ?? '' });

/**
 * `/profile`: Complete Your Profile for a new customer, the saved profile to edit for the others. Not
 * behind the customer guard; no session sends the visitor to `/`. REST only: Apollo stays under /home.
 */
export default function ProfilePage() {
  const session = useSession();
  const navigate = useNavigate();
  const [completed, setCompleted] = useState(false);
  const { t } = useT();

  const goHome = () => {
    setCompleted(true);
    session.invalidate(); // profileSet changed: the guard of /home asks `me` again
    void navigate(returnPath(), { replace: true }); // /home, or the page the login started from (lib/return-to)
  };

  // This page stays mounted while /home loads; it must not turn into the edit form meanwhile.
  if (completed) return <Spinner fullPage label={t('profile.loadingRestaurants')} />;
  if (session.status === 'idle' || session.status === 'loading') return <Spinner fullPage label={t('profile.loadingProfile')} />;
  if (session.status === 'error') return <ProfileProblem message={sessionErrorMessage(session.error)} onRetry={() => void session.refresh()} />;
  if (!session.me) return <Navigate to="/" replace />;
  if (session.me.profileSet) return <EditProfile />;
  return (
    <ProfileForm
      mode="complete"
      onCompleted={goHome}
      needsConsent={!session.me.consentCurrent}
      signInPhone={session.me.phoneNumber}
      initial={{ firstName: '', lastName: '', phone: session.me.phoneNumber ?? '', email: session.me.email ?? '', pin: '' }}
    />
  );
}

type SavedProfileState = { status: 'loading' } | { status: 'ready'; values: Values } | { status: 'error'; error: string };

function useSavedProfile(): SavedProfileState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SavedProfileState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    const load = async (): Promise<SavedProfileState> => {
      try {
        const response = await apiFetch('/customer/profile');
        if (!response.ok) return { status: 'error', error: await readError(response, translate('profile.loadFailed')) };
        const parsed = savedProfileResponseSchema.safeParse(await readJson(response));
        return parsed.success
          ? { status: 'ready', values: toValues(parsed.data.result) }
          : { status: 'error', error: translate('profile.loadFailed') };
      } catch (error) {
        return { status: 'error', error: messageOf(error, translate('profile.loadFailed')) };
      }
    };
    void load().then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { ...state, retry };
}

function EditProfile() {
  const saved = useSavedProfile();
  const session = useSession();
  const { t } = useT();
  if (saved.status === 'loading') return <Spinner fullPage label={t('profile.loadingProfile')} />;
  if (saved.status === 'error') return <ProfileProblem message={saved.error} onRetry={saved.retry} showBackToHome />;
  const signInPhone = session.me?.phoneNumber ?? null;
  return (
    <ProfileForm
      mode="edit"
      // A phone login's number is the profile's phone (one saved otherwise before it was fixed here is replaced).
      initial={signInPhone ? { ...saved.values, phone: signInPhone } : saved.values}
      signInPhone={signInPhone}
      needsConsent={session.me?.consentCurrent === false}
      onConsented={session.consentGiven}
    />
  );
}

function BackToHome() {
  const { t } = useT();
  return (
    <Link to="/home" className="button button--ghost card-page__back">
      <ArrowLeftIcon /> {t('profile.backToHome')}
    </Link>
  );
}

function ProfileProblem({ message, onRetry, showBackToHome = false }: { message: string | null; onRetry: () => void; showBackToHome?: boolean }) {
  const { t } = useT();
  return (
    <CardPage className="profile-page" glow wide top={showBackToHome && <BackToHome />}>
      <p className="form-alert" role="alert">
        {message}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </CardPage>
  );
}

type ProfileFormProps = {
  initial: Values;
  /** The customer has not agreed to the current privacy notice: the form asks for it (an unticked box) and sends it. */
  needsConsent: boolean;
  /**
   * The number the customer logs in with (null for an email login): the Phone is that number, read-only, since a
   * phone saved here would not change the login (another number is another account).
   */
  signInPhone: string | null;
} & ({ mode: 'complete'; onCompleted: () => void } | { mode: 'edit'; onConsented: () => void });

function ProfileForm(props: ProfileFormProps) {
  const { mode, initial, signInPhone } = props;
  const ids = useId();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedChanges, setSavedChanges] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  // The version the box agrees to: the build's, or the server's once it said the notice changed.
  const [notice, setNotice] = useState(BUILT_NOTICE);
  // Given on this page (the session's answer follows): the form stops asking.
  const [consented, setConsented] = useState(false);
  const askConsent = props.needsConsent && !consented;
  const consentId = `${ids}-consent`;
  const { t, language } = useT();
  const lead = mode === 'edit' && signInPhone !== null ? t('profile.edit.leadPhoneLogin') : t(`profile.${mode}.lead`);
  const copy = { title: t(`profile.${mode}.title`), lead, submit: t(`profile.${mode}.submit`) };

  const update = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setSavedChanges(false);
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setServerError(null);
    setSavedChanges(false);
    const parsed = profileFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && field in values && !next[field as FieldName])
          next[field as FieldName] = fieldError(field as FieldName, issue);
      }
      setErrors(next);
      if (askConsent && !agreed) setConsentError(t('consent.required'));
      const first = FIELDS.find((field) => next[field.name]);
      if (first) document.getElementById(`${ids}-${first.name}`)?.focus();
      return;
    }
    setErrors({});
    if (askConsent && !agreed) {
      setConsentError(t('consent.required'));
      document.getElementById(consentId)?.focus();
      return;
    }
    setConsentError(null);
    setSaving(true);
    try {
      const response = await apiSend('/customer/save', { ...parsed.data, role: 'customer' });
      if (!response.ok) {
        setServerError(await readError(response, t('profile.saveFailed')));
        return;
      }
      // Then the consent, to the version the box named (the profile's shape is as it always was).
      if (askConsent) {
        const outcome = await giveConsent(notice.version);
        if (outcome.status !== 'given') {
          setAgreed(false);
          if (outcome.status === 'stale') {
            setConsentError(outcome.message);
            setNotice(await fetchNoticeVersion());
          } else {
            setServerError(t('consent.savedWithoutConsent', { error: outcome.message }));
          }
          document.getElementById(consentId)?.focus();
          return;
        }
        setConsented(true);
        if (props.mode === 'edit') props.onConsented();
      }
      if (props.mode === 'complete') {
        props.onCompleted();
        return;
      }
      // Editing: stay, show what was stored (trimmed) and say so.
      setValues(toValues(parsed.data));
      setSavedChanges(true);
    } catch (error) {
      setServerError(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <CardPage
      className="profile-page"
      glow
      wide
      // A new customer has no way into /home yet (no sidebar, no header): the language is chosen here.
      top={mode === 'edit' ? <BackToHome /> : <LanguageSwitch className="profile-page__language" compact />}
      title={copy.title}
      lead={copy.lead}
    >
      <form className="form" aria-label={copy.title} noValidate onSubmit={(event) => void submit(event)}>
        {FIELDS.map(({ name, ...field }) => {
          // Read-only, not disabled: still focusable and read by a screen reader, with its hint.
          const fixed = name === 'phone' && signInPhone !== null;
          return (
            <TextField
              key={name}
              {...field}
              label={t(`profile.fields.${name}`)}
              hint={name === 'pin' ? t('profile.pinHint') : fixed ? t('profile.signInPhoneHint') : undefined}
              id={`${ids}-${name}`}
              name={name}
              pattern={name === 'pin' ? PIN_PATTERN.source : undefined}
              required={name !== 'email'}
              readOnly={fixed || undefined}
              error={errors[name]}
              // Shown as "+91 98765 43210"; sent as the login's number (values.phone).
              value={fixed ? readablePhone(values[name]) : values[name]}
              onChange={(value) => update(name, value)}
            />
          );
        })}
        {askConsent ? (
          <ConsentCheckbox
            id={consentId}
            checked={agreed}
            newTab
            error={consentError}
            onChange={(checked) => {
              setAgreed(checked);
              if (checked) setConsentError(null);
            }}
          />
        ) : (
          <p className="profile-page__consent">
            {withTags(t('consent.agreed', { date: noticeDate(notice.updatedAt, language) }), {
              privacy: (words) => (
                <a href="/privacy" target="_blank" rel="noopener">
                  {words}
                </a>
              ),
            })}
          </p>
        )}
        {serverError && (
          <p className="form-alert" role="alert">
            {serverError}
          </p>
        )}
        {savedChanges && <FormSuccess>{t('profile.saved')}</FormSuccess>}
        <button type="submit" className="button button--primary button--block" disabled={saving}>
          {saving ? t('profile.saving') : copy.submit}
        </button>
      </form>
      {/* A new account has nothing of its own yet to download or lose: it may log out or delete its sign-in. */}
      {mode === 'edit' ? <YourData /> : <LeaveNewAccount />}
    </CardPage>
  );
}
