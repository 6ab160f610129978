import { skipToken, useFragment, useMutation, useQuery } from '@apollo/client/react';
import { CUSTOMER_ID_PATTERN, DEFAULT_LARGE_BILL_THRESHOLD, MAX_POINTS_PER_ACTION, PIN_PATTERN } from '@foodspot/schema/rules';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__/gql';
import { ErrorSummary, type FormProblem } from '../../components/error-summary';
import { describedBy, Field, TextField } from '../../components/field';
import { FormSuccess } from '../../components/form-success';
import '../../components/password-field.css';
import { graphQLErrorMessage, graphQLRefusal, isConflict } from '../../lib/graphql-errors';
import { isRefusal } from '../../lib/refusals';
import { TILL_BILL_KEY } from '../../lib/session';
import { localeOf, useT, withTags } from '../../lib/i18n';
import { numberInWords } from './amount-in-words';
import { formatIndiaTime } from './credit-time';
import { LastCreditFragment, LastCredits, pointsText, prependLastCredit } from './last-credits';
import { ScanMemberQrButton } from './member-qr-scanner';
import './credit.css';

/** The member behind a Customer ID, asked as soon as the 6 digits are in: the cashier checks the person before the PIN. */
export const StaffMemberLookupQuery = graphql(`
  query StaffMemberLookup($cusId: String!) {
    staffMemberLookup(cusId: $cusId) {
      cusId
      customerName
      lockedUntil
    }
  }
`);

/** Credits a bill and answers the credit itself (who got it, the new balance), which heads "Last credits". */
export const CreditBillMutation = graphql(`
  mutation CreditBill($cusId: String!, $pin: String!, $amount: Int!, $idempotencyKey: String, $confirmLargeBill: Boolean) {
    creditBill(cusId: $cusId, pin: $pin, amount: $amount, idempotencyKey: $idempotencyKey, confirmLargeBill: $confirmLargeBill) {
      ...LastCredit_credit
    }
  }
`);

type T = ReturnType<typeof useT>['t'];
type Field = 'cusId' | 'pin' | 'amount';
type Values = Record<Field, string>;
type Problems = Partial<Record<Field, string>>;

const EMPTY: Values = { cusId: '', pin: '', amount: '' };

/**
 * The bill typed before the session ended (sessionStorage, this tab only): its Customer ID and amount, never the PIN.
 * Read as untrusted text (nothing stored, or anything else, is an empty bill).
 */
function savedBill(): Values {
  try {
    const { cusId, amount } = JSON.parse(sessionStorage.getItem(TILL_BILL_KEY)!) as Record<Field, unknown>;
    if (typeof cusId === 'string' && typeof amount === 'string') return { cusId: cusId.slice(0, 20), pin: '', amount: amount.slice(0, 20) };
  } catch {
    // Nothing kept, or storage refused.
  }
  return EMPTY;
}

/** The server's refusal of a wrong PIN (by its reason code: the words may be Hindi). */
const isWrongPin = (failure: unknown) => isRefusal(graphQLRefusal(failure), 'WRONG_PIN', 'WRONG_PIN_NOW_LOCKED');

/** Digits with the thousands marked, the Indian way (1,00,000) or the Western one (100,000): the commas go. */
const GROUPED_RUPEES = /^\d{1,3}(?:,\d{2})*,\d{3}$|^\d{1,3}(?:,\d{3})+$/;
/** Rupees and paise, with a point or a comma (650.50, 650,50). */
const RUPEES_AND_PAISE = /^(\d+)[.,](\d+)$/;

