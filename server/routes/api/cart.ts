/** Cart API: add, remove, clear, load, patch; save as order; make an offer. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noteCartChangeOf } from '../../services/cartTrace';
import type { CartPatchRequest } from '../../../src/contract/cart';
import { verifyCsrf } from '../../auth/guards';
import { saveSessionData } from '../../repo/sessions';
import type { AppContext } from '../../context';
import { buyerOf } from '../../auth/actor';
import { addToCart, clearCart, patchCart, removeFromCart } from '../../services/cartChanges';
import { allowedTo } from '../../auth/access';
import { cartAnswer } from '../../services/cartAnswer';
import { makeOffer } from '../../services/offers';
import { orderNumber } from '../../repo/orders';
import { placeOrderOnAccount } from '../../services/orderPlacement';
import { getSettings } from '../../repo/settings';
import { cartItemsForViewer } from '../../repo/englishNames';
import { localeOf } from '../../services/pageConfig';

export function cartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guarded = { preValidation: [verifyCsrf(ctx)] };
  const userId = (request: { user: { id: number } | null }) => request.user!.id;
  const changed = (request: FastifyRequest) => noteCartChangeOf(ctx, request);

  app.get('/api/catalog/cart', async (request) => cartAnswer(ctx, request, allowedTo(request, 'cart')));

  app.post('/api/catalog/cart/:productId', guarded, async (request) => {
    const { productId } = request.params as { productId: number };
    const { quantity, productValue } = request.body as { quantity: number; productValue?: string };
    const settings = await getSettings(ctx.db);
    const item = await addToCart(ctx.db, settings, userId(request), productId, quantity, productValue);
    await changed(request);
    return (await cartItemsForViewer(ctx.db, [item], await localeOf(ctx, request)))[0]!;
  });

  app.patch('/api/catalog/cart/:productId', guarded, async (request) => {
    const { productId } = request.params as { productId: number };
    const item = await patchCart(
      ctx.db,
      await getSettings(ctx.db),
      userId(request),
      productId,
      request.body as CartPatchRequest,
    );
    await changed(request);
    return (await cartItemsForViewer(ctx.db, [item], await localeOf(ctx, request)))[0]!;
  });

  app.delete('/api/catalog/cart/:productId', guarded, async (request) => {
    await removeFromCart(ctx.db, userId(request), (request.params as { productId: number }).productId);
    await changed(request);
    return { success: true };
  });

  app.delete('/api/catalog/cart', guarded, async (request) => {
    await clearCart(ctx.db, userId(request));
    await changed(request);
    return { success: true };
  });

  app.post('/api/catalog/cart', guarded, async (request) => {
    const body = (request.body ?? {}) as { description?: string; advencePrice?: string };
    const { orderId, status } = await placeOrderOnAccount(
      ctx.db,
      buyerOf(request),
      { plan: body.advencePrice ?? '', description: body.description },
      ctx.metrics,
    );
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
  });

  app.post('/api/catalog/cart/offer', guarded, async (request) => {
    const body = (request.body ?? {}) as { description?: string; advencePrice?: string };
    const { offerId, orderNo } = await makeOffer(ctx.db, buyerOf(request), {
      description: body.description?.trim() ?? '',
      plan: body.advencePrice ?? '',
    });
    return { success: true, offerId, orderNo, redirect: '/teklif/liste' };
  });
}
