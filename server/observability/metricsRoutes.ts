/**
 * Where /metrics is served, never to the public:
 * - METRICS_PORT: a plain listener of its own that answers GET /metrics and nothing else (the port a
 *   scraper reaches and visitors cannot; keep it off the public network);
 * - METRICS_TOKEN: on the storefront's port, to `Authorization: Bearer <token>` only. A request
 *   without it, or with a wrong one, gets the 404 of any unknown path: the address gives nothing away.
 * With neither, no /metrics exists.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { MSG } from '../messages';

export const METRICS_PATH = '/metrics';

/** Constant-time comparison of the bearer token (hashes: equal lengths whatever was sent). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer ([\x21-\x7e]+)$/.exec(header ?? '');
  if (!match) return false;
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(match[1]!), digest(token));
}

export function metricsRoute(app: FastifyInstance, registry: Registry, token: string): void {
  app.get(METRICS_PATH, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) return reply.callNotFound();
    reply.header('Cache-Control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}

/** The metrics listener of METRICS_PORT: GET /metrics, a 404 for anything else. */
export function metricsServer(registry: Registry): http.Server {
  return http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { messages: { type: MSG.notFound } } }));
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => {
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: { messages: { type: MSG.technical } } }));
      },
    );
  });
}
