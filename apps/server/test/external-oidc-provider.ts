import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { loginReturnPaths } from '@energiaportaali/domain';

/** What the provider says of one of its accounts; the test changes it between logins. */
export interface ProviderAccount {
  email: string;
  email_verified: boolean;
}

export interface ExternalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's accounts by login (the sub); a login not listed has no e-mail. */
  accounts: Map<string, ProviderAccount>;
  close(): Promise<void>;
}

/**
 * The npm package oidc-provider in its default configuration on a loopback port: the portal at
 * `portalOrigin` as its one client, its accounts from `accounts`, its own development login and
 * consent pages. The email scope releases the standard claims, which by default go to userinfo
 * only. The origin is asked at the first request: a portal may start after its provider.
 */
export async function startExternalProvider(portalOrigin: () => string): Promise<ExternalProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'energiaportaali';
  const clientSecret = 'external-provider-test-client-secret';
  const accounts = new Map<string, ProviderAccount>();
  let handler: ReturnType<Provider['callback']> | undefined;
  const handlerNow = () =>
    (handler ??= new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: Object.values(loginReturnPaths).map((path) => `${portalOrigin()}${path}`),
          response_types: ['code'],
          grant_types: ['authorization_code'],
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      findAccount: (_ctx, sub) => ({
        accountId: sub,
        claims: () => ({ sub, ...accounts.get(sub) }),
      }),
    }).callback());
  server.on('request', (request, response) => handlerNow()(request, response));
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () => closeServer(server),
  };
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
}
