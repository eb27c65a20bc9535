import { useMemo } from 'react';
import type { CartItem } from '../../contract/cart';
import { cartTotals, lineAmount, priceAmountInTry, type CartTotals } from '../../domain/catalog/pricing';
import { cartUnitPriceUnderPlan } from '../../domain/checkout/planPrice';
import { selectRateOf } from '../../store/chrome/currency';
import { useAppSelector } from '../../store/core/hooks';

export interface PreviewLine {
  item: CartItem;
  /** Unit price of the chosen plan without tax, TRY. */
  unitPrice: number;
  /** unitPrice × quantity, to the cent. */
  amount: number;
}

/**
 * The cart lines being paid, priced as the host charges them: each unit's price of the payment plan
 * chosen on the cart page, in TRY (cards are charged in TRY whatever currency the catalogue shows),
 * totals by the shared cart rule.
 */
export function usePreviewLines(
  items: readonly CartItem[],
  priceName: string,
): { lines: PreviewLine[]; totals: CartTotals } {
  const currency = useAppSelector((state) => state.currency);
  return useMemo(() => {
    const lines = items.map((item) => {
      const price = cartUnitPriceUnderPlan(item.productUnit, priceName);
      const unitPrice = priceAmountInTry({
        price: price.value,
        currencyRate: selectRateOf({ currency }, price.currency),
      });
      return { item, unitPrice, amount: lineAmount(unitPrice, item.quantity) };
    });
    const totals = cartTotals(
      lines.map((l) => ({
        unitPrice: l.unitPrice,
        quantity: l.item.quantity,
        taxRate: l.item.product.taxRate,
      })),
    );
    return { lines, totals };
  }, [items, priceName, currency]);
}
