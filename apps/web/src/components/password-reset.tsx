import { paths, type NewPasswordForm as NewPassword } from '@energiaportaali/domain';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ApiRequestError } from '../api/client';
import { resetForgottenPassword } from '../api/reset-password';
import { useUserEmailQuery } from '../api/user-email';
import { identityPaths } from '../lib/identity-paths';
import { useTexts, type Texts } from '../texts';
import { FormAlert } from './form-alert';
import { NewPasswordForm } from './new-password-form';
import { Spinner } from './spinner';

/** The message of a failed GET /api/user/email (spec 01 §8, password reset). */
export function emailErrorText(error: Error, texts: Texts): string {
  if (!(error instanceof ApiRequestError)) return texts.password.emailFailed;
  if (error.failure.reason === 'network') return texts.password.serverError;
  if (error.failure.status === 401) return texts.password.invalidToken;
  return texts.password.emailFailed;
}

function saveErrorText(status: number | null, texts: Texts): string {
  if (status === null) return texts.password.serverError;
  if (status === 401) return texts.password.invalidToken;
  if (status === 404) return texts.password.userNotFound;
  return texts.password.resetFailed;
}

type SaveState = { kind: 'editing'; error: string | null } | { kind: 'busy' } | { kind: 'saved' };

/**
 * A new password for the strongly identified person of `token`: loads the username, shows
 * 'Uusi salasana', saves, then 'Salasana vaihdettu'. No account → the registration failure page.
 */
export function PasswordReset({ token }: { token: string }) {
  const texts = useTexts();
  const email = useUserEmailQuery(token);
  const [save, setSave] = useState<SaveState>({ kind: 'editing', error: null });

  async function handleSubmit(form: NewPassword) {
    setSave({ kind: 'busy' });
    const result = await resetForgottenPassword(token, form);
    if (result.ok) setSave({ kind: 'saved' });
    else setSave({ kind: 'editing', error: saveErrorText(result.status, texts) });
  }

  if (save.kind === 'saved') {
    return (
      <div>
        <h1>{texts.password.changed}</h1>
        <p role="status">{texts.password.changedBody}</p>
        <a className="button button--primary" href={paths.consumerLogin}>
          {texts.password.login}
        </a>
      </div>
    );
  }
  if (email.isPending) return <Spinner />;
  if (email.isError) {
    const failure = email.error instanceof ApiRequestError ? email.error.failure : null;
    if (failure?.status === 404) return <Navigate to={identityPaths.registrationFailure} replace />;
    return (
      <div>
        <h1>{texts.password.title}</h1>
        <FormAlert>{emailErrorText(email.error, texts)}</FormAlert>
        <p>
          <Link to={identityPaths.passwordChange}>{texts.identification.newAttempt}</Link>
        </p>
      </div>
    );
  }
  return (
    <NewPasswordForm
      username={email.data}
      busy={save.kind === 'busy'}
      error={save.kind === 'editing' ? save.error : null}
      onSubmit={(form) => void handleSubmit(form)}
    />
  );
}
