import { useId, type ComponentPropsWithRef } from 'react';
import './form.css';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'>;

/**
 * A labelled input; its hint and errors are tied to it with aria-describedby, and errors are
 * announced as they appear.
 */
export function TextField({
  label,
  hint,
  errors = [],
  ...inputProps
}: InputProps & { label: string; hint?: string; errors?: readonly string[] }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, errors.length > 0 ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <input
        id={id}
        className="field__input"
        aria-invalid={errors.length > 0}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {errors.length > 0 && (
        // The alert role sits on a wrapper: on the list itself it would hide the list semantics.
        <div id={errorId} role="alert">
          <ul className="field__errors">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
