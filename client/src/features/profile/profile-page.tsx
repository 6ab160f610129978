import { PIN_PATTERN } from '@foodspot/schema/rules';
import { profileFormSchema, type ProfileInput } from '@foodspot/schema/validation';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { CardPage } from '../../components/card-page';
import { TextField } from '../../components/field';
import { FormSuccess } from '../../components/form-success';
import { ArrowLeftIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { apiFetch, apiSend, messageOf, readError, readJson } from '../../lib/api';
import { returnPath } from '../../lib/return-to';
import { useSession } from '../../lib/session';
import './profile.css';

type FieldName = keyof ProfileInput;
type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELDS: ReadonlyArray<{
  name: FieldName;
  label: string;
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  maxLength?: number;
  hint?: string;
}> = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name', maxLength: 50 },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name', maxLength: 50 },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20 },
  { name: 'email', label: 'Email (optional)', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254 },
  {
    name: 'pin',
    label: 'PIN',
    type: 'text',
    autoComplete: 'off',
    inputMode: 'numeric',
    maxLength: 4,
    hint: '4 digits. Staff ask for it before adding points in-store.',
  },
];

/** A new customer completes the profile (spec); a customer whose profile is set edits it. */
const COPY = {
  complete: {
    title: 'Complete Your Profile',
    lead: 'Tell us who you are so restaurants can credit your points.',
    submit: 'Save profile',
  },
  edit: {
    title: 'Your profile',
    lead: 'Change your name, phone, email or PIN.',
    submit: 'Save changes',
  },
} as const;

const SAVED_MESSAGE = 'Your changes were saved.';
const LOAD_FAILED = 'We could not load your profile. Please try again.';

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

  const goHome = () => {
    setCompleted(true);
    session.invalidate(); // profileSet changed: the guard of /home asks `me` again
    void navigate(returnPath(), { replace: true }); // /home, or the page the login started from (lib/return-to)
  };

  // This page stays mounted while /home loads; it must not turn into the edit form meanwhile.
  if (completed) return <Spinner fullPage label="Loading your restaurants" />;
  if (session.status === 'idle' || session.status === 'loading') return <Spinner fullPage label="Loading your profile" />;
  if (session.status === 'error') return <ProfileProblem message={session.error} onRetry={() => void session.refresh()} />;
  if (!session.me) return <Navigate to="/" replace />;
  if (session.me.profileSet) return <EditProfile />;
  return (
    <ProfileForm
      mode="complete"
      onCompleted={goHome}
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
        if (!response.ok) return { status: 'error', error: await readError(response, LOAD_FAILED) };
        const parsed = savedProfileResponseSchema.safeParse(await readJson(response));
        return parsed.success ? { status: 'ready', values: toValues(parsed.data.result) } : { status: 'error', error: LOAD_FAILED };
      } catch (error) {
        return { status: 'error', error: messageOf(error, LOAD_FAILED) };
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
  if (saved.status === 'loading') return <Spinner fullPage label="Loading your profile" />;
  if (saved.status === 'error') return <ProfileProblem message={saved.error} onRetry={saved.retry} showBackToHome />;
  return <ProfileForm mode="edit" initial={saved.values} />;
}

function BackToHome() {
  return (
    <Link to="/home" className="button button--ghost card-page__back">
      <ArrowLeftIcon /> Back to home
    </Link>
  );
}

function ProfileProblem({ message, onRetry, showBackToHome = false }: { message: string | null; onRetry: () => void; showBackToHome?: boolean }) {
  return (
    <CardPage className="profile-page" glow wide top={showBackToHome && <BackToHome />}>
      <p className="form-alert" role="alert">
        {message}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </CardPage>
  );
}

type ProfileFormProps = { initial: Values } & ({ mode: 'complete'; onCompleted: () => void } | { mode: 'edit' });

function ProfileForm(props: ProfileFormProps) {
  const { mode, initial } = props;
  const ids = useId();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedChanges, setSavedChanges] = useState(false);
  const copy = COPY[mode];

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
        if (typeof field === 'string' && field in values && !next[field as FieldName]) next[field as FieldName] = issue.message;
      }
      setErrors(next);
      const first = FIELDS.find((field) => next[field.name]);
      if (first) document.getElementById(`${ids}-${first.name}`)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const response = await apiSend('/customer/save', { ...parsed.data, role: 'customer' });
      if (!response.ok) {
        setServerError(await readError(response, 'We could not save your profile. Please try again.'));
        return;
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
    <CardPage className="profile-page" glow wide top={mode === 'edit' && <BackToHome />} title={copy.title} lead={copy.lead}>
      <form className="form" aria-label={copy.title} noValidate onSubmit={(event) => void submit(event)}>
        {FIELDS.map(({ name, ...field }) => (
          <TextField
            key={name}
            {...field}
            id={`${ids}-${name}`}
            name={name}
            pattern={name === 'pin' ? PIN_PATTERN.source : undefined}
            required={name !== 'email'}
            error={errors[name]}
            value={values[name]}
            onChange={(value) => update(name, value)}
          />
        ))}
        {serverError && (
          <p className="form-alert" role="alert">
            {serverError}
          </p>
        )}
        {savedChanges && <FormSuccess>{SAVED_MESSAGE}</FormSuccess>}
        <button type="submit" className="button button--primary button--block" disabled={saving}>
          {saving ? 'Saving…' : copy.submit}
        </button>
      </form>
    </CardPage>
  );
}
