import { invitationPaths, invitationTokenSchema } from '@energiaportaali/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { useInvitationQuery } from '../../api/invitations';
import { FormAlert } from '../../components/form-alert';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';
import { InvalidLink } from './invalid-link';
import { InvitedAccount } from './invited-account';
import { passwordSetPath } from './login-path';
import { SetPasswordForm } from './set-password-form';
import { TermsStep } from './terms-step';

type Step = 'terms' | 'password' | 'invalid';

function SetPassword({ token }: { token: string }) {
  const texts = useTexts();
  const navigate = useNavigate();
  const invitation = useInvitationQuery(token);
  const [step, setStep] = useState<Step>('terms');

  if (invitation.isPending) return <Spinner label={texts.invitation.loading} />;
  if (invitation.isError) {
    const failure = invitation.error instanceof ApiRequestError ? invitation.error.failure : null;
    if (failure?.status === 404) return <InvalidLink />;
    return (
      <>
        <h1>{texts.invitation.setPassword.title}</h1>
        <FormAlert>
          {failure?.reason === 'network'
            ? texts.invitation.networkError
            : texts.invitation.loadFailed}
        </FormAlert>
        <p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void invitation.refetch()}
          >
            {texts.common.retry}
          </button>
        </p>
      </>
    );
  }
  if (step === 'invalid') {
    return <InvalidLink kind={invitation.data.kind} invitedBy={invitation.data.invitedBy} />;
  }
  if (step === 'terms') {
    return (
      <TermsStep
        account={<InvitedAccount invitation={invitation.data} />}
        onContinue={() => setStep('password')}
      />
    );
  }
  return (
    <SetPasswordForm
      token={token}
      invitation={invitation.data}
      onSaved={({ loginPath }) =>
        void navigate(passwordSetPath(invitationPaths.setPasswordSuccess, loginPath), {
          replace: true,
        })
      }
      onInvalid={() => setStep('invalid')}
      onBack={() => setStep('terms')}
    />
  );
}

/**
 * /isannointi/uusisalasana/:id (id: the invitation token): whose account it is, the terms, then
 * 'Uusi salasana'. Anonymous: whoever is logged in in this tab stays so whatever the link says.
 */
export function Component() {
  const { id = '' } = useParams();
  const valid = invitationTokenSchema.safeParse(id).success;
  return (
    <div className="container page">
      {valid ? <SetPassword key={id} token={id} /> : <InvalidLink />}
    </div>
  );
}
