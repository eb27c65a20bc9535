/**
 * Many lines into the cart at once (the quick order pad, the reorder, a saved list): one transaction
 * under the customer's lock, each line through the single add's own path (the cart service).
 */
import type { Settings } from '../../src/contract/hostConfig';
import type { CartBatchAnswer, CartBatchLine, CartBatchResult } from '../../src/contract/quickOrder';
import type { Db } from '../db/handle';
import { inSavepoint, withCustomerLock } from '../db/transaction';
import { isRefusal } from '../domain/refusal';
import { getCart } from '../repo/cart';
import { addToCart } from './cartChanges';

/**
 * Adds every line through addToCart, in order, inside one transaction under the customer's lock. Each
 * line runs in its own savepoint: a line the shop refuses rolls back alone and is answered with its
 * message; anything unexpected rolls the whole batch back.
 */
export function addBatch(
  db: Db,
  settings: Settings,
  userId: number,
  lines: CartBatchLine[],
  localize: (message: string) => string,
): Promise<CartBatchAnswer> {
  return withCustomerLock(db, userId, async (trx) => {
    const results: CartBatchResult[] = [];
    for (const line of lines) {
      try {
        await inSavepoint(trx, 'batch_line', () =>
          addToCart(trx, settings, userId, line.productId, line.quantity, String(line.unit)),
        );
        results.push({ productId: line.productId, ok: true });
      } catch (error) {
        if (!isRefusal(error)) throw error;
        results.push({ productId: line.productId, ok: false, message: localize(error.message) });
      }
    }
    return { results, items: await getCart(trx, userId) };
  });
}
