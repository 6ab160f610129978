import { INDIA_COUNTRY_CODE, isIndianMobileNumber, nationalMobileNumber, readablePhone } from '@foodspot/schema/phone';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ErrorSummary, type FormProblem } from '../../components/error-summary';
import { describedBy, Field, TextField } from '../../components/field';
import { authErrorField, authErrorMessage } from '../../lib/auth-errors';
import { useT, withTags } from '../../lib/i18n';
import { confirmPhoneOtp, preloadFirebaseAuth, RECAPTCHA_CONTAINER_ID, sendPhoneOtp, type ConfirmationResult } from '../../lib/firebase-auth';
import { useAppMode, useValueTypedBeforeHydration } from '../../lib/prerender';
import { LocalOtpNotice } from './local-otp-notice';
import { useCountdown } from './use-countdown';
import { useServerLogin } from './use-server-login';
import './auth.css';

export const RESEND_SECONDS = 60;
// Room for a number typed with its country code and separators, e.g. "+91 (98765) 43210".
const PHONE_MAX_LENGTH = 20;
const OTP_LENGTH = 6;

/** What is wrong, by field: the phone number, the code, or neither (the whole form). */
interface Problems {
  phone?: string;
  code?: string;
  form?: string;
}

/**
 * The code as typed or pasted: digits only, at most 6, so "123 456", "123-456" or "Your code is 123456"
 * all work. (No maxLength on the input: it would cut a pasted "123 456" to "123 45" before this sees it.)
 */
export const otpDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, OTP_LENGTH);

/** What `navigator.credentials.get({ otp })` resolves to (WebOTP); not in TypeScript's DOM types yet. */
interface OtpCredential extends Credential {
  readonly code: string;
}

/**
 * WebOTP (Chrome on Android): while a code is awaited, asks the browser for the SMS's code. It needs the
 * SMS's last line to be `@<domain> #<code>` (README, "SMS for OTP autofill"). Stops on a new code (a resend),
 * when the form goes, and when the returned function is called (the customer types). Elsewhere it does nothing
 * and `autocomplete="one-time-code"` lets the keyboard offer the code.
 */
function useSmsOtpAutofill(awaiting: object | null, onCode: (code: string) => void): () => void {
  const controller = useRef<AbortController | null>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });
  useEffect(() => {
    if (!awaiting || !('OTPCredential' in window) || !navigator.credentials) return;
    const abort = new AbortController();
    controller.current = abort;
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = otpDigits((credential as OtpCredential | null)?.code ?? '');
        if (!abort.signal.aborted && code.length === OTP_LENGTH) onCodeRef.current(code);
      })
      // Aborted, refused by the customer, or no SMS came: they type the code.
      .catch(() => {});
    return () => abort.abort();
  }, [awaiting]);
  return () => controller.current?.abort();
}

/**
 * Phone login of the landing page (spec sections 2, 4, 9): fixed +91 prefix, Send OTP through an
 * invisible reCAPTCHA, a 60-second resend countdown, Verify OTP, then the server login.
 */
