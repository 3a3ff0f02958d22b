import { useId, type ComponentPropsWithRef } from 'react';
import '../../components/form.css';
import './feedback.css';

type TextareaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className'>;

/**
 * A labelled message box with a count of the characters left; the count and any errors are tied
 * to it with aria-describedby, and errors are announced as they appear.
 */
export function MessageField({
  label,
  counter,
  errors = [],
  ...textareaProps
}: TextareaProps & { label: string; counter: string; errors?: readonly string[] }) {
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input message-field__input"
        rows={8}
        aria-invalid={errors.length > 0}
        aria-describedby={[counterId, errors.length > 0 ? errorId : null].filter(Boolean).join(' ')}
        {...textareaProps}
      />
      <p className="field__hint message-field__counter" id={counterId}>
        {counter}
      </p>
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
