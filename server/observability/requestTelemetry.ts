/**
 * One log line and one histogram observation per answered request, from named fields only: the
 * request id (in the request logger's bindings), method, route pattern, status, duration and the
 * logged-in user's id. The URL, its query, the headers and the body are never read here, so no
 * password, cookie, token or card field can reach the line.
 */
import type { FastifyInstance } from 'fastify';
import { UNMATCHED_ROUTE, type Metrics } from './metrics';

export function registerRequestTelemetry(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const durationMs = reply.elapsedTime;
    metrics.requestDone(request.method, route, reply.statusCode, durationMs / 1000);
    request.log.info(
      {
        method: request.method,
        route,
        status: reply.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
        userId: request.user?.id,
      },
      'request',
    );
  });
}
