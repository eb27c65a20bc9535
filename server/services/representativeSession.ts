/** The config block's `user.representative` (contract/representatives.ts): who acts for whom. */
import type { FastifyRequest } from 'fastify';
import type { RepresentativeSession } from '../../src/contract/representatives';
import type { AppContext } from '../context';

export async function representativeSession(
  _ctx: AppContext,
  request: FastifyRequest,
): Promise<RepresentativeSession | null> {
  const person = request.person;
  if (!person || person.role !== 'representative') return null;
  const company = request.representative ? request.company : null;
  return {
    id: person.id,
    name: person.name,
    actingFor: company
      ? { companyId: company.id, code: company.customer_code ?? null, name: company.name }
      : null,
  };
}
