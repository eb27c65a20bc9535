/** Account, preferences (settings call), cookie choice, warranty lookup and BIN control. */
import { localeOf, preferenceOwner, preferencesChanged } from '../../services/pageConfig';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  currentPasswordMessage,
  validatePassword,
  type PasswordMessageKey,
} from '../../../src/domain/account/password';
import { checkSerialNumber } from '../../../src/domain/account/warrantySerial';
import { confirmCurrentPassword } from '../../auth/currentPassword';
import { verifyCsrf } from '../../auth/guards';
import { renewUserSession } from '../../auth/hooks';
import { hashPassword } from '../../domain/passwords';
import { saveSessionData } from '../../repo/sessions';
import type { AppContext } from '../../context';
import { badRequest, HttpError } from '../../http/errors';
import { secureRequest } from '../../http/proxy';
import { MSG } from '../../messages';
import type { RefusalNamer } from '../../http/refusalNames';
import { binLookup } from '../../repo/payments';
import { getCurrencies } from '../../repo/settings';
import { warrantyLookup } from '../../repo/warranty';
import { branchesFor, passwordSet } from '../../repo/members';
import { setPassword, setPreference } from '../../repo/users';

const PASSWORD_MESSAGES: Record<PasswordMessageKey, string> = {
  'password.length': MSG.passwordLength,
  'password.verifyRequired': MSG.passwordVerify,
  'password.mismatch': MSG.passwordMismatch,
};

/** Validates a preference value; returns it as the string stored. */
async function preferenceValue(
  ctx: AppContext,
  request: FastifyRequest,
  key: string,
  value: string | number,
): Promise<string> {
  const text = String(value);
  switch (key) {
    case 'productListView':
      if (text === 'grid' || text === 'list') return text;
      break;
    case 'showNotInStocks':
      if (text === '0' || text === '1') return text;
      break;
    case 'locale':
      if (text === 'tr' || text === 'en') return text;
      break;
    case 'defaultCurrency':
      if ((await getCurrencies(ctx.db)).some((c) => String(c.id) === text)) return text;
      throw badRequest(MSG.currencyNotFound);
    case 'branch':
      if (!request.member) throw new HttpError(401, MSG.loginRequired);
      // Only a branch the user may order for (the company's, or the ones granted).
      if ((await branchesFor(ctx.db, request.member)).some((b) => String(b.id) === text)) return text;
      throw badRequest(MSG.branchNotFound);
  }
  throw badRequest(MSG.badField('value'));
}

/**
 * The first rule a password change breaks, in the host's words: the current password first, then the
 * widget's own rule (lengths in characters, so 'ğüşiöç' and emoji count as the user sees them).
 */
function passwordChangeRefusal(currentPassword: unknown, password: unknown, passwordVerify: unknown) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if (currentPasswordMessage(text(currentPassword))) return MSG.currentPasswordRequired;
  const problem = validatePassword(text(password), text(passwordVerify));
  return problem ? PASSWORD_MESSAGES[problem.key] : null;
}

/** Names what the document refused in a password change (a missing field reads as empty). */
const namesPasswordRefusal: RefusalNamer = (request) => {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return passwordChangeRefusal(body.currentPassword, body.password, body.passwordVerify);
};

export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const csrf = verifyCsrf(ctx);

  app.post(
    '/api/catalog/settings',
    {
      preValidation: [csrf],
    },
    async (request) => {
      const { key, value } = request.body as { key: string; value: string | number };
      const stored = await preferenceValue(ctx, request, key, value);
      if (request.user) {
        await setPreference(ctx.db, preferenceOwner(request, key), key, stored);
        preferencesChanged(request);
      } else {
        const session = request.session!;
        session.data.prefs = { ...session.data.prefs, [key]: stored };
        await saveSessionData(ctx.db, session);
      }
      return { success: true };
    },
  );

  app.post(
    '/api/catalog/cookies',
    {
      preValidation: [csrf],
    },
    async (request, reply) => {
      const session = request.session!;
      session.data.cookiesAccepted = true;
      await saveSessionData(ctx.db, session);
      // Remembered beyond the session, so the banner stays hidden after logout.
      reply.setCookie('b2b_cookies', '1', {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureRequest(request, ctx.secureCookies),
        maxAge: 365 * 24 * 3600,
      });
      return { success: true };
    },
  );

  app.post(
    '/api/catalog/account/settings',
    { preValidation: [csrf], config: { namesRefusal: namesPasswordRefusal } },
    async (request, reply) => {
      const { currentPassword, password, passwordVerify } = request.body as {
        currentPassword: string;
        password: string;
        passwordVerify: string;
      };
      const problem = passwordChangeRefusal(currentPassword, password, passwordVerify);
      if (problem) throw badRequest(problem);
      // Judged last: only a change that would otherwise be made counts as a guess.
      await confirmCurrentPassword(ctx, request, reply, currentPassword);
      // A company user's first password, given by their Yönetici, is replaced by their own here.
      await setPassword(ctx.db, request.user!.id, hashPassword(password));
      if (request.member?.mustChangePassword) {
        await passwordSet(ctx.db, request.user!.id);
        request.member = { ...request.member, mustChangePassword: false };
      }
      // Whoever knew the old password may be signed in elsewhere: only this device stays.
      await renewUserSession(request, reply, ctx);
      return { success: true, message: MSG.accountUpdated };
    },
  );

  app.post(
    '/api/catalog/WarrantyInquiry',
    {
      // An anonymous lookup: 403 with the spec's message (auth/access.ts).
      preValidation: [csrf],
    },
    async (request) => {
      const check = checkSerialNumber((request.body as { serialNumber: string }).serialNumber);
      if (!check.ok) throw badRequest(MSG.serialInvalid);
      const data = await warrantyLookup(ctx.db, check.serial, new Date(), await localeOf(ctx, request));
      return { success: true, error: false, data };
    },
  );

  app.post(
    '/api/catalog/bin-control',
    {
      preValidation: [csrf],
    },
    async (request) => {
      const { bankId: _bankId, ...answer } = await binLookup(
        ctx.db,
        (request.body as { binNumber: string }).binNumber,
      );
      return answer;
    },
  );
}
