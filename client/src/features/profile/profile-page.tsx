import { profileInputSchema, type ProfileInput } from '@foodspot/schema/validation';
import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { apiSend, messageOf, readError } from '../../lib/api';
import { useSession, type Me } from '../../lib/session';
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

/** `/profile`: Complete Your Profile. Not behind the customer guard; no session sends the visitor to `/`. */
export default function ProfilePage() {
  const session = useSession();

  if (session.status === 'idle' || session.status === 'loading') return <Spinner fullPage label="Loading your profile" />;
  if (session.status === 'error') {
    return (
      <main className="profile-page">
        <div className="profile-page__card card">
          <p className="form-alert" role="alert">
            {session.error}
          </p>
          <button type="button" className="button button--primary" onClick={() => void session.refresh()}>
            Try again
          </button>
        </div>
      </main>
    );
  }
  if (!session.me) return <Navigate to="/" replace />;
  return <ProfileForm me={session.me} />;
}

function ProfileForm({ me }: { me: Me }) {
  const navigate = useNavigate();
  const ids = useId();
  const [values, setValues] = useState<Values>({
    firstName: '',
    lastName: '',
    phone: me.phoneNumber ?? '',
    email: me.email ?? '',
    pin: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { invalidate } = useSession();

  const update = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setServerError(null);
    const parsed = profileInputSchema.safeParse(values);
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
      invalidate();
      navigate('/home', { replace: true });
    } catch (error) {
      setServerError(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <main className="profile-page">
      <div className="profile-page__card card">
        <h1 className="profile-page__title">Complete Your Profile</h1>
        <p className="profile-page__lead">Tell us who you are so restaurants can credit your points.</p>
        <form className="form" aria-label="Complete Your Profile" noValidate onSubmit={(event) => void submit(event)}>
          {FIELDS.map((field) => {
            const id = `${ids}-${field.name}`;
            const error = errors[field.name];
            const describedBy = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
            return (
              <div className="field" key={field.name}>
                <label className="field__label" htmlFor={id}>
                  {field.label}
                </label>
                <input
                  id={id}
                  name={field.name}
                  className="field__input"
                  type={field.type}
                  autoComplete={field.autoComplete}
                  inputMode={field.inputMode}
                  maxLength={field.maxLength}
                  pattern={field.name === 'pin' ? '[0-9]{4}' : undefined}
                  required={field.name !== 'email'}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy || undefined}
                  value={values[field.name]}
                  onChange={(event) => update(field.name, event.target.value)}
                />
                {field.hint && (
                  <span id={`${id}-hint`} className="field__hint">
                    {field.hint}
                  </span>
                )}
                {error && (
                  <p id={`${id}-error`} className="field__error">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          {serverError && (
            <p className="form-alert" role="alert">
              {serverError}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={saving}>
            {saving ? 'Saving…' : 'Save profile'}
          </button>
        </form>
      </div>
    </main>
  );
}
