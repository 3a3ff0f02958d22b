import type { ReactNode } from 'react';
import { TermsAcceptance } from '../../components/terms-acceptance';
import { useTexts } from '../../texts';

/**
 * The terms screen, both boxes ticked already when this browser has accepted them (kept in
 * local storage as in the consumer registration); 'Jatka' stores the acceptance and goes on.
 */
export function TermsStep({ account, onContinue }: { account: ReactNode; onContinue: () => void }) {
  const texts = useTexts();
  return (
    <section aria-labelledby="invitation-terms-heading">
      <h1 id="invitation-terms-heading">{texts.invitation.terms.title}</h1>
      {account}
      <p>{texts.invitation.terms.intro}</p>
      <TermsAcceptance submitLabel={texts.invitation.terms.continue} onAccepted={onContinue} />
    </section>
  );
}
