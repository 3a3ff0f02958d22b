import { useId, type ReactNode } from 'react';
import './form.css';

/** What a control needs from its frame: its id, class and the ARIA ties to hint and errors. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** The frame props every field component shares. */
export interface FieldFrameProps {
  label: string;
  /** Guidance between the label and the control. */
  hint?: string;
  /** Announce hint changes: for a hint that follows the user's other choices. */
  hintLive?: boolean;
  errors?: readonly string[];
}

/**
 * A labelled control with its hint, a counter under it and its errors, all tied to the control
 * with aria-describedby; errors are announced as they appear. `children` renders the control.
 */
export function Field({
  label,
  hint,
  hintLive = false,
  counter,
  errors = [],
  children,
}: FieldFrameProps & {
  /** Text under the control that follows its value, such as the characters left. */
  counter?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  const describedBy = [hint ? hintId : null, counter ? counterId : null, invalid ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId} aria-live={hintLive ? 'polite' : undefined}>
          {hint}
        </p>
      )}
      {children({
        id,
        className: 'field__input',
        'aria-invalid': invalid,
        'aria-describedby': describedBy || undefined,
      })}
      {counter && (
        <p className="field__hint message-field__counter" id={counterId}>
          {counter}
        </p>
      )}
      <FieldErrorList id={errorId} errors={errors} />
    </div>
  );
}

/**
 * A control's errors, announced as they appear; nothing while there are none. `id` is what the
 * control's aria-describedby names.
 */
export function FieldErrorList({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    // The alert role sits on a wrapper: on the list itself it would hide the list semantics.
    <div id={id} role="alert">
      <ul className="field__errors">
        {errors.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
