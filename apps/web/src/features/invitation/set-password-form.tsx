import {
  invitationErrorCodes,
  invitedPasswordSchema,
  type InvitationInfo,
  type NewPasswordForm as NewPassword,
  type SetNewPasswordAnswer,
} from '@energiaportaali/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ApiFailure } from '../../api/client';
import { setNewPassword } from '../../api/invitation';
import { fieldErrors } from '../../components/field-errors';
import { FormAlert } from '../../components/form-alert';
import { PasswordStrengthStatus, usePasswordStrength } from '../../components/password-strength';
import { TextField } from '../../components/text-field';
import { useTexts, type Texts } from '../../texts';
import { InvitedAccount, personalWords } from './invited-account';

function failureText(failure: ApiFailure, texts: Texts): string {
  if (failure.reason === 'network') return texts.invitation.networkError;
  if (failure.reason === 'http' && failure.status === 400 && failure.error?.message) {
    return failure.error.message;
  }
  return texts.invitation.setPassword.failed;
}

function isUsedUp(failure: ApiFailure): boolean {
  return (
    failure.reason === 'http' &&
    (failure.status === 404 || failure.error?.error === invitationErrorCodes.userNotFound)
  );
}

/**
 * 'Uusi salasana' of an invitation: 'Salasana' and 'Salasana uudelleen' under the spec's rules,
 * the person's e-mail and names counting against the strength. A saved password hands the
 * login path on; a link that no longer works says so through `onInvalid`.
 */
export function SetPasswordForm({
  token,
  invitation,
  onSaved,
  onInvalid,
  onBack,
}: {
  token: string;
  invitation: InvitationInfo;
  onSaved: (answer: SetNewPasswordAnswer) => void;
  onInvalid: () => void;
  onBack: () => void;
}) {
  const texts = useTexts();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => invitedPasswordSchema(personalWords(invitation)), [invitation]);
  const strength = usePasswordStrength(zodResolver(schema));
  const { register, handleSubmit, formState, trigger, setError } = useForm({
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

  async function handleSave(form: NewPassword) {
    setBusy(true);
    setFailure(null);
    const result = await setNewPassword({
      password: form.password,
      token,
      termsAccepted: true,
      dataProtectionPlanAccepted: true,
    });
    setBusy(false);
    if (result.ok) {
      onSaved(result.data);
      return;
    }
    if (isUsedUp(result)) {
      onInvalid();
      return;
    }
    const passwordErrors = result.error?.fields?.password;
    if (passwordErrors) {
      setError('password', { type: 'server', message: passwordErrors.join(' ') });
    }
    setFailure(failureText(result, texts));
  }

  const setPassword = texts.invitation.setPassword;
  return (
    <section aria-labelledby="set-password-heading">
      <h1 id="set-password-heading">{setPassword.title}</h1>
      <InvitedAccount invitation={invitation} />
      <p>{setPassword.intro}</p>
      <form className="form" noValidate onSubmit={handleSubmit((form) => void handleSave(form))}>
        {/* For password managers: the username the new password belongs to. */}
        <input type="email" autoComplete="username" value={invitation.email} readOnly hidden />
        <TextField
          label={setPassword.password}
          hint={setPassword.hint}
          type="password"
          autoComplete="new-password"
          required
          errors={fieldErrors(errors.password)}
          {...password}
        />
        <PasswordStrengthStatus loading={strength.loading} />
        <TextField
          label={setPassword.password2}
          type="password"
          autoComplete="new-password"
          required
          errors={fieldErrors(errors.password2)}
          {...register('password2')}
        />
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={!isValid || busy}>
            {busy ? setPassword.saving : setPassword.save}
          </button>
          <button type="button" className="button button--secondary" onClick={onBack}>
            {setPassword.back}
          </button>
        </div>
      </form>
    </section>
  );
}
