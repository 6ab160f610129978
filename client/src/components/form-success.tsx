import type { ReactNode } from 'react';
import './form-success.css';

/** What a form says once it has done its work ("Your changes were saved."), read out politely. */
export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <p className="form-success" role="status">
      {children}
    </p>
  );
}
