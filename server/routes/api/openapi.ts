/**
 * GET /api/openapi.json: the API contract (contract/openapi.yaml) as JSON, for backend teams and code
 * generators. Parsed once when the routes are registered: the file is part of the release, not data.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import type { AppContext } from '../../context';

export const OPENAPI_FILE = path.join(__dirname, '..', '..', '..', 'contract', 'openapi.yaml');
export const OPENAPI_PATH = '/api/openapi.json';

export function openApiRoutes(app: FastifyInstance, _ctx: AppContext): void {
  // Serialised once too: every answer is the same bytes.
  const json = JSON.stringify(parse(fs.readFileSync(OPENAPI_FILE, 'utf8')));
  app.get(OPENAPI_PATH, async (_request, reply) => {
    // Public and the same for everyone: unlike every other JSON answer (no-store), it may be cached.
    reply.header('Cache-Control', 'public, max-age=300');
    return reply.type('application/json; charset=utf-8').send(json);
  });
}
