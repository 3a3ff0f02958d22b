import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldFrameProps } from './field';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'>;

/** A labelled input with its hint and errors (see Field). */
export function TextField({
  label,
  hint,
  hintLive,
  errors,
  ...inputProps
}: InputProps & FieldFrameProps) {
  return (
    <Field label={label} hint={hint} hintLive={hintLive} errors={errors}>
      {(control) => <input {...control} {...inputProps} />}
    </Field>
  );
}
