import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldFrameProps } from './field';

type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'children'>;

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled native select with its hint and errors (see Field): keyboard and screen-reader
 * behaviour come from the browser.
 */
export function SelectField({
  label,
  hint,
  hintLive,
  errors,
  placeholder,
  options,
  ...selectProps
}: SelectProps &
  FieldFrameProps & {
    /** The empty first choice. */
    placeholder?: string;
    options: readonly SelectOption[];
  }) {
  return (
    <Field label={label} hint={hint} hintLive={hintLive} errors={errors}>
      {(control) => (
        <select {...control} {...selectProps}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
