import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'required'>;

/**
 * The required e-mail of an account made for someone else: the browser offers no address of the
 * user's own, and `onLeave` gets the address when the field is left (an existence check).
 */
export function CheckedEmailField({
  onLeave,
  onBlur,
  ...props
}: EmailFieldProps & { onLeave: (email: string) => void }) {
  return (
    <TextField
      type="email"
      autoComplete="off"
      required
      {...props}
      onBlur={(event) => {
        onBlur?.(event);
        onLeave(event.target.value);
      }}
    />
  );
}
