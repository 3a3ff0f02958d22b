import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  usageApiLevels,
  usageAnswerSchema,
  usageQuerySchema,
  usageTypes,
  apiErrorSchema,
} from '@energiaportaali/domain';
import { resourceReadErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { createAnswerCache } from './answer-cache';
import { xlsxContentType } from './excel';
import { createExcelFiles } from './excel-files';
import { answerMalformedDatesAsRangeError } from '../../usage-periods/range';
import { usage, usageFile } from './service';

const paramsSchema = z.object({ level: z.enum(usageApiLevels) });
const querySchema = usageQuerySchema.strict();
const responses = {
  // The answer's JSON text as built from the database's own JSON (Fastify sends a string as is),
  // or the .xlsx file with download=true.
  200: z.union([usageAnswerSchema, z.string(), z.instanceof(Buffer)]),
  ...resourceReadErrors,
  // Excel only: the user's or the server's files in the making are at their limit.
  429: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * GET /api/{electricity|heat|water}/{level}: consumption buckets as JSON, or with download=true
 * as an .xlsx file. One route per type, so unknown two-segment paths stay 404.
 */
export const consumptionRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database, env, clock },
) => {
  const excelFiles = createExcelFiles();
  const answers = createAnswerCache(database, {
    keepMs: env.USAGE_ANSWER_CACHE_MS,
    logger: app.log,
  });
  app.addHook('onClose', async () => {
    await Promise.all([excelFiles.close(), answers.close()]);
  });
  for (const type of usageTypes) {
    app.get(
      `/${type}/:level`,
      {
        config: { auth: 'user' },
        // Wrapped: as a value its plain FastifyRequest would undo the narrowed `request.user`.
        errorHandler: (error, request, reply) =>
          answerMalformedDatesAsRangeError(error, request, reply),
        schema: { params: paramsSchema, querystring: querySchema, response: responses },
      },
      async (request, reply) => {
        const { level } = request.params;
        // logintype names the calling view and is not needed: the session says who asks.
        const { download, start, end, mp, companyid, comparison, cost } = request.query;
        const query = { type, level, start, end, mp, companyid, comparison, cost };
        if (!download) {
          const user = request.user;
          // Who asks is part of the question: the answer includes the access check.
          const key = JSON.stringify([user.id, user.role, query]);
          const json = await answers.answer(key, () => usage(database, user, query, clock.now()));
          return reply.type('application/json; charset=utf-8').send(json);
        }
        const { file, fileName } = await usageFile(database, excelFiles, request.user, query);
        return reply
          .header('content-type', xlsxContentType)
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(file);
      },
    );
  }
};
