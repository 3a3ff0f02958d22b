import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml } from '../html';
import { testServicePage } from './html';

/** Where the test IdP is mounted; its issuer is `${origin}/test-idp`. */
export const testIdpPath = '/test-idp';
export const testIdpClientId = 'energiaportaali';
/** The id_token claim (and the scope asking for it) that carries the personal identity code. */
export const testIdpIdentityClaim = 'personal_identity_code';
/** The relying party's return endpoint, the only redirect URI of the test IdP's client. */
export const vatuReturnPath = '/api/auth/vatu/return';

export interface TestIdp {
  provider: Provider;
  /** The provider's request handler (Koa callback) for raw Node requests. */
  handle: ReturnType<Provider['callback']>;
  issuer: string;
  clientSecret: string;
}

// A handful of origins at most (localhost, 127.0.0.1, a LAN address); bounded all the same,
// since outside production the origin comes from the Host header.
const maxOrigins = 8;

/**
 * The embedded TEST identification broker, one oidc-provider instance per public origin.
 * It keeps interactions, sessions, codes and grants in oidc-provider's in-memory adapter: that
 * is acceptable for a test service (a restart or another process only means identifying again),
 * never for a real broker. Its signing key, cookie keys and client secret are random per process.
 */
export class TestIdpRegistry {
  readonly #byOrigin = new Map<string, TestIdp>();

  constructor(
    private readonly trustProxy: boolean,
    private readonly log: FastifyBaseLogger,
  ) {}

  async forOrigin(origin: string): Promise<TestIdp> {
    const existing = this.#byOrigin.get(origin);
    if (existing) return existing;
    // Loaded on first use: importing oidc-provider prints a Node version advice on stderr, which
    // must not precede a configuration error at start-up.
    const { default: OidcProvider } = await import('oidc-provider');
    const raced = this.#byOrigin.get(origin);
    if (raced) return raced;
    if (this.#byOrigin.size >= maxOrigins) {
      this.#byOrigin.delete(this.#byOrigin.keys().next().value!);
    }
    const created = createTestIdp(OidcProvider, origin, this.trustProxy, this.log);
    this.#byOrigin.set(origin, created);
    return created;
  }
}

function createTestIdp(
  OidcProvider: typeof Provider,
  origin: string,
  trustProxy: boolean,
  log: FastifyBaseLogger,
): TestIdp {
  const issuer = `${origin}${testIdpPath}`;
  const clientSecret = randomBytes(32).toString('base64url');
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });
  const configuration: Configuration = {
    clients: [
      {
        client_id: testIdpClientId,
        client_secret: clientSecret,
        redirect_uris: [`${origin}${vatuReturnPath}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-idp', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    scopes: ['openid', testIdpIdentityClaim],
    claims: { openid: ['sub'], [testIdpIdentityClaim]: [testIdpIdentityClaim] },
    // The identity code goes into the id_token itself: the relying party never calls userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    responseTypes: ['code'],
    interactions: { url: (_ctx, interaction) => `${testIdpPath}/interaction/${interaction.uid}` },
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: () => ({ sub: accountId, [testIdpIdentityClaim]: accountId }),
    }),
    renderError: (ctx: KoaContextWithOIDC, out) => {
      ctx.type = 'html';
      ctx.body = testServicePage(
        'Testitunnistus – testipalvelu',
        `<p class="error">Tunnistautuminen epäonnistui (${escapeHtml(String(out.error))}).</p>`,
      );
    },
    ttl: {
      AccessToken: 300,
      AuthorizationCode: 60,
      Grant: 900,
      IdToken: 300,
      Interaction: 900,
      Session: 900,
    },
  };
  const provider = new OidcProvider(issuer, configuration);
  provider.proxy = trustProxy;
  // Koa prints unhandled errors to stderr; ours go to the log, without details that may hold
  // request data.
  const logError = (error: Error) => log.warn({ errName: error.name }, 'test IdP error');
  (provider as unknown as NodeJS.EventEmitter).on('error', logError);
  provider.on('server_error', (_ctx: unknown, error: Error) => logError(error));
  return { provider, handle: provider.callback(), issuer, clientSecret };
}
