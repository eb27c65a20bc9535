/** The cart walk with the discovered product (add, get, patch, remove, clear) and its validation errors. */
import type { Check, CheckContext, FoundProduct } from '../context';
import { StepFailed } from '../suite';

const needProduct = (ctx: CheckContext): FoundProduct => {
  if (!ctx.product) throw new StepFailed('no product');
  return ctx.product;
};

export const addForm = (product: FoundProduct, quantity: number) => ({
  form: { quantity, productValue: String(product.unitId) },
});

export const cartWalk: Check = async (ctx) => {
  const { suite, customer } = ctx;
  const product = needProduct(ctx);
  const params = { productId: product.id };
  await suite.call(customer, 'cartClear');
  await suite.call(customer, 'cartAdd', { params, body: addForm(product, 1) });
  await suite.call(customer, 'cart');
  await suite.call(customer, 'cartPatch', { params, body: { json: { quantity: 2 } } });
  await suite.call(customer, 'cartRemove', { params });
  await suite.call(customer, 'cartAdd', { params, body: addForm(product, 1) });
  await suite.call(customer, 'cartClear');
};

/** Quantities outside 1..100 are refused with the error shape (and so change nothing). */
export const cartValidation: Check = async (ctx) => {
  const product = needProduct(ctx);
  for (const quantity of [0, 1000]) {
    await ctx.suite.call(ctx.customer, 'cartAdd', {
      params: { productId: product.id },
      body: addForm(product, quantity),
      status: 400,
      caseName: `quantity ${quantity} → 400`,
    });
  }
};
