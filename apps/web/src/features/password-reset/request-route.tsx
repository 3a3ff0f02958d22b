import { passwordResetRequestSchema, type PasswordResetRequest } from '@energiaportaali/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { ApiFailure } from '../../api/client';
import { usePortalConfig } from '../../api/configuration';
import { requestPasswordReset } from '../../api/password-reset';
import { fieldErrors } from '../../components/field-errors';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { identityPaths } from '../../lib/identity-paths';
import { useTexts, type Texts } from '../../texts';
import '../../components/form.css';
import './password-reset.css';

function failureText(failure: ApiFailure, texts: Texts['passwordReset']['request']): string {
  if (failure.reason === 'network') return texts.networkError;
  if (failure.status === 429) return texts.tooMany;
  if (failure.status === 400 && failure.error?.fields?.email) {
    return failure.error.fields.email.join(' ');
  }
  return texts.failed;
}

/** The answer every address gets: the same words whether an account has it or not. */
function Sent({ email, onAgain }: { email: string; onAgain: () => void }) {
  const texts = useTexts().passwordReset.request;
  const { customerServiceEmail } = usePortalConfig();
  return (
    <section aria-labelledby="reset-sent-heading">
      <h1 id="reset-sent-heading">{texts.sentTitle}</h1>
      <p role="status">{texts.sentBody(email)}</p>
      <p>
        {texts.sentHelp} <a href={`mailto:${customerServiceEmail}`}>{customerServiceEmail}</a>
      </p>
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onAgain}>
          {texts.again}
        </button>
      </div>
    </section>
  );
}

function RequestForm({ onSent }: { onSent: (email: string) => void }) {
  const texts = useTexts().passwordReset.request;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  async function handleSend({ email }: PasswordResetRequest) {
    setBusy(true);
    setFailure(null);
    const result = await requestPasswordReset({ email });
    setBusy(false);
    if (result.ok) onSent(email.trim());
    else setFailure(failureText(result, texts));
  }

  return (
    <section aria-labelledby="reset-request-heading">
      <h1 id="reset-request-heading">{texts.title}</h1>
      <p>{texts.intro}</p>
      <p>{texts.who}</p>
      <form className="form" noValidate onSubmit={handleSubmit((form) => void handleSend(form))}>
        <TextField
          label={texts.email}
          hint={texts.emailHint}
          type="email"
          autoComplete="username"
          required
          errors={fieldErrors(formState.errors.email)}
          {...register('email')}
        />
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? texts.sending : texts.submit}
          </button>
        </div>
      </form>
      <div className="password-reset__other">
        <h2>{texts.consumerHeading}</h2>
        <p>
          {texts.consumerBody} <Link to={identityPaths.passwordChange}>{texts.consumerLink}</Link>
        </p>
      </div>
    </section>
  );
}

/** /salasana/unohtui: an address in, the same answer out for any address (decision 0044). */
export function Component() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="container page">
      {sentTo === null ? (
        <RequestForm onSent={setSentTo} />
      ) : (
        <Sent email={sentTo} onAgain={() => setSentTo(null)} />
      )}
    </div>
  );
}
