/** Turns a customer's cart into an order: the one path shared by "Sipariş Ver" and a paid card checkout. */
import type { Db } from '../db/handle';
import { withBuyerLock } from '../db/transaction';
import { orderNote } from '../../src/domain/orderNote';
import { badRequest } from '../http/errors';
import { MSG } from '../messages';
import type { Settings } from '../../src/contract/hostConfig';
import { clearCart, enforceCartLines } from './cart';
import { insertOrder } from './orders';
import { priceCart } from './pricedCart';
import type { Buyer } from './scope';
import { getCurrencies } from './settings';
import { chosenBranch } from './users';

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
 * cart are one transaction under the company's and the user's locks (the caller's, when it holds them).
 * `status` 'waiting': the order goes over the buyer's limits and waits for an approver (issue 24).
 */
export function orderFromCart(
  db: Db,
  settings: Settings,
  buyer: Buyer,
  plan: string,
  description: string | undefined,
  priced: Pick<PricedCart, 'lines'>,
  status: 'placed' | 'waiting' = 'placed',
): Promise<number> {
  return withBuyerLock(db, buyer, async (trx) => {
    await enforceCartLines(trx, settings, buyer.userId);
    const orderId = await insertOrder(trx, {
      companyId: buyer.companyId,
      placedBy: buyer.userId,
      status,
      branchId: await chosenBranch(trx, buyer),
      createdBy: buyer.name,
      createdAt: new Date().toISOString(),
      description: orderNote(description),
      advencePrice: plan,
      lines: priced.lines,
    });
    await clearCart(trx, buyer.userId);
    return orderId;
  });
}
