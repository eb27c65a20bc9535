/**
 * Orders and offers: both lists, an offer made from a one-line cart and then cancelled (the account
 * keeps a cancelled test offer, as a customer's own cancelled one), and a second cancel refused.
 */
import { isRecord, type Check } from '../context';
import { StepFailed } from '../suite';
import { addForm } from './cart';

const TEST_OFFER_NOTE = 'contract:check test offer (cancelled by the suite)';

export const lists: Check = async (ctx) => {
  const { suite, customer } = ctx;
  const orders = await suite.call(customer, 'orders');
  await suite.call(customer, 'offers');
  // A cancelled order cannot be cancelled again: a refusal that changes nothing.
  const list = isRecord(orders.json) && Array.isArray(orders.json.orders) ? orders.json.orders : [];
  const cancelled = list.filter(isRecord).find((o) => o.isCancel === true);
  if (cancelled) {
    await suite.call(customer, 'orderCancel', {
      params: { id: Number(cancelled.id) },
      body: { json: { cancel: true } },
      status: 400,
      caseName: 'already cancelled → 400',
    });
  }
};

export const offerRoundTrip: Check = async (ctx) => {
  const { suite, customer, product } = ctx;
  if (!product) throw new StepFailed('no product');
  await suite.call(customer, 'cartClear');
  await suite.call(customer, 'cartAdd', { params: { productId: product.id }, body: addForm(product, 1) });
  const made = await suite.call(customer, 'offerMake', { body: { form: { description: TEST_OFFER_NOTE } } });
  const offerId = isRecord(made.json) ? Number(made.json.offerId) : NaN;
  if (made.status !== 200 || !Number.isInteger(offerId)) {
    // Nothing to cancel; the cart may still hold the line.
    await suite.call(customer, 'cartClear');
    return;
  }
  const params = { id: offerId };
  const cancel = { json: { cancel: true } };
  await suite.call(customer, 'offers');
  await suite.call(customer, 'offerCancel', { params, body: cancel });
  await suite.call(customer, 'offerCancel', {
    params,
    body: cancel,
    status: 400,
    caseName: 'already cancelled → 400',
  });
};
