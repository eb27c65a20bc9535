/**
 * The answer of GET /api/catalog/top-header-info for a request: the call answers it, and the layout
 * embeds it in every page's TopHeaderInfo placeholder (firstAnswer), so both are the one answer.
 * A company user sees the company's representative and balance under their own name.
 */
import type { FastifyRequest } from 'fastify';
import type { TopHeaderInfo } from '../../src/contract/topHeader';
import type { AppContext } from '../context';
import { contactOf } from '../repo/representatives';

export async function topHeaderAnswer(ctx: AppContext, request: FastifyRequest): Promise<TopHeaderInfo> {
  const user = request.user;
  const company = request.company;
  const contact = company ? await contactOf(ctx.db, company) : { name: '', phone: '', email: '' };
  return {
    isAuthenticated: user !== null,
    salesRepresentativeName: contact.name,
    salesRepresentativePhone: contact.phone,
    salesRepresentativeEmail: contact.email,
    customerName: user?.name ?? '',
    customerBalance: company ? company.balance : null,
    customerCurrency: company?.balance_currency ?? '',
  };
}
