/** Order and offer APIs: lists, cancel, offer mail / edit / discounts / customer. Owner-only. */
import type { FastifyInstance } from 'fastify';
import { ORDER_LIST_DEFAULT_LIMIT } from '../../../src/contract/orders';
import { OFFER_LIST_DEFAULT_LIMIT, type OfferCustomer } from '../../../src/contract/offers';
import { requireCustomer, verifyCsrf } from '../../auth/guards';
import type { AppContext } from '../../context';
import {
  cancelOffer,
  listOffers,
  mailOffer,
  offerIntoCart,
  updateCustomers,
  updateProfits,
} from '../../repo/offers';
import { cancelOrder, listOrders } from '../../repo/orders';
import { cancelBody, idParams, pagingQuery } from './schemas';

const customerSchema = {
  type: 'object',
  properties: {
    customerName: { type: 'string', maxLength: 100 },
    customerEmail: { type: 'string', maxLength: 150, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' },
    customerCompanyName: { type: 'string', maxLength: 150 },
    customerPhone: { type: 'string', maxLength: 30 },
  },
  required: ['customerName', 'customerEmail', 'customerCompanyName', 'customerPhone'],
  additionalProperties: false,
} as const;

export function orderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const read = { preHandler: [requireCustomer] };
  const write = { preHandler: [requireCustomer, verifyCsrf(ctx)] };
  const uid = (request: { user: { id: number } | null }) => request.user!.id;
  const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

  app.get(
    '/api/catalog/orders',
    { ...read, schema: { querystring: pagingQuery(ORDER_LIST_DEFAULT_LIMIT) } },
    async (request) => {
      const { page, limit } = request.query as { page: number; limit: number };
      return listOrders(ctx.db, uid(request), page, limit);
    },
  );
  app.patch(
    '/api/catalog/order/:id',
    { ...write, schema: { params: idParams, body: cancelBody } },
    async (request) => ({
      success: true,
      order: cancelOrder(ctx.db, uid(request), idOf(request)),
    }),
  );

  app.get(
    '/api/catalog/offers',
    { ...read, schema: { querystring: pagingQuery(OFFER_LIST_DEFAULT_LIMIT) } },
    async (request) => {
      const { page, limit } = request.query as { page: number; limit: number };
      const user = request.user!;
      return {
        ...listOffers(ctx.db, user.id, page, limit),
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
      offer: cancelOffer(ctx.db, uid(request), idOf(request)),
    }),
  );
  app.patch('/api/catalog/offer/mail/:id', { ...write, schema: { params: idParams } }, async (request) => {
    mailOffer(ctx.db, uid(request), idOf(request), request.user!.name);
    return { success: true };
  });
  app.patch('/api/catalog/offer/edit/:id', { ...write, schema: { params: idParams } }, async (request) => {
    offerIntoCart(ctx.db, uid(request), idOf(request));
    return { success: true, redirect: '/sepet' };
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
              patternProperties: { '^[0-9]{1,9}$': { type: 'number', minimum: -100, maximum: 1000 } },
              additionalProperties: false,
            },
          },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      updateProfits(ctx.db, uid(request), request.body as Record<string, Record<string, number>>);
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
      updateCustomers(ctx.db, uid(request), request.body as Record<string, OfferCustomer>);
      return { success: true };
    },
  );
}
