/** Account, preferences (settings call), cookie choice, warranty lookup and BIN control. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SETTING_KEYS } from '../../../src/contract/settings';
import { requireCustomer, requireLogin, verifyCsrf } from '../../auth/guards';
import { hashPassword } from '../../auth/passwords';
import { saveSessionData } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { badRequest, HttpError } from '../../http/errors';
import { MSG } from '../../messages';
import { binLookup } from '../../repo/payments';
import { getCurrencies } from '../../repo/settings';
import { warrantyLookup } from '../../repo/warranty';
import { branchesOf, setPassword, setPreference } from '../../repo/users';
import { csrfField } from './schemas';

/** Validates a preference value; returns it as the string stored. */
function preferenceValue(
  ctx: AppContext,
  request: FastifyRequest,
  key: string,
  value: string | number,
): string {
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
      if (getCurrencies(ctx.db).some((c) => String(c.id) === text)) return text;
      throw badRequest(MSG.currencyNotFound);
    case 'branch':
      if (request.user?.role !== 'customer') throw new HttpError(401, MSG.loginRequired);
      if (branchesOf(ctx.db, request.user.id).some((b) => String(b.id) === text)) return text;
      throw badRequest(MSG.branchNotFound);
  }
  throw badRequest(MSG.badField('value'));
}

export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const csrf = verifyCsrf(ctx);

  app.post(
    '/api/catalog/settings',
    {
      preHandler: [csrf],
      schema: {
        body: {
          type: 'object',
          properties: {
            key: { type: 'string', enum: [...SETTING_KEYS] },
            value: { type: ['string', 'number'], maxLength: 20 },
          },
          required: ['key', 'value'],
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const { key, value } = request.body as { key: string; value: string | number };
      const stored = preferenceValue(ctx, request, key, value);
      if (request.user) setPreference(ctx.db, request.user.id, key, stored);
      else {
        const session = request.session!;
        session.data.prefs = { ...session.data.prefs, [key]: stored };
        saveSessionData(ctx.db, session);
      }
      return { success: true };
    },
  );

  app.post(
    '/api/catalog/cookies',
    {
      preHandler: [csrf],
      schema: {
        body: {
          type: 'object',
          properties: { allowCookies: { type: 'boolean' }, ...csrfField },
          required: ['allowCookies'],
        },
      },
    },
    async (request, reply) => {
      const session = request.session!;
      session.data.cookiesAccepted = true;
      saveSessionData(ctx.db, session);
      // Remembered beyond the session, so the banner stays hidden after logout.
      reply.setCookie('b2b_cookies', '1', {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: 365 * 24 * 3600,
      });
      return { success: true };
    },
  );

  app.post(
    '/api/catalog/account/settings',
    {
      preHandler: [requireLogin, csrf],
      schema: {
        body: {
          type: 'object',
          properties: {
            password: { type: 'string', maxLength: 200, default: '' },
            passwordVerify: { type: 'string', maxLength: 200, default: '' },
            ...csrfField,
          },
        },
      },
    },
    async (request) => {
      const { password, passwordVerify } = request.body as { password: string; passwordVerify: string };
      if (password.length < 6 || password.length > 30) throw badRequest(MSG.passwordLength);
      if (passwordVerify === '') throw badRequest(MSG.passwordVerify);
      if (password !== passwordVerify) throw badRequest(MSG.passwordMismatch);
      setPassword(ctx.db, request.user!.id, hashPassword(password));
      return { success: true, message: MSG.accountUpdated };
    },
  );

  app.post(
    '/api/catalog/WarrantyInquiry',
    {
      // The spec answers an anonymous lookup with 403 and its own message.
      preHandler: [
        async (request: FastifyRequest) => {
          if (!request.user) throw new HttpError(403, MSG.warrantyLogin);
        },
        csrf,
      ],
      schema: {
        body: {
          type: 'object',
          properties: { serialNumber: { type: 'string', minLength: 1, maxLength: 50 }, ...csrfField },
          required: ['serialNumber'],
        },
      },
    },
    async (request) => {
      const data = warrantyLookup(ctx.db, (request.body as { serialNumber: string }).serialNumber.trim());
      return { success: true, error: false, data };
    },
  );

  app.post(
    '/api/catalog/bin-control',
    {
      preHandler: [requireCustomer, csrf],
      schema: {
        body: {
          type: 'object',
          properties: { binNumber: { type: 'string', pattern: '^[0-9]{8}$' }, ...csrfField },
          required: ['binNumber'],
        },
      },
    },
    async (request) => {
      const { bankId: _bankId, ...answer } = binLookup(
        ctx.db,
        (request.body as { binNumber: string }).binNumber,
      );
      return answer;
    },
  );
}
