import { INDIA_COUNTRY_CODE, nationalMobileNumber } from '@foodspot/schema/phone';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { authErrorMessage } from '../../lib/auth-errors';
import {
  confirmPhoneOtp,
  preloadFirebaseAuth,
  RECAPTCHA_CONTAINER_ID,
  sendPhoneOtp,
  type ConfirmationResult,
} from '../../lib/firebase-auth';
import { useAppMode, useValueTypedBeforeHydration } from '../../lib/prerender';
import { LocalOtpNotice } from './local-otp-notice';
import { useCountdown } from './use-countdown';
import { useServerLogin } from './use-server-login';
import './auth.css';

export const RESEND_SECONDS = 60;
// Room for a number typed with its country code and separators, e.g. "+91 (98765) 43210".
const PHONE_MAX_LENGTH = 20;

/**
 * Phone login of the landing page (spec sections 2, 4, 9): fixed +91 prefix, Send OTP through an
 * invisible reCAPTCHA, a 60-second resend countdown, Verify OTP, then the server login.
 */
export function PhoneLoginForm() {
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [confirmation, setConfirmation] = useState<ConfirmationResult | null>(null);
  const [sendLabel, setSendLabel] = useState<'Send OTP' | 'Resend OTP'>('Send OTP');
  const [countdown, setCountdown] = useCountdown();
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendCount, setSendCount] = useState(0);
  const serverLogin = useServerLogin();
  const local = useAppMode() === 'local';
  const ids = useId();
  useValueTypedBeforeHydration(`${ids}-phone`, setPhone);

  const nationalNumber = nationalMobileNumber(phone);
  const codeSent = confirmation !== null;

  const send = async () => {
    if (busy || countdown > 0 || nationalNumber === '') return;
    const phoneNumber = `${INDIA_COUNTRY_CODE}${nationalNumber}`;
    setBusy('send');
    try {
      const result = await sendPhoneOtp(phoneNumber);
      // Only the newest code signs in: verify against the newest confirmation, with a fresh OTP field.
      setConfirmation(result);
      setOtp('');
      setSendLabel('Resend OTP');
      setCountdown(RESEND_SECONDS);
      setSentTo(phoneNumber);
      setSendCount((count) => count + 1);
    } catch (error) {
      window.alert(authErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const verify = async () => {
    if (busy || !confirmation || otp.trim() === '') return;
    setBusy('verify');
    try {
      const idToken = await confirmPhoneOtp(confirmation, otp.trim());
      const result = await serverLogin({ path: '/auth/customer/login', body: { idToken, method: 'phone' } });
      if (result === 'rejected') {
        // Back to the start of the landing page's login, keeping the number typed.
        setConfirmation(null);
        setOtp('');
        setSendLabel('Send OTP');
        setCountdown(0);
        setSentTo(null);
      }
    } catch (error) {
      window.alert(authErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (codeSent ? verify() : send());
  };

  return (
    <form
      className="form phone-login"
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadFirebaseAuth}
      onPointerDown={preloadFirebaseAuth}
      onKeyDown={preloadFirebaseAuth}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-phone`}>
          Phone number
        </label>
        <div className="phone-input">
          <span className="phone-input__prefix" aria-hidden="true">
            {INDIA_COUNTRY_CODE}
          </span>
          <input
            id={`${ids}-phone`}
            className="field__input phone-input__input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_MAX_LENGTH}
            placeholder="98765 43210"
            aria-describedby={`${ids}-phone-hint`}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </div>
        <span id={`${ids}-phone-hint`} className="field__hint">
          Country code {INDIA_COUNTRY_CODE} (India) is added for you.
        </span>
      </div>

      <div className="phone-login__send">
        <button
          type={codeSent ? 'button' : 'submit'}
          className={codeSent ? 'button button--secondary button--block' : 'button button--primary button--block'}
          disabled={busy !== null || countdown > 0 || nationalNumber === ''}
          onClick={codeSent ? () => void send() : undefined}
        >
          {busy === 'send' ? 'Sending…' : sendLabel}
        </button>
        {countdown > 0 && (
          <p className="phone-login__countdown" aria-live="off">
            You can resend the OTP in {countdown}s
          </p>
        )}
      </div>

      {codeSent && (
        <>
          <p className="phone-login__sent" aria-live="polite">
            We sent a one-time code to {sentTo}.
          </p>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-otp`}>
              OTP
            </label>
            <input
              id={`${ids}-otp`}
              className="field__input otp-input"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="6-digit code"
              value={otp}
              onChange={(event) => setOtp(event.target.value)}
            />
          </div>
          <button type="submit" className="button button--primary button--block" disabled={busy !== null || otp.trim() === ''}>
            {busy === 'verify' ? 'Verifying…' : 'Verify OTP'}
          </button>
        </>
      )}

      {local && <LocalOtpNotice phoneNumber={sentTo} requestId={sendCount} />}

      <div id={RECAPTCHA_CONTAINER_ID} />

      <p className="phone-login__alt">
        Prefer email? <Link to="/email-login">Log in with email</Link>
      </p>
      <p className="recaptcha-terms">
        This site is protected by reCAPTCHA and the Google{' '}
        <a href="https://policies.google.com/privacy" target="_blank" rel="noreferrer">
          Privacy Policy
        </a>{' '}
        and{' '}
        <a href="https://policies.google.com/terms" target="_blank" rel="noreferrer">
          Terms of Service
        </a>{' '}
        apply.
      </p>
    </form>
  );
}
