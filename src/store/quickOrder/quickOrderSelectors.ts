import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '../../contract/catalog';
import { unitMultiplier } from '../../domain/cart/cartUnits';
import {
  judgePadRows,
  padLines,
  type PadLine,
  type RowVerdict,
} from '../../domain/quickOrder/quickOrderRows';
import { linePreview, NO_PREVIEW, type ReorderPreview } from '../cart/linePreview';
import type { RootState } from '../core/rootReducer';
import { selectSettings } from '../core/config';
import { selectQuickOrder } from './quickOrder';

/** Base units of each product the cart holds: the stock rules of the pad and the reorder count them. */
const selectInCart = createSelector([(state: RootState) => state.cart.items], (items) => {
  const held = new Map<number, number>();
  for (const line of items) {
    held.set(
      line.product.id,
      (held.get(line.product.id) ?? 0) + line.quantity * unitMultiplier(line.productUnit),
    );
  }
  return (productId: number) => held.get(productId) ?? 0;
});

export interface JudgedPad {
  verdicts: RowVerdict[];
  lines: PadLine[];
}

/** Every row's verdict and the lines 'Sepete Ekle' would send: the widget shows them, the flow sends them. */
export const selectJudgedPad = createSelector(
  [
    (state: RootState) => selectQuickOrder(state).rows,
    (state: RootState) => selectQuickOrder(state).lookups,
    (state: RootState) => selectQuickOrder(state).products,
    selectInCart,
    selectSettings,
  ],
  (rows, lookups, products, inCart, settings): JudgedPad => {
    const verdicts = judgePadRows(rows, { lookups, products, inCart, settings });
    return { verdicts, lines: padLines(rows, verdicts) };
  },
);

export type { ReorderPreview } from '../cart/linePreview';

/** The open reorder as it would go today (empty until the products are loaded). */
export const selectReorderPreview = createSelector(
  [
    (state: RootState) => selectQuickOrder(state).reorder,
    selectInCart,
    selectSettings,
    (state: RootState) => state.currency,
  ],
  (reorder, inCart, settings, currency): ReorderPreview => {
    const { order } = reorder;
    if (!order || reorder.status === 'loading' || reorder.status === 'failed') return NO_PREVIEW;
    return linePreview(order.orderItems, {
      products: reorder.products as Record<number, Product | undefined>,
      inCart,
      settings,
      priceName: order.advencePrice,
      currencyCode: order.currency,
      currency,
    });
  },
);
