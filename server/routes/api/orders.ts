/** Order and offer APIs: lists, cancel, offer mail / edit / discounts / customer; the caller's scope only (auth/actor.ts). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ORDER_LIST_DEFAULT_LIMIT } from '../../../src/contract/orders';
import { OFFER_LIST_DEFAULT_LIMIT, type OfferCustomer } from '../../../src/contract/offers';
import type { HistorySortKey } from '../../../src/domain/history/historyList';
import { isMarginPercent, MARGIN_MAX, MARGIN_MIN } from '../../../src/domain/history/offerMargin';
import { buyerOf, scopeOf } from '../../auth/actor';
import { verifyCsrf } from '../../auth/guards';
import { badRequest } from '../../http/errors';
import { MSG } from '../../messages';
import type { AppContext } from '../../context';
import { listOffers } from '../../repo/offerList';
import { cancelOffer, mailOffer, offerIntoCart, updateCustomers, updateProfits } from '../../services/offers';
import { listOrders } from '../../repo/orders';
import { cancelOrder } from '../../services/orderCancel';
import { getSettings } from '../../repo/settings';
import { offerWithUnitLabels, orderWithUnitLabels } from '../../repo/unitLabels';
import { localizeMessage } from '../../messagesEn';
import { localeOf } from '../../services/pageConfig';
import { acceptedCustomer, customerSchema } from './offerCustomer';
import { cancelBody, historyQuery, idParams } from './schemas';

export function orderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const read = {};
  const write = { preValidation: [verifyCsrf(ctx)] };
  const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;
  /** Who changes an order or an offer: its maker and a Yönetici may (domain/company/companyRoles). */
  const actorOf = (request: FastifyRequest) => ({ id: request.user!.id, role: request.member!.role });

  type ListQuery = { page: number; limit: number; sort: HistorySortKey };

  app.get(
    '/api/catalog/orders',
    { ...read, schema: { querystring: historyQuery(ORDER_LIST_DEFAULT_LIMIT) } },
    async (request, reply) => {
      const { page, limit, sort } = request.query as ListQuery;
      reply.header('Cache-Control', 'no-store');
      const list = await listOrders(ctx.db, scopeOf(request), page, limit, sort);
      const locale = await localeOf(ctx, request);
      return { ...list, orders: list.orders.map((o) => orderWithUnitLabels(o, locale)) };
    },
  );
  app.patch(
    '/api/catalog/order/:id',
    { ...write, schema: { params: idParams, body: cancelBody } },
    async (request) => ({
      success: true,
      order: orderWithUnitLabels(
        await cancelOrder(ctx.db, scopeOf(request), actorOf(request), idOf(request)),
        await localeOf(ctx, request),
      ),
    }),
  );

  app.get(
    '/api/catalog/offers',
    { ...read, schema: { querystring: historyQuery(OFFER_LIST_DEFAULT_LIMIT) } },
    async (request, reply) => {
      const { page, limit, sort } = request.query as ListQuery;
      // The letterhead of the printed quote is the company's.
      const user = request.company!;
      reply.header('Cache-Control', 'no-store');
      const list = await listOffers(ctx.db, scopeOf(request), page, limit, sort);
      const locale = await localeOf(ctx, request);
      return {
        ...list,
        offers: list.offers.map((o) => offerWithUnitLabels(o, locale)),
        user_logo: user.logo ? `/images/${user.logo}` : '',
        user_address: {
          name: user.address_name,
          address: user.address,
          town: user.town,
          city: user.city,
          number: user.address_number,
        },
      };
    },
  );
  app.patch(
    '/api/catalog/offer/:id',
    { ...write, schema: { params: idParams, body: cancelBody } },
    async (request) => ({
      success: true,
      offer: offerWithUnitLabels(
        await cancelOffer(ctx.db, scopeOf(request), actorOf(request), idOf(request)),
        await localeOf(ctx, request),
      ),
    }),
  );
  app.patch('/api/catalog/offer/mail/:id', { ...write, schema: { params: idParams } }, async (request) => {
    await mailOffer(ctx.db, scopeOf(request), actorOf(request), idOf(request), request.company!.name);
    return { success: true };
  });
  app.patch('/api/catalog/offer/edit/:id', { ...write, schema: { params: idParams } }, async (request) => {
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
    return { success: true, redirect: '/sepet', lines };
  });
  app.patch(
    '/api/catalog/offer/update/profit',
    {
      ...write,
      schema: {
        body: {
          type: 'object',
          minProperties: 1,
          patternProperties: {
            '^[0-9]{1,9}$': {
              type: 'object',
              patternProperties: {
                '^[0-9]{1,9}$': { type: 'number', minimum: MARGIN_MIN, maximum: MARGIN_MAX },
              },
              additionalProperties: false,
            },
          },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const update = request.body as Record<string, Record<string, number>>;
      // The schema checks the range; a margin has at most 2 decimals (domain/history/offerMargin).
      for (const items of Object.values(update))
        if (!Object.values(items).every(isMarginPercent)) throw badRequest(MSG.badField('profit'));
      await updateProfits(ctx.db, scopeOf(request), actorOf(request), update);
      return { success: true };
    },
  );
  app.patch(
    '/api/catalog/offer/update/customer',
    {
      ...write,
      schema: {
        body: {
          type: 'object',
          minProperties: 1,
          patternProperties: { '^[A-Za-z0-9-]{1,30}$': customerSchema },
          additionalProperties: false,
        },
      },
    },
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
