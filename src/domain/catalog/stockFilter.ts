import { isOutOfStock } from './stockModes';

type Flag = string | boolean | null | undefined;
const on = (flag: Flag) => flag === true || flag === '1';

export interface StockFilterSettings {
  /** The store's own showNotInStocks before any user choice: '1' lets customers choose. */
  originalShowNotInStocks: Flag;
  /** b2b_stoktakileri_goster, "show the in-stock ones": the store offers the in-stock-only filter. */
  b2b_stoktakileri_goster: Flag;
}

/**
 * The in-stock-only toggle of the product list is offered only when the
 * store lets customers see out-of-stock products at all (originalShowNotInStocks '1') and the
 * stock-only setting, b2b_stoktakileri_goster, is on. showNotInStocks itself is the user's current
 * choice, the toggle's state, not a condition for offering it.
 */
export function stockFilterAvailable(settings: StockFilterSettings): boolean {
  return on(settings.originalShowNotInStocks) && on(settings.b2b_stoktakileri_goster);
}

/** showNotInStocks '0' means: only products in stock are listed (the toggle is pressed). */
export function onlyInStock(showNotInStocks: Flag): boolean {
  return showNotInStocks === '0' || showNotInStocks === false;
}

/** The value saved by a click on the toggle: the opposite of the current choice. */
export function toggledShowNotInStocks(showNotInStocks: Flag): '0' | '1' {
  return onlyInStock(showNotInStocks) ? '1' : '0';
}

/**
 * Campaign tiles: with showNotInStocks '0' products out of stock are hidden, out
 * of stock meaning an effective stock (with the display mode's offset) of 0 or below.
 */
export function visibleCampaignProducts<T extends { quantity: number }>(
  products: readonly T[],
  showNotInStocks: Flag,
  stockMode: unknown,
): T[] {
  if (!onlyInStock(showNotInStocks)) return [...products];
  return products.filter((product) => !isOutOfStock(product.quantity, stockMode));
}
