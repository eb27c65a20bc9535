/**
 * An offer made from the cart carries the prices the cart showed under the chosen payment plan: its
 * grand total is the cart's total as shown (the widgets' own rule, cartTotals over the lines' plan
 * prices), under every plan the store offers, and without a plan the cart's default prices. Run on
 * both engines.
 */
import { decode } from '../../src/contract/decode';
import { cartAnswer, offerMadeAnswer, type CartItem } from '../../src/contract/cart';
import { offerListAnswer } from '../../src/contract/offers';
import { cartUnitPriceUnderPlan } from '../../src/domain/checkout/planPrice';
import { cartTotals } from '../../src/domain/catalog/pricing';
import { errorType, loggedIn, productId, startHost, type Client, type TestHost } from './helpers';

let host: TestHost;
// A busy machine may take longer than the default to compile and seed a host.
beforeAll(async () => {
  host = await startHost();
}, 120_000);
afterAll(() => host.stop());

// Two TRY products (Viko Karre), so the cart's TRY total is its lines' own prices, without conversion.
const LINES: [code: string, quantity: number][] = [
  ['90960002', 1],
  ['90960004', 7],
];

async function fillCart(client: Client): Promise<CartItem[]> {
  await client.delete('/api/catalog/cart');
  for (const [code, quantity] of LINES) {
    const id = await productId(host, code);
    const added = await client.post(`/api/catalog/cart/${id}`, { form: { quantity, productValue: 'ADET' } });
    expect(added.status).toBe(200);
  }
  return decode(cartAnswer, (await client.get('/api/catalog/cart')).json);
}

/** The cart's grand total as the cart page shows it under a plan. */
function shownTotal(items: CartItem[], plan: string): number {
  return cartTotals(
    items.map((item) => {
      const price = cartUnitPriceUnderPlan(item.productUnit, plan);
      expect(['TL', 'TRY']).toContain(price.currency);
      return { unitPrice: Number(price.value), quantity: item.quantity, taxRate: item.product.taxRate };
    }),
  ).total;
}

async function offerTotal(client: Client, offerId: number): Promise<number> {
  const list = decode(offerListAnswer, (await client.get('/api/catalog/offers?limit=50')).json);
  return Number(list.offers.find((o) => o.id === offerId)!.total);
}

it.each(['', 'advencePrice1', 'advencePrice2', 'advencePrice3', 'advencePrice4', 'advencePrice5'])(
  "an offer made under plan '%s' totals what the cart showed",
  async (plan) => {
    const client = await loggedIn(host.url, 'bayi4');
    const items = await fillCart(client);
    const expected = shownTotal(items, plan);
    const answer = await client.post('/api/catalog/cart/offer', {
      form: { description: 'Plan $& $1 <script>', advencePrice: plan },
    });
    expect(answer.status).toBe(200);
    const made = decode(offerMadeAnswer, answer.json);
    expect(await offerTotal(client, made.offerId)).toBe(expected);
  },
);

it('the plans price the cart differently, so the plan is what makes the offer agree', async () => {
  const client = await loggedIn(host.url, 'bayi4');
  const items = await fillCart(client);
  expect(shownTotal(items, 'advencePrice1')).not.toBe(shownTotal(items, ''));
  await client.delete('/api/catalog/cart');
});

it('refuses a plan the store does not offer, and keeps the cart', async () => {
  const client = await loggedIn(host.url, 'bayi4');
  const items = await fillCart(client);
  const answer = await client.post('/api/catalog/cart/offer', {
    form: { description: '', advencePrice: "advencePrice9$'" },
  });
  expect(answer.status).toBe(400);
  expect(errorType(answer)).toBeTruthy();
  expect(decode(cartAnswer, (await client.get('/api/catalog/cart')).json)).toHaveLength(items.length);
  await client.delete('/api/catalog/cart');
});
