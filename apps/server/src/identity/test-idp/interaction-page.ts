import { escapeHtml } from '../html';
import { demoPersons, testServicePage } from './html';
import { testIdpPath } from './provider';

export const testIdpTitle = 'Testitunnistus – testipalvelu';

/** The test IdP's identification page: identity code field, demo persons and 'Peruuta'. */
export function interactionPage(uid: string, error?: string, value = ''): string {
  const base = `${testIdpPath}/interaction/${encodeURIComponent(uid)}`;
  const demos = demoPersons
    .map(
      (person) =>
        `<button type="submit" name="identityCode" value="${person.identityCode}" formnovalidate>${person.identityCode} – ${escapeHtml(person.label)}</button>`,
    )
    .join('\n');
  return testServicePage(
    testIdpTitle,
    `<form method="post" action="${base}/login">
<label for="identityCode">Henkilötunnus</label>
<input id="identityCode" name="identityCode" autocomplete="off" required value="${escapeHtml(value)}"${error ? ' aria-invalid="true" aria-describedby="identityCode-error"' : ''}>
${error ? `<p id="identityCode-error" class="error">${escapeHtml(error)}</p>` : ''}
<button type="submit">Tunnistaudu</button>
</form>
<form method="post" action="${base}/login">
<fieldset>
<legend>Testihenkilöt</legend>
${demos}
</fieldset>
</form>
<form method="post" action="${base}/abort">
<button type="submit">Peruuta</button>
</form>`,
  );
}
