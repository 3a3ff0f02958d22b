import { useLocation, useNavigate } from 'react-router';
import { TermsAcceptance } from '../../components/terms-acceptance';
import { identityPaths } from '../../lib/identity-paths';
import { useTexts } from '../../texts';

/** Where the terms screen returns to: the page that sent the user here, else the start. */
function returnPathOf(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = (state as { from: unknown }).from;
    if (typeof from === 'string' && from.startsWith('/')) return from;
  }
  return identityPaths.registrationStart;
}

/** 'Palvelun käyttöehdot ja tietosuojaseloste': both boxes ticked enable 'Lähetä'. */
export function Component() {
  const texts = useTexts();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="container page">
      <h1>{texts.terms.title}</h1>
      <p>{texts.terms.intro}</p>
      <TermsAcceptance
        submitLabel={texts.terms.submit}
        onAccepted={() => void navigate(returnPathOf(location.state), { replace: true })}
      />
    </div>
  );
}
