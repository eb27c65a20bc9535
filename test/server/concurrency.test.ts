/**
 * The host is atomic by design, not by a synchronous driver. Every change to a customer's
 * cart or orders runs in a transaction that takes the customer's lock first, so requests that arrive
 * at once are applied one after another: none is lost, and a cart is ordered once.
 */
import { decode } from '../../src/contract/decode';
import { cartAnswer } from '../../src/contract/cart';
import { errorType, loggedIn, startHost, type TestHost } from './helpers';

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.stop());

const userId = (username: string) => host.db.value('SELECT id FROM users WHERE username = ?', username);

/** A product any customer can add 50 of in its default unit (one piece per unit, enough stock). */
function plentifulProduct(): Promise<number> {
  return host.db.value(
    `SELECT p.id FROM products p JOIN product_units u ON u.product_id = p.id AND u.is_default = 1
     WHERE p.sale_price > 0 AND p.variant_check = 1 AND u.multiplier = 1 AND p.stock_total >= 200
     ORDER BY p.id LIMIT 1`,
  );
}

it('50 concurrent adds of one product by one customer give quantity 50', async () => {
  const client = await loggedIn(host.url, 'bayi5');
  await host.db.run('DELETE FROM cart_items WHERE user_id = ?', await userId('bayi5'));
  const product = await plentifulProduct();
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => client.post(`/api/catalog/cart/${product}`, { form: { quantity: 1 } })),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
  const cart = decode(cartAnswer, (await client.get('/api/catalog/cart')).json);
  expect(cart.map((line) => [line.product.id, line.quantity])).toEqual([[product, 50]]);
});

it('the same cart ordered by 10 concurrent requests makes exactly one order', async () => {
  const client = await loggedIn(host.url, 'bayi4');
  const user = await userId('bayi4');
  await host.db.run('DELETE FROM cart_items WHERE user_id = ?', user);
  await client.post(`/api/catalog/cart/${await plentifulProduct()}`, { form: { quantity: 2 } });
  const ordersBefore = await host.db.value('SELECT COUNT(*) FROM orders WHERE user_id = ?', user);
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      client.post('/api/catalog/cart', { form: { description: '', advencePrice: 'advencePrice1' } }),
    ),
  );
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  // The others find the cart already ordered: the spec's empty-cart answer.
  for (const refused of answers.filter((a) => a.status !== 200))
    expect(errorType(refused)).toBe('Sepetinizde ürün bulunmamaktadır.');
  expect(await host.db.value('SELECT COUNT(*) FROM orders WHERE user_id = ?', user)).toBe(ordersBefore + 1);
  expect(await host.db.value('SELECT COUNT(*) FROM cart_items WHERE user_id = ?', user)).toBe(0);
});
