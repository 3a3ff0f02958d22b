import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render-app';
import { ApiRequestError } from './client';
import { emailHasAccount } from './user-exists';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('emailHasAccount', () => {
  it('asks with HEAD, without the CSRF header a safe method does not need', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 200 }));
    expect(await emailHasAccount(' uusi+x@example.fi ')).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/exists?email=uusi%2Bx%40example.fi');
    expect(init?.method).toBe('HEAD');
    expect(new Headers(init?.headers).get('x-requested-with')).toBeNull();
    expect(init?.body).toBeUndefined();
  });

  it('is false on 404 and throws on any other refusal', async () => {
    stubFetch(new Response(null, { status: 404 }));
    expect(await emailHasAccount('vapaa@example.fi')).toBe(false);
    stubFetch(jsonResponse({ error: 'RATE_LIMITED', message: 'x' }, 429));
    await expect(emailHasAccount('vapaa@example.fi')).rejects.toBeInstanceOf(ApiRequestError);
  });
});
