import {
  createNewPasswordSchema,
  type NewPasswordForm as NewPassword,
} from '@energiaportaali/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTexts } from '../texts';
import { fieldErrors } from './field-errors';
import { FormAlert } from './form-alert';
import { PasswordStrengthStatus, usePasswordStrength } from './password-strength';
import { TextField } from './text-field';
import './form.css';

/**
 * 'Uusi salasana': the username and two password fields. Tallenna stays disabled until the
 * passwords are valid and while `busy`; `error` is the failure of the last save.
 */
export function NewPasswordForm({
  username,
  busy,
  error,
  onSubmit,
}: {
  username: string;
  busy: boolean;
  error: string | null;
  onSubmit: (form: NewPassword) => void;
}) {
  const texts = useTexts();
  const schema = useMemo(() => createNewPasswordSchema([username]), [username]);
  const strength = usePasswordStrength(zodResolver(schema));
  const { register, handleSubmit, formState, trigger } = useForm({
    resolver: strength.resolver,
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: { password: '', password2: '' },
  });
  const { errors, isValid, touchedFields } = formState;
  // A repeat already filled in must be compared again whenever the first password changes.
  const password = register('password', {
    onChange: () => {
      if (touchedFields.password2) void trigger('password2');
    },
  });

  return (
    <div>
      <h1>{texts.password.title}</h1>
      <form className="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <div className="field">
          <span className="field__label">{texts.password.username}</span>
          <p className="field__value">{username}</p>
        </div>
        <TextField
          label={texts.password.password}
          hint={texts.password.hint}
          type="password"
          autoComplete="new-password"
          errors={fieldErrors(errors.password)}
          {...password}
        />
        <PasswordStrengthStatus loading={strength.loading} />
        <TextField
          label={texts.password.password2}
          type="password"
          autoComplete="new-password"
          errors={fieldErrors(errors.password2)}
          {...register('password2')}
        />
        {error && <FormAlert>{error}</FormAlert>}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={!isValid || busy}>
            {busy ? texts.password.saving : texts.password.save}
          </button>
        </div>
      </form>
    </div>
  );
}
