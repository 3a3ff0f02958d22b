import { usePortalConfig } from '../../api/configuration';
import { useTexts } from '../../texts';

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
