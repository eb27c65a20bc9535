/**
 * The company user behind a request, for handlers of routes the access table opened to
 * company users only (auth/access.ts): who buys, and which of the company's rows they see.
 */
import type { FastifyRequest } from 'fastify';
import { roleCan } from '../../src/domain/company/companyRoles';
import { HttpError } from '../http/errors';
import { MSG } from '../messages';
import type { Buyer, Scope } from '../repo/scope';

export function buyerOf(request: FastifyRequest): Buyer {
  const { user, member } = request;
  if (!user || !member) throw new HttpError(403, MSG.adminForbidden);
  const representative = request.representative
    ? { id: request.representative.id, name: request.representative.name, orderLimit: member.orderLimit }
    : null;
  return { userId: user.id, name: user.name, companyId: member.companyId, role: member.role, representative };
}

/** The orders, offers and payments the user sees: the company's, or their own. */
export function scopeOf(request: FastifyRequest): Scope {
  const buyer = buyerOf(request);
  return {
    companyId: buyer.companyId,
    ownerId: roleCan(buyer.role, 'companyHistory') ? null : buyer.userId,
  };
}
