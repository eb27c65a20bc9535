import type { StockContext } from './quantity';
import { stockOffset } from '../catalog/stockModes';
import { unitMultiplier } from './cartUnits';
import { englishUnitName } from './unitWords';

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

/** The settings the stock rules of cart controls read. */
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
    multiplier: unitMultiplier(input),
    cartStockControl: settings.cartStockControl === '1',
  };
}

/**
 * What a product's cart controls judge by, for the chosen unit (the default one when none is
 * chosen): that unit, and the stock context with `inCart`, what the cart holds of the product in
 * base units. The quantity field, the add button and the add itself all take it from here.
 */
export function productCartStock<U extends { id: number; multiplier: number }>(
  product: { quantity: number; units: readonly U[]; defaultUnit: number },
  unitId: number | null | undefined,
  inCart: number,
  settings: StockSettings,
): { unit: U | null; context: StockContext } {
  const unit = chosenUnit(product, unitId);
  const context = cartStockContext(
    { stock: product.quantity, inCart, multiplier: unit?.multiplier },
    settings,
  );
  return { unit, context };
}

export interface UnitAfterVariantSwitch<U> {
  /** The child's unit of the same name, or its default unit (null) when it has none. */
  unitId: number | null;
  /** The chosen amount still means the same thing: false when the unit changed under it. */
  keepAmount: boolean;
  /** When the unit changed: the unit left behind and the one in its place, for the notice. */
  changed: { from: U; to: U | null } | null;
}

/**
 * The unit after the detail page swaps to a variant child. Units are matched by name:
 * a child's PAKET has its own id. Without the same unit the child's default unit applies, and the
 * amount goes back to 1, since 4 PAKET silently becoming 4 ADET is another order.
 */
export function unitAfterVariantSwitch<U extends { id: number; value: string }>(
  current: U | null,
  child: { units: readonly U[]; defaultUnit: number },
): UnitAfterVariantSwitch<U> {
  if (!current) return { unitId: null, keepAmount: true, changed: null };
  const same = child.units.find((unit) => unit.value === current.value);
  if (same) return { unitId: same.id, keepAmount: true, changed: null };
  return { unitId: null, keepAmount: false, changed: { from: current, to: chosenUnit(child, null) } };
}

/**
 * A unit's name as shown: the host's label (the name in the viewer's language) when it sent one,
 * else the stored name. Only for display: the stored name (value) is what requests send and what
 * units are matched by, since a unit's name doubles as its identifier (productValue, the quick
 * order pad, the reorder match).
 */
export function unitLabel(unit: { value: string; label?: string }): string {
  return unit.label || unit.value;
}

/**
 * Whether a typed or imported unit name ('PIECE', 'koli') names this unit: its stored Turkish name,
 * which identifies it, its label in the viewer's language, or the English twin of a standard unit
 * (domain/cart/unitWords), compared without case (Turkish I folded). An export in English writes
 * labels, and a file a Turkish spreadsheet wrote holds the stored names: both read back on a page of
 * either language.
 */
export function unitNamedBy(unit: { value: string; label?: string }, name: string): boolean {
  const wanted = unitNameKey(name);
  if (wanted === '') return false;
  const names = [unit.value, unit.label, englishUnitName(unit.value)];
  return names.some((known) => !!known && unitNameKey(known) === wanted);
}

function unitNameKey(name: string): string {
  return name.trim().replace(/İ/g, 'I').replace(/ı/g, 'i').toLowerCase();
}
