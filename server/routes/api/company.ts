/**
 * Company accounts: the Yönetici's users and the approvers' queue, under /api/company/.
 * Who may call each is in auth/access.ts; every change needs the CSRF token; every answer is
 * personal (no-store). The users' actions and rules are services/companyUsers.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REJECT_REASON_MAX, type CompanyUserRequest } from '../../../src/contract/company';
import { COMPANY_ROLES } from '../../../src/domain/company/companyRoles';
import { COMPANY_USER_MAX, USERNAME_MAX } from '../../../src/domain/company/companyUser';
import { buyerOf } from '../../auth/actor';
import { verifyCsrf } from '../../auth/guards';
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
import { idParams } from './schemas';

// A type list, not anyOf: with the app's type coercion anyOf's number branch would read null as 0 (a
// 0 TL limit, which sends every order for approval) instead of no limit.
const limitField = { type: ['number', 'null'], minimum: 0, maximum: 1e12 } as const;

const userBody = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: COMPANY_USER_MAX.name },
    username: { type: 'string', maxLength: USERNAME_MAX },
    email: { type: 'string', maxLength: COMPANY_USER_MAX.email },
    phone: { type: 'string', maxLength: COMPANY_USER_MAX.phone },
    role: { type: 'string', enum: [...COMPANY_ROLES] },
    orderLimit: limitField,
    monthlyLimit: limitField,
    branchIds: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 100 },
  },
  required: ['name', 'username', 'email', 'phone', 'role', 'orderLimit', 'monthlyLimit', 'branchIds'],
  additionalProperties: false,
} as const;

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

export function companyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const write = { preValidation: [verifyCsrf(ctx)] };
  const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

  app.get('/api/company/users', async (request, reply) => {
    const buyer = buyerOf(request);
    noStore(reply);
    return companyUsersOverview(ctx.db, buyer);
  });

  app.post('/api/company/users', { ...write, schema: { body: userBody } }, async (request, reply) => {
    const created = await addCompanyUser(ctx.db, buyerOf(request), request.body as CompanyUserRequest);
    noStore(reply);
    return created;
  });

  app.patch(
    '/api/company/users/:id',
    { ...write, schema: { params: idParams, body: userBody } },
    async (request, reply) => {
      const buyer = buyerOf(request);
      noStore(reply);
      return {
        user: await updateCompanyUser(ctx.db, buyer, idOf(request), request.body as CompanyUserRequest),
      };
    },
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const)
    app.post(
      `/api/company/users/:id/${action}`,
      { ...write, schema: { params: idParams } },
      async (request, reply) => {
        const buyer = buyerOf(request);
        noStore(reply);
        return { user: await setCompanyUserActive(ctx.db, buyer, idOf(request), active) };
      },
    );

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
  app.post('/api/company/approvals/:id/approve', { ...write, schema: { params: idParams } }, decision(true));
  app.post(
    '/api/company/approvals/:id/reject',
    {
      ...write,
      schema: {
        params: idParams,
        body: {
          type: 'object',
          properties: { reason: { type: 'string', maxLength: REJECT_REASON_MAX } },
          required: ['reason'],
        },
      },
    },
    decision(false),
  );
}
