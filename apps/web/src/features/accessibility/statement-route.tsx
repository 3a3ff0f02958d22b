import { useLocation } from 'react-router';
import { usePortalConfig } from '../../api/configuration';
import { AccessibilityStatement } from './statement';
import { statementLanguageOf } from './statement-paths';

/**
 * /saavutettavuusseloste, /tillganglighetsutlatande and /accessibility: the accessibility
 * statement in Finnish, Swedish and English, for everyone (no login).
 */
export function Component() {
  const { pathname } = useLocation();
  const { accessibilityStatement, brandName } = usePortalConfig();
  return (
    <AccessibilityStatement
      facts={accessibilityStatement}
      brandName={brandName}
      language={statementLanguageOf(pathname)}
    />
  );
}
