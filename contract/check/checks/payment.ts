/**
 * With --payment: the cart paid by card as the checkout does it. The cart page's form posted to the
 * checkout (one cheapest line, the card plan), its Checkout page, the payment frame on its own origin,
 * the test card authorised, a wrong 3-D Secure code refused, the right one completing the payment,
 * the summary page, and the order it made cancelled.
 */
import type { BrowserLikeClient } from '../httpClient';
import { isRecord, madeNote, type Check, type CheckContext, type FoundProduct } from '../context';
import { recordMade } from '../madeObjects';
import { PAGE_SCHEMAS } from '../operations';
import { pageProps } from '../pageProps';
import { StepFailed } from '../suite';
import { addForm } from './cart';
import { cartPlans } from './cartPlans';

/** The reference host's test card (Akbank VISA, single payment) and its 3-D Secure SMS code. */
const TEST_CARD = { ccno: '4355 0843 5508 4358', ccv: '123', expiry: '12/39', holder: 'CONTRACT CHECK' };
const THREE_D_CODE = '123456';
const WRONG_CODE = '000000';
/** The frame's calls name the page's language. */
const FRAME_QUERY = { lang: 'tr' };

const PAYMENT_CALLS = ['startCheckout', 'paymentAuthorize', 'paymentComplete'] as const;

/** What the checkout pays: one line in the cart, the form posted, the amount its page shows. */
async function openCheckout(ctx: CheckContext, product: FoundProduct, description: string, plan: string) {
  const { suite, customer } = ctx;
  await suite.call(customer, 'cartClear');
  await suite.call(customer, 'cartAdd', { params: { productId: product.id }, body: addForm(product, 1) });
  // A plain HTML form post: the token rides in _csrf, without the headers of a script's call.
  const started = await suite.call(customer, 'startCheckout', {
    body: { form: { description, advencePrice: plan, _csrf: customer.csrfToken } },
    headers: { 'X-CSRF-Token': '', 'X-Requested-With': '' },
    status: 303,
  });
  const checkout = await pageProps(suite, customer, {
    path: started.location ? new URL(started.location).pathname : '/sepet/odeme',
    widget: 'Checkout',
    schemaNames: PAGE_SCHEMAS.checkoutProps,
    label: 'page /sepet/odeme (Checkout props)',
  });
  const amount = Number(checkout?.amount);
  if (!(amount > 0)) throw new StepFailed('no amount to pay');
  return amount;
}

/** The frame's part: the card's single payment plan, authorised, one wrong code, then the right one. */
async function payInFrame(
  ctx: CheckContext,
  frame: BrowserLikeClient,
  charge: { amount: number; description: string; advencePrice: string },
): Promise<Record<string, unknown>> {
  const { suite, customer } = ctx;
  const page = await frame.get('/payment/start?lang=tr', { headers: { Accept: 'text/html' } });
  suite.record(
    'page {paymentFrameOrigin}/payment/start',
    page.status === 200 ? [] : [`status: expected 200, got ${page.status}`],
  );
  const bin = await suite.call(customer, 'binControl', {
    body: { form: { binNumber: TEST_CARD.ccno.replace(/\s/g, '').slice(0, 8) } },
    caseName: 'the test card',
  });
  const plans = isRecord(bin.json) && Array.isArray(bin.json.plans) ? bin.json.plans : [];
  const single = plans.filter(isRecord).find((p) => p.installment === 1);
  if (typeof single?.id !== 'number') throw new StepFailed('no single payment plan');
  const authorized = await suite.call(frame, 'paymentAuthorize', {
    query: FRAME_QUERY,
    body: { json: { paymentType: 'order', ...TEST_CARD, plan: single.id, installment: 1, ...charge } },
  });
  const transactionId = isRecord(authorized.json) ? authorized.json.transactionId : undefined;
  if (typeof transactionId !== 'string') throw new StepFailed('no transaction');
  await suite.call(frame, 'paymentComplete', {
    query: FRAME_QUERY,
    body: { json: { transactionId, code: WRONG_CODE } },
    status: 400,
    caseName: 'wrong 3-D Secure code → 400',
  });
  const completed = await suite.call(frame, 'paymentComplete', {
    query: FRAME_QUERY,
    body: { json: { transactionId, code: THREE_D_CODE } },
  });
  const result = isRecord(completed.json) ? completed.json : {};
  if (completed.status !== 200 || typeof result.paymentId !== 'number') throw new StepFailed('no payment');
  return result;
}

export const cardCheckout: Check = async (ctx) => {
  const { suite, customer, product } = ctx;
  const origin = typeof ctx.config.paymentFrameOrigin === 'string' ? ctx.config.paymentFrameOrigin : '';
  const why = !ctx.payment
    ? 'needs --payment (it pays with a test card; the payment stays on the account)'
    : origin === ''
      ? 'the config block names no paymentFrameOrigin'
      : null;
  if (why) {
    for (const name of PAYMENT_CALLS) suite.skipCall(name, why);
    return;
  }
  if (!product) throw new StepFailed('no product');
  const advencePrice = (await cartPlans(ctx)).card;
  const description = madeNote(ctx, 'card payment');
  const amount = await openCheckout(ctx, product, description, advencePrice);
  ctx.made.add('orders');
  const frame = customer.sameSession(origin, { Origin: origin });
  const result = await payInFrame(ctx, frame, { amount, description, advencePrice });
  await pageProps(suite, customer, {
    path: `/sepet/odeme/ozet/${String(result.paymentId)}`,
    widget: 'Checkout',
    schemaNames: PAGE_SCHEMAS.checkoutProps,
    label: 'page /sepet/odeme/ozet/{paymentId} (Checkout props)',
  });
  // The payment stays (a payment is not undone); the order it made is cancelled.
  const order = isRecord(result.order) ? ` of order ${String(result.order.orderNo)}` : '';
  recordMade(suite, `card payment ${String(result.paymentId)}${order}`, 'kept: a payment is not undone');
  if (typeof result.orderId === 'number')
    await suite.call(customer, 'orderCancel', {
      params: { id: result.orderId },
      body: { json: { cancel: true } },
      caseName: 'the order the card paid',
    });
};
