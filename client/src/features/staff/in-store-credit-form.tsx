import { useMutation } from '@apollo/client/react';
import { CUSTOMER_ID_INVALID, CUSTOMER_ID_PATTERN, MAX_POINTS_PER_ACTION, PIN_INVALID, PIN_PATTERN } from '@foodspot/schema/rules';
import { Fragment, useId, useRef, useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__/gql';
import { ErrorSummary, type FormProblem } from '../../components/error-summary';
import { TextField } from '../../components/field';
import { FormSuccess } from '../../components/form-success';
import { graphQLErrorMessage, isConflict } from '../../lib/graphql-errors';
import { ScanMemberQrButton } from './member-qr-scanner';

export const CreditInStoreMutation = graphql(`
  mutation CreditInStore($cusId: String!, $pin: String!, $amount: Int!, $idempotencyKey: String) {
    creditInStore(cusId: $cusId, pin: $pin, amount: $amount, idempotencyKey: $idempotencyKey)
  }
`);

type Field = 'cusId' | 'pin' | 'amount';
type Values = Record<Field, string>;
type Problems = Partial<Record<Field, string>>;

const EMPTY: Values = { cusId: '', pin: '', amount: '' };

/** The three inputs, in order; the staff member types what the customer reads out, then the bill. */
const FIELDS = [
  { name: 'cusId', id: 'cus-id', label: 'Customer ID', autoComplete: 'off', maxLength: 6 },
  { name: 'pin', id: 'pin', label: 'PIN', autoComplete: 'off' },
  { name: 'amount', id: 'amount', label: 'Bill amount (Rs)', type: 'number', min: 1, max: MAX_POINTS_PER_ACTION, step: 1 },
] as const;

/** Everything wrong with the form before asking the server, all at once (the server checks the same). */
function validate(values: Values): Problems {
  const problems: Problems = {};
  if (!CUSTOMER_ID_PATTERN.test(values.cusId)) problems.cusId = CUSTOMER_ID_INVALID;
  if (values.pin === '') problems.pin = "Enter the customer's PIN.";
  else if (!PIN_PATTERN.test(values.pin)) problems.pin = PIN_INVALID;
  const rupees = Number(values.amount);
  // Digits only: Number() would read '1e3' as 1000 and a typo would multiply the bill.
  if (!/^\d+$/.test(values.amount) || rupees < 1 || rupees > MAX_POINTS_PER_ACTION) {
    problems.amount = `Amount must be a whole number from 1 to ${MAX_POINTS_PER_ACTION}`;
  }
  return problems;
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
 * Credits an in-store bill (Rs 1 = 1 point) to the customer who reads out their Customer ID and PIN.
 * One bill entry has one idempotency key, made with its first attempt and kept for every retry (a double
 * tap, a resend after a dropped connection), so the server credits it once; a success starts a new bill.
 */
export function InStoreCreditForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const billKey = useRef<string | null>(null);
  const [credit, { loading }] = useMutation(CreditInStoreMutation);
  const ids = useId();
  const fieldId = (name: Field) => `${ids}-${FIELDS.find((field) => field.name === name)!.id}`;

  const refuse = (next: Problems, message: string | null) => {
    setProblems(next);
    setFormError(message);
    setRefusals((count) => count + 1);
  };

  const change = (name: Field, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setSuccess(null);
    if (problems[name]) setProblems((current) => ({ ...current, [name]: undefined }));
  };

  const onScanned = (cusId: string) => {
    change('cusId', cusId);
    document.getElementById(fieldId('pin'))?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const bill = { cusId: values.cusId.trim(), pin: values.pin.trim(), amount: values.amount.trim() };
    const found = validate(bill);
    if (Object.keys(found).length > 0) {
      refuse(found, null);
      return;
    }
    setProblems({});
    setFormError(null);
    setSuccess(null);
    const rupees = Number(bill.amount);
    billKey.current ??= newBillKey();
    try {
      const { data } = await credit({ variables: { cusId: bill.cusId, pin: bill.pin, amount: rupees, idempotencyKey: billKey.current } });
      const balance = data?.creditInStore;
      billKey.current = null;
      setSuccess(`Credited ${rupees} ${rupees === 1 ? 'point' : 'points'}.${balance === undefined ? '' : ` New balance: ${balance}.`}`);
      setValues(EMPTY);
    } catch (failure) {
      // This key was credited with other details: what is on the form now is another bill.
      if (isConflict(failure)) billKey.current = null;
      refuse({}, graphQLErrorMessage(failure, 'Could not credit the points. Check your internet connection and try again.'));
    }
  };

  const summary: FormProblem[] = [
    ...FIELDS.flatMap(({ name }) => (problems[name] ? [{ message: problems[name], fieldId: fieldId(name) }] : [])),
    ...(formError ? [{ message: formError }] : []),
  ];
  return (
    <form className="form staff-credit" noValidate onSubmit={(event) => void submit(event)}>
      <p className="staff-credit__lead">Ask the customer for the Customer ID and PIN on their restaurant page. Rs 1 earns 1 point.</p>
      <ErrorSummary problems={summary} focusKey={refusals} title={summary.length > 1 ? 'Fix these to credit the bill:' : undefined} />
      {FIELDS.map(({ name, id, ...field }) => (
        <Fragment key={name}>
          <TextField
            {...field}
            id={`${ids}-${id}`}
            inputMode="numeric"
            required
            value={values[name]}
            onChange={(value) => change(name, value)}
            error={problems[name]}
          />
          {/* Typing stays possible; the scan fills the same field, then the PIN is next. */}
          {name === 'cusId' && <ScanMemberQrButton onCustomerId={onScanned} />}
        </Fragment>
      ))}
      {success && <FormSuccess>{success}</FormSuccess>}
      <button type="submit" className="button button--primary button--block" disabled={loading}>
        {loading ? 'Crediting…' : 'Credit points'}
      </button>
    </form>
  );
}
