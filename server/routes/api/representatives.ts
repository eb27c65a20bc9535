/**
 * Sales representatives (beyond the spec): the representative's book and acting for a customer
 * (/api/representative/…), and the customer Yönetici's consent (/api/company/representative). Who may
 * call each is in auth/access.ts; every change needs the CSRF token; every answer is personal (no-store).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  ActingAnswer,
  ConsentRequest,
  RepresentativeBookAnswer,
  RepresentativeConsentAnswer,
  StartActingRequest,
} from '../../../src/contract/representatives';
import { isLimitValue } from '../../../src/domain/company/orderApproval';
import { beginActing, forgetActing } from '../../auth/acting';
import { buyerOf } from '../../auth/actor';
import { verifyCsrf } from '../../auth/guards';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { MSG } from '../../messages';
import { representativeBook } from '../../repo/representativeBook';
import { consentOf, customerOf, setConsent } from '../../repo/representatives';
import { representativeSession } from '../../services/representativeSession';

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

const consentAnswer = async (ctx: AppContext, companyId: number): Promise<RepresentativeConsentAnswer> =>
  consentOf(ctx.db, companyId);

export function representativeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const write = { preValidation: [verifyCsrf(ctx)] };
  const actingAnswer = async (request: FastifyRequest): Promise<ActingAnswer> => ({
    representative: (await representativeSession(ctx, request))!,
  });

  app.get('/api/representative/customers', async (request, reply): Promise<RepresentativeBookAnswer> => {
    noStore(reply);
    return { customers: await representativeBook(ctx.db, request.person!.id) };
  });

  app.post('/api/representative/acting', write, async (request, reply) => {
    noStore(reply);
    const { companyId } = request.body as StartActingRequest;
    const customer = await customerOf(ctx.db, request.person!.id, companyId);
    if (!customer) throw new HttpError(404, MSG.representativeCustomerNotFound);
    if (!customer.mayOrder) throw new HttpError(403, MSG.representativeNoConsent);
    await beginActing(ctx, request, companyId);
    return actingAnswer(request);
  });

  app.delete('/api/representative/acting', write, async (request, reply) => {
    noStore(reply);
    await forgetActing(ctx, request);
    return actingAnswer(request);
  });

  app.get('/api/company/representative', async (request, reply) => {
    noStore(reply);
    return consentAnswer(ctx, buyerOf(request).companyId);
  });

  app.put('/api/company/representative', write, async (request, reply) => {
    noStore(reply);
    const { mayOrder, orderLimit } = request.body as ConsentRequest;
    if (orderLimit !== null && (orderLimit <= 0 || !isLimitValue(orderLimit)))
      throw new HttpError(400, MSG.consentLimitInvalid);
    const { companyId } = buyerOf(request);
    await setConsent(ctx.db, companyId, { mayOrder, orderLimit });
    return consentAnswer(ctx, companyId);
  });
}
