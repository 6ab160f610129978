import { DEFAULT_LARGE_BILL_THRESHOLD, RESTAURANT_PHONE_INVALID } from '@foodspot/schema/rules';
import { restaurantInputSchema, type RestaurantInput } from '@foodspot/schema/restaurant';
import type { z } from 'zod';
import { Fragment, useId, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorSummary, type FormProblem } from '../../components/error-summary';
import { TextField } from '../../components/field';
import { translate, useT } from '../../lib/i18n';
import type { OwnerTexts } from './locales/en';

type FieldName = keyof RestaurantInput;
export type RestaurantValues = Record<FieldName, string>;
type Problems = Partial<Record<FieldName, string>>;

/** A new restaurant: nothing typed yet but the large bill limit, which starts at the default the server would take. */
export const EMPTY_RESTAURANT: RestaurantValues = {
  name: '',
  phone: '',
  city: '',
  reward: '',
  minimumSpend: '',
  largeBillThreshold: String(DEFAULT_LARGE_BILL_THRESHOLD),
};

const FIELDS: ReadonlyArray<{ name: FieldName; hint?: keyof OwnerTexts['hints']; input?: Record<string, unknown> }> = [
  { name: 'name', input: { autoComplete: 'organization', maxLength: 80 } },
  { name: 'phone', hint: 'phone', input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' } },
  { name: 'city', input: { autoComplete: 'address-level2', maxLength: 60 } },
  { name: 'reward', hint: 'reward', input: { maxLength: 120 } },
  { name: 'minimumSpend', hint: 'minimumSpend', input: { inputMode: 'numeric', autoComplete: 'off' } },
  { name: 'largeBillThreshold', hint: 'largeBillThreshold', input: { inputMode: 'numeric', autoComplete: 'off' } },
];

/** Digits with the thousands marked by commas or spaces, the Indian way (1,00,000) or the Western one (100,000, 10 000). */
const GROUPED_DIGITS = /^\d{1,3}(?:[,\s]\d{2})*[,\s]\d{3}$|^\d{1,3}(?:[,\s]\d{3})+$/;

/**
 * The points (or rupees) the owner typed: digits only (Number() would take "1e3" as 1000), the thousands marked or
 * not ("5,000", "1,00,000", "10 000"), else not a number ("5000.5", "50,00,0" too).
 */
export const typedPoints = (typed: string): number => {
  const trimmed = typed.trim();
  const digits = GROUPED_DIGITS.test(trimmed) ? trimmed.replace(/[,\s]/g, '') : trimmed;
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

/** A problem of the shared schema (English, as the server says it too) in the language of the screen. */
function problemText(field: FieldName, issue: z.core.$ZodIssue): string {
  const label = translate(`owner:fields.${field}`);
  const { message } = issue;
  if (field === 'minimumSpend') return translate('owner:validation.minimumSpend');
  if (field === 'largeBillThreshold') return translate('owner:validation.largeBillThreshold');
  if (message === RESTAURANT_PHONE_INVALID) return translate('owner:validation.phone');
  if (message.endsWith(' is required')) return translate('validation.required', { field: label });
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return translate('validation.tooLong', { field: label, max: issue.maximum });
  if (message.endsWith(' contains characters that are not valid text')) return translate('validation.notText', { field: label });
  return message;
}

/** Everything wrong with the form (the shared schema the server runs too), all at once; or the input to send. */
export function checkRestaurant(values: RestaurantValues): { input: RestaurantInput } | { problems: Problems } {
  const parsed = restaurantInputSchema.safeParse({
    ...values,
    minimumSpend: typedPoints(values.minimumSpend),
    largeBillThreshold: typedPoints(values.largeBillThreshold),
  });
  if (parsed.success) return { input: parsed.data };
  const problems: Problems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FieldName;
    problems[field] ??= problemText(field, issue);
  }
  return { problems };
}

interface RestaurantFormProps {
  initial: RestaurantValues;
  submitLabel: string;
  busyLabel: string;
  /** Sends the checked input; resolves to the server's refusal to show, or null when done. */
  onSubmit: (input: RestaurantInput) => Promise<string | null>;
  /** Shown under the points the reward needs, from what is typed now (the programme's notice of a dearer reward). */
  note?: (values: RestaurantValues) => ReactNode;
  /** Shown above the button once saved (until the next change). */
  success?: ReactNode;
}

/**
 * A restaurant's details, as the owner creates or edits them: checked with the shared schema before anything is
 * sent, every problem at its field and in a summary that takes the focus; a refusal of the server keeps what was
 * typed.
 */
export function RestaurantForm({ initial, submitLabel, busyLabel, onSubmit, note, success }: RestaurantFormProps) {
  const { t } = useT();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const ids = useId();
  const fieldId = (name: FieldName) => `${ids}-${name}`;

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setChanged(true);
    if (problems[name]) setProblems((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkRestaurant(values);
    if ('problems' in checked) {
      setProblems(checked.problems);
      setFormError(null);
      setRefusals((count) => count + 1);
      return;
    }
    setProblems({});
    setFormError(null);
    setBusy(true);
    try {
      const refusal = await onSubmit(checked.input);
      if (refusal) {
        setFormError(refusal);
        setRefusals((count) => count + 1);
      } else {
        setChanged(false);
      }
    } finally {
      setBusy(false);
    }
  };

  const summary: FormProblem[] = [
    ...FIELDS.flatMap(({ name }) => (problems[name] ? [{ message: problems[name], fieldId: fieldId(name) }] : [])),
    ...(formError ? [{ message: formError }] : []),
  ];
  return (
    <form className="form owner-form" noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary problems={summary} focusKey={refusals} title={summary.length > 1 ? t('owner:fixThese') : undefined} />
      {FIELDS.map(({ name, hint, input }) => (
        <Fragment key={name}>
          <TextField
            {...input}
            id={fieldId(name)}
            label={t(`owner:fields.${name}`)}
            hint={hint ? t(`owner:hints.${hint}`) : undefined}
            required
            value={values[name]}
            onChange={(value) => change(name, value)}
            error={problems[name]}
          />
          {name === 'minimumSpend' && note?.(values)}
        </Fragment>
      ))}
      {success && !changed && success}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
