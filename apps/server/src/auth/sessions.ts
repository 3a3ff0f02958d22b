import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { FastifyRequestType, ResolveFastifyRequestType } from 'fastify/types/type-provider';
import type { Clock } from '../clock';
import type { Env } from '../config/env';
import type { Database, Db } from '../db/connection';
import { sessions, users } from '../db/schema';
import { isClientRoute } from '../http/not-found';
import { listenToSessionEndings, sessionEndedChannel } from './session-endings';
import type { SessionUser, UserOfRoute } from './session-user';

declare module 'fastify' {
  /* eslint-disable @typescript-eslint/no-unused-vars -- merging repeats Fastify's type parameters */
  interface FastifyRequest<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    RawServer extends RawServerBase = RawServerDefault,
    RawRequest extends RawRequestDefaultExpression<RawServer> =
      RawRequestDefaultExpression<RawServer>,
    SchemaCompiler extends FastifySchema = FastifySchema,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
    ContextConfig = ContextConfigDefault,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    RequestType extends FastifyRequestType = ResolveFastifyRequestType<
      TypeProvider,
      SchemaCompiler,
      RouteGeneric
    >,
  > {
    /**
     * The logged-in user of a valid `sid` session, else null. In a route declaring
     * `config.auth` it is never null and has one of the route's roles (route-access.ts).
     */
    user: UserOfRoute<ContextConfig>;
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
}

export const sessionCookieName = 'sid';
export const sessionIdleMs = 30 * 60_000;
export const sessionAbsoluteMs = 12 * 60 * 60_000;
// Sliding the idle expiry costs a write; once a minute is precise enough.
const touchIntervalMs = 60_000;
const cleanupIntervalMs = 60_000;

const hashSessionId = (value: string) => createHash('sha256').update(value).digest('hex');

// Every request with a cookie needs its session, and a page asks several things at once. Calls
// that arrive together share one database read, and a live session read is trusted for a few
// seconds without reading it again. Whatever ends sessions (logout, a password change, a lock, a
// removal) forgets them in this process at once and tells the other processes through
// PostgreSQL's NOTIFY (auth/session-endings.ts); a process that cannot hear that trusts nothing.
export const defaultSessionTrustMs = 5_000;
const trustedSessionsAtMost = 10_000;

// Reads under way, per database and cookie value.
const sessionReads = new WeakMap<Db, Map<string, Promise<SessionUserRow | null>>>();
// Counts the endings of sessions here: a read that overlapped one is not trusted afterwards.
let sessionEndings = 0;

interface TrustedSession {
  row: SessionUserRow;
  until: number;
}

// Per database, keyed by the cookie value (so a hit needs no hashing); oldest first.
const trustedSessions = new WeakMap<Db, Map<string, TrustedSession>>();
// Per database: how long a read may be trusted now — SESSION_TRUST_MS while the other
// processes' session endings reach this one, else 0 (see sessionPlugin).
const trustMsOf = new WeakMap<Db, () => number>();
const trustMs = (db: Db) => trustMsOf.get(db)?.() ?? defaultSessionTrustMs;
const mayTrust = (db: Db) => trustMs(db) > 0;

/** What a store keeps for this database, made on first use. */
function ofDatabase<Value>(store: WeakMap<Db, Value>, db: Db, make: (db: Db) => Value): Value {
  let value = store.get(db);
  if (value === undefined) {
    value = make(db);
    store.set(db, value);
  }
  return value;
}

function trust(db: Db, cookieValue: string, row: SessionUserRow, now: Date): void {
  if (!mayTrust(db)) return;
  const trusted = ofDatabase(trustedSessions, db, () => new Map());
  trusted.delete(cookieValue);
  if (trusted.size >= trustedSessionsAtMost) trusted.delete(trusted.keys().next().value!);
  trusted.set(cookieValue, { row, until: now.getTime() + trustMs(db) });
}

/** The trusted session, while it is still trusted and needs neither an expiry nor a slide. */
function trustedRow(db: Db, cookieValue: string, now: Date): SessionUserRow | undefined {
  const entry = trustedSessions.get(db)?.get(cookieValue);
  if (!entry || !mayTrust(db)) return undefined;
  const { row, until } = entry;
  const current =
    until > now.getTime() &&
    row.idleExpiresAt > now &&
    row.absoluteExpiresAt > now &&
    now.getTime() - row.lastSeenAt.getTime() < touchIntervalMs;
  return current ? row : undefined;
}

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
  previousCookie: string | undefined,
  now: Date,
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
  sessionEndings++;
  trustedSessions.get(db)?.delete(cookieValue);
  sessionReads.get(db)?.delete(cookieValue);
  // The other processes hear of it at commit; they forget every trusted session of the user.
  await db.execute(sql`
    WITH ended AS (DELETE FROM ${sessions} WHERE ${sessions.idHash} = ${hashSessionId(cookieValue)}
                   RETURNING ${sessions.userId} AS user_id)
    SELECT pg_notify(${sessionEndedChannel}, user_id::text) FROM ended`);
}

