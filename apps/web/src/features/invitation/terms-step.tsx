import { useState, type ReactNode } from 'react';
import '../../components/form.css';
import { areTermsAccepted, storeTermsAccepted } from '../../lib/terms-storage';
import { useTexts } from '../../texts';
import { TermsDocuments } from './terms-documents';

/**
 * Both boxes of the terms screen, ticked already when this browser has accepted them (kept in
 * local storage as in the consumer registration); 'Jatka' stores the acceptance and goes on.
 */
export function TermsStep({ account, onContinue }: { account: ReactNode; onContinue: () => void }) {
  const texts = useTexts();
  const [terms, setTerms] = useState(areTermsAccepted);
  const [privacy, setPrivacy] = useState(areTermsAccepted);
  const accepted = terms && privacy;

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!accepted) return;
    storeTermsAccepted(true);
    onContinue();
  }

  return (
    <section aria-labelledby="invitation-terms-heading">
      <h1 id="invitation-terms-heading">{texts.invitation.terms.title}</h1>
      {account}
      <p>{texts.invitation.terms.intro}</p>
      <TermsDocuments />
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
        {!accepted && <p className="field__hint">{texts.terms.required}</p>}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={!accepted}>
            {texts.invitation.terms.continue}
          </button>
        </div>
      </form>
    </section>
  );
}
