import {
  passwordResetTokenSchema,
  type NewPasswordForm as NewPassword,
  type PasswordResetSaved,
} from '@energiaportaali/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiRequestError, type ApiFailure } from '../../api/client';
import { savePasswordReset, usePasswordResetLinkQuery } from '../../api/password-reset';
import { FormAlert } from '../../components/form-alert';
import { NewPasswordForm } from '../../components/new-password-form';
import { Spinner } from '../../components/spinner';
import { useTexts, type Texts } from '../../texts';
import { InvalidResetLink } from './invalid-link';

type Save =
  | { kind: 'editing'; error: string | null }
  | { kind: 'busy' }
  | { kind: 'saved'; loginPath: PasswordResetSaved['loginPath'] }
  | { kind: 'invalid' };

function saveFailure(failure: ApiFailure, texts: Texts['passwordReset']['link']): Save {
  if (failure.reason === 'http' && failure.status === 404) return { kind: 'invalid' };
  if (failure.reason === 'network') return { kind: 'editing', error: texts.networkError };
  const fields = failure.error?.fields;
  const problems = fields ? Object.values(fields).flat() : [];
  return { kind: 'editing', error: problems.length > 0 ? problems.join(' ') : texts.saveFailed };
}

function Saved({ loginPath }: { loginPath: string }) {
  const texts = useTexts().passwordReset.link;
  return (
    <section aria-labelledby="reset-saved-heading">
      <h1 id="reset-saved-heading">{texts.changed}</h1>
      <p role="status">{texts.changedBody}</p>
      <a className="button button--primary" href={loginPath}>
        {texts.login}
      </a>
    </section>
  );
}

function ResetPassword({ token }: { token: string }) {
  const allTexts = useTexts();
  const texts = allTexts.passwordReset.link;
  const link = usePasswordResetLinkQuery(token);
  const [save, setSave] = useState<Save>({ kind: 'editing', error: null });

  async function handleSubmit(form: NewPassword) {
    setSave({ kind: 'busy' });
    const result = await savePasswordReset(token, form);
    setSave(result.ok ? { kind: 'saved', ...result.data } : saveFailure(result, texts));
  }

  if (save.kind === 'saved') return <Saved loginPath={save.loginPath} />;
  if (save.kind === 'invalid') return <InvalidResetLink />;
  if (link.isPending) return <Spinner label={texts.loading} />;
  if (link.isError) {
    const failure = link.error instanceof ApiRequestError ? link.error.failure : null;
    if (failure?.status === 404) return <InvalidResetLink />;
    return (
      <section>
        <h1>{allTexts.password.title}</h1>
        <FormAlert>
          {failure?.reason === 'network' ? texts.networkError : texts.loadFailed}
        </FormAlert>
        <p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void link.refetch()}
          >
            {texts.retry}
          </button>
        </p>
      </section>
    );
  }
  return (
    <NewPasswordForm
      username={link.data.email}
      busy={save.kind === 'busy'}
      error={save.kind === 'editing' ? save.error : null}
      onSubmit={(form) => void handleSubmit(form)}
    />
  );
}

/**
 * /salasana/uusi/:token: the e-mailed link's page. 'Uusi salasana' with the username, the usual
 * rules and strength check, then 'Salasana vaihdettu'; a link that no longer works says so.
 */
export function Component() {
  const { token = '' } = useParams();
  const valid = passwordResetTokenSchema.safeParse(token).success;
  return (
    <div className="container page">
      {valid ? <ResetPassword key={token} token={token} /> : <InvalidResetLink />}
    </div>
  );
}
