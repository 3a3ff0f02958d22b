import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Helmet settings. The CSP is written out in full rather than on top of Helmet's defaults,
 * whose `upgrade-insecure-requests` breaks plain-http deployments; it and HSTS are only sent
 * when the public origin is https. Inline styles are allowed for the charts' style attributes.
 */
export function helmetOptions(publicOrigin: string | undefined): FastifyHelmetOptions {
  const https = publicOrigin?.startsWith('https:') ?? false;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
