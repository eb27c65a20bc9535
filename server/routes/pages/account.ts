/** Customer pages: cart, order success, checkout steps, free payment, orders, offers, quick order, settings, statement. */
import { localeOf } from '../../services/pageConfig';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyCsrf } from '../../auth/guards';
import type { Db } from '../../db/handle';
import { saveSessionData } from '../../repo/sessions';
import { HttpError } from '../../http/errors';
import { MSG } from '../../messages';
import { foundOr } from '../../domain/refusal';
import { orderOf } from '../../repo/orders';
import { orderWithUnitLabels } from '../../repo/unitLabels';
import { banks, paymentResult, plansOf } from '../../repo/payments';
import { cartLines } from '../../repo/cart';
import { paymentOptions, priceCart } from '../../repo/pricedCart';
import { getCurrencies } from '../../repo/settings';
import { checkoutProps, type Checkout, type CheckoutData } from '../../views/pages/checkout';
import { checkoutOf, FREE_PAYMENT } from '../../services/checkout';
import { prerenderedWidgetPage, widgetPage } from '../../views/pages/simple';
import { allowedTo } from '../../auth/access';
import { cartAnswer } from '../../services/cartAnswer';
import { firstHistoryPage, offerListAnswer, orderListAnswer } from '../../services/historyAnswers';
import { OFFER_LIST_DEFAULT_LIMIT } from '../../../src/contract/offers';
import type { HostText } from '../../views/text';
import { ORDER_LIST_DEFAULT_LIMIT, type Order } from '../../../src/contract/orders';
import { statementBody } from '../../views/pages/statement';
import { statementRows } from '../../repo/statement';
import { safeReturnUrl, type PageKit } from './kit';
import { scopeOf } from '../../auth/actor';

/**
 * The page after an order was saved: complete, or sent for approval when it waits for the company's
 * approvers (it is saved, not yet placed: 'Sipariş Tamamlandı' would tell the buyer otherwise).
 */
function orderCompletePage(t: HostText, order: Order) {
  const waiting = order.status === 'waiting';
  return {
    title: waiting ? t.orderSentForApproval : t.orderSucceeded,
    body: widgetPage(waiting ? t.orderSentForApproval : t.orderDone, 'CartComplete', { order }),
  };
}

/** What the checkout view shows: the cart priced under the plan (orders), the plans and the banks. */
async function checkoutData(db: Db, userId: number, checkout: Checkout): Promise<CheckoutData> {
  const priced =
    checkout.type === 'order'
      ? await priceCart(db, userId, checkout.advencePrice, await getCurrencies(db))
      : null;
  return { priced, plans: await plansOf(db, null), banks: await banks(db) };
}

