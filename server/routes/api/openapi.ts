/**
 * GET /api/openapi.json: the API contract (contract/openapi.yaml) as JSON, for backend teams and code
 * generators: the same parsed document the host judges requests by (http/documentSchemas.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { API_DOCUMENT } from '../../http/documentSchemas';

export const OPENAPI_PATH = '/api/openapi.json';

export function openApiRoutes(app: FastifyInstance, _ctx: AppContext): void {
  // Serialised once: every answer is the same bytes.
  const json = JSON.stringify(API_DOCUMENT);
  app.get(OPENAPI_PATH, async (_request, reply) => {
    // Public and the same for everyone: unlike every other JSON answer (no-store), it may be cached.
    reply.header('Cache-Control', 'public, max-age=300');
    return reply.type('application/json; charset=utf-8').send(json);
  });
}
