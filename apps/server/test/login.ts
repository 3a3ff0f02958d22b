import { eq, sql } from 'drizzle-orm';
import { csrfHeaderName, csrfHeaderValue } from '@energiaportaali/domain';
import type { App } from '../src/app';
import { createSession } from '../src/auth/sessions';
import type { Database } from '../src/db/connection';
import { users } from '../src/db/schema';
import { testClock } from './clock';

export interface BrowserResponse {
  status: number;
  location: string | undefined;
  body: string;
  setCookies: string[];
}

interface BrowserRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

type Transport = (request: BrowserRequest) => Promise<BrowserResponse>;

/** Requests to `app` by app.inject, under the URL's host name as a browser would send it. */
export function injectTransport(app: App, remoteAddress?: string): Transport {
  return async ({ method, url, headers, body }) => {
    const target = new URL(url, 'http://localhost');
    const response = await app.inject({
      method: method as 'GET',
      url: `${target.pathname}${target.search}`,
      headers: { host: target.host, ...headers },
      payload: body,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    const setCookie = response.headers['set-cookie'];
    return {
      status: response.statusCode,
      location: response.headers.location as string | undefined,
      body: response.body,
      setCookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
    };
  };
}

/** Real HTTP (a server listening on a loopback port), redirects not followed. */
export const fetchTransport: Transport = async ({ method, url, headers, body }) => {
  const response = await fetch(url, { method, headers, body, redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location') ?? undefined,
    body: await response.text(),
    setCookies: response.headers.getSetCookie(),
  };
};

/**
 * A minimal browser: one cookie jar (names only: the apps' cookies never clash), manual
 * redirects, and a transport chosen per URL.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly transportFor: (url: string) => Transport,
    /** What relative URLs are resolved against (the apps' default origin in tests). */
    private readonly baseUrl = 'http://localhost:3000',
  ) {}

  async request(
    method: string,
    url: string,
    options: { headers?: Record<string, string>; body?: string } = {},
  ): Promise<BrowserResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const absolute = new URL(url, this.baseUrl).href;
    const response = await this.transportFor(absolute)({
      method,
      url: absolute,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
      body: options.body,
    });
    for (const line of response.setCookies) this.store(line);
    return response;
  }

  /** GETs `url` and follows redirects until `stop(location)` or a non-redirect answer. */
  async follow(
    url: string,
    stop: (location: URL) => boolean = () => false,
  ): Promise<{ response: BrowserResponse; url: string }> {
    let current = new URL(url, this.baseUrl).href;
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await this.request('GET', current);
      if (response.status < 300 || response.status >= 400 || !response.location) {
        return { response, url: current };
      }
      const next = new URL(response.location, current);
      if (stop(next)) return { response, url: current };
      current = next.href;
    }
    throw new Error('too many redirects');
  }

  private store(line: string) {
    const [pair, ...attributes] = line.split(';');
    const index = pair!.indexOf('=');
    const name = pair!.slice(0, index).trim();
    const value = pair!.slice(index + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key, val = ''] = attribute.trim().split('=');
      const lower = key!.toLowerCase();
      return (
        (lower === 'max-age' && Number(val) <= 0) ||
        (lower === 'expires' && Date.parse(val) <= testClock.now().getTime())
      );
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** Headers of a form post. */
export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

export const jsonHeaders = {
  'content-type': 'application/json',
  [csrfHeaderName]: csrfHeaderValue,
};

/** The login form's action on a login page. */
export function formAction(html: string): string {
  const match = /<form method="post" action="([^"]+)"/.exec(html);
  if (!match) throw new Error('no login form on the page');
  return match[1]!;
}

export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** A session cookie for the user with this e-mail, made directly (no scrypt, no provider). */
export async function sessionCookieFor(database: Database, email: string): Promise<string> {
  const [user] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) throw new Error(`no user ${email}`);
  return createSession(database.db, user.id, undefined, testClock.now());
}
