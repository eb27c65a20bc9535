/** Turns a customer's cart into an order: the one path shared by "Sipariş Ver" and a paid card checkout. */
import type { Db } from '../db/handle';
import { withCustomerLock } from '../db/transaction';
import { orderNote } from '../../src/domain/orderNote';
import { badRequest } from '../http/errors';
import { MSG } from '../messages';
import type { Settings } from '../../src/contract/hostConfig';
import { clearCart, enforceCartLines } from './cart';
import { insertOrder } from './orders';
import { priceCart } from './pricedCart';
import { getCurrencies } from './settings';
import { chosenBranch, type UserRow } from './users';

export type PricedCart = Awaited<ReturnType<typeof priceCart>>;

/**
 * Prices the cart under a payment plan; an empty cart, or a line outside the cart line rule
 * (1 to 100, within the controlled stock: the stock may have changed since the add), is refused.
 */
export async function pricedCartOf(
  db: Db,
  settings: Settings,
  userId: number,
  plan: string,
): Promise<PricedCart> {
  await enforceCartLines(db, settings, userId);
  const priced = await priceCart(db, userId, plan, await getCurrencies(db));
  if (priced.lines.length === 0) throw badRequest(MSG.cartEmpty);
  return priced;
}

/**
 * Saves the priced cart as an order (the note as typed, '' when none) and empties the cart. The
 * cart's lines pass the cart line rule once more here, at save time (a card payment's order is saved
 * after the bank's step, when the stock may have moved again). The check, the order and the emptied
 * cart are one transaction under the customer's lock (the caller's, when it already holds it).
 */
export function orderFromCart(
  db: Db,
  settings: Settings,
  user: Pick<UserRow, 'id' | 'name'>,
  plan: string,
  description: string | undefined,
  priced: Pick<PricedCart, 'lines'>,
): Promise<number> {
  return withCustomerLock(db, user.id, async (trx) => {
    await enforceCartLines(trx, settings, user.id);
    const orderId = await insertOrder(trx, {
      userId: user.id,
      branchId: await chosenBranch(trx, user.id),
      createdBy: user.name,
      createdAt: new Date().toISOString(),
      description: orderNote(description),
      advencePrice: plan,
      lines: priced.lines,
    });
    await clearCart(trx, user.id);
    return orderId;
  });
}
