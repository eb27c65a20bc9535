/** The host extras of the quick order pad (src/api/quickOrder.ts): product lookup and cart batch. */
import type { Check } from '../context';
import { StepFailed } from '../suite';

export const quickOrder: Check = async (ctx) => {
  const { suite, customer, product } = ctx;
  if (!product) throw new StepFailed('no product');
  await suite.call(customer, 'productLookup', {
    body: { json: { codes: [product.code], ids: [product.id] } },
  });
  await suite.call(customer, 'cartBatch', {
    body: { json: { lines: [{ productId: product.id, quantity: 1, unit: product.unitId }] } },
  });
  await suite.call(customer, 'cartClear');
};
