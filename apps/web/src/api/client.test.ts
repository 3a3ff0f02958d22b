import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse } from '../test/render-app';
import { ApiRequestError, apiRequest, endsTheSession, setUnauthorizedHandler } from './client';

const schema = z.object({ name: z.string() });

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Headers {
  return new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
}

let unregister = () => {};
afterEach(() => unregister());

describe('apiRequest', () => {
  it('sends JSON and no-store headers with same-origin credentials', async () => {
    const fetchMock = stubFetch(jsonResponse({ name: 'x' }));
    await apiRequest('/api/thing', schema);
    const headers = sentHeaders(fetchMock);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('pragma')).toBe('no-cache');
    expect(headers.get('x-requested-with')).toBeNull();
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('adds the CSRF header and JSON content type to state-changing requests', async () => {
    const fetchMock = stubFetch(jsonResponse({ name: 'x' }));
    await apiRequest('/api/thing', schema, { method: 'POST', body: { a: 1 } });
    const headers = sentHeaders(fetchMock);
    expect(headers.get('x-requested-with')).toBe('energiaportaali');
    expect(headers.get('content-type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"a":1}');
  });

  it('returns validated data', async () => {
    stubFetch(jsonResponse({ name: 'Matti', extra: true }));
    expect(await apiRequest('/api/thing', schema)).toEqual({
      ok: true,
      status: 200,
      data: { name: 'Matti' },
    });
  });

  it('validates an empty body (204) as null', async () => {
    stubFetch(new Response(null, { status: 204 }));
    expect(await apiRequest('/api/thing', schema.nullable())).toEqual({
      ok: true,
      status: 204,
      data: null,
    });
  });

  it('reports a body that does not match the schema', async () => {
    stubFetch(jsonResponse({ name: 42 }));
    expect(await apiRequest('/api/thing', schema)).toMatchObject({
      ok: false,
      reason: 'invalid-response',
      status: 200,
    });
  });

  it('returns the API error of a failed call', async () => {
    const error = {
      error: 'VALIDATION',
      message: 'Tarkista tiedot',
      fields: { a: ['Pakollinen'] },
    };
    stubFetch(jsonResponse(error, 400));
    expect(await apiRequest('/api/thing', schema)).toEqual({
      ok: false,
      reason: 'http',
      status: 400,
      error,
    });
  });

  it('returns error null when a failed call has no error body', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await apiRequest('/api/thing', schema)).toEqual({
      ok: false,
      reason: 'http',
      status: 502,
      error: null,
    });
  });

  it('reports a network failure as a value', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    expect(await apiRequest('/api/thing', schema)).toEqual({
      ok: false,
      reason: 'network',
      status: null,
      error: null,
    });
  });

  it.each([401, 403])('calls the unauthorized handler on %i', async (status) => {
    const handler = vi.fn();
    unregister = setUnauthorizedHandler(handler);
    stubFetch(jsonResponse({ error: 'UNAUTHORIZED', message: 'Kirjaudu sisään' }, status));
    const result = await apiRequest('/api/thing', schema);
    expect(handler).toHaveBeenCalledOnce();
    expect(result).toMatchObject({ ok: false, status });
  });

  it('keeps the session on a 403 that answers the request (PRH_ERROR)', async () => {
    const handler = vi.fn();
    unregister = setUnauthorizedHandler(handler);
    stubFetch(jsonResponse({ error: 'PRH_ERROR', message: 'Kaupparekisterissä …' }, 403));
    const result = await apiRequest('/api/thing', schema);
    expect(handler).not.toHaveBeenCalled();
    expect(result).toMatchObject({ ok: false, status: 403, error: { error: 'PRH_ERROR' } });
    stubFetch(new Response('', { status: 403 }));
    await apiRequest('/api/thing', schema);
    expect(handler).toHaveBeenCalledOnce();
  });

  it('does not call the unauthorized handler on other failures or after unregistering', async () => {
    const handler = vi.fn();
    unregister = setUnauthorizedHandler(handler);
    stubFetch(jsonResponse({ error: 'NOT_FOUND', message: 'Ei löytynyt' }, 404));
    await apiRequest('/api/thing', schema);
    unregister();
    stubFetch(jsonResponse({ error: 'UNAUTHORIZED', message: 'Kirjaudu sisään' }, 401));
    await apiRequest('/api/thing', schema);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('endsTheSession', () => {
  const httpFailure = (status: number, error: string | null) =>
    new ApiRequestError({
      ok: false,
      reason: 'http',
      status,
      error: error ? { error, message: 'Viesti' } : null,
    });

  it('is true for the 401 and 403 answers the client logs out on, and nothing else', () => {
    expect(endsTheSession(httpFailure(401, 'UNAUTHORIZED'))).toBe(true);
    expect(endsTheSession(httpFailure(403, 'FORBIDDEN'))).toBe(true);
    expect(endsTheSession(httpFailure(403, 'PRH_ERROR'))).toBe(false);
    expect(endsTheSession(httpFailure(403, 'USER_NOT_FOUND'))).toBe(false);
    expect(endsTheSession(httpFailure(404, 'NOT_FOUND'))).toBe(false);
    expect(
      endsTheSession(
        new ApiRequestError({ ok: false, reason: 'network', status: null, error: null }),
      ),
    ).toBe(false);
    expect(endsTheSession(new Error('muu'))).toBe(false);
  });
});
