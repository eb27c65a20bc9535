/** /payment/start on the storefront origin: the payment frame lives on its own origin. */
import type { FastifyInstance } from 'fastify';
import { FRAME_LOCALE_PARAM, frameLocale } from '../../../src/domain/checkout/paymentFrame';
import type { PageKit } from './kit';

export function paymentStartPage(app: FastifyInstance, { ctx }: PageKit): void {
  // A top-level visit here is sent to the frame's origin. A language named here goes along (?lang=):
  // the frame's only way to know the page's language.
  app.get('/payment/start', (request, reply) => {
    const { lang } = request.query as { lang?: unknown };
    const query = lang === undefined ? '' : `?${FRAME_LOCALE_PARAM}=${frameLocale(lang)}`;
    return reply.redirect(`${ctx.origins.payment}/payment/start${query}`, 302);
  });
}