/** The bill as typed, read: whole rupees, or what to tell the cashier. Digits only: Number() would read '1e3' as 1000. */
function readAmount(text: string, t: T): { rupees: number } | { problem: string } {
  const digits = GROUPED_RUPEES.test(text) ? text.replaceAll(',', '') : text;
  const rupees = Number(digits);
  if (/^\d+$/.test(digits) && rupees >= 1 && rupees <= MAX_POINTS_PER_ACTION) return { rupees };
  const paise = RUPEES_AND_PAISE.exec(text);
  if (paise) {
    const lower = Number(paise[1]);
    if (/^0+$/.test(paise[2]!) && lower >= 1 && lower <= MAX_POINTS_PER_ACTION)
      return { problem: t('staff:credit.check.wholeRupeesExact', { n: lower }) };
    if (lower >= 1 && lower < MAX_POINTS_PER_ACTION) return { problem: t('staff:credit.check.wholeRupees', { lower, upper: lower + 1 }) };
  }
  return { problem: t('staff:credit.check.amount', { max: MAX_POINTS_PER_ACTION }) };
}

/** Everything wrong with the form before asking the server, all at once (the server checks the same), or the bill. */
function validate(values: Values, t: T): { problems: Problems; rupees: number } {
  const problems: Problems = {};
  if (!CUSTOMER_ID_PATTERN.test(values.cusId)) problems.cusId = t('staff:credit.check.cusId');
  if (values.pin === '') problems.pin = t('staff:credit.check.pinMissing');
  else if (!PIN_PATTERN.test(values.pin)) problems.pin = t('staff:credit.check.pin');
  const amount = readAmount(values.amount, t);
  if ('problem' in amount) problems.amount = amount.problem;
  return { problems, rupees: 'rupees' in amount ? amount.rupees : 0 };
}

/** "one lakh rupees", "एक लाख रुपये": a bill in the words of the language of `t`. */
function rupeesInWords(t: T, rupees: number): string {
  const words = numberInWords(rupees, {
    below100: t('staff:credit.words.below100'),
    hundred: t('staff:credit.words.hundred'),
    thousand: t('staff:credit.words.thousand'),
    lakh: t('staff:credit.words.lakh'),
  });
  return rupees === 1 ? t('staff:credit.words.rupee', { words }) : t('staff:credit.words.rupees', { words });
}

/**
 * A new bill's key: a random UUID (v4). crypto.randomUUID exists only on https and localhost; a till on the
 * local network over plain http has getRandomValues, so the UUID is made from it.
 */
export function newBillKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The staff console's "Credit a bill" section: its heading (the shell's section is labelled by `staff-credit-title`),
 * the form, and the account's last credits under it. `focusOnMount`: the Customer ID takes the focus when it shows.
 */
export function InStoreCreditPanel({ largeBillThreshold, focusOnMount = false }: { largeBillThreshold: number; focusOnMount?: boolean }) {
  const { t } = useT();
  return (
    <>
      <h2 id="staff-credit-title" className="staff-panel__title">
        {t('staff:credit.title')}
      </h2>
      <InStoreCreditForm largeBillThreshold={largeBillThreshold} focusOnMount={focusOnMount} />
      <LastCredits />
    </>
  );
}

/** Under the Customer ID: the member's name, none, or the PIN lock; a failed look-up says so and blocks nothing. */
function MemberLookup({ id, cusId }: { id: string; cusId: string }) {
  const { t, language } = useT();
  const { data, error, loading } = useQuery(
    StaffMemberLookupQuery,
    // Asked again each time an ID is typed in: a lock may have come (or gone) since.
    CUSTOMER_ID_PATTERN.test(cusId) ? { variables: { cusId }, fetchPolicy: 'network-only' } : skipToken,
  );
  const member = data?.staffMemberLookup;
  let content = null;
  if (!CUSTOMER_ID_PATTERN.test(cusId)) content = null;
  else if (loading) content = <span className="credit-lookup__busy">{t('staff:credit.lookup.busy')}</span>;
  else if (error) content = <span className="credit-lookup__problem">{graphQLErrorMessage(error, t('staff:credit.lookup.failed'))}</span>;
  else if (member === null) content = <span className="credit-lookup__problem">{t('staff:credit.lookup.none')}</span>;
  else if (member) {
    content = (
      <>
        <strong className="credit-lookup__name">{member.customerName}</strong>
        {member.lockedUntil && (
          <span className="credit-lookup__problem">
            {t('staff:credit.lookup.locked', { time: formatIndiaTime(member.lockedUntil, localeOf(language)) })}
          </span>
        )}
      </>
    );
  }
  // Always in the page, so a screen reader hears the name when it comes.
  return (
    <p id={id} className="credit-lookup" aria-live="polite">
      {content}
    </p>
  );
}

