/**
 * An offer end to end: made from a one-line cart, its margin and end customer saved, its quote mailed
 * (to an address of the reserved example.com), its lines put back into the cart (Düzenle), then
 * cancelled (the account keeps a cancelled test offer, as a customer's own cancelled one) and a second
 * cancel refused.
 */
import { isRecord, madeNote, type Check } from '../context';
import { StepFailed } from '../suite';
import { addForm } from './cart';

export const offerWalk: Check = async (ctx) => {
  const { suite, customer, product } = ctx;
  if (!product) throw new StepFailed('no product');
  await suite.call(customer, 'cartClear');
  await suite.call(customer, 'cartAdd', { params: { productId: product.id }, body: addForm(product, 1) });
  ctx.made.add('offers');
  const made = await suite.call(customer, 'offerMake', {
    body: { form: { description: madeNote(ctx, 'offer') } },
  });
  const answer = isRecord(made.json) ? made.json : {};
  const [offerId, orderNo] = [answer.offerId, answer.orderNo];
  if (made.status !== 200 || typeof offerId !== 'number' || typeof orderNo !== 'string') {
    // Nothing to walk into; the cart may still hold the line.
    await suite.call(customer, 'cartClear');
    throw new StepFailed('no offer');
  }
  const listed = await suite.call(customer, 'offers');
  const offers = isRecord(listed.json) && Array.isArray(listed.json.offers) ? listed.json.offers : [];
  const offer = offers.filter(isRecord).find((o) => o.id === offerId);
  const item = Array.isArray(offer?.offerItems) ? offer.offerItems.find(isRecord) : undefined;
  if (typeof item?.id === 'number')
    await suite.call(customer, 'offerProfits', { body: { json: { [offerId]: { [item.id]: 5 } } } });
  else
    suite.record('GET /api/catalog/offers', [
      `answer.offers: the offer just made (id ${offerId}) is not on the first page with its line`,
    ]);
  const endCustomer = {
    customerName: madeNote(ctx, 'customer'),
    customerEmail: `${ctx.mark}@example.com`,
    customerCompanyName: '',
    customerPhone: '',
  };
  await suite.call(customer, 'offerCustomer', { body: { json: { [orderNo]: endCustomer } } });
  const params = { id: offerId };
  await suite.call(customer, 'offerMail', { params });
  // Düzenle: the offer's lines replace the cart.
  await suite.call(customer, 'offerEdit', { params });
  await suite.call(customer, 'cartClear');
  const cancel = { json: { cancel: true } };
  await suite.call(customer, 'offerCancel', { params, body: cancel });
  await suite.call(customer, 'offerCancel', {
    params,
    body: cancel,
    status: 400,
    caseName: 'already cancelled → 400',
  });
};
