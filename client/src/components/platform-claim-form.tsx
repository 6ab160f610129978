import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../lib/i18n';
import { en } from '../lib/locales/en';
import { checkOrderId, ORDER_ID_FORMATS, type OrderIdPlatform } from '../lib/order-id';
import { ErrorSummary } from './error-summary';
import { TextField } from './field';
import { PlatformChoice } from './platform-choice';

export const PLATFORM_REQUIRED = en.claimForm.required;
/** What the Claim buttons say while the app is offline: claims and requests are never queued. */
export const CLAIM_OFFLINE = en.offline.claim;

interface PlatformClaimFormProps {
  /** The form's accessible name. */
  label: string;
  /** The Claim button cannot be used (a pending claim or request, or a locked reward). */
  disabled: boolean;
  /**
   * Sends the claim (with the order ID, normalised, when the form asks for one); resolves true when it was accepted
   * (the inputs are then cleared).
   */
  onClaim: (platform: string, orderId?: string) => Promise<boolean>;
  /** The app is offline (lib/connectivity.ts): the button is disabled and says a connection is needed. */
  offline?: boolean;
  /** An "Order ID" field beside the platform (online points requests): required for Zomato and Swiggy. */
  askOrderId?: boolean;
  /** The server's refusal of the order ID (taken already): shown at the field until the ID is changed. */
  orderIdError?: string | null;
}

/** The required "Platform" choice (Zomato or Swiggy), the order ID when asked for, and the Claim button. */
export function PlatformClaimForm({
  label,
  disabled: disabledByState,
  onClaim,
  offline = false,
  askOrderId = false,
  orderIdError = null,
}: PlatformClaimFormProps) {
  const disabled = disabledByState || offline;
  const ids = useId();
  const orderIdRef = useRef<HTMLInputElement>(null);
  const [platform, setPlatform] = useState<OrderIdPlatform | null>(null);
  const [orderId, setOrderId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [orderIdProblem, setOrderIdProblem] = useState<string | null>(null);
  // The server's sentence stays at the field until the order ID is edited (or sent again).
  const [serverErrorHidden, setServerErrorHidden] = useState(false);
  const [sending, setSending] = useState(false);
  // Counts refused submits: the error summary takes the focus on each.
  const [refusals, setRefusals] = useState(0);
  const { t } = useT();

  const orderIdHint = platform
    ? t('onlinePoints.orderIdHint', { platform, example: ORDER_ID_FORMATS[platform].example })
    : t('onlinePoints.orderIdHintAny');
  const shownOrderIdError = orderIdProblem ?? (serverErrorHidden ? null : orderIdError);
  // The server refused the order ID: the focus goes to it, where its sentence is read out.
  useEffect(() => {
    if (orderIdError) orderIdRef.current?.focus();
  }, [orderIdError]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || sending) return;
    const refuse = () => setRefusals((count) => count + 1);
    if (!platform) {
      setError(t('claimForm.required'));
      refuse();
      return;
    }
    setError(null);
    let checkedOrderId: string | undefined;
    if (askOrderId) {
      const checked = checkOrderId(platform, orderId);
      if (!checked.ok && checked.problem === 'lookalike') {
        setError(t('onlinePoints.platformLookalike', { platform: checked.platform }));
        refuse();
        return;
      }
      if (!checked.ok) {
        setOrderIdProblem(
          checked.problem === 'required'
            ? t('onlinePoints.orderIdRequired', { platform: checked.platform })
            : checked.problem === 'format'
              ? t('onlinePoints.orderIdFormat', { platform: checked.platform, example: checked.example })
              : t('onlinePoints.orderIdInvalid'),
        );
        refuse();
        return;
      }
      checkedOrderId = checked.orderId;
    }
    setOrderIdProblem(null);
    setServerErrorHidden(false);
    setSending(true);
    try {
      if (await onClaim(platform, checkedOrderId)) {
        setPlatform(null);
        setOrderId('');
      }
    } finally {
      setSending(false);
    }
  };

  const problems = [
    ...(error ? [{ message: error, fieldId: `${ids}-platform` }] : []),
    ...(orderIdProblem ? [{ message: orderIdProblem, fieldId: `${ids}-order-id` }] : []),
  ];
  return (
    <form className="form" aria-label={label} noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary problems={problems} focusKey={refusals} />
      <PlatformChoice
        id={`${ids}-platform`}
        hint={t('claimForm.hint')}
        error={error}
        value={platform}
        onChange={(chosen) => {
          setPlatform(chosen);
          if (error) setError(null);
          if (orderIdProblem) setOrderIdProblem(null);
        }}
      />
      {askOrderId && (
        <TextField
          ref={orderIdRef}
          id={`${ids}-order-id`}
          label={t('onlinePoints.orderId')}
          hint={orderIdHint}
          error={shownOrderIdError}
          name="orderId"
          type="text"
          inputMode={platform ? 'numeric' : 'text'}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={60}
          required={platform !== null}
          value={orderId}
          onChange={(value) => {
            setOrderId(value);
            if (orderIdProblem) setOrderIdProblem(null);
            setServerErrorHidden(true);
          }}
        />
      )}
      <button type="submit" className="button button--primary" disabled={disabled || sending} aria-busy={sending || undefined}>
        {offline ? t('offline.claim') : t('common.claim')}
      </button>
    </form>
  );
}
