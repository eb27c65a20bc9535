/**
 * With --payment: the cart paid by card as the checkout does it. The cart page's form posted to the
 * checkout (one cheapest line, the card plan), its Checkout page, the payment frame on its own origin,
 * the test card authorised, a wrong 3-D Secure code refused, the right one completing the payment,
 * the summary page, and the order it made cancelled.
 */
import { isRecord, madeNote, type Check } from '../context';
import { PAGE_SCHEMAS } from '../operations';
import { pageProps } from '../pageProps';
import { StepFailed } from '../suite';
import { addForm } from './cart';
import { cartPlans } from './cartPlans';
import { recordUndone } from '../madeObjects';

/** The reference host's test card (Akbank VISA, single payment) and its 3-D Secure SMS code. */
const TEST_CARD = { ccno: '4355 0843 5508 4358', ccv: '123', expiry: '12/39', holder: 'CONTRACT CHECK' };
const THREE_D_CODE = '123456';
const WRONG_CODE = '000000';

const PAYMENT_CALLS = ['startCheckout', 'paymentAuthorize', 'paymentComplete'] as const;

const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number(value));

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
  const plans = await cartPlans(ctx);
  await suite.call(customer, 'cartClear');
  await suite.call(customer, 'cartAdd', { params: { productId: product.id }, body: addForm(product, 1) });
  const description = madeNote(ctx, 'card payment');
  // A plain HTML form post: the token rides in _csrf, no header of a script's call.
  const started = await suite.call(customer, 'startCheckout', {
    body: { form: { description, advencePrice: plans.card, _csrf: customer.csrfToken } },
    headers: { 'X-CSRF-Token': '', 'X-Requested-With': '' },
    status: 303,
  });
  const checkout = await pageProps(suite, customer, {
    path: started.location ? new URL(started.location).pathname : '/sepet/odeme',
    widget: 'Checkout',
    schemaNames: PAGE_SCHEMAS.checkoutProps,
    label: 'page /sepet/odeme (Checkout props)',
  });
  const amount = numberOf(checkout?.amount);
  if (!(amount > 0)) throw new StepFailed('no amount to pay');

  const frame = customer.sameSession(origin, { Origin: origin });
  const page = await frame.get('/payment/start?lang=tr', { headers: { Accept: 'text/html' } });
  suite.record(
    'page {paymentFrameOrigin}/payment/start',
    page.status === 200 ? [] : [`status: expected 200, got ${page.status}`],
  );
  const bin = await suite.call(customer, 'binControl', {
    body: { form: { binNumber: TEST_CARD.ccno.replace(/\s/g, '').slice(0, 8) } },
    caseName: 'the test card',
  });
  const plansOfCard = isRecord(bin.json) && Array.isArray(bin.json.plans) ? bin.json.plans : [];
  const single = plansOfCard.filter(isRecord).find((p) => p.installment === 1);
  if (typeof single?.id !== 'number') throw new StepFailed('no single payment plan');

  ctx.made.add('orders');
  const query = { lang: 'tr' };
  const authorized = await suite.call(frame, 'paymentAuthorize', {
    query,
    body: {
      json: {
        paymentType: 'order',
        ...TEST_CARD,
        plan: single.id,
        installment: 1,
        amount,
        description,
        advencePrice: plans.card,
      },
    },
  });
  const transactionId = isRecord(authorized.json) ? authorized.json.transactionId : undefined;
  if (typeof transactionId !== 'string') throw new StepFailed('no transaction');
  await suite.call(frame, 'paymentComplete', {
    query,
    body: { json: { transactionId, code: WRONG_CODE } },
    status: 400,
    caseName: 'wrong 3-D Secure code → 400',
  });
  const completed = await suite.call(frame, 'paymentComplete', {
    query,
    body: { json: { transactionId, code: THREE_D_CODE } },
  });
  const result = isRecord(completed.json) ? completed.json : {};
  if (completed.status !== 200 || typeof result.paymentId !== 'number') throw new StepFailed('no payment');
  await pageProps(suite, customer, {
    path: `/sepet/odeme/ozet/${result.paymentId}`,
    widget: 'Checkout',
    schemaNames: PAGE_SCHEMAS.checkoutProps,
    label: 'page /sepet/odeme/ozet/{paymentId} (Checkout props)',
  });
  // Its order is cancelled; the payment stays (a payment is not undone), listed as made.
  const order = isRecord(result.order) ? ` of order ${String(result.order.orderNo)}` : '';
  recordUndone(suite, `card payment ${result.paymentId}${order}`, 'kept: a payment is not undone');
  if (typeof result.orderId === 'number')
    await suite.call(customer, 'orderCancel', {
      params: { id: result.orderId },
      body: { json: { cancel: true } },
      caseName: 'the order the card paid',
    });
};
