/** Order and offer APIs: lists, cancel, offer mail / edit / discounts / customer; the caller's scope only (auth/actor.ts). */
import { noteCartChangeOf } from '../../services/cartTrace';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OfferCustomer } from '../../../src/contract/offers';
import { buyerOf, scopeOf } from '../../auth/actor';
import { verifyCsrf } from '../../auth/guards';
import { MSG } from '../../messages';
import { isMarginPercent } from '../../../src/domain/history/offerMargin';
import type { RefusalNamer } from '../../http/refusalNames';
import type { AppContext } from '../../context';
import { cancelOffer, mailOffer, offerIntoCart, updateCustomers, updateProfits } from '../../services/offers';
import { cancelOrder } from '../../services/orderCancel';
import { getSettings } from '../../repo/settings';
import { offerWithUnitLabels, orderWithUnitLabels } from '../../repo/unitLabels';
import { localizeMessage } from '../../messagesEn';
import { localeOf } from '../../services/pageConfig';
import { offerListAnswer, orderListAnswer, type HistoryListQuery } from '../../services/historyAnswers';
import { acceptedCustomer, namesCustomerRefusal } from './offerCustomer';

export function orderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const read = {};
  const write = { preValidation: [verifyCsrf(ctx)] };
  const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;
  /**
   * Who changes an order or an offer: its maker and a Yönetici may (domain/company/companyRoles). A
   * representative acting for the company is none of its users: they change nobody's records.
   */
  const actorOf = (request: FastifyRequest) => ({
    id: request.representative ? null : request.user!.id,
    role: request.member!.role,
  });

  app.get('/api/catalog/orders', read, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const locale = await localeOf(ctx, request);
    return orderListAnswer(ctx, scopeOf(request), locale, request.query as HistoryListQuery);
  });
  app.patch('/api/catalog/order/:id', write, async (request) => ({
    success: true,
    order: orderWithUnitLabels(
      await cancelOrder(ctx.db, scopeOf(request), actorOf(request), idOf(request)),
      await localeOf(ctx, request),
    ),
  }));

  app.get('/api/catalog/offers', read, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const locale = await localeOf(ctx, request);
    const query = request.query as HistoryListQuery;
    return offerListAnswer(ctx, scopeOf(request), locale, request.company!, query);
  });
  app.patch('/api/catalog/offer/:id', write, async (request) => ({
    success: true,
    offer: offerWithUnitLabels(
      await cancelOffer(ctx.db, scopeOf(request), actorOf(request), idOf(request)),
      await localeOf(ctx, request),
    ),
  }));
  app.patch('/api/catalog/offer/mail/:id', write, async (request) => {
    await mailOffer(ctx.db, scopeOf(request), actorOf(request), idOf(request), request.company!.name);
    return { success: true };
  });
  app.patch('/api/catalog/offer/edit/:id', write, async (request) => {
    const locale = await localeOf(ctx, request);
    const settings = await getSettings(ctx.db);
    const lines = await offerIntoCart(
      ctx.db,
      settings,
      scopeOf(request),
      buyerOf(request),
      idOf(request),
      (message) => localizeMessage(message, locale),
    );
    await noteCartChangeOf(ctx, request);
    return { success: true, redirect: '/sepet', lines };
  });
  // The document's schema holds a margin's range and its two decimals (domain/history/offerMargin);
  // a map of numbers with a margin off that rule is named by it.
  const namesMarginRefusal: RefusalNamer = (request) => {
    const margins = Object.values((request.body ?? {}) as Record<string, unknown>).flatMap((items) =>
      items !== null && typeof items === 'object' ? Object.values(items) : [items],
    );
    const numbers = margins.every((margin) => typeof margin === 'number');
    return numbers && !margins.every(isMarginPercent) ? MSG.badField('profit') : null;
  };
  const profitWrite = { ...write, config: { namesRefusal: namesMarginRefusal } };
  app.patch('/api/catalog/offer/update/profit', profitWrite, async (request) => {
    const update = request.body as Record<string, Record<string, number>>;
    await updateProfits(ctx.db, scopeOf(request), actorOf(request), update);
    return { success: true };
  });
  app.patch(
    '/api/catalog/offer/update/customer',
    { ...write, config: { namesRefusal: namesCustomerRefusal } },
    async (request) => {
      const update = request.body as Record<string, OfferCustomer>;
      // Every customer is judged before any is saved: a refused map saves nothing.
      const accepted = Object.fromEntries(
        Object.entries(update).map(([orderNo, customer]) => [orderNo, acceptedCustomer(customer)]),
      );
      await updateCustomers(ctx.db, scopeOf(request), actorOf(request), accepted);
      return { success: true };
    },
  );
}
