/**
 * A program's API token on a request (`Authorization: Bearer b2b_…`), checked as the request arrives,
 * before its body is read: a call without a valid token is refused before it can send megabytes. The
 * session cookie plays no part, so a page of another site cannot make a browser call with the store's
 * ambient credentials, which is why these routes need no CSRF token or Origin check.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { MSG } from '../messages';
import { verifyApiToken } from '../repo/apiTokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified API token of a program's call (auth/apiToken.ts), by name; null otherwise. */
    apiToken: { name: string } | null;
  }
}

/** The token an Authorization header presents, or null. */
export function presentedApiToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer +(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/** The onRequest hook of a token route: the token's name on the request, or a 401. */
export const requireApiToken = (ctx: AppContext) =>
  async function apiToken(request: FastifyRequest): Promise<void> {
    const presented = presentedApiToken(request);
    request.apiToken = presented === null ? null : await verifyApiToken(ctx.db, presented);
    if (!request.apiToken) throw new HttpError(401, MSG.apiTokenRequired);
  };
