/** Loads the session and user of each request; helpers to create, rotate and end sessions. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { inTransaction } from '../db/transaction';
import { forgetActing, resolveActing } from './acting';
import { secureRequest } from '../http/proxy';
import { memberOf, type Member } from '../repo/members';
import { findUserById, touchUser } from '../repo/users';
import { isHealthPath } from '../http/healthPaths';
import { IMPORT_DOOR_PREFIX } from '../http/importDoor';
import {
  createSession,
  destroySession,
  destroyUserSessions,
  loadSessionWithUser,
  purgeExpiredSessions,
  SESSION_COOKIE,
  sessionCookieOptions,
  sessionSecret,
  unsavedSession,
  type Session,
} from '../repo/sessions';

/** last_seen is written at most this often per user (online users need minutes, not milliseconds). */
const TOUCH_INTERVAL_MS = 20_000;
/** Expired rows (anonymous ones after a day) are removed this often while the host runs. */
const PURGE_INTERVAL_MS = 3600 * 1000;

/** The store's secret for unsaved sessions' tokens, read once per database (concurrent first reads share it). */
const secrets = new WeakMap<AppContext['db'], Promise<string>>();
function secretOf(ctx: AppContext): Promise<string> {
  let secret = secrets.get(ctx.db);
  if (secret === undefined) {
    secret = sessionSecret(ctx.db);
    // A failed read is not remembered: the next request tries again.
    secret.catch(() => secrets.delete(ctx.db));
    secrets.set(ctx.db, secret);
  }
  return secret;
}

export function registerSessionHooks(app: FastifyInstance, ctx: AppContext): void {
  const touched = new Map<number, number>();
  const purge = setInterval(() => {
    purgeExpiredSessions(ctx.db).catch((error: unknown) =>
      ctx.log(`session purge failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.decorateRequest('person', null);
  app.decorateRequest('representative', null);
  app.decorateRequest('member', null);
  app.decorateRequest('company', null);
  app.addHook('onRequest', async (request) => {
    // Static files and the health questions need no session: skip the database for them.
    if (
      request.url.startsWith('/assets/') ||
      request.url.startsWith('/images/') ||
      request.url.startsWith('/static/') ||
      // A program's import carries an API token, never a session: none is read or started for it.
      request.url.startsWith(IMPORT_DOOR_PREFIX) ||
      isHealthPath(request.url)
    )
      return;
    const id = request.cookies[SESSION_COOKIE];
    // No row (yet, or any more): an unsaved anonymous session of that id, when it has the right shape.
    const stored = await loadSessionWithUser(ctx.db, id);
    request.session = stored?.session ?? (id ? unsavedSession(await secretOf(ctx), id) : null);
    if (stored?.session.userId) {
      request.user = stored.user;
      request.person = stored.user;
      await setCompany(ctx, request, stored.member);
      await resolveActing(ctx, request);
      // Presence is the person's: a representative acting for a customer does not make it online.
      const person = request.person;
      const now = Date.now();
      if (person && now - (touched.get(person.id) ?? 0) > TOUCH_INTERVAL_MS) {
        touched.set(person.id, now);
        await touchUser(ctx.db, person.id, new Date(now));
      }
    }
  });
}

/** The request's member and company, from the member read with the session (or read now). */
async function setCompany(ctx: AppContext, request: FastifyRequest, member: Member | null): Promise<void> {
  const user = request.user;
  request.member = user ? member : null;
  if (!user || !member) request.company = null;
  else if (member.companyId === user.id) request.company = user;
  else request.company = (await findUserById(ctx.db, member.companyId)) ?? null;
}

function setSessionCookie(reply: FastifyReply, ctx: AppContext, session: Session): void {
  reply.setCookie(
    SESSION_COOKIE,
    session.id,
    sessionCookieOptions(secureRequest(reply.request, ctx.secureCookies)),
  );
}

/** Pages call this: every page needs a session for its CSRF token (an unsaved one writes nothing). */
export async function ensureSession(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
): Promise<Session> {
  if (request.session) return request.session;
  const secret = await secretOf(ctx);
  if (request.session) return request.session; // made by another call while the secret was read
  const session = unsavedSession(secret)!;
  request.session = session;
  setSessionCookie(reply, ctx, session);
  return session;
}

/** Logs a user in on a brand-new session (new id, new CSRF token); the old one is deleted. */
export async function startUserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
  userId: number,
): Promise<void> {
  await forgetActing(ctx, request);
  if (request.session?.stored) await destroySession(ctx.db, request.session.id);
  const session = await createSession(ctx.db, userId, {
    cookiesAccepted: request.session?.data.cookiesAccepted,
  });
  request.session = session;
  request.user = (await findUserById(ctx.db, userId)) ?? null;
  request.person = request.user;
  request.representative = null;
  await setCompany(ctx, request, request.user ? await memberOf(ctx.db, userId) : null);
  if (request.user) await touchUser(ctx.db, userId, new Date());
  setSessionCookie(reply, ctx, session);
}

/**
 * After a password change: every other session of the user ends, and this one moves to a fresh id.
 * Its CSRF token stays, so the page the user is on (and its other widgets) keep working.
 */
export async function renewUserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
): Promise<void> {
  const old = request.session;
  const userId = request.person?.id;
  if (!old || userId === undefined) return;
  const session = await inTransaction(ctx.db, async (trx) => {
    const renewed = await createSession(trx, userId, old.data, old.csrfToken);
    await destroyUserSessions(trx, userId, renewed.id);
    return renewed;
  });
  request.session = session;
  setSessionCookie(reply, ctx, session);
}

export async function endSession(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
): Promise<void> {
  await forgetActing(ctx, request);
  if (request.session?.stored) await destroySession(ctx.db, request.session.id);
  request.session = null;
  request.user = null;
  request.person = null;
  request.representative = null;
  request.member = null;
  request.company = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
