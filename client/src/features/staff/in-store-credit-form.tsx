import { useMutation } from '@apollo/client/react';
import { CUSTOMER_ID_INVALID, CUSTOMER_ID_PATTERN, MAX_POINTS_PER_ACTION } from '@foodspot/schema/rules';
import { Fragment, useId, useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__/gql';
import { TextField } from '../../components/field';
import { FormSuccess } from '../../components/form-success';
import { graphQLErrorMessage } from '../../lib/graphql-errors';
import { ScanMemberQrButton } from './member-qr-scanner';

export const CreditInStoreMutation = graphql(`
  mutation CreditInStore($cusId: String!, $pin: String!, $amount: Int!) {
    creditInStore(cusId: $cusId, pin: $pin, amount: $amount)
  }
`);

type Field = 'cusId' | 'pin' | 'amount';
type Values = Record<Field, string>;

const EMPTY: Values = { cusId: '', pin: '', amount: '' };

/** The three inputs, in order; the staff member types what the customer reads out, then the bill. */
const FIELDS = [
  { name: 'cusId', id: 'cus-id', label: 'Customer ID', autoComplete: 'off', maxLength: 6 },
  { name: 'pin', id: 'pin', label: 'PIN', autoComplete: 'off' },
  { name: 'amount', id: 'amount', label: 'Bill amount (Rs)', type: 'number', min: 1, max: MAX_POINTS_PER_ACTION, step: 1 },
] as const;
type Outcome = { kind: 'error'; message: string; field: Field | null } | { kind: 'success'; message: string } | null;

/** What is wrong with the form before asking the server (the server checks the same). */
function validate(cusId: string, pin: string, amount: string): { field: Field; message: string } | null {
  if (!CUSTOMER_ID_PATTERN.test(cusId)) return { field: 'cusId', message: CUSTOMER_ID_INVALID };
  if (pin === '') return { field: 'pin', message: "Enter the customer's PIN." };
  const rupees = Number(amount);
  if (amount === '' || !Number.isInteger(rupees) || rupees < 1 || rupees > MAX_POINTS_PER_ACTION) {
    return { field: 'amount', message: `Amount must be a whole number from 1 to ${MAX_POINTS_PER_ACTION}` };
  }
  return null;
}

/** Credits an in-store bill (Rs 1 = 1 point) to the customer who reads out their Customer ID and PIN. */
export function InStoreCreditForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [credit, { loading }] = useMutation(CreditInStoreMutation);
  const ids = useId();

  const outcomeId = `${ids}-outcome`;
  // A refused field points at the form's message, which says what is wrong with it.
  const refused = (field: Field) => (outcome?.kind === 'error' && outcome.field === field ? { invalid: true, describedById: outcomeId } : {});

  const onScanned = (cusId: string) => {
    setValues((current) => ({ ...current, cusId }));
    if (outcome?.kind === 'error' && outcome.field === 'cusId') setOutcome(null);
    document.getElementById(`${ids}-pin`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const id = values.cusId.trim();
    const code = values.pin.trim();
    const bill = values.amount.trim();
    const problem = validate(id, code, bill);
    if (problem) {
      setOutcome({ kind: 'error', ...problem });
      return;
    }
    setOutcome(null);
    const rupees = Number(bill);
    try {
      const { data } = await credit({ variables: { cusId: id, pin: code, amount: rupees } });
      const balance = data?.creditInStore;
      setOutcome({
        kind: 'success',
        message: `Credited ${rupees} ${rupees === 1 ? 'point' : 'points'}.${balance === undefined ? '' : ` New balance: ${balance}.`}`,
      });
      setValues(EMPTY);
    } catch (failure) {
      setOutcome({
        kind: 'error',
        message: graphQLErrorMessage(failure, 'Could not credit the points. Check your internet connection and try again.'),
        field: null,
      });
    }
  };

  return (
    <form className="form staff-credit" noValidate onSubmit={(event) => void submit(event)}>
      <p className="staff-credit__lead">Ask the customer for the Customer ID and PIN on their restaurant page. Rs 1 earns 1 point.</p>
      {FIELDS.map(({ name, id, ...field }) => (
        <Fragment key={name}>
          <TextField
            {...field}
            id={`${ids}-${id}`}
            inputMode="numeric"
            required
            value={values[name]}
            onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            {...refused(name)}
          />
          {/* Typing stays possible; the scan fills the same field, then the PIN is next. */}
          {name === 'cusId' && <ScanMemberQrButton onCustomerId={onScanned} />}
        </Fragment>
      ))}
      {outcome?.kind === 'error' && (
        <p id={outcomeId} className="form-alert" role="alert">
          {outcome.message}
        </p>
      )}
      {outcome?.kind === 'success' && <FormSuccess>{outcome.message}</FormSuccess>}
      <button type="submit" className="button button--primary button--block" disabled={loading}>
        {loading ? 'Crediting…' : 'Credit points'}
      </button>
    </form>
  );
}
