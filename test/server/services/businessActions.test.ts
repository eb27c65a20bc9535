/**
 * The host's business actions called as services, without a route in between: each refuses with the
 * kind of refusal the error handler maps (invalid 400, notFound 404, forbidden 403), whichever path
 * starts it, and the order is judged by the buyer's limits on account and by card alike. Runs on the
 * demo store of the run's engine (SQLite, and PostgreSQL when TEST_DB=postgres).
 */
import type { Db } from '../../../server/db/handle';
import { paymentOptions } from '../../../server/repo/pricedCart';
import type { Buyer } from '../../../server/repo/scope';
import { decide } from '../../../server/services/approvals';
import { addToCart, clearCart } from '../../../server/services/cartChanges';
import { cancelOrder } from '../../../server/services/orderCancel';
import { placeOrder, placeOrderOnAccount } from '../../../server/services/orderPlacement';
import { getSettings } from '../../../server/repo/settings';
import { MSG } from '../../../server/messages';
import { openServiceStore, refusalOf, type ServiceStore } from './serviceStore';

jest.setTimeout(60_000);

let opened: ServiceStore;
let db: Db;
const users: Record<string, Buyer> = {};

async function buyerOf(username: string): Promise<Buyer> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('company_users as m', 'm.user_id', 'u.id')
    .select(['u.id', 'u.name', 'm.company_id', 'm.role'])
    .where('u.username', '=', username)
    .executeTakeFirstOrThrow();
  return { userId: row.id, name: row.name, companyId: row.company_id, role: row.role };
}

