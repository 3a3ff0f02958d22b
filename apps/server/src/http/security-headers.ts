import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Helmet settings. The CSP is written out in full rather than on top of Helmet's defaults,
 * whose `upgrade-insecure-requests` breaks plain-http deployments; it and HSTS are only sent
 * when the public origin is https. Inline styles are allowed for the charts' style attributes.
 * With Google reCAPTCHA in use its script and frame come from Google, so those are allowed too.
 */
export function helmetOptions(
  publicOrigin: string | undefined,
  { recaptcha = false }: { recaptcha?: boolean } = {},
): FastifyHelmetOptions {
  const https = publicOrigin?.startsWith('https:') ?? false;
  const google = recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        frameSrc: ["'self'", ...google.slice(0, 1)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  };
}