export function accountPages(app: FastifyInstance, kit: PageKit): void {
  const { ctx } = kit;
  // Who may open each page: auth/access.ts.
  const customer = {};
  const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

  app.get('/sepet', customer, async (request, reply) => {
    const t = await kit.text(request);
    const session = request.session!;
    const lastOrderId = session.data.lastOrderId;
    if (lastOrderId !== undefined) {
      // Shown once, right after the order was saved (the widget reloads the page).
      delete session.data.lastOrderId;
      await saveSessionData(ctx.db, session);
      const order = orderWithUnitLabels(
        foundOr(await orderOf(ctx.db, scopeOf(request), lastOrderId), MSG.orderNotFound),
        await localeOf(ctx, request),
      );
      return kit.render(request, reply, orderCompletePage(t, order));
    }
    const paymentPlans = await paymentOptions(ctx.db, await localeOf(ctx, request));
    // The cart call's own answer: the lines are drawn on the server and the widget needs no call first.
    const firstAnswer = await cartAnswer(ctx, request, allowedTo(request, 'cart'));
    const body = prerenderedWidgetPage(t.cart, 'Cart', { paymentOptions: paymentPlans, firstAnswer });
    return kit.render(request, reply, { title: t.cart, body });
  });

  app.get('/siparis/tamamlandi/:id', customer, async (request, reply) => {
    const order = orderWithUnitLabels(
      foundOr(await orderOf(ctx.db, scopeOf(request), idOf(request)), MSG.orderNotFound),
      await localeOf(ctx, request),
    );
    return kit.render(request, reply, orderCompletePage(await kit.text(request), order));
  });

  // The cart's payment button posts a plain form here (fields description, advencePrice, _csrf).
  // The token is judged before the form, as on every other post: a refused token is a 403 whatever came.
  app.post('/sepet/odeme', { ...customer, preValidation: [verifyCsrf(ctx)] }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const plan = typeof body.advencePrice === 'string' ? body.advencePrice : '';
    if (plan !== '' && !(await paymentOptions(ctx.db)).some((o) => o.priceName === plan))
      throw new HttpError(400, MSG.badField('advencePrice'));
    const description = typeof body.description === 'string' ? body.description.slice(0, 1000) : '';
    request.session!.data.checkout = { type: 'order', description, advencePrice: plan };
    await saveSessionData(ctx.db, request.session!);
    return reply.redirect('/sepet/odeme', 303);
  });

  for (const [url, step] of [
    ['/sepet/odeme', 'preview'],
    ['/sepet/odeme/kart', 'payment'],
  ] as const) {
    app.get(url, customer, async (request, reply) => {
      const userId = request.user!.id;
      if ((await cartLines(ctx.db, userId)).length === 0) return reply.redirect('/sepet', 303);
      // Read only: a link from anywhere opens the page without touching a payment in progress.
      const checkout = await checkoutOf(ctx.db, request.session!.data, 'order');
      const props = checkoutProps(checkout, step, await checkoutData(ctx.db, userId, checkout));
      const t = await kit.text(request);
      return kit.render(request, reply, {
        title: t.checkout,
        body: widgetPage(t.checkout, 'Checkout', props),
      });
    });
  }

  app.get('/hesap/odeme', customer, async (request, reply) => {
    // Nothing is stored: the amount and text come with the card. The description starts empty: its
    // default ('Cari hesap ödemesi') is the field's placeholder.
    const t = await kit.text(request);
    const data = await checkoutData(ctx.db, request.user!.id, FREE_PAYMENT);
    const body = widgetPage(t.payment, 'Checkout', checkoutProps(FREE_PAYMENT, 'payment', data));
    return kit.render(request, reply, { title: t.payment, body });
  });

  app.get('/sepet/odeme/ozet/:id', customer, async (request, reply) => {
    const userId = request.user!.id;
    const result = foundOr(await paymentResult(ctx.db, scopeOf(request), idOf(request)), MSG.notFound);
    const checkout: Checkout = {
      type: result.paymentType,
      description: result.description,
      advencePrice: '',
    };
    const props = {
      ...checkoutProps(checkout, 'summary', await checkoutData(ctx.db, userId, checkout), result),
      items: [],
      amount: result.amount,
    };
    const t = await kit.text(request);
    return kit.render(request, reply, {
      title: t.paymentSummary,
      body: widgetPage(t.paymentSummary, 'Checkout', props),
    });
  });

  // The lists' own answers to the page their URL names: drawn on the server, no call first.
  app.get('/hesap/siparisler', customer, async (request, reply) => {
    const t = await kit.text(request);
    const locale = await localeOf(ctx, request);
    const firstPage = await firstHistoryPage(
      request.url,
      ORDER_LIST_DEFAULT_LIMIT,
      (query) => orderListAnswer(ctx, scopeOf(request), locale, query),
      (answer) => ({ count: answer.orders.length, page: answer.page, pages: answer.pages }),
    );
    const body = prerenderedWidgetPage(t.orders, 'OrderList', { firstPage });
    return kit.render(request, reply, { title: t.orders, body });
  });
  app.get('/teklif/liste', customer, async (request, reply) => {
    const t = await kit.text(request);
    const locale = await localeOf(ctx, request);
    const firstPage = await firstHistoryPage(
      request.url,
      OFFER_LIST_DEFAULT_LIMIT,
      (query) => offerListAnswer(ctx, scopeOf(request), locale, request.company!, query),
      (answer) => ({ count: answer.offers.length, page: answer.page, pages: answer.pages }),
    );
    const body = prerenderedWidgetPage(t.offers, 'OfferList', { firstPage });
    return kit.render(request, reply, { title: t.offers, body });
  });
  app.get('/hizli-siparis', customer, async (request, reply) => {
    const t = await kit.text(request);
    // The blank pad is drawn on the server; the draft kept in the tab fills it once hydrated.
    const body = prerenderedWidgetPage(t.quickOrder, 'QuickOrder', {});
    return kit.render(request, reply, { title: t.quickOrder, body });
  });
  // The return address is judged by its own rule (safeReturnUrl: control characters offer none).
  app.get('/hesap/ayarlar', { config: { nulJudgedBy: ['returnUrl'] } }, async (request, reply) => {
    const t = await kit.text(request);
    // A first login: the form's current password is the one-time password the Yönetici was shown,
    // and the page the user had asked for is offered once their own is set.
    const first = request.member?.mustChangePassword === true;
    const intro = first ? t.firstPasswordIntro : undefined;
    const returnUrl = first ? safeReturnUrl((request.query as { returnUrl?: unknown }).returnUrl, '') : '';
    return kit.render(request, reply, {
      title: t.settings,
      body: widgetPage(t.settings, 'AccountSetting', returnUrl ? { returnUrl } : undefined, intro),
    });
  });
  // Company accounts: the company's users (Yönetici) and the orders waiting for approval.
  app.get('/hesap/kullanicilar', customer, async (request, reply) => {
    const t = await kit.text(request);
    return kit.render(request, reply, {
      title: t.companyUsers,
      body: widgetPage(t.companyUsers, 'CompanyUsers'),
    });
  });
  app.get('/hesap/onaylar', customer, async (request, reply) => {
    const t = await kit.text(request);
    return kit.render(request, reply, { title: t.approvals, body: widgetPage(t.approvals, 'ApprovalQueue') });
  });
  // A sales representative's book (the RepresentativeBook widget: the customers, acting for one).
  app.get('/temsilci', customer, async (request, reply) => {
    const t = await kit.text(request);
    return kit.render(request, reply, {
      title: t.representativeBook,
      body: widgetPage(t.representativeBook, 'RepresentativeBook'),
    });
  });
  // Saved shopping lists.
  app.get('/hesap/listeler', customer, async (request, reply) => {
    const t = await kit.text(request);
    return kit.render(request, reply, {
      title: t.shoppingLists,
      body: widgetPage(t.shoppingLists, 'ShoppingLists'),
    });
  });
  app.get('/hesap/ekstre', customer, async (request, reply) => {
    const t = await kit.text(request);
    return kit.render(request, reply, {
      title: t.statement,
      body: statementBody(
        await statementRows(ctx.db, request.member!.companyId),
        t,
        await localeOf(ctx, request),
      ),
      debtBanner: false,
    });
  });
}
