/**
 * Login and logout. The login form is protected like every other state change: it carries the
 * session's CSRF token in a hidden _csrf field (the login page creates the anonymous session), and a
 * successful login replaces that session with a new id and token (no session fixation).
 * Repeated failures are slowed down (auth/loginThrottle.ts): the address that guessed an account
 * waits, the account's owner from elsewhere and everyone else from the same address still get in.
 */
import type { FastifyInstance } from 'fastify';
import { passwordPageFor } from '../../auth/access';
import { checkCsrf } from '../../auth/guards';
import { memberOf } from '../../repo/members';
import { endSession, ensureSession, startUserSession } from '../../auth/hooks';
import { userByCredentials } from '../../auth/credentials';
import { holdBack, throttleAccount } from '../../auth/loginThrottle';
import { MSG } from '../../messages';
import { getPreferences, setPreference } from '../../repo/users';
import { loginBody, logoutBody } from '../../views/pages/simple';
import { safeReturnUrl, type PageKit } from './kit';

export function loginPages(app: FastifyInstance, kit: PageKit): void {
  const { ctx } = kit;
  const throttle = ctx.loginThrottle;

  // The return address is judged by its own rule (safeReturnUrl: control characters lead home).
  const returnJudged = { config: { nulJudgedBy: ['returnUrl'] } };
  app.get('/account/login', returnJudged, async (request, reply) => {
    const session = await ensureSession(request, reply, ctx);
    const returnUrl = safeReturnUrl((request.query as { returnUrl?: string }).returnUrl);
    if (request.user) return reply.redirect(returnUrl, 303);
    const t = await kit.text(request);
    return kit.render(request, reply, {
      title: t.loginTitle,
      body: loginBody(session.csrfToken, '', '', returnUrl, t),
    });
  });

  app.post('/account/login', returnJudged, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username.trim().slice(0, 50) : '';
    const password = typeof body.password === 'string' ? body.password.slice(0, 200) : '';
    const returnUrl = safeReturnUrl(body.returnUrl);
    const again = async (status: number, error: string) => {
      const session = await ensureSession(request, reply, ctx);
      const t = await kit.text(request);
      return kit.render(
        request,
        reply,
        { title: t.loginTitle, body: loginBody(session.csrfToken, username, error, returnUrl, t) },
        status,
      );
    };
    if (!checkCsrf(request, ctx)) return again(403, MSG.loginExpired);
    const account = throttleAccount(username);
    const verdict = await throttle.check(account, request.ip);
    if (verdict.refused) {
      reply.header('Retry-After', String(Math.ceil(verdict.retryAfterMs / 1000)));
      return again(429, MSG.tooManyRequests);
    }
    await holdBack(verdict.delayMs);
    const user = await userByCredentials(ctx.db, username, password);
    if (!user) {
      await throttle.failed(account, request.ip);
      return again(401, MSG.loginFailed);
    }
    // A company user their Yönetici deactivated: the right password opens nothing.
    const member = await memberOf(ctx.db, user.id);
    if (member && !member.active) return again(403, MSG.accountDeactivated);
    await throttle.succeeded(account, request.ip);
    // A language chosen before logging in carries over to an account that never chose one.
    const chosenLocale = request.session?.data.prefs?.locale;
    if (chosenLocale && (await getPreferences(ctx.db, user.id)).locale === undefined)
      await setPreference(ctx.db, user.id, 'locale', chosenLocale);
    await startUserSession(request, reply, ctx, user.id);
    // A first login with the password the Yönetici was shown: the user sets their own before anything else.
    if (member?.mustChangePassword) return reply.redirect(passwordPageFor(returnUrl), 303);
    const fallback = user.role === 'admin' ? '/yonetim' : '/';
    return reply.redirect(returnUrl === '/' ? fallback : returnUrl, 303);
  });

  app.get('/account/logout', async (request, reply) => {
    if (!request.user) return reply.redirect('/', 303);
    const t = await kit.text(request);
    return kit.render(request, reply, {
      title: t.logoutTitle,
      body: logoutBody(request.session!.csrfToken, t),
    });
  });

  app.post('/account/logout', async (request, reply) => {
    if (request.user && checkCsrf(request, ctx)) await endSession(request, reply, ctx);
    return reply.redirect('/', 303);
  });
}
