import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePortalConfig } from '../../api/configuration';
import '../../components/form.css';
import { identityPaths } from '../../lib/identity-paths';
import { useTexts } from '../../texts';
import { areTermsAccepted, storeTermsAccepted } from '../../lib/terms-storage';

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
  const { documents } = usePortalConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const [terms, setTerms] = useState(areTermsAccepted);
  const [privacy, setPrivacy] = useState(areTermsAccepted);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!terms || !privacy) return;
    storeTermsAccepted(true);
    void navigate(returnPathOf(location.state), { replace: true });
  }

  return (
    <div className="container page">
      <h1>{texts.terms.title}</h1>
      <p>{texts.terms.intro}</p>
      <ul>
        <li>
          <a href={documents.termsOfUse}>{texts.terms.termsLink}</a>
        </li>
        <li>
          <a href={documents.privacyStatement}>{texts.terms.privacyLink}</a>
        </li>
      </ul>
      <form className="form" onSubmit={handleSubmit}>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={terms}
            onChange={(event) => setTerms(event.target.checked)}
          />
          <span>{texts.terms.acceptTerms}</span>
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={privacy}
            onChange={(event) => setPrivacy(event.target.checked)}
          />
          <span>{texts.terms.acceptPrivacy}</span>
        </label>
        {!(terms && privacy) && <p className="field__hint">{texts.terms.required}</p>}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={!terms || !privacy}>
            {texts.terms.submit}
          </button>
        </div>
      </form>
    </div>
  );
}
