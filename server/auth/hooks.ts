/** Loads the session and user of each request; helpers to create, rotate and end sessions. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { secureRequest } from '../http/proxy';
import { findUserById, touchUser } from '../repo/users';
import {
  createSession,
  destroySession,
  destroyUserSessions,
  loadSession,
  purgeExpiredSessions,
  SESSION_COOKIE,
  sessionCookieOptions,
  sessionSecret,
  unsavedSession,
  type Session,
} from './sessions';

/** last_seen is written at most this often per user (online users need minutes, not milliseconds). */
const TOUCH_INTERVAL_MS = 20_000;
/** Expired rows (anonymous ones after a day) are removed this often while the host runs. */
const PURGE_INTERVAL_MS = 3600 * 1000;

/** The store's secret for unsaved sessions' tokens, read once per database. */
const secrets = new WeakMap<AppContext['db'], string>();
function secretOf(ctx: AppContext): string {
  let secret = secrets.get(ctx.db);
  if (secret === undefined) {
    secret = sessionSecret(ctx.db);
    secrets.set(ctx.db, secret);
  }
  return secret;
}

export function registerSessionHooks(app: FastifyInstance, ctx: AppContext): void {
  const touched = new Map<number, number>();
  const purge = setInterval(() => purgeExpiredSessions(ctx.db), PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
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
    const id = request.cookies[SESSION_COOKIE];
    // No row (yet, or any more): an unsaved anonymous session of that id, when it has the right shape.
    const session = loadSession(ctx.db, id) ?? (id ? unsavedSession(secretOf(ctx), id) : null);
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
  reply.setCookie(
    SESSION_COOKIE,
    session.id,
    sessionCookieOptions(secureRequest(reply.request, ctx.secureCookies)),
  );
}

/** Pages call this: every page needs a session for its CSRF token (an unsaved one writes nothing). */
export function ensureSession(request: FastifyRequest, reply: FastifyReply, ctx: AppContext): Session {
  if (request.session) return request.session;
  const session = unsavedSession(secretOf(ctx))!;
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
  if (request.session?.stored) destroySession(ctx.db, request.session.id);
  const session = createSession(ctx.db, userId, { cookiesAccepted: request.session?.data.cookiesAccepted });
  request.session = session;
  request.user = findUserById(ctx.db, userId) ?? null;
  if (request.user) touchUser(ctx.db, userId, new Date());
  setSessionCookie(reply, ctx, session);
}

/**
 * After a password change: every other session of the user ends, and this one moves to a fresh id.
 * Its CSRF token stays, so the page the user is on (and its other widgets) keep working.
 */
export function renewUserSession(request: FastifyRequest, reply: FastifyReply, ctx: AppContext): void {
  const old = request.session;
  const userId = request.user?.id;
  if (!old || userId === undefined) return;
  const session = ctx.db.transaction(() => {
    const renewed = createSession(ctx.db, userId, old.data, old.csrfToken);
    destroyUserSessions(ctx.db, userId, renewed.id);
    return renewed;
  })();
  request.session = session;
  setSessionCookie(reply, ctx, session);
}

export function endSession(request: FastifyRequest, reply: FastifyReply, ctx: AppContext): void {
  if (request.session?.stored) destroySession(ctx.db, request.session.id);
  request.session = null;
  request.user = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
