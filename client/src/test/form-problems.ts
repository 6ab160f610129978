import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A problem shown where it belongs: at the field (its message, aria-invalid, aria-describedby) and in the form's
 * alert summary, which has the focus.
 */
export function expectProblemAt(field: HTMLElement, sentence: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(sentence));
  const summary = screen.getByRole('alert');
  expect(summary).toHaveTextContent(sentence);
  expect(summary).toHaveFocus();
}
