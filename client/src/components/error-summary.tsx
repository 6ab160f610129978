import { useEffect, useRef, type MouseEvent } from 'react';
import './error-summary.css';

/** One problem of a form: its sentence, and the id of the field it is about (none for the whole form). */
export interface FormProblem {
  message: string;
  fieldId?: string;
}

interface ErrorSummaryProps {
  problems: readonly FormProblem[];
  /** Changes on every refused submit: the summary takes the focus then, never while someone types. */
  focusKey: number;
  /** A line above the list (several problems). */
  title?: string;
  id?: string;
}

/** Moves to the field a problem is about, without a hash in the address (the router would take it as a navigation). */
function goToField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/**
 * What is wrong with a form, in one alert region that takes the focus (so a screen reader reads it and a
 * keyboard starts there); each problem about a field links to it, where the same sentence is shown again.
 * Replaces the blocking window.alert() of the spec's "shown in an alert" (issue 20).
 */
export function ErrorSummary({ problems, focusKey, title, id }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Only a new submit moves the focus (no summary shown: nothing to focus).
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);
  if (problems.length === 0) return null;

  const item = ({ message, fieldId }: FormProblem) =>
    fieldId ? (
      <a href={`#${fieldId}`} onClick={(event) => goToField(event, fieldId)}>
        {message}
      </a>
    ) : (
      message
    );
  return (
    <div ref={ref} id={id} className="form-alert error-summary" role="alert" tabIndex={-1}>
      {title && <p className="error-summary__title">{title}</p>}
      {problems.length === 1 && !title ? (
        <p className="error-summary__single">{item(problems[0]!)}</p>
      ) : (
        <ul className="error-summary__list">
          {problems.map((problem) => (
            <li key={`${problem.fieldId ?? ''}:${problem.message}`}>{item(problem)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
