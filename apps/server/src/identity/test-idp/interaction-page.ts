import { escapeHtml } from '../html';
import { demoPersonButtons, identityCodeField, testServicePage } from './html';
import { testIdpPath } from './provider';

export const testIdpTitle = 'Testitunnistus – testipalvelu';

/** The test IdP's identification page: identity code field, demo persons and 'Peruuta'. */
export function interactionPage(uid: string, error?: string, value = ''): string {
  const base = `${testIdpPath}/interaction/${encodeURIComponent(uid)}`;
  return testServicePage(
    testIdpTitle,
    `<form method="post" action="${base}/login">
${identityCodeField(error, ` required value="${escapeHtml(value)}"`)}
<button type="submit">Tunnistaudu</button>
</form>
<form method="post" action="${base}/login">
<fieldset>
<legend>Testihenkilöt</legend>
${demoPersonButtons()}
</fieldset>
</form>
<form method="post" action="${base}/abort">
<button type="submit">Peruuta</button>
</form>`,
  );
}
