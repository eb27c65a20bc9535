/**
 * A sales representative acting for a customer company. The acting lives on the representative's
 * session (its data's `acting`); every request of that session reads the company's consent again, so
 * a Yönetici's refusal ends the acting at the representative's next request (the session forgets it,
 * the log row closes) and that request is the representative's own.
 */
import type { FastifyRequest } from 'fastify';
import { REPRESENTATIVE_ROLE } from '../../src/domain/company/companyRoles';
import type { AppContext } from '../context';
import { consentingCustomer, endActingLog, startActingLog } from '../repo/representatives';
import { saveSessionData } from '../repo/sessions';

export const isRepresentative = (request: FastifyRequest) => request.person?.role === 'representative';

/** The onRequest step after the session's user is read: the customer becomes the request's user. */
export async function resolveActing(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const person = request.person;
  const acting = request.session?.data.acting;
  if (!person || person.role !== 'representative' || !acting) return;
  const company = await consentingCustomer(ctx.db, person.id, acting.companyId);
  if (!company) {
    await forgetActing(ctx, request);
    return;
  }
  request.user = company;
  request.company = company;
  request.member = {
    userId: company.id,
    companyId: company.id,
    role: REPRESENTATIVE_ROLE,
    orderLimit: company.rep_order_limit === null ? null : Number(company.rep_order_limit),
    monthlyLimit: null,
    active: true,
    mustChangePassword: false,
  };
  request.representative = { id: person.id, name: person.name, logId: acting.logId };
}

/** Ends the session's acting, if any: the log row closes and the request is the person's own again. */
export async function forgetActing(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const session = request.session;
  const acting = session?.data.acting;
  if (!session || !acting) return;
  await endActingLog(ctx.db, acting.logId);
  delete session.data.acting;
  if (session.stored) await saveSessionData(ctx.db, session);
  request.user = request.person;
  request.company = null;
  request.member = null;
  request.representative = null;
}

/** Starts acting for a consenting customer of the representative (the caller checked both). */
export async function beginActing(
  ctx: AppContext,
  request: FastifyRequest,
  companyId: number,
): Promise<void> {
  await forgetActing(ctx, request);
  const session = request.session!;
  const logId = await startActingLog(ctx.db, request.person!.id, companyId);
  session.data.acting = { companyId, logId };
  await saveSessionData(ctx.db, session);
  await resolveActing(ctx, request);
}
