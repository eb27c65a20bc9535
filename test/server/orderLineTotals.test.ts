/**
 * An order is stored as the buyer saw it: each line's unit price to the kuruş, and its line total,
 * subtotal and grand total built from that unit × quantity (a converted or plan-scaled price has
 * more decimals than a price shows). Run on both engines.
 */
import { decode } from '../../src/contract/decode';
import { orderSavedAnswer } from '../../src/contract/cart';
import { orderListAnswer } from '../../src/contract/orders';
import { loggedIn, productId, setSetting, startHost, type Client, type TestHost } from './helpers';

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.stop());

const PRODUCT = 'EZ9F14116';

/** The product priced in USD: 7 on sale, 7,10 under the first plan; USD at 38,8004 TL. */
async function priceInUsd(): Promise<number> {
  const id = await productId(host, PRODUCT);
  await host.db.run("UPDATE currencies SET exchange_rate = 38.8004 WHERE code = 'USD'");
  await host.db.run(
    "UPDATE products SET currency = 'USD', sale_price = 7, adv1 = 7.1, tax_rate = 20 WHERE id = ?",
    id,
  );
  await host.db.run("UPDATE product_units SET sale_price = 7 WHERE product_id = ? AND name = 'ADET'", id);
  await host.db.run('UPDATE stock SET quantity = 1000 WHERE product_id = ?', id);
  return id;
}

async function order(client: Client, id: number, plan: string) {
  await client.delete('/api/catalog/cart');
  expect(
    (await client.post(`/api/catalog/cart/${id}`, { form: { quantity: 35, productValue: 'ADET' } })).status,
  ).toBe(200);
  const answer = await client.post('/api/catalog/cart', { form: { description: '', advencePrice: plan } });
  expect(answer.status).toBe(200);
  return decode(orderSavedAnswer, answer.json).orderId;
}

it.each([
  // plan, unit as shown (7 × 38,8004 = 271,6028; 7,10 × 38,8004 = 275,48284), line total
  ['', 271.6, 9506],
  ['advencePrice1', 275.48, 9641.8],
])("plan '%s': the stored unit is %p and the line %p, as shown", async (plan, unit, line) => {
  await setSetting(host, 'cartStockControl', '0');
  const id = await priceInUsd();
  const client = await loggedIn(host.url, 'bayi4');
  const orderId = await order(client, id, plan);

  const stored = await host.db.get<{ price: number; quantity: number }>(
    'SELECT price, quantity FROM order_items WHERE order_id = ?',
    orderId,
  );
  expect(stored).toEqual({ price: unit, quantity: 35 });
  const totals = await host.db.get<{ subtotal: number; tax_total: number; total: number }>(
    'SELECT subtotal, tax_total, total FROM orders WHERE id = ?',
    orderId,
  );
  const tax = Math.round(line * 20) / 100;
  expect(totals).toEqual({ subtotal: line, tax_total: tax, total: Math.round((line + tax) * 100) / 100 });

  const listed = decode(orderListAnswer, (await client.get('/api/catalog/orders')).json).orders.find(
    (o) => o.id === orderId,
  )!;
  expect(listed.orderItems.map((i) => [i.price, i.quantity, i.total])).toEqual([[unit, 35, line]]);
  expect(listed.subtotal).toBe(line);
});
