import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertParamsSchema,
  alertRoles,
  alertSchema,
  alertsSchema,
  alertUnsubscribeAnswerSchema,
  alertUnsubscribeSchema,
  alertUpdateSchema,
  apiErrorSchema,
  newAlertSchema,
} from '@energiaportaali/domain';
import { resourceReadErrors, sessionCallErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { changeAlert, createAlert, listAlerts, removeAlert, unsubscribe } from './service';

// Tokens are unguessable; the limit keeps anyone from trying many anyway.
const tokenRateLimit = { max: 30, timeWindow: '1 minute' };
const writeRateLimit = { max: 60, timeWindow: '1 minute' };

/**
 * The user's e-mail alerts (GET, POST /api/alerts; PATCH, DELETE /api/alerts/{id}) and the
 * anonymous unsubscribe link of their e-mails (POST /api/alerts/unsubscribe).
 */
export const alertRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/alerts',
    {
      config: { auth: alertRoles },
      schema: { response: { 200: alertsSchema, ...sessionCallErrors } },
    },
    async (request) => listAlerts(db, request.user),
  );

  app.post(
    '/alerts',
    {
      config: { auth: alertRoles, rateLimit: writeRateLimit },
      schema: {
        body: newAlertSchema,
        response: { 201: alertSchema, 409: apiErrorSchema, ...sessionCallErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAlert(database, request.user, request.body)),
  );

  app.patch(
    '/alerts/:id',
    {
      config: { auth: alertRoles, rateLimit: writeRateLimit },
      schema: {
        params: alertParamsSchema,
        body: alertUpdateSchema,
        response: { 200: alertSchema, ...resourceReadErrors },
      },
    },
    async (request) => changeAlert(db, request.user, request.params.id, request.body),
  );

  app.delete(
    '/alerts/:id',
    {
      config: { auth: alertRoles, rateLimit: writeRateLimit },
      schema: {
        params: alertParamsSchema,
        response: { 204: z.undefined(), ...resourceReadErrors },
      },
    },
    async (request, reply) => {
      await removeAlert(db, request.user, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/alerts/unsubscribe',
    {
      config: { auth: 'none', noStore: true, rateLimit: tokenRateLimit },
      schema: {
        body: alertUnsubscribeSchema,
        response: {
          200: alertUnsubscribeAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => unsubscribe(database, request.body.token),
  );
};