/** Ends every session of the user (password change, lock, removal), in every process. */
export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  forgetUserSessions(db, userId);
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.execute(sql`SELECT pg_notify(${sessionEndedChannel}, ${userId})`);
}

/** Forgets what this process trusts of the user's sessions; reads under way are not trusted. */
function forgetUserSessions(db: Db, userId: string): void {
  sessionEndings++;
  sessionReads.get(db)?.clear();
  const trusted = trustedSessions.get(db);
  for (const [cookieValue, { row }] of trusted ?? []) {
    if (row.id === userId) trusted!.delete(cookieValue);
  }
}

// Every request with a cookie runs this: a prepared statement is planned once per connection.
function prepareSessionUserQuery(db: Db) {
  return (
    db
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
      // A locked account's sessions count as ended, even one another process created just now.
      .where(and(eq(sessions.idHash, sql.placeholder('idHash')), isNull(users.lockedAt)))
      .limit(1)
      .prepare('find_session_user')
  );
}

const sessionUserQueries = new WeakMap<Db, ReturnType<typeof prepareSessionUserQuery>>();
type SessionUserRow = Awaited<
  ReturnType<ReturnType<typeof prepareSessionUserQuery>['execute']>
>[number];

/** The user of a live session; an expired one is deleted and gives null. Slides the idle expiry. */
export async function findSessionUser(
  db: Db,
  cookieValue: string,
  now: Date,
): Promise<SessionUser | null> {
  const row = trustedRow(db, cookieValue, now) ?? (await sharedRead(db, cookieValue, now));
  if (!row) return null;
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
  };
}

function sharedRead(db: Db, cookieValue: string, now: Date): Promise<SessionUserRow | null> {
  const reads = ofDatabase(sessionReads, db, () => new Map());
  const underWay = reads.get(cookieValue);
  if (underWay) return underWay;
  const read = readSession(db, cookieValue, now).finally(() => {
    if (reads.get(cookieValue) === read) reads.delete(cookieValue);
  });
  reads.set(cookieValue, read);
  return read;
}

async function readSession(db: Db, cookieValue: string, now: Date): Promise<SessionUserRow | null> {
  const endingsBefore = sessionEndings;
  const idHash = hashSessionId(cookieValue);
  const query = ofDatabase(sessionUserQueries, db, prepareSessionUserQuery);
  const [row] = await query.execute({ idHash });
  if (!row) return null;
  if (row.idleExpiresAt <= now || row.absoluteExpiresAt <= now) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= touchIntervalMs) {
    const idle = new Date(Math.min(now.getTime() + sessionIdleMs, row.absoluteExpiresAt.getTime()));
    await db
      .update(sessions)
      .set({ lastSeenAt: now, idleExpiresAt: idle })
      .where(and(eq(sessions.idHash, idHash), sql`${sessions.lastSeenAt} < ${now}`));
    Object.assign(row, { lastSeenAt: now, idleExpiresAt: idle });
  }
  if (sessionEndings === endingsBefore) trust(db, cookieValue, row, now);
  return row;
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
  clock: Clock;
  /** SESSION_TRUST_MS: how long a session read is reused without reading it again (0: never). */
  trustForMs?: number;
}

/**
 * Decorates every request with `user` (null without a live session). Registered at the root
 * (not encapsulated) so every feature sees it; needs @fastify/cookie first.
 */
export const sessionPlugin: FastifyPluginAsync<SessionPluginOptions> = Object.assign(
  async (
    app: Parameters<FastifyPluginAsync>[0],
    { database, clock, trustForMs = defaultSessionTrustMs }: SessionPluginOptions,
  ) => {
    app.decorateRequest('user', null);
    const { db } = database;
    const endings = listenToSessionEndings(
      database,
      (userId) => forgetUserSessions(db, userId),
      app.log,
    );
    trustMsOf.set(db, () => (endings.hearing() ? trustForMs : 0));
    app.addHook('onClose', async () => {
      trustMsOf.delete(db);
      await endings.close();
    });
    app.addHook('onRequest', async (request) => {
      const cookie = sessionCookieOf(request);
      // The SPA's pages need no user: they load even while the database is away (their API
      // calls then answer 503).
      if (!cookie || anonymousPath.test(request.url) || isClientRoute(request)) return;
      request.user = await findSessionUser(database.db, cookie, clock.now());
    });
  },
  // Fastify's documented way (what fastify-plugin does) to share a plugin's hooks with its parent.
  { [Symbol.for('skip-override')]: true },
);
