import Negotiator from 'negotiator';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifySchema,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { FastifyRequestType, ResolveFastifyRequestType } from 'fastify/types/type-provider';
import {
  isLanguage,
  languageCookieName,
  type Language,
  type PortalConfig,
} from '@energiaportaali/domain';
import type { Env } from '../config/env';

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
     * The language of the request among the offered ones (decision 0056): the logged-in user's
     * stored choice, else the `lang` cookie, else the browser's Accept-Language, else the default.
     */
    language: Language;
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
}

const yearInSeconds = 365 * 24 * 60 * 60;

/** What the request's language is chosen from; each source counts only for an offered language. */
export interface LanguageSources {
  stored: Language | null | undefined;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

/** The request's language among `offered` (default first). */
export function chooseLanguage(
  offered: readonly Language[],
  { stored, cookie, acceptLanguage }: LanguageSources,
): Language {
  const isOffered = (value: unknown): value is Language =>
    isLanguage(value) && offered.includes(value);
  if (isOffered(stored)) return stored;
  if (isOffered(cookie)) return cookie;
  if (acceptLanguage) {
    const headers = { 'accept-language': acceptLanguage };
    const negotiated = new Negotiator({ headers }).language([...offered]);
    if (isOffered(negotiated)) return negotiated;
  }
  return offered[0]!;
}

/**
 * Decorates every request with `language`. Registered on the root app after the session plugin,
 * whose hook has set `request.user` by then (not on the SPA's pages: they read no session).
 */
export function registerRequestLanguage(app: FastifyInstance, portalConfig: PortalConfig): void {
  const offered = portalConfig.languages;
  app.decorateRequest('language', offered[0]!);
  app.addHook('onRequest', async (request) => {
    request.language = chooseLanguage(offered, {
      stored: request.user?.language,
      cookie: request.cookies[languageCookieName],
      acceptLanguage: request.headers['accept-language'],
    });
  });
}

/** Remembers the browser's language for a year (anonymous visitors; the page loads before a login). */
export function setLanguageCookie(reply: FastifyReply, env: Env, language: Language): void {
  reply.setCookie(languageCookieName, language, {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: env.NODE_ENV === 'production',
    maxAge: yearInSeconds,
  });
}
