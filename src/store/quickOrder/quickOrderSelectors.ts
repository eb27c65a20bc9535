import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '../../contract/catalog';
import {
  judgePadRows,
  padLines,
  type PadLine,
  type RowVerdict,
} from '../../domain/quickOrder/quickOrderRows';
import { selectHeldLine } from '../cart/cartSelectors';
import { linePreview, NO_PREVIEW, type ReorderPreview } from '../cart/linePreview';
import type { RootState } from '../core/rootReducer';
import { selectSettings } from '../core/config';
import { selectQuickOrder } from './quickOrder';

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
    selectHeldLine,
    selectSettings,
  ],
  (rows, lookups, products, cartLine, settings): JudgedPad => {
    const verdicts = judgePadRows(rows, { lookups, products, cartLine, settings });
    return { verdicts, lines: padLines(rows, verdicts) };
  },
);

export type { ReorderPreview } from '../cart/linePreview';

/** The open reorder as it would go today (empty until the products are loaded). */
export const selectReorderPreview = createSelector(
  [
    (state: RootState) => selectQuickOrder(state).reorder,
    selectHeldLine,
    selectSettings,
    (state: RootState) => state.currency,
  ],
  (reorder, cartLine, settings, currency): ReorderPreview => {
    const { order } = reorder;
    if (!order || reorder.status === 'loading' || reorder.status === 'failed') return NO_PREVIEW;
    return linePreview(order.orderItems, {
      products: reorder.products as Record<number, Product | undefined>,
      cartLine,
      settings,
      priceName: order.advencePrice,
      currencyCode: order.currency,
      currency,
    });
  },
);
