import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../config/env';
import type { Database, Db } from '../db/connection';
import { sessions, users } from '../db/schema';
import { unauthorized } from '../errors';
import type { SessionUser } from './session-user';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user of a valid `sid` session, else null. */
    user: SessionUser | null;
  }
}

export const sessionCookieName = 'sid';
export const sessionIdleMs = 30 * 60_000;
export const sessionAbsoluteMs = 12 * 60 * 60_000;
// Sliding the idle expiry costs a write; once a minute is precise enough.
const touchIntervalMs = 60_000;
const cleanupIntervalMs = 60_000;

const hashSessionId = (value: string) => createHash('sha256').update(value).digest('hex');

let lastCleanup = 0;
async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  if (now.getTime() - lastCleanup < cleanupIntervalMs) return;
  lastCleanup = now.getTime();
  await db
    .delete(sessions)
    .where(or(lt(sessions.idleExpiresAt, now), lt(sessions.absoluteExpiresAt, now)));
}

/**
 * A new session for the user (login); the previous one of this browser, if any, is deleted so
 * that a session id is never carried over a login. Returns the cookie value.
 */
export async function createSession(
  db: Db,
  userId: string,
  previousCookie?: string,
  now = new Date(),
): Promise<string> {
  if (previousCookie) await deleteSession(db, previousCookie);
  await deleteExpiredSessions(db, now);
  const value = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    idHash: hashSessionId(value),
    userId,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: new Date(now.getTime() + sessionIdleMs),
    absoluteExpiresAt: new Date(now.getTime() + sessionAbsoluteMs),
  });
  return value;
}

export async function deleteSession(db: Db, cookieValue: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashSessionId(cookieValue)));
}

// Every request with a cookie runs this: a prepared statement is planned once per connection.
function prepareSessionUserQuery(db: Db) {
  return db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      lastSeenAt: sessions.lastSeenAt,
      idleExpiresAt: sessions.idleExpiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('find_session_user');
}

const sessionUserQueries = new WeakMap<Db, ReturnType<typeof prepareSessionUserQuery>>();

/** The user of a live session; an expired one is deleted and gives null. Slides the idle expiry. */
export async function findSessionUser(
  db: Db,
  cookieValue: string,
  now = new Date(),
): Promise<SessionUser | null> {
  const idHash = hashSessionId(cookieValue);
  let query = sessionUserQueries.get(db);
  if (!query) {
    query = prepareSessionUserQuery(db);
    sessionUserQueries.set(db, query);
  }
  const [row] = await query.execute({ idHash });
  if (!row) return null;
  if (row.idleExpiresAt <= now || row.absoluteExpiresAt <= now) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= touchIntervalMs) {
    const idle = Math.min(now.getTime() + sessionIdleMs, row.absoluteExpiresAt.getTime());
    await db
      .update(sessions)
      .set({ lastSeenAt: now, idleExpiresAt: new Date(idle) })
      .where(and(eq(sessions.idHash, idHash), sql`${sessions.lastSeenAt} < ${now}`));
  }
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
  };
}

function cookieOptions(env: Env) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: env.NODE_ENV === 'production',
  };
}

export function setSessionCookie(reply: FastifyReply, env: Env, value: string): void {
  reply.setCookie(sessionCookieName, value, cookieOptions(env));
}

export function clearSessionCookie(reply: FastifyReply, env: Env): void {
  reply.clearCookie(sessionCookieName, cookieOptions(env));
}

export function sessionCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[sessionCookieName];
  return value ? value : undefined;
}

// Paths that never need the user: the login server and the SPA's hashed assets.
const anonymousPath = /^\/(oidc|assets)(\/|$)/;

export interface SessionPluginOptions {
  database: Database;
}

/**
 * Decorates every request with `user` (null without a live session). Registered at the root
 * (not encapsulated) so every feature sees it; needs @fastify/cookie first.
 */
export const sessionPlugin: FastifyPluginAsync<SessionPluginOptions> = Object.assign(
  async (app: Parameters<FastifyPluginAsync>[0], { database }: SessionPluginOptions) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const cookie = sessionCookieOf(request);
      if (!cookie || anonymousPath.test(request.url)) return;
      request.user = await findSessionUser(database.db, cookie);
    });
  },
  // Fastify's documented way (what fastify-plugin does) to share a plugin's hooks with its parent.
  { [Symbol.for('skip-override')]: true },
);

/** preHandler: 401 JSON `UNAUTHORIZED` unless the request has a live session. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}
