import { CUSTOMER_ID_PATTERN } from '@foodspot/schema/rules';
import { useId, useState, type FormEvent } from 'react';
import type { LiftPinLockMutation as LiftPinLockResult } from './__generated__/graphql';
import { ErrorSummary } from '../../components/error-summary';
import { TextField } from '../../components/field';
import { FormSuccess } from '../../components/form-success';
import { translate, useT } from '../../lib/i18n';
import { useOwnerMutation } from './owner-data';
import { ownerErrorMessage } from './owner-graphql';
import { LiftPinLockMutation } from './owner-operations';

/** The Customer ID as typed, checked as the server checks it (6 digits, spaces around forgiven), in the screen's language. */
function checkCustomerId(typed: string): { cusId: string } | { problem: string } {
  const cusId = typed.trim();
  if (cusId === '') return { problem: translate('validation.required', { field: translate('common.customerId') }) };
  return CUSTOMER_ID_PATTERN.test(cusId) ? { cusId } : { problem: translate('owner:validation.customerId') };
}

/**
 * "Customer ID locked?": after several wrong PINs the server refuses credits to a Customer ID for a while; the
 * owner, having checked the customer, lifts the lock at once (liftPinLock). The answer says whether it was locked;
 * a refusal of the server (no such member) is shown as it comes.
 */
export function PinLockForm({ restaurantUid }: { restaurantUid: string }) {
  const { t } = useT();
  const id = useId();
  const [cusId, setCusId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const [lifted, setLifted] = useState<LiftPinLockResult['liftPinLock'] | null>(null);
  const [lift, { loading }] = useOwnerMutation(LiftPinLockMutation);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setLifted(null);
    setFormError(null);
    const checked = checkCustomerId(cusId);
    if ('problem' in checked) {
      setProblem(checked.problem);
      setRefusals((count) => count + 1);
      return;
    }
    setProblem(null);
    try {
      const { liftPinLock } = await lift({ restaurantUid, cusId: checked.cusId });
      setLifted(liftPinLock);
      setCusId('');
    } catch (failure) {
      setFormError(ownerErrorMessage(failure, translate('owner:pinLock.failed')));
      setRefusals((count) => count + 1);
    }
  };

  const problems = [...(problem ? [{ message: problem, fieldId: id }] : []), ...(formError ? [{ message: formError }] : [])];
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="owner-section__title">
        {t('owner:pinLock.title')}
      </h2>
      <p className="owner-lead">{t('owner:pinLock.lead')}</p>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <ErrorSummary problems={problems} focusKey={refusals} />
        <TextField
          id={id}
          label={t('common.customerId')}
          inputMode="numeric"
          autoComplete="off"
          required
          value={cusId}
          onChange={(value) => {
            setCusId(value);
            setProblem(null);
          }}
          error={problem}
        />
        {lifted && (
          <FormSuccess>
            {lifted.wasLocked
              ? t('owner:pinLock.lifted', { name: lifted.customerName, cusId: lifted.cusId })
              : t('owner:pinLock.notLocked', { name: lifted.customerName, cusId: lifted.cusId })}
          </FormSuccess>
        )}
        <button type="submit" className="button button--secondary button--block" disabled={loading}>
          {loading ? t('owner:pinLock.busy') : t('owner:pinLock.submit')}
        </button>
      </form>
    </section>
  );
}
