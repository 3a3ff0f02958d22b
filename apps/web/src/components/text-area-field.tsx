import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldFrameProps } from './field';

type TextareaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className'>;

/** A labelled multi-line box with its hint, a counter under it and its errors (see Field). */
export function TextAreaField({
  label,
  hint,
  hintLive,
  counter,
  errors,
  ...textareaProps
}: TextareaProps &
  FieldFrameProps & {
    /** Text under the box that follows its value, such as the characters left. */
    counter?: string;
  }) {
  return (
    <Field label={label} hint={hint} hintLive={hintLive} counter={counter} errors={errors}>
      {(control) => (
        <textarea
          {...control}
          className={`${control.className} message-field__input`}
          rows={8}
          {...textareaProps}
        />
      )}
    </Field>
  );
}
