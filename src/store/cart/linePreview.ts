import type { Product } from '../../contract/catalog';
import {
  reorderLines,
  reorderPreview,
  type ReorderContext,
  type ReorderItem,
  type ReorderLine,
} from '../../domain/cart/reorder';
import type { StockSettings } from '../../domain/cart/units';
import { selectRateOf, type WithCurrency } from '../chrome/currency';

export interface ReorderPreview {
  lines: ReorderLine[];
  /** The lines that go into the cart, capped by the cart line rule (domain/cart/cartLine). */
  batch: { productId: number; unitId: number; quantity: number }[];
}

export const NO_PREVIEW: ReorderPreview = { lines: [], batch: [] };

/**
 * Lines of a past order or an offer as they would go into the cart today (domain/cart/reorder): the
 * 'Tekrar Sipariş Ver' and the offer's 'Düzenle' previews, priced in the document's currency.
 */
export function linePreview(
  items: readonly ReorderItem[],
  source: {
    products: Readonly<Record<number, Product | undefined>>;
    cartLine: ReorderContext['cartLine'];
    settings: StockSettings;
    priceName: string;
    /** The order's or offer's currency. */
    currencyCode: string;
    currency: WithCurrency['currency'];
  },
): ReorderPreview {
  const { currency } = source;
  const documentRate = selectRateOf({ currency }, source.currencyCode);
  const lines = reorderPreview(items, {
    products: source.products,
    cartLine: source.cartLine,
    settings: source.settings,
    priceName: source.priceName,
    convert: (price) => (price.value * selectRateOf({ currency }, price.currency)) / documentRate,
  });
  return { lines, batch: reorderLines(lines) };
}
