/** Turns a customer's cart into an order: the one path shared by "Sipariş Ver" and a paid card checkout. */
import type Database from 'better-sqlite3';
import { orderNote } from '../../src/domain/orderNote';
import { badRequest } from '../http/errors';
import { MSG } from '../messages';
import { clearCart } from './cart';
import { insertOrder } from './orders';
import { priceCart } from './pricedCart';
import { getCurrencies } from './settings';
import { chosenBranch, type UserRow } from './users';

export type PricedCart = ReturnType<typeof priceCart>;

/** Prices the cart under a payment plan; an empty cart is refused. */
export function pricedCartOf(db: Database.Database, userId: number, plan: string): PricedCart {
  const priced = priceCart(db, userId, plan, getCurrencies(db));
  if (priced.lines.length === 0) throw badRequest(MSG.cartEmpty);
  return priced;
}

/** Saves the priced cart as an order (the note as typed, '' when none) and empties the cart. */
export function orderFromCart(
  db: Database.Database,
  user: Pick<UserRow, 'id' | 'name'>,
  plan: string,
  description: string | undefined,
  priced: Pick<PricedCart, 'lines'>,
): number {
  const orderId = insertOrder(db, {
    userId: user.id,
    branchId: chosenBranch(db, user.id),
    createdBy: user.name,
    createdAt: new Date().toISOString(),
    description: orderNote(description),
    advencePrice: plan,
    lines: priced.lines,
  });
  clearCart(db, user.id);
  return orderId;
}
