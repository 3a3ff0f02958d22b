import type { PortalConfig, Theme } from '@energiaportaali/domain';
import { escapeHtml } from '../html';

/** Where the login page's stylesheet is served (same origin: the CSP allows only 'self'). */
export const loginStylesheetPath = '/oidc/assets/login.css';

// The web app's brand colours (apps/web/src/themes/themes.css); each meets WCAG AA with white.
const themeColours: Record<Theme, { brand: string; brandStrong: string; brandTint: string }> = {
  default: { brand: '#0b5f8a', brandStrong: '#074463', brandTint: '#e7f1f6' },
  rvk: { brand: '#a6192e', brandStrong: '#7a1020', brandTint: '#f6e8ea' },
  kenve: { brand: '#00665e', brandStrong: '#004a44', brandTint: '#e5f2f0' },
  tke: { brand: '#9c4100', brandStrong: '#6e2e00', brandTint: '#f8ece3' },
};

export const loginTexts = {
  title: 'Kirjaudu sisään',
  email: 'Sähköposti',
  password: 'Salasana',
  submit: 'Kirjaudu',
  cancel: 'Peruuta',
  forgotPassword: 'Unohtuitko salasanasi?',
  register: 'Rekisteröidy',
  backHome: 'Palaa etusivulle',
} as const;

/** The login page's CSS in the organisation's theme; mobile first, fits 375 px. */
export function loginStylesheet(config: PortalConfig): string {
  const colours = themeColours[config.theme];
  return `:root{--brand:${colours.brand};--brand-strong:${colours.brandStrong};--brand-tint:${colours.brandTint};--text:#1c2329;--muted:#4d5963;--border:#4d5963;--error:#a4161a}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--brand-tint);color:var(--text);font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:1rem;line-height:1.5}
.brand-bar{background:var(--brand);color:#fff;padding:1rem}
.brand{margin:0;font-weight:700;font-size:1.25rem}
main{max-width:28rem;margin:1.5rem auto;padding:1.5rem 1rem;background:#fff;border-radius:.5rem}
h1{margin:0 0 1rem;font-size:1.5rem}
label{display:block;font-weight:600;margin-top:1rem}
input{display:block;width:100%;margin-top:.25rem;padding:.625rem;font:inherit;border:1px solid var(--border);border-radius:.25rem}
input[aria-invalid=true]{border-color:var(--error)}
.button{display:block;width:100%;margin-top:1.5rem;padding:.75rem;font:inherit;font-weight:600;text-align:center;text-decoration:none;border-radius:.25rem;border:2px solid var(--brand);cursor:pointer}
.primary{background:var(--brand);color:#fff}
.primary:hover{background:var(--brand-strong);border-color:var(--brand-strong)}
.secondary{margin-top:.75rem;background:#fff;color:var(--brand)}
a{color:var(--brand)}
:focus-visible{outline:3px solid var(--text);outline-offset:2px}
.error{margin:0 0 1rem;padding:.75rem;border-left:4px solid var(--error);background:#fdeaea;color:var(--error);font-weight:600}
.links{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem;margin-top:1.25rem}
`;
}

function layout(config: PortalConfig, title: string, body: string): string {
  const brand = escapeHtml(config.brandName);
  return `<!DOCTYPE html>
<html lang="fi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ${brand}</title>
<link rel="stylesheet" href="${loginStylesheetPath}">
</head>
<body>
<header class="brand-bar"><p class="brand">${brand}</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface LoginPageOptions {
  uid: string;
  email?: string;
  /** Shown with role=alert and focused on load (no script: `autofocus`). */
  error?: string;
  /**
   * Where 'Unohtuitko salasanasi?' leads: consumers change it by strong identification
   * (/palauta, the default), other accounts by an e-mailed link (decision 0044).
   */
  forgotPasswordPath?: string;
}

/** The login form; no inline script or style, so the strict CSP holds. */
export function renderLoginPage(config: PortalConfig, options: LoginPageOptions): string {
  const uid = encodeURIComponent(options.uid);
  const hasError = options.error !== undefined;
  const error = hasError
    ? `<p id="login-error" class="error" role="alert" tabindex="-1" autofocus>${escapeHtml(options.error!)}</p>\n`
    : '';
  const invalid = hasError ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const t = loginTexts;
  return layout(
    config,
    t.title,
    `<h1>${t.title}</h1>
${error}<form method="post" action="/oidc/interaction/${uid}/login">
<label for="email">${t.email}</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="320" value="${escapeHtml(options.email ?? '')}"${invalid}${hasError ? '' : ' autofocus'}>
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200"${invalid}>
<button class="button primary" type="submit">${t.submit}</button>
</form>
<a class="button secondary" href="/oidc/interaction/${uid}/abort">${t.cancel}</a>
<p class="links"><a href="${escapeHtml(options.forgotPasswordPath ?? '/palauta')}">${t.forgotPassword}</a><a href="/rekisteroidy">${t.register}</a></p>`,
  );
}

/** A dead end (expired or unknown login attempt): the message and a way back. */
export function renderMessagePage(config: PortalConfig, title: string, message: string): string {
  return layout(
    config,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="/">${loginTexts.backHome}</a></p>`,
  );
}
