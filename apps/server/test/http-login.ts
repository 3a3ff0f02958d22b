import {
  csrfHeaderName,
  csrfHeaderValue,
  loginReturnPaths,
  type LoginType,
} from '@energiaportaali/domain';

/**
 * Logs in through the embedded login server over HTTP, as a browser would (authorization code
 * flow, redirects followed by hand), and returns the `Cookie` header of the new session. The
 * bench and the tests of real server processes use it.
 */
export async function sessionCookie(
  baseUrl: string,
  email: string,
  password: string,
  type: LoginType,
): Promise<string> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const separator = pair!.indexOf('=');
      jar.set(pair!.slice(0, separator).trim(), pair!.slice(separator + 1).trim());
    }
    return response;
  };
  /** Follows redirects from `url` until `stop` says so or a page answers. */
  const follow = async (url: string, stop: (location: URL) => boolean) => {
    let current = new URL(url, baseUrl);
    for (let hop = 0; hop < 10; hop++) {
      const response = await send(current.href);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location)
        return { response, current };
      const next = new URL(location, current);
      if (stop(next)) return { response, current: next };
      current = next;
    }
    throw new Error('login: too many redirects');
  };

  const loginPage = await follow(`/api/auth/login?type=${type}`, () => false);
  const action = /<form method="post" action="([^"]+)"/.exec(await loginPage.response.text())?.[1];
  if (!action) throw new Error(`login: no login form (status ${loginPage.response.status})`);
  const posted = await send(new URL(action, loginPage.current).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const location = posted.headers.get('location');
  if (!location) throw new Error(`login: ${email} was not accepted (status ${posted.status})`);
  const back = await follow(
    new URL(location, baseUrl).href,
    (next) => next.pathname === loginReturnPaths[type],
  );
  const callback = await send('/api/auth/callback', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [csrfHeaderName]: csrfHeaderValue },
    body: JSON.stringify({ type, search: back.current.search }),
  });
  const sid = jar.get('sid');
  if (callback.status !== 204 || !sid)
    throw new Error(`login: callback answered ${callback.status}`);
  return `sid=${sid}`;
}