/**
 * "Credited 650 points to … New balance …", read live from the cache: once Last credits undoes this credit (the
 * answer sets `reversedAt`), the line goes, so the till never shows the old balance beside "Undone: … taken back".
 */
function CreditSuccess({ creditId }: { creditId: string }) {
  const { t } = useT();
  const { data, complete } = useFragment({ fragment: LastCreditFragment, from: { __typename: 'InStoreCredit', id: creditId } });
  if (!complete || data.reversedAt) return null;
  return (
    <FormSuccess>
      {t('staff:credit.success', { points: pointsText(t, data.amount), name: data.customerName, cusId: data.cusId, balance: data.balance })}
    </FormSuccess>
  );
}

/**
 * Credits an in-store bill (Rs 1 = 1 point) to the customer who reads out their Customer ID and PIN. The member's
 * name shows as soon as the ID is in; a bill above `largeBillThreshold` is said back in figures and words and sent
 * only once confirmed. One bill entry has one idempotency key, made with its first attempt and kept for every retry
 * (a double tap, a resend after a dropped connection), so the server credits it once; a success starts a new bill.
 */
export function InStoreCreditForm({
  largeBillThreshold = DEFAULT_LARGE_BILL_THRESHOLD,
  focusOnMount = false,
}: {
  largeBillThreshold?: number;
  /** The Customer ID takes the focus once, when the form shows (the console opening), never on a re-render. */
  focusOnMount?: boolean;
}) {
  const { t } = useT();
  const [values, setValues] = useState(savedBill);
  // What a check found, kept as the bill checked and the fields still flagged (a field's mark goes when it is edited),
  // and the server's refusal as it came: both are put in words at render, so a language switched afterwards says
  // them in the new language.
  const [checked, setChecked] = useState<{ bill: Values; fields: Field[] } | null>(null);
  // The form's alert, the server's answer (or a failure to reach it); `pin`: it is the server's refusal of the PIN, so
  // the PIN field points to it too.
  const [formError, setFormErrorState] = useState<{ failure: unknown; pin: boolean } | null>(null);
  const setFormError = (failure: unknown, pin = false) => setFormErrorState(failure === null ? null : { failure, pin });
  // The credit just made (its id in the cache), put in words when shown: a language switched afterwards says it in the new language.
  const [success, setSuccess] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const [pinShown, setPinShown] = useState(false);
  // A large bill waiting for "Yes, credit Rs …": its rupees.
  const [confirming, setConfirming] = useState<number | null>(null);
  const billKey = useRef<string | null>(null);
  const cusIdRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const [credit, { loading }] = useMutation(CreditBillMutation);
  const ids = useId();
  const fieldId = (name: Field) => `${ids}-${name}`;
  const lookupId = `${ids}-member`;
  const questionId = `${ids}-large-bill`;
  const summaryId = `${ids}-problems`;
  // A wrong PIN focuses the emptied PIN field, and a browser then scrolls only as far as the field: on a till scrolled
  // down (after an undo) the alert above it stayed out of sight, so the PIN vanished without a word. The alert comes
  // into view too (scrollIntoView is missing where there is no layout).
  useEffect(() => {
    if (formError?.pin) document.getElementById(summaryId)?.scrollIntoView?.({ block: 'nearest' });
  }, [formError, summaryId]);

  // Once, when the console opens: the till starts where a bill starts.
  useEffect(() => {
    if (focusOnMount) cusIdRef.current?.focus();
  }, [focusOnMount]);

  // The bill in progress outlives a session that ends (log in again, it is still here); a credit empties it, a logout drops it.
  const { cusId, amount } = values;
  useEffect(() => {
    try {
      sessionStorage.setItem(TILL_BILL_KEY, JSON.stringify({ cusId, amount }));
    } catch {
      // Storage refused (private mode): the bill is kept only while the page is.
    }
  }, [cusId, amount]);

  // The question takes the focus: a second Enter cannot send a large bill unread.
  useLayoutEffect(() => {
    if (confirming !== null) questionRef.current?.focus();
  }, [confirming]);

  const refuse = (next: { bill: Values; fields: Field[] } | null, failure: unknown) => {
    setChecked(next);
    setFormError(failure);
    setRefusals((count) => count + 1);
  };

  const change = (name: Field, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setSuccess(null);
    // The next customer: the last bill's messages go.
    if (name === 'cusId') setFormError(null);
    setChecked((current) => (current?.fields.includes(name) ? { ...current, fields: current.fields.filter((field) => field !== name) } : current));
    // A changed bill is asked about again.
    setConfirming(null);
  };

  const onScanned = (cusId: string) => {
    change('cusId', cusId);
    pinRef.current?.focus();
  };

  const send = async (bill: Values, rupees: number, confirmLargeBill: boolean) => {
    setChecked(null);
    setFormError(null);
    setSuccess(null);
    setConfirming(null);
    billKey.current ??= newBillKey();
    try {
      const { data } = await credit({
        variables: {
          cusId: bill.cusId,
          pin: bill.pin,
          amount: rupees,
          idempotencyKey: billKey.current,
          ...(confirmLargeBill && { confirmLargeBill }),
        },
        update: (cache, { data: answer }) => {
          if (answer) prependLastCredit(cache, answer.creditBill);
        },
      });
      billKey.current = null;
      const done = data?.creditBill;
      if (done) setSuccess(done.id);
      setValues(EMPTY);
      setPinShown(false);
      cusIdRef.current?.focus();
    } catch (failure) {
      // The limit was lowered since the console loaded: the same question, then.
      if (isRefusal(graphQLRefusal(failure), 'LARGE_BILL_UNCONFIRMED')) {
        setConfirming(rupees);
        return;
      }
      // This key was credited with other details: what is on the form now is another bill.
      if (isConflict(failure)) billKey.current = null;
      if (isWrongPin(failure)) {
        // The customer says the PIN again: an empty PIN field has the focus (the alert is read out as it shows).
        setChecked(null);
        setFormError(failure, true);
        setValues((current) => ({ ...current, pin: '' }));
        pinRef.current?.focus();
        return;
      }
      refuse(null, failure);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const bill = { cusId: values.cusId.trim(), pin: values.pin.trim(), amount: values.amount.trim() };
    // A second tap just after a credit finds the form emptied for the next bill: that bill is done, so the
    // success stays without a list of empty fields beside it.
    if (success && !bill.cusId && !bill.pin && !bill.amount) return;
    const { problems: found, rupees } = validate(bill, t);
    if (Object.keys(found).length > 0) {
      refuse({ bill, fields: Object.keys(found) as Field[] }, null);
      return;
    }
    if (rupees > largeBillThreshold) {
      setChecked(null);
      setFormError(null);
      setSuccess(null);
      setConfirming(rupees);
      return;
    }
    void send(bill, rupees, false);
  };

  const confirmLargeBill = () => {
    if (loading || confirming === null) return;
    void send({ cusId: values.cusId.trim(), pin: values.pin.trim(), amount: values.amount.trim() }, confirming, true);
  };

  const changeAmount = () => {
    setConfirming(null);
    amountRef.current?.focus();
    amountRef.current?.select();
  };

  const found = checked ? validate(checked.bill, t).problems : {};
  const problems: Problems = Object.fromEntries(checked?.fields.map((field) => [field, found[field]]) ?? []);
  const summary: FormProblem[] = [
    ...(['cusId', 'pin', 'amount'] as const).flatMap((name) => (problems[name] ? [{ message: problems[name], fieldId: fieldId(name) }] : [])),
    ...(formError ? [{ message: graphQLErrorMessage(formError.failure, t('staff:credit.failed')) }] : []),
  ];
  const pinId = fieldId('pin');
  return (
    <form className="form staff-credit" noValidate onSubmit={submit}>
      <p className="staff-credit__lead">{t('staff:credit.lead')}</p>
      <ErrorSummary id={summaryId} problems={summary} focusKey={refusals} title={summary.length > 1 ? t('staff:credit.check.summary') : undefined} />
      {/* Customer ID, PIN, Bill amount, Credit points: the Tab order of a bill, each field typed as the customer says it. */}
      {/* Who: the Customer ID (the member under it) and the PIN, side by side where the panel is wide (a tablet). */}
      <div className="staff-credit__who">
        <TextField
          ref={cusIdRef}
          id={fieldId('cusId')}
          label={t('staff:credit.cusId')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          required
          value={values.cusId}
          onChange={(value) => change('cusId', value)}
          error={problems.cusId}
          // The member's line describes the field once there is an ID to look up.
          describedById={CUSTOMER_ID_PATTERN.test(values.cusId.trim()) ? lookupId : undefined}
        />
        <MemberLookup id={lookupId} cusId={values.cusId.trim()} />
        <Field id={pinId} label={t('staff:credit.pin')} error={problems.pin}>
          <div className="password-input">
            <input
              ref={pinRef}
              id={pinId}
              className="field__input password-input__input"
              type={pinShown ? 'text' : 'password'}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              required
              aria-invalid={problems.pin ? true : undefined}
              // After a wrong PIN, the field (which has the focus) is described by the server's sentence.
              aria-describedby={describedBy(pinId, { error: problems.pin, also: formError?.pin ? summaryId : undefined })}
              aria-keyshortcuts="Alt+F8"
              value={values.pin}
              onChange={(event) => change('pin', event.target.value)}
              onKeyDown={(event) => {
                // Out of the Tab order (PIN, then the bill): Alt+F8 shows the PIN, as the browsers' own reveal does.
                if (event.altKey && event.key === 'F8') {
                  event.preventDefault();
                  setPinShown((shown) => !shown);
                }
              }}
            />
            <button
              type="button"
              className="password-input__toggle credit-pin-toggle"
              tabIndex={-1}
              aria-pressed={pinShown}
              aria-controls={pinId}
              onClick={() => setPinShown((shown) => !shown)}
            >
              {withTags(t('staff:credit.showPin'), { hidden: (words) => <span className="visually-hidden">{words}</span> })}
            </button>
          </div>
        </Field>
      </div>
      <TextField
        ref={amountRef}
        id={fieldId('amount')}
        label={t('staff:credit.amount')}
        type="text"
        // Text, not type=number: "650.50" reaches the check as typed (a number input would hand over "" or 650.5).
        inputMode="numeric"
        autoComplete="off"
        required
        value={values.amount}
        onChange={(value) => change('amount', value)}
        error={problems.amount}
      />
      {success && <CreditSuccess creditId={success} />}
      {confirming === null ? (
        <button type="submit" className="button button--primary button--block" disabled={loading}>
          {loading ? t('staff:credit.busy') : t('staff:credit.submit')}
        </button>
      ) : (
        <div className="credit-confirm" role="group" aria-labelledby={questionId}>
          <p ref={questionRef} id={questionId} className="credit-confirm__question" tabIndex={-1}>
            {t('staff:credit.largeBill.question', { amount: confirming, words: rupeesInWords(t, confirming) })}
          </p>
          <div className="credit-actions">
            <button type="button" className="button button--primary" disabled={loading} onClick={confirmLargeBill}>
              {t('staff:credit.largeBill.yes', { amount: confirming })}
            </button>
            <button type="button" className="button button--secondary" onClick={changeAmount}>
              {t('staff:credit.largeBill.change')}
            </button>
          </div>
        </div>
      )}
      {/* After the bill's controls: typing the ID is the fast way, the scan the other one. */}
      <ScanMemberQrButton onCustomerId={onScanned} />
    </form>
  );
}
