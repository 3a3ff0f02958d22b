import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

function describe(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    // The route pattern, never the URL: paths and query strings can carry e-mails and tokens.
    route: request.routeOptions.url ?? null,
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
  };
}

/** One log line per finished request instead of Fastify's two (which log the raw URL). */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error({ ...describe(request, reply), err: error }, 'request errored');
    } else {
      reply.log.info(describe(request, reply), 'request');
    }
  }
}
