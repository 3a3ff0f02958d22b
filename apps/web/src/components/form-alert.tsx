import type { ReactNode } from 'react';
import './form.css';

/** A form-level message, announced as soon as it is rendered. */
export function FormAlert({ children }: { children?: ReactNode }) {
  return (
    <div className="form-alert" role="alert">
      {children}
    </div>
  );
}
