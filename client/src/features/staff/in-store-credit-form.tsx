import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__/gql';
import { graphQLErrorMessage } from '../../lib/graphql-errors';

export const CreditInStoreMutation = graphql(`
  mutation CreditInStore($cusId: String!, $pin: String!, $amount: Int!) {
    creditInStore(cusId: $cusId, pin: $pin, amount: $amount)
  }
`);

const MAX_AMOUNT = 100_000;

type Field = 'cusId' | 'pin' | 'amount';
type Outcome = { kind: 'error'; message: string; field: Field | null } | { kind: 'success'; message: string } | null;

/** What is wrong with the form before asking the server (the server checks the same). */
function validate(cusId: string, pin: string, amount: string): { field: Field; message: string } | null {
  if (!/^\d{6}$/.test(cusId)) return { field: 'cusId', message: 'Customer ID must be 6 digits' };
  if (pin === '') return { field: 'pin', message: "Enter the customer's PIN." };
  const rupees = Number(amount);
  if (amount === '' || !Number.isInteger(rupees) || rupees < 1 || rupees > MAX_AMOUNT) {
    return { field: 'amount', message: `Amount must be a whole number from 1 to ${MAX_AMOUNT}` };
  }
  return null;
}

/** Credits an in-store bill (Rs 1 = 1 point) to the customer who reads out their Customer ID and PIN. */
export function InStoreCreditForm() {
  const [cusId, setCusId] = useState('');
  const [pin, setPin] = useState('');
  const [amount, setAmount] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [credit, { loading }] = useMutation(CreditInStoreMutation);
  const ids = useId();

  const invalid = (field: Field) => (outcome?.kind === 'error' && outcome.field === field ? true : undefined);
  const describedBy = (field: Field) => (invalid(field) ? `${ids}-outcome` : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const id = cusId.trim();
    const code = pin.trim();
    const bill = amount.trim();
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
      setCusId('');
      setPin('');
      setAmount('');
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
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-cus-id`}>
          Customer ID
        </label>
        <input
          id={`${ids}-cus-id`}
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          required
          value={cusId}
          aria-invalid={invalid('cusId')}
          aria-describedby={describedBy('cusId')}
          onChange={(event) => setCusId(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-pin`}>
          PIN
        </label>
        <input
          id={`${ids}-pin`}
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          required
          value={pin}
          aria-invalid={invalid('pin')}
          aria-describedby={describedBy('pin')}
          onChange={(event) => setPin(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-amount`}>
          Bill amount (Rs)
        </label>
        <input
          id={`${ids}-amount`}
          className="field__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_AMOUNT}
          step={1}
          required
          value={amount}
          aria-invalid={invalid('amount')}
          aria-describedby={describedBy('amount')}
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
      {outcome?.kind === 'error' && (
        <p id={`${ids}-outcome`} className="form-alert" role="alert">
          {outcome.message}
        </p>
      )}
      {outcome?.kind === 'success' && (
        <p className="staff-credit__success" role="status">
          {outcome.message}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={loading}>
        {loading ? 'Crediting…' : 'Credit points'}
      </button>
    </form>
  );
}
