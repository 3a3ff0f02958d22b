import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import type { Env } from '../../config/env';
import {
  testIdpClientId,
  testIdpIdentityClaim,
  vatuReturnPath,
  type TestIdpRegistry,
} from '../test-idp/provider';

/** What the vatu relying party needs for one origin: the client and the identity claim. */
export interface VatuClient {
  config: client.Configuration;
  identityClaim: string;
  scope: string;
}

/** An identification started by the link endpoint; kept in one_time_tokens under its state. */
export interface VatuTransaction {
  flow: 'reg' | 'cred';
  nonce: string;
  codeVerifier: string;
  /** The origin the redirect URI was built on; the return must use the same one. */
  origin: string;
}

export const vatuRedirectUri = (origin: string) => `${origin}${vatuReturnPath}`;

type Inject = FastifyInstance['inject'];

// The embedded IdP answers in-process: no loopback HTTP, and no need for the server to reach
// its own public origin (which may sit behind a proxy).
function inProcessFetch(inject: Inject): client.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const headers = Object.fromEntries(
      new Headers(options.headers as ConstructorParameters<typeof Headers>[0]),
    );
    const response = await inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...headers, host: target.host },
      payload:
        options.body === undefined || options.body === null ? undefined : String(options.body),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(name, String(value));
    }
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

async function embeddedClient(
  registry: TestIdpRegistry,
  origin: string,
  inject: Inject,
): Promise<VatuClient> {
  const idp = await registry.forOrigin(origin);
  const config = new client.Configuration(
    {
      issuer: idp.issuer,
      authorization_endpoint: `${idp.issuer}/auth`,
      token_endpoint: `${idp.issuer}/token`,
      jwks_uri: `${idp.issuer}/jwks`,
      authorization_response_iss_parameter_supported: true,
    },
    testIdpClientId,
    { redirect_uris: [vatuRedirectUri(origin)] },
    client.ClientSecretBasic(idp.clientSecret),
  );
  config[client.customFetch] = inProcessFetch(inject);
  if (origin.startsWith('http:')) client.allowInsecureRequests(config);
  return { config, identityClaim: testIdpIdentityClaim, scope: `openid ${testIdpIdentityClaim}` };
}

/**
 * The identification broker: VATU_ISSUER (discovered once, retried after a failure) when
 * configured, else the embedded test IdP of the origin; null when neither is available.
 */
export function createVatuClients(env: Env, registry: TestIdpRegistry | null, inject: Inject) {
  let external: Promise<VatuClient> | undefined;
  return async (origin: string): Promise<VatuClient | null> => {
    if (env.VATU_ISSUER && env.VATU_CLIENT_ID && env.VATU_CLIENT_SECRET) {
      external ??= client
        .discovery(
          new URL(env.VATU_ISSUER),
          env.VATU_CLIENT_ID,
          undefined,
          client.ClientSecretBasic(env.VATU_CLIENT_SECRET),
        )
        .then((config) => ({
          config,
          identityClaim: env.VATU_IDENTITY_CLAIM,
          scope: `openid ${env.VATU_IDENTITY_CLAIM}`,
        }));
      return external.catch((error: unknown) => {
        external = undefined;
        throw error;
      });
    }
    return registry ? embeddedClient(registry, origin, inject) : null;
  };
}
