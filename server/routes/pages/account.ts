/** Customer pages: cart, order success, checkout steps, free payment, orders, offers, quick order, settings, statement. */
import { localeOf } from '../../views/config';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkCsrf } from '../../auth/guards';
import { saveSessionData } from '../../auth/sessions';
import { HttpError } from '../../http/errors';
import { MSG } from '../../messages';
import { orderOf } from '../../repo/orders';
import { orderWithUnitLabels } from '../../repo/unitLabels';
import { paymentResult } from '../../repo/payments';
import { cartLines } from '../../repo/cart';
import { paymentOptions } from '../../repo/pricedCart';
import { checkoutProps, type Checkout } from '../../views/pages/checkout';
import { widgetPage } from '../../views/pages/simple';
import { statementBody } from '../../views/pages/statement';
import { pageGuard, type PageKit } from './kit';

export function accountPages(app: FastifyInstance, kit: PageKit): void {
  const { ctx } = kit;
  const customer = { preHandler: pageGuard('customer') };
  const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

  app.get('/sepet', customer, (request, reply) => {
    const t = kit.text(request);
    const session = request.session!;
    const lastOrderId = session.data.lastOrderId;
    if (lastOrderId !== undefined) {
      // Shown once, right after the order was saved (the widget reloads the page).
      delete session.data.lastOrderId;
      saveSessionData(ctx.db, session);
      const order = orderWithUnitLabels(
        orderOf(ctx.db, request.user!.id, lastOrderId),
        localeOf(ctx, request),
      );
      return kit.render(request, reply, {
        title: t.orderSucceeded,
        body: widgetPage(t.orderDone, 'CartComplete', { order }),
      });
    }
    const paymentPlans = paymentOptions(ctx.db, localeOf(ctx, request));
    const body = widgetPage(t.cart, 'Cart', { paymentOptions: paymentPlans });
    return kit.render(request, reply, { title: t.cart, body });
  });

  app.get('/siparis/tamamlandi/:id', customer, (request, reply) => {
    const order = orderWithUnitLabels(
      orderOf(ctx.db, request.user!.id, idOf(request)),
      localeOf(ctx, request),
    );
    const t = kit.text(request);
    return kit.render(request, reply, {
      title: t.orderSucceeded,
      body: widgetPage(t.orderDone, 'CartComplete', { order }),
    });
  });

  // The cart's payment button posts a plain form here (fields description, advencePrice, _csrf).
  app.post('/sepet/odeme', customer, (request, reply) => {
    if (!checkCsrf(request, ctx)) throw new HttpError(403, MSG.csrf);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const plan = typeof body.advencePrice === 'string' ? body.advencePrice : '';
    if (plan !== '' && !paymentOptions(ctx.db).some((o) => o.priceName === plan))
      throw new HttpError(400, MSG.badField('advencePrice'));
    const description = typeof body.description === 'string' ? body.description.slice(0, 1000) : '';
    request.session!.data.checkout = { type: 'order', description, advencePrice: plan };
    saveSessionData(ctx.db, request.session!);
    return reply.redirect('/sepet/odeme', 303);
  });

  const orderCheckout = (request: FastifyRequest): Checkout => {
    const current = request.session!.data.checkout;
    if (current?.type === 'order') return current;
    // Opened directly: pay the cart with the card plan.
    const card = paymentOptions(ctx.db).find((o) => o.isVirtual);
    const checkout: Checkout = { type: 'order', description: '', advencePrice: card?.priceName ?? '' };
    request.session!.data.checkout = checkout;
    saveSessionData(ctx.db, request.session!);
    return checkout;
  };

  for (const [url, step] of [
    ['/sepet/odeme', 'preview'],
    ['/sepet/odeme/kart', 'payment'],
  ] as const) {
    app.get(url, customer, (request, reply) => {
      if (cartLines(ctx.db, request.user!.id).length === 0) return reply.redirect('/sepet', 303);
      const props = checkoutProps(ctx, request, orderCheckout(request), step);
      const t = kit.text(request);
      return kit.render(request, reply, {
        title: t.checkout,
        body: widgetPage(t.checkout, 'Checkout', props),
      });
    });
  }

  app.get('/hesap/odeme', customer, (request, reply) => {
    // The description starts empty: its default ('Cari hesap ödemesi') is the field's placeholder.
    const checkout: Checkout = { type: 'pay', description: '', advencePrice: '' };
    request.session!.data.checkout = checkout;
    saveSessionData(ctx.db, request.session!);
    const t = kit.text(request);
    const body = widgetPage(t.payment, 'Checkout', checkoutProps(ctx, request, checkout, 'payment'));
    return kit.render(request, reply, { title: t.payment, body });
  });

  app.get('/sepet/odeme/ozet/:id', customer, (request, reply) => {
    const result = paymentResult(ctx.db, request.user!.id, idOf(request));
    const checkout: Checkout = {
      type: result.paymentType,
      description: result.description,
      advencePrice: '',
    };
    const props = {
      ...checkoutProps(ctx, request, checkout, 'summary', result),
      items: [],
      amount: result.amount,
    };
    const t = kit.text(request);
    return kit.render(request, reply, {
      title: t.paymentSummary,
      body: widgetPage(t.paymentSummary, 'Checkout', props),
    });
  });

  app.get('/hesap/siparisler', customer, (request, reply) => {
    const t = kit.text(request);
    return kit.render(request, reply, { title: t.orders, body: widgetPage(t.orders, 'OrderList') });
  });
  app.get('/teklif/liste', customer, (request, reply) => {
    const t = kit.text(request);
    return kit.render(request, reply, { title: t.offers, body: widgetPage(t.offers, 'OfferList') });
  });
  app.get('/hizli-siparis', customer, (request, reply) => {
    const t = kit.text(request);
    return kit.render(request, reply, { title: t.quickOrder, body: widgetPage(t.quickOrder, 'QuickOrder') });
  });
  app.get('/hesap/ayarlar', { preHandler: pageGuard('admin-or-customer') }, (request, reply) => {
    const t = kit.text(request);
    return kit.render(request, reply, {
      title: t.settings,
      body: widgetPage(t.settings, 'AccountSetting'),
    });
  });
  app.get('/hesap/ekstre', customer, (request, reply) => {
    const t = kit.text(request);
    return kit.render(request, reply, {
      title: t.statement,
      body: statementBody(ctx.db, request.user!.id, t, localeOf(ctx, request)),
      debtBanner: false,
    });
  });
}