/** A product anyone may buy a few of: priced, in stock, not a variant master. */
async function sellableProduct(): Promise<number> {
  const row = await db
    .selectFrom('products as p')
    .innerJoin('stock as s', 's.product_id', 'p.id')
    .select('p.id')
    .where('p.variant_check', '=', 1)
    .where('p.sale_price', '>', 10)
    .where('s.quantity', '>=', 10)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function setLimits(buyer: Buyer, limits: { order_limit: number | null; monthly_limit: number | null }) {
  await db.updateTable('company_users').set(limits).where('user_id', '=', buyer.userId).execute();
}

/** The buyer's cart holds one line of the product, and the buyer orders for a branch they may use. */
async function fillCart(buyer: Buyer, productId: number, quantity = 1) {
  const settings = await getSettings(db);
  await clearCart(db, buyer.userId);
  await addToCart(db, settings, buyer.userId, productId, quantity, undefined);
}

beforeAll(async () => {
  opened = await openServiceStore();
  ({ db } = opened);
  for (const name of ['bayi1', 'bayi1.satinalma', 'bayi1.onay', 'bayi2']) users[name] = await buyerOf(name);
});
afterAll(() => opened?.close());

describe('placing an order', () => {
  it('on account refuses a plan the store does not have, and a plan paid by card', async () => {
    const buyer = users['bayi1']!;
    await fillCart(buyer, await sellableProduct());
    expect(
      await refusalOf(placeOrderOnAccount(db, buyer, { plan: 'advencePrice9', description: '' })),
    ).toEqual({
      kind: 'invalid',
      message: 'Geçersiz değer: advencePrice.',
    });
    const virtual = (await paymentOptions(db)).find((o) => o.isVirtual);
    expect(virtual).toBeDefined();
    expect(
      await refusalOf(placeOrderOnAccount(db, buyer, { plan: virtual!.priceName, description: '' })),
    ).toEqual({
      kind: 'invalid',
      message: MSG.planNeedsCard,
    });
  });

  it('over the monthly limit: on account it waits for an approver, by card it is refused as forbidden', async () => {
    const buyer = users['bayi1.satinalma']!;
    const product = await sellableProduct();
    await setLimits(buyer, { order_limit: null, monthly_limit: 1 });
    try {
      await fillCart(buyer, product);
      const onAccount = await placeOrderOnAccount(db, buyer, { plan: '', description: "$& 'not' \n a note" });
      expect(onAccount.status).toBe('waiting');

      await fillCart(buyer, product);
      const lines = await db
        .selectFrom('cart_items')
        .select(['product_id', 'unit_id', 'quantity'])
        .where('user_id', '=', buyer.userId)
        .execute();
      const byCard = placeOrder(db, buyer, {
        plan: '',
        description: '',
        settlement: {
          by: 'card',
          approved: {
            cartKey: JSON.stringify(lines.map((l) => [l.product_id, l.unit_id, l.quantity])),
            amount: 100,
            lines: [],
          },
        },
      });
      expect(await refusalOf(byCard)).toEqual({
        kind: 'forbidden',
        message: 'Onaya gidecek bir sipariş kartla ödenemez; siparişi onaya gönderin.',
      });
      // Nothing was recorded: the cart is still there for the buyer to send for approval.
      expect(
        await db.selectFrom('cart_items').select('product_id').where('user_id', '=', buyer.userId).execute(),
      ).toHaveLength(1);
    } finally {
      await setLimits(buyer, { order_limit: 10_000, monthly_limit: null });
      await clearCart(db, buyer.userId);
    }
  });
});

describe('a cart change', () => {
  it('reads an unusable unit multiplier as the base unit, as the widgets do', async () => {
    const buyer = users['bayi2']!;
    const settings = { ...(await getSettings(db)), cartStockControl: '0' as const }; // stock checked
    // A product with fewer pieces in stock than a line may ask for.
    const { product, n } = await db
      .selectFrom('stock as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .select((s) => ['s.product_id as product', s.fn.sum<number>('s.quantity').as('n')])
      .where('p.variant_check', '=', 1)
      .where('p.sale_price', '>', 0)
      .groupBy('s.product_id')
      .having((h) => h.fn.sum('s.quantity'), '>', 1)
      .having((h) => h.fn.sum('s.quantity'), '<', 50)
      .orderBy('s.product_id')
      .executeTakeFirstOrThrow();
    const unit = await db
      .selectFrom('product_units')
      .select(['id', 'multiplier'])
      .where('product_id', '=', product)
      .orderBy('position')
      .executeTakeFirstOrThrow();
    await db.updateTable('product_units').set({ multiplier: 0 }).where('id', '=', unit.id).execute();
    try {
      await clearCart(db, buyer.userId);
      const wanted = Number(n) + 1;
      // Read raw, a multiplier of 0 named 0 pieces in the stock message.
      expect(
        await refusalOf(addToCart(db, settings, buyer.userId, product, wanted, String(unit.id))),
      ).toEqual({ kind: 'invalid', message: MSG.stockShort(wanted) });
    } finally {
      await db
        .updateTable('product_units')
        .set({ multiplier: unit.multiplier })
        .where('id', '=', unit.id)
        .execute();
    }
  });
});

describe("the approver's decision", () => {
  let waitingId: number;

  beforeAll(async () => {
    const buyer = users['bayi1.satinalma']!;
    await setLimits(buyer, { order_limit: 1, monthly_limit: null });
    try {
      await fillCart(buyer, await sellableProduct());
      const placed = await placeOrderOnAccount(db, buyer, { plan: '', description: '' });
      expect(placed.status).toBe('waiting');
      waitingId = placed.orderId;
    } finally {
      await setLimits(buyer, { order_limit: 10_000, monthly_limit: null });
    }
  });

  it('refuses a decision on one’s own order (forbidden) and a rejection without a reason (invalid)', async () => {
    const settings = await getSettings(db);
    const own = users['bayi1.satinalma']!;
    expect((await refusalOf(decide(db, settings, own, waitingId, { approve: true, reason: '' }))).kind).toBe(
      'forbidden',
    );
    const approver = users['bayi1.onay']!;
    expect(
      await refusalOf(decide(db, settings, approver, waitingId, { approve: false, reason: ' \n ' })),
    ).toEqual({ kind: 'invalid', message: 'Ret nedeni yazmalısınız.' });
  });

  it('another company cannot see the order (not found), and an approval places it once', async () => {
    const settings = await getSettings(db);
    const stranger = users['bayi2']!;
    expect(
      (await refusalOf(decide(db, settings, stranger, waitingId, { approve: true, reason: '' }))).kind,
    ).toBe('notFound');
    const approver = users['bayi1.onay']!;
    const order = await decide(db, settings, approver, waitingId, { approve: true, reason: '' });
    expect(order.status).toBe('placed');
    expect(
      (await refusalOf(decide(db, settings, approver, waitingId, { approve: true, reason: '' }))).kind,
    ).toBe('notFound');
  });

  it("cancelling another company's order is not found, never forbidden", async () => {
    const stranger = users['bayi2']!;
    const refusal = await refusalOf(
      cancelOrder(
        db,
        { companyId: stranger.companyId, ownerId: null },
        { id: stranger.userId, role: 'yonetici' },
        waitingId,
      ),
    );
    expect(refusal.kind).toBe('notFound');
  });
});
