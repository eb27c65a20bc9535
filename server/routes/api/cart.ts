/** Cart API: add, remove, clear, load, patch; save as order; make an offer. */
import type { FastifyInstance } from 'fastify';
import type { CartPatchRequest } from '../../../src/contract/cart';
import { verifyCsrf } from '../../auth/guards';
import { saveSessionData } from '../../repo/sessions';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../../src/domain/cart/quantity';
import type { AppContext } from '../../context';
import { withBuyerLock } from '../../db/transaction';
import { allowedTo } from '../../auth/access';
import { buyerOf } from '../../auth/actor';
import { badRequest, HttpError } from '../../http/errors';
import { MSG } from '../../messages';
import { addToCart, clearCart, getCart, patchCart, removeFromCart } from '../../repo/cart';
import { insertOffer, offerNumber } from '../../repo/offers';
import { orderNumber } from '../../repo/orders';
import { placeOrder } from '../../services/orderPlacement';
import { paymentOptions, priceCart } from '../../repo/pricedCart';
import { getCurrencies, getSettings } from '../../repo/settings';
import { csrfField, productIdParams } from './schemas';
import { cartItemsForViewer } from '../../repo/englishNames';
import { localeOf } from '../../views/config';

/** A cart quantity of the spec: a whole number 1 to 100. */
const quantityField = { type: 'integer', minimum: QUANTITY_MIN, maximum: QUANTITY_MAX } as const;

export function cartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guarded = { preValidation: [verifyCsrf(ctx)] };
  const userId = (request: { user: { id: number } | null }) => request.user!.id;

  // Anonymous visitors, admins and viewers have no cart: an empty list keeps the mini cart quiet.
  app.get('/api/catalog/cart', async (request) => {
    if (!request.user || !allowedTo(request, 'cart')) return [];
    // The lines' products under the names of the viewer's language (English names where given).
    return cartItemsForViewer(ctx.db, await getCart(ctx.db, request.user.id), await localeOf(ctx, request));
  });

  app.post(
    '/api/catalog/cart/:productId',
    {
      ...guarded,
      schema: {
        params: productIdParams,
        body: {
          type: 'object',
          properties: {
            quantity: quantityField,
            productValue: { type: 'string', maxLength: 50 },
            ...csrfField,
          },
          required: ['quantity'],
        },
      },
    },
    async (request) => {
      const { productId } = request.params as { productId: number };
      const { quantity, productValue } = request.body as { quantity: number; productValue?: string };
      const settings = await getSettings(ctx.db);
      const item = await addToCart(ctx.db, settings, userId(request), productId, quantity, productValue);
      return (await cartItemsForViewer(ctx.db, [item], await localeOf(ctx, request)))[0]!;
    },
  );

  app.patch(
    '/api/catalog/cart/:productId',
    {
      ...guarded,
      schema: {
        params: productIdParams,
        body: {
          type: 'object',
          properties: {
            quantity: quantityField,
            addQuantity: {
              type: 'integer',
              minimum: -QUANTITY_MAX,
              maximum: QUANTITY_MAX,
              not: { const: 0 },
            },
            unit: { type: 'integer', minimum: 1 },
          },
          additionalProperties: false,
          minProperties: 1,
          maxProperties: 1,
        },
      },
    },
    async (request) => {
      const { productId } = request.params as { productId: number };
      const item = await patchCart(
        ctx.db,
        await getSettings(ctx.db),
        userId(request),
        productId,
        request.body as CartPatchRequest,
      );
      return (await cartItemsForViewer(ctx.db, [item], await localeOf(ctx, request)))[0]!;
    },
  );

  app.delete(
    '/api/catalog/cart/:productId',
    { ...guarded, schema: { params: productIdParams } },
    async (request) => {
      await removeFromCart(ctx.db, userId(request), (request.params as { productId: number }).productId);
      return { success: true };
    },
  );

  app.delete('/api/catalog/cart', guarded, async (request) => {
    await clearCart(ctx.db, userId(request));
    return { success: true };
  });

  const formBody = (extra: Record<string, unknown>) => ({
    type: 'object',
    properties: { description: { type: 'string', maxLength: 1000 }, ...extra, ...csrfField },
  });

  app.post(
    '/api/catalog/cart',
    { ...guarded, schema: { body: formBody({ advencePrice: { type: 'string', maxLength: 30 } }) } },
    async (request) => {
      const buyer = buyerOf(request);
      const body = (request.body ?? {}) as { description?: string; advencePrice?: string };
      const plan = body.advencePrice ?? '';
      const option = (await paymentOptions(ctx.db)).find((o) => o.priceName === plan);
      if (plan !== '' && !option) throw badRequest(MSG.badField('advencePrice'));
      if (option?.isVirtual) throw badRequest(MSG.planNeedsCard);
      // Judged and saved under the company's and the user's locks: a second request for the same
      // cart waits, then finds it empty and gets the empty cart's answer.
      const { orderId, status } = await placeOrder(ctx.db, buyer, {
        plan,
        description: body.description,
        settlement: { by: 'account' },
      });
      // The widget reloads the page: /sepet then shows this order's success page once.
      request.session!.data.lastOrderId = orderId;
      await saveSessionData(ctx.db, request.session!);
      return {
        success: true,
        orderId,
        orderNo: orderNumber(orderId),
        redirect: `/siparis/tamamlandi/${orderId}`,
        status,
      };
    },
  );

  app.post('/api/catalog/cart/offer', { ...guarded, schema: { body: formBody({}) } }, async (request) => {
    const buyer = buyerOf(request);
    if ((await getSettings(ctx.db)).b2b_teklif_ver_durum !== '1')
      throw new HttpError(403, MSG.offersDisabled);
    const description = ((request.body ?? {}) as { description?: string }).description?.trim() ?? '';
    // Priced, saved and the cart emptied under the company's and the user's locks, as an order is.
    const offerId = await withBuyerLock(ctx.db, buyer, async (trx) => {
      const priced = await priceCart(trx, buyer.userId, '', await getCurrencies(trx));
      if (priced.lines.length === 0) throw badRequest(MSG.cartEmpty);
      const id = await insertOffer(trx, {
        companyId: buyer.companyId,
        createdBy: buyer.userId,
        createdAt: new Date().toISOString(),
        description,
        lines: priced.lines,
      });
      await clearCart(trx, buyer.userId);
      return id;
    });
    return { success: true, offerId, orderNo: offerNumber(offerId), redirect: '/teklif/liste' };
  });
}
