import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  languageAnswerSchema,
  languageChoiceSchema,
} from '@energiaportaali/domain';
import { setLanguageCookie } from '../../http/request-language';
import type { RouteContext } from '../../http/route-context';
import { chooseLanguageFor } from './service';

/** The language switch (decision 0056): the request's language, and a choice of another. */
export const languageRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database, portalConfig, env },
) => {
  app.get(
    '/language',
    { config: { auth: 'none' }, schema: { response: { 200: languageAnswerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { language: request.language };
    },
  );

  app.put(
    '/language',
    {
      config: { auth: 'none', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        body: languageChoiceSchema,
        response: { 200: languageAnswerSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { language } = request.body;
      await chooseLanguageFor(database.db, request.user, language, portalConfig.languages);
      setLanguageCookie(reply, env, language);
      return { language };
    },
  );
};