export function PhoneLoginForm() {
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [confirmation, setConfirmation] = useState<ConfirmationResult | null>(null);
  const [resend, setResend] = useState(false);
  const [countdown, setCountdown] = useCountdown();
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendCount, setSendCount] = useState(0);
  const [problems, setProblems] = useState<Problems>({});
  const [refusals, setRefusals] = useState(0);
  const [codeFocus, setCodeFocus] = useState(0);
  const otpInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  // Set at once (state waits for a render): a second tap or Enter while sending or verifying is ignored.
  const inFlight = useRef(false);
  const serverLogin = useServerLogin();
  const local = useAppMode() === 'local';
  const ids = useId();
  const { t } = useT();
  const phoneId = `${ids}-phone`;
  const otpId = `${ids}-otp`;
  const noticeId = `${ids}-local-otp`;
  const phoneHint = t('phoneLogin.phoneHint', { code: INDIA_COUNTRY_CODE });
  useValueTypedBeforeHydration(phoneId, setPhone);

  const nationalNumber = nationalMobileNumber(phone);
  const codeSent = confirmation !== null;

  /**
   * Shows what is wrong: a phone problem at the phone field only (which takes the focus), anything else in the
   * summary too, which takes the focus.
   */
  const refuse = (next: Problems) => {
    setProblems(next);
    setRefusals((count) => count + 1);
  };
  const refuseError = (error: unknown) => {
    const message = authErrorMessage(error);
    const field = authErrorField(error);
    refuse(field === 'phone' ? { phone: message } : field === 'code' ? { code: message } : { form: message });
  };

  /**
   * A number edited after its code was sent is another number: the code (which would sign in the first one)
   * is dropped, with its countdown, so Send OTP goes to the number on the screen.
   */
  const changePhone = (typed: string) => {
    setPhone(typed);
    if (!codeSent || `${INDIA_COUNTRY_CODE}${nationalMobileNumber(typed)}` === sentTo) return;
    stopOtpAutofill();
    setConfirmation(null);
    setOtp('');
    setResend(false);
    setCountdown(0);
    setSentTo(null);
    setProblems({});
  };

  const send = async () => {
    if (inFlight.current || busy || countdown > 0) return;
    // Checked here: "12345" or "abcdefghij" never costs an OTP (nor a reCAPTCHA).
    if (!isIndianMobileNumber(nationalNumber)) {
      refuse({ phone: nationalNumber === '' ? t('phoneLogin.phoneMissing') : t('authErrors.invalidPhone') });
      return;
    }
    const phoneNumber = `${INDIA_COUNTRY_CODE}${nationalNumber}`;
    inFlight.current = true;
    setBusy('send');
    // The last problem stays until the answer replaces it: cleared now, the form would shift up under a second tap
    // (a double tap on a phone), which would land on "Log in with email".
    try {
      const result = await sendPhoneOtp(phoneNumber);
      setProblems({});
      // Only the newest code signs in: verify against the newest confirmation, with a fresh OTP field.
      setConfirmation(result);
      setOtp('');
      setResend(true);
      setCountdown(RESEND_SECONDS);
      setSentTo(phoneNumber);
      setSendCount((count) => count + 1);
      setCodeFocus((count) => count + 1);
    } catch (error) {
      refuseError(error);
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  const verify = async (code = otp) => {
    if (inFlight.current || busy || !confirmation) return;
    if (code.length !== OTP_LENGTH) {
      refuse({ code: t('phoneLogin.otpIncomplete') });
      return;
    }
    inFlight.current = true;
    setBusy('verify');
    // As in send: the last problem stays until the answer.
    try {
      const idToken = await confirmPhoneOtp(confirmation, code);
      const result = await serverLogin({ path: '/auth/customer/login', body: { idToken, method: 'phone' } });
      setProblems({});
      if (result.status === 'rejected') {
        // Back to the start of the login, keeping the number typed, with the server's reason.
        setConfirmation(null);
        setOtp('');
        setResend(false);
        setCountdown(0);
        setSentTo(null);
        refuse({ form: result.message });
      }
    } catch (error) {
      refuseError(error);
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  // A phone problem is shown at its field only (no summary above it): the field takes the focus, and a screen
  // reader reads the problem with it (aria-describedby).
  useEffect(() => {
    if (refusals > 0 && problems.phone) phoneInput.current?.focus();
  }, [refusals, problems.phone]);

  // After each send the code field takes the focus, with the local-mode notice under it in view too (a phone's
  // keyboard leaves little room): the next thing to do is to type the code.
  useEffect(() => {
    if (codeFocus === 0) return;
    otpInput.current?.focus();
    // (Optional call: not every DOM has it, jsdom has not.)
    document.getElementById(noticeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [codeFocus, noticeId]);

  // The SMS's code, read by the browser (WebOTP) where it can: filled in and verified, as if typed.
  const stopOtpAutofill = useSmsOtpAutofill(confirmation, (code) => {
    setOtp(code);
    void verify(code);
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (codeSent ? verify() : send());
  };

  const summary: FormProblem[] = [
    ...(problems.form ? [{ message: problems.form }] : []),
    ...(problems.code && codeSent ? [{ message: problems.code, fieldId: otpId }] : []),
  ];

  return (
    <form
      className="form phone-login"
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadFirebaseAuth}
      onPointerDown={preloadFirebaseAuth}
      onKeyDown={preloadFirebaseAuth}
    >
      <ErrorSummary problems={summary} focusKey={refusals} />
      <Field id={phoneId} label={t('phoneLogin.phoneLabel')} hint={phoneHint} error={problems.phone}>
        <div className="phone-input">
          <span className="phone-input__prefix" aria-hidden="true">
            {INDIA_COUNTRY_CODE}
          </span>
          <input
            ref={phoneInput}
            id={phoneId}
            className="field__input phone-input__input"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={PHONE_MAX_LENGTH}
            placeholder="98765 43210"
            aria-invalid={problems.phone ? true : undefined}
            aria-describedby={describedBy(phoneId, { hint: phoneHint, error: problems.phone })}
            value={phone}
            onChange={(event) => changePhone(event.target.value)}
          />
        </div>
      </Field>

      <div className="phone-login__send">
        <button
          type={codeSent ? 'button' : 'submit'}
          className={codeSent ? 'button button--secondary button--block' : 'button button--primary button--block'}
          disabled={busy !== null || countdown > 0}
          aria-busy={busy === 'send' || undefined}
          onClick={codeSent ? () => void send() : undefined}
        >
          {busy === 'send' ? t('phoneLogin.sending') : resend ? t('phoneLogin.resend') : t('phoneLogin.send')}
        </button>
        {countdown > 0 && (
          <p className="phone-login__countdown" aria-live="off">
            {t('phoneLogin.countdown', { seconds: countdown })}
          </p>
        )}
      </div>

      {codeSent && (
        <>
          <p className="phone-login__sent" aria-live="polite">
            {t('phoneLogin.sent', { phone: readablePhone(sentTo ?? '') })}
          </p>
          <TextField
            id={otpId}
            ref={otpInput}
            label={t('phoneLogin.otp')}
            inputClassName="otp-input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('phoneLogin.otpPlaceholder')}
            error={problems.code}
            describedById={local ? noticeId : undefined}
            value={otp}
            onChange={(typed) => {
              stopOtpAutofill(); // the customer types (or pastes): the browser no longer fills it
              setOtp(otpDigits(typed));
            }}
          />
        </>
      )}

      {/* Right under the code field once there is one: the code is read here and typed there. */}
      {local && <LocalOtpNotice id={noticeId} phoneNumber={sentTo} requestId={sendCount} />}

      {codeSent && (
        <button type="submit" className="button button--primary button--block" disabled={busy !== null}>
          {busy === 'verify' ? t('phoneLogin.verifying') : t('phoneLogin.verify')}
        </button>
      )}

      <div id={RECAPTCHA_CONTAINER_ID} />

      <p className="phone-login__alt">{withTags(t('phoneLogin.preferEmail'), { goto: (words) => <Link to="/email-login">{words}</Link> })}</p>
      <p className="auth-privacy">
        <Link to="/privacy">{t('common.privacyNotice')}</Link>
      </p>
      <p className="recaptcha-terms">
        {withTags(t('phoneLogin.recaptcha'), {
          privacy: (words) => (
            <a href="https://policies.google.com/privacy" target="_blank" rel="noreferrer">
              {words}
            </a>
          ),
          terms: (words) => (
            <a href="https://policies.google.com/terms" target="_blank" rel="noreferrer">
              {words}
            </a>
          ),
        })}
      </p>
    </form>
  );
}
