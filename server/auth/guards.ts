/**
 * The CSRF check of the API, run as a preValidation hook: after the route's access guard (auth/access.ts,
 * so an anonymous add-to-cart always answers 401, which sends the widget's user to login, rather than
 * 403) and before the body is checked against the route's schema.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { MSG } from '../messages';
import { safeEqual } from '../domain/passwords';

/** The token a request carries: the X-CSRF-Token header, or a form post's _csrf field. */
function tokenOf(request: FastifyRequest): string {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string') return header;
  const body = request.body as Record<string, unknown> | undefined;
  const field = body && typeof body === 'object' ? body._csrf : undefined;
  return typeof field === 'string' ? field : '';
}

/** True when the request comes from a page of the given origin (or sends no Origin, as old forms may). */
export function sameOrigin(request: FastifyRequest, origin: string): boolean {
  const sent = request.headers.origin;
  return sent === undefined || sent === origin;
}

export function checkCsrf(request: FastifyRequest, ctx: AppContext): boolean {
  const session = request.session;
  if (!session || !sameOrigin(request, ctx.origins.storefront)) return false;
  const token = tokenOf(request);
  return token !== '' && safeEqual(token, session.csrfToken);
}

export const verifyCsrf = (ctx: AppContext) =>
  async function csrf(request: FastifyRequest): Promise<void> {
    if (!checkCsrf(request, ctx)) throw new HttpError(403, MSG.csrf);
  };
