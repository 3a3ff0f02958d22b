import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  usageApiLevels,
  usageAnswerSchema,
  usageQuerySchema,
  usageTypes,
  type UsageAnswer,
} from '@energiaportaali/domain';
import { requireUser } from '../../auth/sessions';
import { resourceReadErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { usageFileName, usageWorkbook, xlsxContentType } from './excel';
import { answerMalformedDatesAsRangeError } from './range';
import { bucketOfLevel, usage } from './service';

const paramsSchema = z.object({ level: z.enum(usageApiLevels) });
const querySchema = usageQuerySchema.strict();
const responses = {
  // The answer's JSON text as built from the database's own JSON (Fastify sends a string as is),
  // or the .xlsx file with download=true.
  200: z.union([usageAnswerSchema, z.string(), z.instanceof(Buffer)]),
  ...resourceReadErrors,
};

/**
 * GET /api/{electricity|heat|water}/{level}: consumption buckets as JSON, or with download=true
 * as an .xlsx file. One route per type, so unknown two-segment paths stay 404.
 */
export const usageRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
  for (const type of usageTypes) {
    app.get(
      `/${type}/:level`,
      {
        preHandler: requireUser,
        errorHandler: answerMalformedDatesAsRangeError,
        schema: { params: paramsSchema, querystring: querySchema, response: responses },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { level } = request.params;
        // logintype names the calling view and is not needed: the session says who asks.
        const { download, start, end, mp, companyid, comparison } = request.query;
        const query = { type, level, start, end, mp, companyid, comparison };
        const result = await usage(database, request.user!, query);
        if (!download) return reply.type('application/json; charset=utf-8').send(result.json);
        const file = await usageWorkbook({
          answer: JSON.parse(result.json) as UsageAnswer,
          point: result.point,
          bucket: bucketOfLevel[level],
          forCompany: companyid !== undefined,
        });
        const fileName = usageFileName(result.point.identifier, type, result.range.start);
        return reply
          .header('content-type', xlsxContentType)
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(file);
      },
    );
  }
};
