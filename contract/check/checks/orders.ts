/**
 * "Sipariş Ver" on account: one line of the cheapest product saved as an order under a plan that is not
 * paid by card, the order's success page (the answer's redirect), and the order cancelled again.
 */
import { isRecord, madeNote, type Check } from '../context';
import { PAGE_SCHEMAS } from '../operations';
import { pageProps } from '../pageProps';
import { StepFailed } from '../suite';
import { addForm } from './cart';
import { cartPlans } from './cartPlans';

export const orderOnAccount: Check = async (ctx) => {
  const { suite, customer, product } = ctx;
  if (!product) throw new StepFailed('no product');
  // Before the order: after one, the cart page shows its success once instead of the cart.
  const plans = await cartPlans(ctx);
  await suite.call(customer, 'cartClear');
  await suite.call(customer, 'cartAdd', { params: { productId: product.id }, body: addForm(product, 1) });
  ctx.made.add('orders');
  const saved = await suite.call(customer, 'saveOrder', {
    body: { form: { description: madeNote(ctx, 'order on account'), advencePrice: plans.account } },
  });
  const answer = isRecord(saved.json) ? saved.json : {};
  if (saved.status !== 200 || typeof answer.orderId !== 'number') throw new StepFailed('no order');
  if (typeof answer.redirect === 'string')
    await pageProps(suite, customer, {
      path: answer.redirect,
      widget: 'CartComplete',
      schemaNames: PAGE_SCHEMAS.cartCompleteProps,
      label: "page of saveOrder's redirect (CartComplete props)",
    });
  await suite.call(customer, 'orderCancel', {
    params: { id: answer.orderId },
    body: { json: { cancel: true } },
  });
};
