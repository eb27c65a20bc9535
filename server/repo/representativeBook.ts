/**
 * A representative's book: every linked customer with its account figures, last order, open cart
 * and whether anyone of it is online, in a fixed number of queries whatever the book's size.
 */
import type { BookCustomer } from '../../src/contract/representatives';
import { availableCredit, BLOCKING_RISK_LIMIT } from '../../src/domain/cart/riskLimit';
import { defaultPaymentPlan } from '../../src/domain/checkout/paymentPlan';
import type { Db } from '../db/handle';
import { totalsOf, type PricedLine } from '../domain/pricing';
import { ONLINE_WINDOW_MS } from './admin';
import { paymentOptions, priceLines } from './pricedCart';
import { getCurrencies } from './settings';

/** The customers' open carts, each priced under the store's default plan (its grand total in TRY). */
async function cartTotals(db: Db, companyIds: number[]): Promise<Map<number, number>> {
  const totals = new Map<number, number>();
  if (companyIds.length === 0) return totals;
  const rows = await db
    .selectFrom('cart_items')
    .select(['user_id', 'product_id', 'unit_id', 'quantity'])
    .where('user_id', 'in', companyIds)
    .execute();
  if (rows.length === 0) return totals;
  // Each product and unit priced once, for one piece of the unit: the lines then take their quantities.
  const distinct = [...new Map(rows.map((r) => [`${r.product_id}:${r.unit_id}`, r])).values()];
  const plan = defaultPaymentPlan(await paymentOptions(db))?.priceName ?? '';
  const priced = await priceLines(
    db,
    distinct.map((r) => ({ product_id: r.product_id, unit_id: r.unit_id, quantity: 1 })),
    plan,
    await getCurrencies(db),
  );
  const unitPrices = new Map(priced.lines.map((l) => [`${l.productId}:${l.unitId}`, l]));
  const lines = new Map<number, PricedLine[]>();
  for (const r of rows) {
    const price = unitPrices.get(`${r.product_id}:${r.unit_id}`);
    if (!price) continue;
    const own = lines.get(r.user_id) ?? [];
    own.push({ price: price.price, quantity: r.quantity, taxRate: price.taxRate });
    lines.set(r.user_id, own);
  }
  for (const [id, own] of lines) totals.set(id, totalsOf(own).total);
  return totals;
}

/**
 * What the risk limit still lets the customer order, by the rule ordering is judged by (the limit less
 * the overdue debt, src/domain/cart/riskLimit); a limit of exactly 1 blocks ordering; null without one.
 */
function headroomOf(riskLimit: number, overdueBalance: number): number | null {
  if (riskLimit <= 0) return null;
  if (riskLimit === BLOCKING_RISK_LIMIT) return 0;
  return Math.max(0, availableCredit(riskLimit, overdueBalance));
}

export async function representativeBook(
  db: Db,
  representativeId: number,
  now = Date.now(),
): Promise<BookCustomer[]> {
  const since = new Date(now - ONLINE_WINDOW_MS).toISOString();
  const rows = await db
    .selectFrom('users as c')
    .select((eb) => [
      'c.id',
      'c.customer_code',
      'c.name',
      'c.city',
      'c.balance',
      'c.balance_currency',
      'c.overdue_balance',
      'c.overdue_days',
      'c.risk_limit',
      'c.rep_may_order',
      eb
        .selectFrom('orders as o')
        .select((o) => o.fn.max('o.created_at').as('last'))
        .whereRef('o.user_id', '=', 'c.id')
        .where('o.is_cancel', '=', 0)
        .where('o.status', '=', 'placed')
        .as('last_order_at'),
      eb
        .selectFrom('company_users as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select((o) => o.fn.countAll<number>().as('n'))
        .whereRef('m.company_id', '=', 'c.id')
        .where('u.last_seen', '>=', since)
        .as('online_users'),
    ])
    .where('c.representative_id', '=', representativeId)
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
  const carts = await cartTotals(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const balance = Number(r.balance ?? 0);
    const riskLimit = Number(r.risk_limit);
    const cartTotal = carts.get(r.id) ?? 0;
    return {
      companyId: r.id,
      code: r.customer_code,
      name: r.name,
      city: r.city,
      balance,
      currency: r.balance_currency,
      overdueBalance: Number(r.overdue_balance),
      overdueDays: Number(r.overdue_days),
      riskLimit,
      riskHeadroom: headroomOf(riskLimit, Number(r.overdue_balance)),
      lastOrderAt: (r.last_order_at as string | null) ?? null,
      cartTotal,
      cartCurrency: cartTotal > 0 ? 'TRY' : '',
      online: Number(r.online_users ?? 0) > 0,
      consent: r.rep_may_order === 1,
    };
  });
}
