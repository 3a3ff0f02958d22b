import { useId, type ComponentPropsWithRef } from 'react';
import { FieldErrorList, type FieldFrameProps } from './field';

type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'>;

/** A labelled checkbox with its errors tied to it and announced as they appear (see Field). */
export function CheckboxField({
  label,
  errors = [],
  ...inputProps
}: CheckboxProps & Pick<FieldFrameProps, 'label' | 'errors'>) {
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
      <FieldErrorList id={errorId} errors={errors} />
    </div>
  );
}
