import { escapeHtml } from '../html';

/** The demo persons of the test identification services (ARCHITECTURE §7). */
export const demoPersons = [
  { identityCode: '010170-999R', label: 'Asiakas, jolla on tunnus' },
  { identityCode: '150585-998U', label: 'Asiakas ilman tunnusta' },
  { identityCode: '311299-997C', label: 'Ei asiakas' },
] as const;

/** Finnish error shown for an identity code with a bad format, date or check character. */
export const invalidIdentityCodeText = 'Henkilötunnus on virheellinen. Tarkista tunnus.';

const styles = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f4;color:#1a1a1a}
main{max-width:34rem;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border-radius:8px}
.banner{background:#ffe08a;border:2px solid #b38600;padding:.75rem 1rem;border-radius:6px;font-weight:600}
label{display:block;margin-top:1rem;font-weight:600}
input{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box}
button{font-size:1rem;padding:.5rem 1rem;margin:.5rem .5rem 0 0;cursor:pointer}
.error{color:#b00020;font-weight:600}
fieldset{border:1px solid #ccc;margin-top:1.5rem}
`;

/** A complete, script-free Finnish page of a test service (CSP: no inline script). */
export function testServicePage(title: string, body: string): string {
  return `<!doctype html>
<html lang="fi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p class="banner" role="alert">Tämä on testipalvelu. Tunnistautuminen ei ole todellinen eikä sitä voi käyttää oikeiden henkilöiden tunnistamiseen.</p>
${body}
</main>
</body>
</html>`;
}

/** The demo persons as one-click submit buttons (name identityCode). */
export function demoPersonButtons(): string {
  return demoPersons
    .map(
      (person) =>
        `<button type="submit" name="identityCode" value="${person.identityCode}" formnovalidate>${person.identityCode} – ${escapeHtml(person.label)}</button>`,
    )
    .join('\n');
}

/** The labelled identity-code input with its announced error, if any. */
export function identityCodeField(error?: string, attributes = ''): string {
  const described = error ? ' aria-invalid="true" aria-describedby="identityCode-error"' : '';
  return `<label for="identityCode">Henkilötunnus</label>
<input id="identityCode" name="identityCode" autocomplete="off"${attributes}${described}>
${error ? `<p id="identityCode-error" class="error">${escapeHtml(error)}</p>` : ''}`;
}
