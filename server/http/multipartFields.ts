/**
 * Multipart bodies (the account form, the warranty lookup) read as fields, by a step of each route's
 * preValidation that runs after its access guard and CSRF check: a visitor who may not call the route
 * is refused for that whatever the body holds. What cannot be read as fields (no boundary, a part
 * never closed, a file where only fields are taken, a name that would reach an object's prototype) is
 * a 400 in the spec's shape, never the parser's own 5xx or 406.
 */
import type { FastifyRequest } from 'fastify';
import { MSG } from '../messages';
import { badRequest, HttpError } from './errors';

/** The multipart plugin's limits: fields only, a few of them, each short. */
export const MULTIPART_LIMITS = { files: 0, fields: 20, fieldSize: 10 * 1024 } as const;

/** Parse failures are the sender's (400); too many fields keeps the parser's 413. A file is not taken at all. */
function refusalOf(error: unknown): HttpError {
  const { statusCode, code } = error as { statusCode?: number; code?: string };
  if (statusCode === 413 && code !== 'FST_FILES_LIMIT') return new HttpError(413, MSG.requestBodyTooLarge);
  return badRequest(MSG.badRequest);
}

export async function readMultipartFields(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string | string[]> = Object.create(null);
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') throw badRequest(MSG.badRequest);
      const value = String(part.value);
      const before = fields[part.fieldname];
      fields[part.fieldname] = before === undefined ? value : [...[before].flat(), value];
    }
  } catch (error) {
    throw error instanceof HttpError ? error : refusalOf(error);
  }
  request.body = { ...fields };
}
