/**
 * The password change asks for the current password (on a first login, the one-time password), and
 * judges it as the login form judges one: under the same throttle, a wrong one counted as a failed
 * login of the account. Otherwise a session left open would be a way to guess the password unthrottled.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { badRequest, HttpError } from '../http/errors';
import { MSG } from '../messages';
import { holdBack, throttleAccount } from './loginThrottle';
import { verifyPassword } from '../domain/passwords';

/** Passes when `typed` is the signed-in user's password; otherwise throws the 400 or 429 to answer. */
export async function confirmCurrentPassword(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  typed: string,
): Promise<void> {
  const user = request.user!;
  const account = throttleAccount(user.username);
  const verdict = await ctx.loginThrottle.check(account, request.ip);
  if (verdict.refused) {
    reply.header('Retry-After', String(Math.ceil(verdict.retryAfterMs / 1000)));
    throw new HttpError(429, MSG.tooManyRequests);
  }
  await holdBack(verdict.delayMs);
  if (!verifyPassword(typed, user.password_hash)) {
    await ctx.loginThrottle.failed(account, request.ip);
    throw badRequest(MSG.currentPasswordWrong);
  }
  await ctx.loginThrottle.succeeded(account, request.ip);
}
