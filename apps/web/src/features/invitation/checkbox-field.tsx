import { useId, type ComponentPropsWithRef } from 'react';
import '../../components/form.css';

type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'>;

/** A labelled checkbox with its errors tied to it and announced as they appear. */
export function CheckboxField({
  label,
  errors = [],
  ...inputProps
}: CheckboxProps & { label: string; errors?: readonly string[] }) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  return (
    <div className="field">
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          {...inputProps}
        />
        <span>{label}</span>
      </label>
      {invalid && (
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
