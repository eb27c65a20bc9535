import { unitMultiplier } from '../cart/cartUnits';
import { isStockMode, type StockMode } from './stockModeRange';

export { isStockMode, type StockMode };

/**
 * Stock display modes (settings.stockInfoStatus):
 * 0 exact stock with unit; 1 nothing; 2 availability only; 3–14 stock plus an offset;
 * 15–20 a threshold label ('N+' above the threshold, else the exact stock).
 */

export type StockModeKind = 'exact' | 'hidden' | 'availability' | 'offset' | 'threshold';

export const STOCK_MODE_OFFSETS: Readonly<Record<number, number>> = {
  3: 5,
  4: 10,
  5: 50,
  6: 100,
  7: 1000,
  8: 20,
  9: -5,
  10: -10,
  11: -50,
  12: -100,
  13: -1000,
  14: -20,
};

export const STOCK_MODE_THRESHOLDS: Readonly<Record<number, number>> = {
  15: 5,
  16: 10,
  17: 50,
  18: 100,
  19: 1000,
  20: 20,
};

/**
 * A setting outside 0–20 (missing, garbage, a future mode) behaves like mode 0, the default of
 * the settings: showing the real stock is the least surprising fallback.
 */
export function normalizeStockMode(mode: unknown): StockMode {
  const n = typeof mode === 'string' && mode.trim() !== '' ? Number(mode) : mode;
  return isStockMode(n) ? n : 0;
}

export function stockModeKind(mode: unknown): StockModeKind {
  const m = normalizeStockMode(mode);
  if (m === 1) return 'hidden';
  if (m === 2) return 'availability';
  if (m >= 3 && m <= 14) return 'offset';
  if (m >= 15) return 'threshold';
  return 'exact';
}

/** The offset of a mode; outside 3–14 it is 0. Cart controls use it as the "stock adjustment". */
export function stockOffset(mode: unknown): number {
  return STOCK_MODE_OFFSETS[normalizeStockMode(mode)] ?? 0;
}

/** The threshold of modes 15–20, null for the others. */
export function stockThreshold(mode: unknown): number | null {
  return STOCK_MODE_THRESHOLDS[normalizeStockMode(mode)] ?? null;
}

/** Stock plus the mode's offset, in base units. A stock that is not a number counts as 0. */
export function effectiveStock(stock: number, mode: unknown): number {
  return (Number.isFinite(stock) ? stock : 0) + stockOffset(mode);
}

/** Out of stock when the effective stock is 0 or below. */
export function isOutOfStock(stock: number, mode: unknown): boolean {
  return effectiveStock(stock, mode) <= 0;
}

/**
 * Stock in a chosen unit = floor(stock / multiplier). The quotient is cut to 12 significant digits
 * before flooring, so 0.3 / 0.1 (2.9999999999999996 in binary) gives 3, not 2. A multiplier that
 * is missing, 0 or negative counts as 1 (the base unit).
 */
export function stockInUnit(stock: number, multiplier: number | null | undefined): number {
  const m = unitMultiplier({ multiplier });
  const s = Number.isFinite(stock) ? stock : 0;
  const floored = Math.floor(Number((s / m).toPrecision(12)));
  return floored === 0 ? 0 : floored; // no -0 in the UI
}

/** Stock info shows if the visitor is logged in or if showStokInfo is on. */
export function stockInfoVisible(loggedIn: boolean, showStokInfo: string | boolean): boolean {
  return loggedIn || showStokInfo === true || showStokInfo === '1';
}
