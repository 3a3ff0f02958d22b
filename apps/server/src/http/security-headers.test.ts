import { describe, expect, it } from 'vitest';
import { helmetOptions } from './security-headers';

function directives(options: ReturnType<typeof helmetOptions>) {
  const csp = options.contentSecurityPolicy;
  if (!csp || csp === true) throw new Error('no CSP');
  return csp.directives ?? {};
}

describe('helmetOptions', () => {
  it('allows scripts and frames of its own origin only by default', () => {
    const csp = directives(helmetOptions('http://localhost:3000'));
    expect(csp.scriptSrc).toEqual(["'self'"]);
    expect(csp.frameSrc).toEqual(["'self'"]);
  });

  it("allows Google's reCAPTCHA script and frame when reCAPTCHA is in use", () => {
    const csp = directives(helmetOptions('https://portaali.example.fi', { recaptcha: true }));
    expect(csp.scriptSrc).toEqual(["'self'", 'https://www.google.com', 'https://www.gstatic.com']);
    expect(csp.frameSrc).toEqual(["'self'", 'https://www.google.com']);
    expect(csp.upgradeInsecureRequests).toEqual([]);
  });
});
