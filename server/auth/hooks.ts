/** Loads the session and user of each request; helpers to create, rotate and end sessions. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { findUserById, touchUser } from '../repo/users';
import {
  createSession,
  destroySession,
  loadSession,
  SESSION_COOKIE,
  sessionCookieOptions,
  type Session,
} from './sessions';

/** last_seen is written at most this often per user (online users need minutes, not milliseconds). */
const TOUCH_INTERVAL_MS = 20_000;

export function registerSessionHooks(app: FastifyInstance, ctx: AppContext): void {
  const touched = new Map<number, number>();
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    // Static files need no session: skip the database for them.
    if (
      request.url.startsWith('/assets/') ||
      request.url.startsWith('/images/') ||
      request.url.startsWith('/static/')
    )
      return;
    const session = loadSession(ctx.db, request.cookies[SESSION_COOKIE]);
    request.session = session;
    if (session?.userId) {
      request.user = findUserById(ctx.db, session.userId) ?? null;
      const now = Date.now();
      if (request.user && now - (touched.get(request.user.id) ?? 0) > TOUCH_INTERVAL_MS) {
        touched.set(request.user.id, now);
        touchUser(ctx.db, request.user.id, new Date(now));
      }
    }
  });
}

function setSessionCookie(reply: FastifyReply, ctx: AppContext, session: Session): void {
  reply.setCookie(SESSION_COOKIE, session.id, sessionCookieOptions(ctx.secureCookies));
}

/** Pages call this: every page needs a session for its CSRF token. */
export function ensureSession(request: FastifyRequest, reply: FastifyReply, ctx: AppContext): Session {
  if (request.session) return request.session;
  const session = createSession(ctx.db, null);
  request.session = session;
  setSessionCookie(reply, ctx, session);
  return session;
}

/** Logs a user in on a brand-new session (new id, new CSRF token); the old one is deleted. */
export function startUserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
  userId: number,
) {
  if (request.session) destroySession(ctx.db, request.session.id);
  const session = createSession(ctx.db, userId, { cookiesAccepted: request.session?.data.cookiesAccepted });
  request.session = session;
  request.user = findUserById(ctx.db, userId) ?? null;
  if (request.user) touchUser(ctx.db, userId, new Date());
  setSessionCookie(reply, ctx, session);
}

export function endSession(request: FastifyRequest, reply: FastifyReply, ctx: AppContext): void {
  if (request.session) destroySession(ctx.db, request.session.id);
  request.session = null;
  request.user = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
