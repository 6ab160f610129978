import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/** The ids a field's hint and error message carry, for the input's aria-describedby. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The aria-describedby of an input: its hint, its error, then anything else; undefined when there is none. */
export function describedBy(id: string, { hint, error, also }: { hint?: ReactNode; error?: ReactNode; also?: string }) {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null, also ?? null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

interface FieldProps {
  /** The id of the control the label names. */
  id: string;
  label: ReactNode;
  /** Help shown under the control (its id is `hintId(id)`). */
  hint?: ReactNode;
  /** A problem with the value, shown under the control (its id is `errorId(id)`). */
  error?: string | null;
  /** The control itself: for a plain input, use TextField. */
  children: ReactNode;
}

/** A form field: the label, the control, its hint and its error message. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <span id={hintId(id)} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <p id={errorId(id)} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className' | 'children'>;

interface TextFieldProps extends Omit<FieldProps, 'children'>, InputProps {
  value: string;
  onChange: (value: string) => void;
  /** Classes added to `field__input`. */
  inputClassName?: string;
  /** Marks the input invalid although its own error is shown elsewhere (a message of the whole form). */
  invalid?: boolean;
  /** The id of another element that describes the input (after its hint and error). */
  describedById?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A Field whose control is one text input: aria-invalid and aria-describedby follow its hint and error. */
export function TextField({ id, label, hint, error, value, onChange, inputClassName, invalid, describedById, ref, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        {...input}
        ref={ref}
        id={id}
        className={inputClassName ? `field__input ${inputClassName}` : 'field__input'}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy(id, { hint, error, also: describedById })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
