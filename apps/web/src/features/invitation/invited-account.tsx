import type { InvitationInfo } from '@energiaportaali/domain';
import { useTexts } from '../../texts';
import './invitation.css';

/** Whose account the link is for: the kind of account, the person's name and the username. */
export function InvitedAccount({ invitation }: { invitation: InvitationInfo }) {
  const texts = useTexts().invitation;
  const name = [invitation.firstName, invitation.lastName].filter(Boolean).join(' ');
  return (
    <dl className="invited-account">
      <div>
        <dt>{texts.invited[invitation.kind]}</dt>
        {name && <dd>{name}</dd>}
      </div>
      <div>
        <dt>{texts.username}</dt>
        <dd>{invitation.email}</dd>
      </div>
    </dl>
  );
}

/** The words of an invitation that a password must not lean on: the e-mail and the names. */
export function personalWords(invitation: InvitationInfo): string[] {
  return [invitation.email, invitation.firstName ?? '', invitation.lastName ?? ''].filter(Boolean);
}
