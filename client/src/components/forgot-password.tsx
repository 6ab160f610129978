import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { Spinner } from './spinner';
import './password-reset.css';

const loadForm = () => import('./password-reset-form');
// Its own chunk: the login pages carry only the button until someone presses it.
const PasswordResetForm = lazy(loadForm);
const preloadForm = () => void loadForm().catch(() => {});

interface ForgotPasswordProps {
  /** The login page it is on (/email-login, /owner, /staff): the reset link leads back there. */
  continuePath: string;
  /** The login form, shown until "Forgot password?" is pressed (and again after "Back to log in"). */
  children: ReactNode;
}

/**
 * A login form with "Forgot password?" under it. Pressed, the form gives way to the password reset (the email, then
 * Firebase's reset email); "Back to log in" brings the form back, with the focus on "Forgot password?".
 */
export function ForgotPassword({ continuePath, children }: ForgotPasswordProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [cameBack, setCameBack] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (cameBack && !open) buttonRef.current?.focus();
  }, [cameBack, open]);

  if (open) {
    return (
      <Suspense fallback={<Spinner />}>
        <PasswordResetForm
          continuePath={continuePath}
          onBack={() => {
            setOpen(false);
            setCameBack(true);
          }}
        />
      </Suspense>
    );
  }
  return (
    <>
      {children}
      <p className="forgot-password">
        <button
          ref={buttonRef}
          type="button"
          className="link-button"
          onClick={() => setOpen(true)}
          onPointerEnter={preloadForm}
          onFocus={preloadForm}
        >
          {t('common.forgotPassword')}
        </button>
      </p>
    </>
  );
}
