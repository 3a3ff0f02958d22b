import {
  backOfficeErrorCodes,
  apiErrorSchema,
  csrfHeaderName,
  csrfHeaderValue,
  registryMismatchCode,
  userNotFoundCode,
  type ApiError,
} from '@energiaportaali/domain';

/** Any zod schema fits; typed structurally so the web app needs no direct zod import here. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export type ApiFailure =
  /** The server answered with a non-2xx status; `error` is its `{error, message, fields}` body if it sent one. */
  | { ok: false; reason: 'http'; status: number; error: ApiError | null }
  /** No answer at all (offline, DNS, connection reset). */
  | { ok: false; reason: 'network'; status: null; error: null }
  /** A 2xx answer whose body did not match the expected schema. */
  | { ok: false; reason: 'invalid-response'; status: number; error: null };

export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as `Authorization: Bearer <token>` (the strong-identification token). */
  token?: string;
  /**
   * A call of an anonymous page (an invitation link): its 401 and 403 answer the request
   * itself and never end the session of whoever else is logged in in this tab.
   */
  anonymous?: boolean;
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Registers what a 401 or 403 answer that ends the session does (the session provider logs the
 * user out).
 * Returns the unregister function.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

// A 403 that answers the request itself (the trade register names another office, the manager
// to remove is no longer there, an operator's own account cannot be locked) is no sign of an
// ended session; every other 401 and 403 is.
const answeringRefusals: readonly string[] = [
  registryMismatchCode,
  userNotFoundCode,
  backOfficeErrorCodes.ownAccount,
];

function endsSession(status: number, error: ApiError | null): boolean {
  if (status === 401) return true;
  return status === 403 && !answeringRefusals.includes(error?.error ?? '');
}

// Whether the latest answer of the API was 503: the database or a backend is away for a while.
// The layout tells it (the spec's maintenance text); the session stays, and the next answer
// that is not a 503 clears it.
let serviceUnavailable = false;
const availabilityListeners = new Set<() => void>();

function noteAvailability(status: number): void {
  const unavailable = status === 503;
  if (unavailable === serviceUnavailable) return;
  serviceUnavailable = unavailable;
  for (const listener of availabilityListeners) listener();
}

/** Whether the latest API answer was 503 (for `useSyncExternalStore`). */
export function isServiceUnavailable(): boolean {
  return serviceUnavailable;
}

/** Calls `listener` whenever `isServiceUnavailable()` changes; returns the unsubscribe function. */
export function subscribeServiceAvailability(listener: () => void): () => void {
  availabilityListeners.add(listener);
  return () => availabilityListeners.delete(listener);
}

function headersFor(method: HttpMethod, token: string | undefined): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Cache-Control': 'no-store',
    Pragma: 'no-cache',
  });
  if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
  if (method !== 'GET' && method !== 'HEAD') {
    // The server's CSRF check: a JSON content type plus a header no cross-site form can set.
    headers.set('Content-Type', 'application/json');
    headers.set(csrfHeaderName, csrfHeaderValue);
  }
  return headers;
}

async function readJson(
  response: Response,
): Promise<{ parsed: true; value: unknown } | { parsed: false }> {
  const text = await response.text();
  if (text === '') return { parsed: true, value: null };
  // A few answers are plain text (the strong-identification link); they validate as a string.
  if (response.headers.get('Content-Type')?.startsWith('text/plain')) {
    return { parsed: true, value: text };
  }
  try {
    return { parsed: true, value: JSON.parse(text) as unknown };
  } catch {
    return { parsed: false };
  }
}

/**
 * The one way the SPA talks to the API. Never throws for HTTP or network failures (only when
 * `signal` aborts); an empty body (e.g. 204) is validated as `null`.
 */
export async function apiRequest<T>(
  path: string,
  schema: ResponseSchema<T>,
  { method = 'GET', body, signal, token, anonymous = false }: RequestOptions = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: headersFor(method, token),
      credentials: 'same-origin',
      cache: 'no-store',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, reason: 'network', status: null, error: null };
  }

  noteAvailability(response.status);
  const json = await readJson(response);
  if (!response.ok) {
    const error = json.parsed ? (apiErrorSchema.safeParse(json.value).data ?? null) : null;
    if (!anonymous && endsSession(response.status, error)) unauthorizedHandler?.();
    return { ok: false, reason: 'http', status: response.status, error };
  }
  const result = json.parsed ? schema.safeParse(json.value) : null;
  if (!result?.success) {
    return { ok: false, reason: 'invalid-response', status: response.status, error: null };
  }
  return { ok: true, status: response.status, data: result.data };
}

/** Whether an error (of `unwrap`) is a failed call that ended the session: the user is being logged out. */
export function endsTheSession(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const { failure } = error;
  return failure.reason === 'http' && endsSession(failure.status, failure.error);
}

/** Thrown by `unwrap` so React Query sees a failed call as an error state. */
export class ApiRequestError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(`API request failed: ${failure.reason}${failure.status ? ` ${failure.status}` : ''}`);
    this.name = 'ApiRequestError';
  }
}

/** The data of a successful result; throws `ApiRequestError` otherwise (for query functions). */
export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiRequestError(result);
  return result.data;
}
