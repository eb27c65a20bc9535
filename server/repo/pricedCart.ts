/** The cart priced in TRY under a payment plan: what orders, offers, the risk limit and payments use. */
import type { LocaleCode } from '../../src/domain/chrome/locales';
import { hostWord } from '../vocabulary';
import type { Db } from '../db/handle';
import type { Currency } from '../../src/contract/hostConfig';
import type { CartItem, PaymentAdvencePrice } from '../../src/contract/cart';
import { unitPriceAsShown } from '../../src/domain/catalog/pricing';
import { toTry, totalsOf, unitPrice, type Totals } from '../domain/pricing';
import { cartItems, cartLines, type CartLine } from './cart';
import { productRows, unitRows } from './products';

export interface LineInput {
  productId: number;
  unitId: number;
  code: string;
  name: string;
  image: string;
  unitName: string;
  multiplier: number;
  quantity: number;
  /** Unit price without tax, TRY, to the kuruş as the buyer saw it (the line totals are this × quantity). */
  price: number;
  taxRate: number;
}

export interface PricedCart {
  items: CartItem[];
  lines: LineInput[];
  totals: Totals;
}

/** The buyer's cart priced under a plan. */
export const priceCart = async (db: Db, userId: number, priceName: string, currencies: Currency[]) =>
  priceLines(db, await cartLines(db, userId), priceName, currencies);

/** Cart lines the caller has read (in its transaction) priced under a plan. */
export async function priceLines(
  db: Db,
  raw: CartLine[],
  priceName: string,
  currencies: Currency[],
): Promise<PricedCart> {
  const ids = raw.map((l) => l.product_id);
  const products = new Map((await productRows(db, ids)).map((r) => [r.id, r]));
  const units = new Map((await unitRows(db, ids)).map((u) => [u.id, u]));
  const lines = raw.flatMap((l): LineInput[] => {
    const p = products.get(l.product_id);
    const u = units.get(l.unit_id);
    if (!p || !u) return [];
    const price = unitPriceAsShown(toTry(unitPrice(p, u, priceName), p.currency, currencies));
    return [
      {
        productId: p.id,
        unitId: u.id,
        code: p.code,
        name: p.name,
        image: p.image,
        unitName: u.name,
        multiplier: u.multiplier,
        quantity: l.quantity,
        price,
        taxRate: p.tax_rate,
      },
    ];
  });
  return { items: await cartItems(db, raw), lines, totals: totalsOf(lines) };
}

/** The cart's payment plans, their names in the viewer's language (the plan is chosen by priceName). */
export async function paymentOptions(db: Db, locale: LocaleCode = 'tr'): Promise<PaymentAdvencePrice[]> {
  const rows = await db
    .selectFrom('payment_options')
    .select(['price_name', 'name', 'is_default', 'is_virtual'])
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    name: hostWord(r.name, locale),
    priceName: r.price_name,
    varsayilan: r.is_default === 1,
    isVirtual: r.is_virtual === 1,
  }));
}
