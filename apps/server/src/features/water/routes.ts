import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  anonymousWaterReadingRequestSchema,
  apiErrorSchema,
  helsinkiDay,
  waterPointMetersSchema,
  waterPointParamsSchema,
  waterReadingReceiptSchema,
  waterReadingRequestSchema,
} from '@energiaportaali/domain';
import type { RouteContext } from '../../http/route-context';
import { submitWaterReading, waterPointMeters, type WaterDeps } from './service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 502: apiErrorSchema };

/**
 * The water meter reading: the meters of a point (for the form), and the reading itself,
 * anonymously with a captcha or logged in for one's own points.
 */
export const waterRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const deps: WaterDeps = {
    db: context.database.db,
    mail: context.mail,
    captcha: context.captcha,
    brandName: context.portalConfig.brandName,
    logger: app.log,
  };
  const today = () => helsinkiDay(context.clock.now());

  app.get(
    '/water/points/:measurementPointId/meters',
    {
      // Tells which numbers are water points: slowed down against enumeration.
      config: { auth: 'none', noStore: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        params: waterPointParamsSchema,
        response: { 200: waterPointMetersSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({
      meterIds: await waterPointMeters(deps.db, request.params.measurementPointId),
    }),
  );

  app.post(
    '/water/submit',
    {
      config: { auth: 'none', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        body: anonymousWaterReadingRequestSchema(today),
        response: { 201: waterReadingReceiptSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { g_recaptcha_response: captchaResponse, ...reading } = request.body;
      const receipt = await submitWaterReading(deps, reading, {
        kind: 'anonymous',
        captchaResponse,
        remoteIp: request.ip,
      });
      return reply.code(201).send(receipt);
    },
  );

  app.post(
    '/water/submit/auth',
    {
      config: { auth: 'user', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        body: waterReadingRequestSchema(today),
        response: { 201: waterReadingReceiptSchema, 401: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const receipt = await submitWaterReading(deps, request.body, {
        kind: 'user',
        user: request.user,
      });
      return reply.code(201).send(receipt);
    },
  );
};
