import * as client from 'openid-client';
import { loginReturnPaths, loginTypes, type LoginType } from '@energiaportaali/domain';
import type { Env } from '../config/env';

/** The portal's public origin: PUBLIC_ORIGIN, else the local port. */
export function portalOrigin(env: Env): string {
  return env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
}

export function loginReturnUri(env: Env, type: LoginType): string {
  return `${portalOrigin(env)}${loginReturnPaths[type]}`;
}

export function loginReturnUris(env: Env): string[] {
  return loginTypes.map((type) => loginReturnUri(env, type));
}

/** What the browser's login needs kept server-side between the redirect and the callback. */
export interface LoginTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

/** The e-mail address a provider claims for the identity, and whether it verified it. */
export interface ClaimedEmail {
  address: string;
  verified: boolean;
}

export interface LoginIdentity {
  /** The id_token's `iss` and `sub`: together they name the identity for good. */
  issuer: string;
  sub: string;
  /**
   * From the id_token, or from the userinfo endpoint when the id_token lacks `email` or
   * `email_verified` (oidc-provider by default puts them in userinfo only). Asked only when called.
   */
  email(): Promise<ClaimedEmail | undefined>;
}

export interface RelyingParty {
  readonly issuer: string;
  /** The authorization URL (code + PKCE S256 + state + nonce) and the secrets to keep. */
  startLogin(redirectUri: string): Promise<{ url: URL; transaction: LoginTransaction }>;
  /** Verifies the return (state, iss, nonce, PKCE), exchanges the code; throws on any mismatch. */
  finishLogin(search: string, transaction: LoginTransaction): Promise<LoginIdentity>;
}

export interface RelyingPartyOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Known metadata (the embedded provider): no discovery request. */
  metadata?: client.ServerMetadata;
  /** Replaces fetch, e.g. to reach the embedded provider in-process. */
  fetch?: client.CustomFetch;
  /** Plain http to the issuer (only loopback or in-process). */
  allowHttp?: boolean;
}

const scope = 'openid email profile';
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http is tolerated for a provider on this machine only (tests, local Keycloak). */
export function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && loopbackHosts.has(url.hostname);
}

/** Metadata of oidc-provider at `issuer` with its default routes. */
export function embeddedProviderMetadata(issuer: string): client.ServerMetadata {
  return {
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    userinfo_endpoint: `${issuer}/me`,
    response_types_supported: ['code'],
    code_challenge_methods_supported: ['S256'],
    id_token_signing_alg_values_supported: ['RS256'],
    authorization_response_iss_parameter_supported: true,
  };
}

/** The OpenID Connect client of the portal (openid-client); discovery happens on first use. */
export function createRelyingParty(options: RelyingPartyOptions): RelyingParty {
  const authentication = client.ClientSecretBasic(options.clientSecret);
  const allowHttp = options.allowHttp ?? isLoopbackHttp(options.issuer);

  const configure = async (): Promise<client.Configuration> => {
    if (options.metadata) {
      const config = new client.Configuration(
        options.metadata,
        options.clientId,
        undefined,
        authentication,
      );
      if (options.fetch) config[client.customFetch] = options.fetch;
      if (allowHttp) client.allowInsecureRequests(config);
      return config;
    }
    return client.discovery(new URL(options.issuer), options.clientId, undefined, authentication, {
      execute: allowHttp ? [client.allowInsecureRequests] : [],
      ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
    });
  };

  // Discovery is retried on the next login if it failed (the provider may start later).
  let configuration: Promise<client.Configuration> | undefined;
  const getConfiguration = () => {
    configuration ??= configure().catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  };

  return {
    issuer: options.issuer,
    async startLogin(redirectUri) {
      const config = await getConfiguration();
      const transaction: LoginTransaction = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        redirectUri,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(transaction.codeVerifier),
        code_challenge_method: 'S256',
        state: transaction.state,
        nonce: transaction.nonce,
        // Every login asks for the password, whatever session the provider still has.
        prompt: 'login',
      });
      return { url, transaction };
    },
    async finishLogin(search, transaction) {
      const config = await getConfiguration();
      const currentUrl = new URL(transaction.redirectUri);
      currentUrl.search = search;
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      return {
        issuer: claims.iss,
        sub: claims.sub,
        async email() {
          const source = hasEmailClaims(claims)
            ? claims
            : await client.fetchUserInfo(config, tokens.access_token, claims.sub);
          return claimedEmailOf(source);
        },
      };
    },
  };
}

const hasEmailClaims = (claims: Record<string, unknown>) =>
  typeof claims.email === 'string' && typeof claims.email_verified === 'boolean';

function claimedEmailOf(claims: Record<string, unknown>): ClaimedEmail | undefined {
  if (typeof claims.email !== 'string' || claims.email.trim() === '') return undefined;
  return { address: claims.email, verified: claims.email_verified === true };
}
