/**
 * Company accounts: the Yönetici's users and the approvers' queue, under /api/company/.
 * Who may call each is in auth/access.ts; every change needs the CSRF token; every answer is
 * personal (no-store). The users' actions and rules are services/companyUsers.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CompanyUserRequest } from '../../../src/contract/company';
import { buyerOf } from '../../auth/actor';
import { verifyCsrf } from '../../auth/guards';
import type { RefusalNamer } from '../../http/refusalNames';
import { MSG } from '../../messages';
import { isCustomerEmail, isCustomerPhone } from '../../../src/domain/history/offerCustomer';
import { isLimitValue } from '../../../src/domain/company/orderApproval';
import type { AppContext } from '../../context';
import { waitingApprovals } from '../../repo/approvals';
import { orderWithUnitLabels } from '../../repo/unitLabels';
import { getSettings } from '../../repo/settings';
import {
  addCompanyUser,
  companyUsersOverview,
  setCompanyUserActive,
  updateCompanyUser,
} from '../../services/companyUsers';
import { decide } from '../../services/approvals';
import { localeOf } from '../../services/pageConfig';

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * A user's form the document refused for a rule of the form (a blank name, an e-mail, a phone, a
 * limit with 3 decimals) gets the form's own message, as the service gives for the rest of the rule;
 * a wrong type or role is named by its field.
 */
const namesUserRefusal: RefusalNamer = (request) => {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : null);
  const [name, email, phone] = [text('name'), text('email'), text('phone')];
  // A limit out of range is named by its field; one with a fraction of a kuruş breaks the form's rule.
  const limit = (key: string) => {
    const value = body[key];
    return typeof value !== 'number' || value < 0 || isLimitValue(value);
  };
  const broken =
    name === '' ||
    (email !== null && !isCustomerEmail(email)) ||
    (phone !== null && phone !== '' && !isCustomerPhone(phone)) ||
    !limit('orderLimit') ||
    !limit('monthlyLimit');
  return broken ? MSG.companyUserInvalid : null;
};

export function companyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const write = { preValidation: [verifyCsrf(ctx)] };
  const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

  app.get('/api/company/users', async (request, reply) => {
    const buyer = buyerOf(request);
    noStore(reply);
    return companyUsersOverview(ctx.db, buyer);
  });

  const userWrite = { ...write, config: { namesRefusal: namesUserRefusal } };
  app.post('/api/company/users', userWrite, async (request, reply) => {
    const created = await addCompanyUser(ctx.db, buyerOf(request), request.body as CompanyUserRequest);
    noStore(reply);
    return created;
  });

  app.patch('/api/company/users/:id', userWrite, async (request, reply) => {
    const buyer = buyerOf(request);
    noStore(reply);
    return {
      user: await updateCompanyUser(ctx.db, buyer, idOf(request), request.body as CompanyUserRequest),
    };
  });

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const)
    app.post(`/api/company/users/:id/${action}`, write, async (request, reply) => {
      const buyer = buyerOf(request);
      noStore(reply);
      return { user: await setCompanyUserActive(ctx.db, buyer, idOf(request), active) };
    });

  app.get('/api/company/approvals', async (request, reply) => {
    const buyer = buyerOf(request);
    const locale = await localeOf(ctx, request);
    noStore(reply);
    const approvals = await waitingApprovals(ctx.db, buyer.companyId, buyer.userId);
    return { approvals: approvals.map((a) => ({ ...a, order: orderWithUnitLabels(a.order, locale) })) };
  });

  const decision = (approve: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const buyer = buyerOf(request);
    const reason = ((request.body ?? {}) as { reason?: string }).reason ?? '';
    const order = await decide(ctx.db, await getSettings(ctx.db), buyer, idOf(request), { approve, reason });
    noStore(reply);
    return { success: true, order: orderWithUnitLabels(order, await localeOf(ctx, request)) };
  };
  app.post('/api/company/approvals/:id/approve', write, decision(true));
  app.post('/api/company/approvals/:id/reject', write, decision(false));
}
