import { useState, type FormEvent } from 'react';
import { usePortalConfig } from '../api/configuration';
import { areTermsAccepted, storeTermsAccepted } from '../lib/terms-storage';
import { useTexts } from '../texts';
import { CheckboxField } from './checkbox-field';

/** Links to the configured terms of use and privacy statement. */
export function TermsDocuments() {
  const texts = useTexts();
  const { documents } = usePortalConfig();
  return (
    <ul>
      <li>
        <a href={documents.termsOfUse}>{texts.terms.termsLink}</a>
      </li>
      <li>
        <a href={documents.privacyStatement}>{texts.terms.privacyLink}</a>
      </li>
    </ul>
  );
}

/**
 * The documents and a box for each, ticked already when this browser has accepted them; both
 * ticked enable the button, which stores the acceptance and calls `onAccepted`.
 */
export function TermsAcceptance({
  submitLabel,
  onAccepted,
}: {
  submitLabel: string;
  onAccepted: () => void;
}) {
  const texts = useTexts().terms;
  const [terms, setTerms] = useState(areTermsAccepted);
  const [privacy, setPrivacy] = useState(areTermsAccepted);
  const accepted = terms && privacy;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!accepted) return;
    storeTermsAccepted(true);
    onAccepted();
  }

  return (
    <>
      <TermsDocuments />
      <form className="form" onSubmit={handleSubmit}>
        <CheckboxField
          label={texts.acceptTerms}
          checked={terms}
          onChange={(event) => setTerms(event.target.checked)}
        />
        <CheckboxField
          label={texts.acceptPrivacy}
          checked={privacy}
          onChange={(event) => setPrivacy(event.target.checked)}
        />
        {!accepted && <p className="field__hint">{texts.required}</p>}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={!accepted}>
            {submitLabel}
          </button>
        </div>
      </form>
    </>
  );
}
