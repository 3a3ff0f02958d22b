import { useId, type ComponentPropsWithRef } from 'react';
import '../../components/form.css';

type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'children'>;

/** A labelled select with its hint and errors tied to it, like TextField. */
export function SelectField({
  label,
  hint,
  placeholder,
  options,
  errors = [],
  ...selectProps
}: SelectProps & {
  label: string;
  hint?: string;
  /** The empty first choice. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  errors?: readonly string[];
}) {
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
        <p className="field__hint" id={hintId} aria-live="polite">
          {hint}
        </p>
      )}
      <select
        id={id}
        className="field__input"
        aria-invalid={errors.length > 0}
        aria-describedby={describedBy || undefined}
        {...selectProps}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
