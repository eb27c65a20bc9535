/**
 * The customer's cart rows: one line per product, its quantity counted in the line's unit. Only reads
 * and writes; the rules and the lock every change holds are the cart service's (services/cartChanges.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../db/handle';
import { firstRow } from '../db/query';
import type { CartItem } from '../../src/contract/cart';
import { unitPrice } from '../domain/pricing';
import { eachPlanPrice } from '../../src/domain/checkout/planPrice';
import { listProducts, productRows, unitRows } from './products';

export interface CartLine {
  product_id: number;
  unit_id: number;
  quantity: number;
}

export const cartLines = (db: Db, userId: number): Promise<CartLine[]> =>
  db
    .selectFrom('cart_items')
    .select(['product_id', 'unit_id', 'quantity'])
    .where('user_id', '=', userId)
    .orderBy('added_at')
    .orderBy('product_id')
    .execute();

export const lineOf = (db: Db, userId: number, productId: number): Promise<CartLine | undefined> =>
  db
    .selectFrom('cart_items')
    .select(['product_id', 'unit_id', 'quantity'])
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();

/** Builds the contract's cart items (full product, the line's unit with its plan prices). */
export async function cartItems(db: Db, lines: CartLine[]): Promise<CartItem[]> {
  const ids = lines.map((l) => l.product_id);
  const products = new Map((await listProducts(db, ids)).map((p) => [p.id, p]));
  const rows = new Map((await productRows(db, ids)).map((r) => [r.id, r]));
  const units = new Map((await unitRows(db, ids)).map((u) => [u.id, u]));
  return lines.flatMap((line) => {
    const product = products.get(line.product_id);
    const row = rows.get(line.product_id);
    const unit = units.get(line.unit_id);
    if (!product || !row || !unit) return [];
    const price = (value: number) => ({ value, currency: row.currency });
    const productUnit = {
      id: unit.id,
      value: unit.name,
      multiplier: unit.multiplier,
      defaultPrice: price(unit.sale_price),
      ...eachPlanPrice((name) => price(unitPrice(row, unit, name))),
    };
    return [{ product, productUnit, quantity: line.quantity }];
  });
}

export const getCart = async (db: Db, userId: number) => cartItems(db, await cartLines(db, userId));

/** The pieces in stock of a product, over its warehouses. */
export const stockOf = async (db: Db, productId: number): Promise<number> =>
  (await firstRow(
    db,
    sql<{ n: number }>`SELECT COALESCE(SUM(quantity), 0) AS n FROM stock WHERE product_id = ${productId}`,
  ))!.n;

/** Writes a line, replacing the product's line if there is one. */
export async function upsertLine(db: Db, userId: number, line: CartLine): Promise<void> {
  await db
    .insertInto('cart_items')
    .values({
      user_id: userId,
      product_id: line.product_id,
      unit_id: line.unit_id,
      quantity: line.quantity,
      added_at: nextAddedAt(),
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'product_id']).doUpdateSet({
        unit_id: (eb) => eb.ref('excluded.unit_id'),
        quantity: (eb) => eb.ref('excluded.quantity'),
      }),
    )
    .execute();
}

/** Removes the product's line; false when the cart had none. */
export async function deleteLine(db: Db, userId: number, productId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_items')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteCartLines(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).execute();
}

let lastAddedAt = 0;

/**
 * When a line joined the cart: the cart lists lines in that order. Lines added in one call (an
 * offer put back, a batch) share a millisecond, so each stamp is at least 1 ms after the last one:
 * the cart keeps the order they were added in, not their product ids'.
 */
function nextAddedAt(): string {
  lastAddedAt = Math.max(Date.now(), lastAddedAt + 1);
  return new Date(lastAddedAt).toISOString();
}
