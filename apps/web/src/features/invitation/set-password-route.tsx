import {
  invitationPaths,
  invitationTokenSchema,
  type InvitationKind,
} from '@energiaportaali/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useInvitationQuery } from '../../api/invitation';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';
import { InvalidLink } from './invalid-link';
import { InvitationLoadFailure } from './invitation-load-failure';
import { InvitedAccount } from './invited-account';
import { passwordSetPath } from './login-path';
import { SetPasswordForm } from './set-password-form';
import { TermsStep } from './terms-step';

type Step = 'terms' | 'password' | 'invalid';

// Operators stay off the property managers' paths (decision 0046).
const successPathOf = (kind: InvitationKind) =>
  kind === 'operator' ? invitationPaths.operatorPasswordSet : invitationPaths.setPasswordSuccess;

function SetPassword({ token }: { token: string }) {
  const texts = useTexts();
  const navigate = useNavigate();
  const invitation = useInvitationQuery(token);
  const [step, setStep] = useState<Step>('terms');

  if (invitation.isPending) return <Spinner label={texts.invitation.loading} />;
  if (invitation.isError) {
    return (
      <InvitationLoadFailure
        title={texts.invitation.setPassword.title}
        error={invitation.error}
        invalidLink={<InvalidLink />}
        onRetry={() => void invitation.refetch()}
      />
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
        void navigate(passwordSetPath(successPathOf(invitation.data.kind), loginPath), {
          replace: true,
        })
      }
      onInvalid={() => setStep('invalid')}
      onBack={() => setStep('terms')}
    />
  );
}

/**
 * /isannointi/uusisalasana/:id and, for operators, /uusisalasana/:id (id: the invitation token):
 * whose account it is, the terms, then 'Uusi salasana'. Anonymous: whoever is logged in in this tab stays so whatever the link says.
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
