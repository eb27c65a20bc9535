/** The payment plan a cart request names: one of the store's, or '' for the cart's default prices. */
import type { PaymentAdvencePrice } from '../../src/contract/cart';
import type { Db } from '../db/handle';
import { invalid } from '../domain/refusal';
import { MSG } from '../messages';
import { paymentOptions } from '../repo/pricedCart';

/**
 * The store's plan called `priceName`, or null for '' (no plan: the units' own prices). A name the
 * store does not offer is refused rather than priced at the default, so nothing is saved at prices
 * the buyer did not see.
 */
export async function chosenPlan(db: Db, priceName: string): Promise<PaymentAdvencePrice | null> {
  if (priceName === '') return null;
  const option = (await paymentOptions(db)).find((o) => o.priceName === priceName);
  if (!option) throw invalid(MSG.badField('advencePrice'));
  return option;
}
