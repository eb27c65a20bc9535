import type { StockContext } from './quantity';
import { stockOffset } from './stockModes';

/**
 * The unit a quantity is in: the chosen one, else the product's default unit; null when the product
 * lists neither (its quantities then count base units).
 */
export function chosenUnit<U extends { id: number }>(
  product: { units: readonly U[]; defaultUnit: number },
  unitId?: number | null,
): U | null {
  const wanted = unitId ?? product.defaultUnit;
  return product.units.find((unit) => unit.id === wanted) ?? null;
}

/** The settings the stock rules of cart controls read (spec sections 5 and 9). */
export interface StockSettings {
  stockInfoStatus: unknown;
  cartStockControl: string;
}

/**
 * The stock context of a product's cart controls: its stock in base units, the display mode's
 * offset as the adjustment, what the cart already holds of it (base units) and the unit's multiplier.
 */
export function cartStockContext(
  input: { stock: number; inCart: number; multiplier: number | null | undefined },
  settings: StockSettings,
): StockContext {
  return {
    stock: input.stock,
    adjustment: stockOffset(settings.stockInfoStatus),
    inCart: input.inCart,
    multiplier: input.multiplier ?? 1,
    cartStockControl: settings.cartStockControl === '1',
  };
}
