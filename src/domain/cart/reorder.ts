/**
 * 'Tekrar Sipariş Ver': a past order's lines as they would go into the cart today, and
 * what changed since: the price of the same unit under the order's payment plan now against then,
 * lines no longer sold or out of stock, quantities capped by the stock and the 1–100 range.
 */
import { capCartAdd } from './cartLine';
import {
  unitOfLine,
  mergeCartQuantity,
  piecesInLine,
  unitMultiplier,
  type CountUnit,
  type MergedQuantity,
} from './cartUnits';
import { hasPrice } from '../catalog/hasPrice';
import { priceOfUnitUnderPlan, type PlanPricedProduct } from '../checkout/planPrice';
import { codeKey } from '../quickOrder/quickOrderRows';
import { toCents } from '../shared/rounding';
import { cartStockContext, unitLabel, type StockSettings } from './units';

export interface Money {
  value: number;
  currency: string;
}

export interface ReorderItem {
  id: number;
  product: { id: number };
  code: string;
  name: string;
  quantity: number;
  /** value: the stored unit name, matched against today's units; label: the name as shown. */
  productUnit: { value: string; label?: string; multiplier: number };
  /** Unit price without tax, in the order's currency. */
  price: number;
}

export interface ReorderUnit {
  id: number;
  value: string;
  label?: string;
  multiplier: number;
  defaultPrice: Money;
}

/** salePrice and each plan's price per base unit (PlanPricedProduct). */
export type ReorderProduct = PlanPricedProduct & {
  id: number;
  quantity: number;
  variantCheck: number;
  units: readonly ReorderUnit[];
  defaultUnit: number;
};

/** A unit as the cart's line names it. */
export type HeldUnit = CountUnit & { value: string; label?: string };

export interface ReorderContext {
  /** The products as sold today, by id; a missing one is no longer sold. */
  products: Readonly<Record<number, ReorderProduct | undefined>>;
  /** The cart's line of a product (its unit and quantity), null when the cart holds none. */
  cartLine: (productId: number) => MergedQuantity<HeldUnit> | null;
  settings: StockSettings;
  /** The order's payment plan ('advencePrice1' …, '' for the sale price). */
  priceName: string;
  /** A price in the order's currency. */
  convert: (price: Money) => number;
}

/**
 * unitConflict: the order's unit is no longer sold and its pieces make no whole of today's units;
 * cartFull: the cart's line of the product already holds all a line may (100).
 */
export type ReorderStatus =
  'ok' | 'capped' | 'outOfStock' | 'gone' | 'variant' | 'askPrice' | 'unitConflict' | 'cartFull';

export interface ReorderLine {
  item: ReorderItem;
  status: ReorderStatus;
  /** The unit the line goes in today; null when the line does not go. */
  unitId: number | null;
  /** The unit's name as shown (unitLabel). */
  unit: string;
  /** The order's unit is no longer sold: the product's default unit takes its place. */
  unitChanged: boolean;
  /** What the order had, in the unit of today. */
  wanted: number;
  /** What goes into the cart (0 when nothing does). */
  quantity: number;
  priceThen: number;
  /** Today's unit price in the order's currency, without tax; null when there is none. */
  priceNow: number | null;
  priceChange: 'up' | 'down' | 'same' | null;
  /** Why a capped line takes less: the stock, or the 1–100 range of a cart quantity. */
  cappedBy?: 'stock' | 'max';
  /** What the cart's line of the product holds, when that is why the line takes less (or none). */
  held?: { quantity: number; unit: string };
}

/** The cart's line in the product's own unit of today (the unit the merge rule reads), as held. */
function heldIn(
  product: ReorderProduct,
  line: MergedQuantity<HeldUnit> | null,
): MergedQuantity<HeldUnit> | null {
  if (!line) return null;
  return { unit: unitOfLine(product.units, line.unit), quantity: line.quantity };
}

function change(then: number, now: number): ReorderLine['priceChange'] {
  const delta = toCents(now) - toCents(then);
  return delta > 0 ? 'up' : delta < 0 ? 'down' : 'same';
}

/** Every line of the order as it would go today, in the order's order. */
export function reorderPreview(items: readonly ReorderItem[], ctx: ReorderContext): ReorderLine[] {
  // Lines of one product go into the cart's one line of it: each takes what the ones before it left
  // of the stock and of the line's 1–100.
  const lines = new Map<number, MergedQuantity<HeldUnit> | null>();
  return items.map((item): ReorderLine => {
    const base = {
      item,
      unitId: null,
      unit: unitLabel(item.productUnit),
      unitChanged: false,
      wanted: Math.max(1, Math.round(item.quantity)),
      quantity: 0,
      priceThen: item.price,
      priceNow: null,
      priceChange: null,
    };
    const product = ctx.products[item.product.id];
    if (!product) return { ...base, status: 'gone' };
    if (product.variantCheck === 0) return { ...base, status: 'variant' };
    const same = product.units.find((u) => codeKey(u.value) === codeKey(item.productUnit.value));
    const stand = same ?? product.units.find((u) => u.id === product.defaultUnit) ?? product.units[0];
    if (!stand) return { ...base, status: 'gone' };
    // A unit no longer sold: the order's pieces go to the default unit by the cart's unit rule
    // (domain/cart/cartUnits), whole in it or else in the base unit, never rounded up.
    const placed = same
      ? { unit: same, quantity: base.wanted }
      : piecesInLine(base.wanted * unitMultiplier(item.productUnit), stand, product.units);
    if (!placed) return { ...base, unitChanged: true, status: 'unitConflict' };
    const { unit, quantity: wanted } = placed;
    const now = ctx.convert(priceOfUnitUnderPlan(product, unit, ctx.priceName));
    const line = {
      ...base,
      unitId: unit.id,
      unit: unitLabel(unit),
      unitChanged: !same,
      wanted,
      priceNow: hasPrice(now) ? now : null,
      priceChange: hasPrice(now) ? change(item.price, now) : null,
    };
    if (!hasPrice(product.salePrice.value) || !hasPrice(now))
      return { ...line, unitId: null, status: 'askPrice' };
    const held = lines.has(product.id) ? lines.get(product.id)! : heldIn(product, ctx.cartLine(product.id));
    const inCart = held ? held.quantity * unitMultiplier(held.unit) : 0;
    // The cart's own rule for an add beside what its line holds (domain/cart/cartLine), the one the
    // host enforces when the lines arrive.
    const { quantity, cappedBy } = capCartAdd(
      wanted,
      unit,
      held,
      product.units,
      cartStockContext({ stock: product.quantity, inCart, multiplier: unit.multiplier }, ctx.settings),
    );
    // Capped by 100 beside what the cart's line holds: the note names what it holds.
    const byCart =
      cappedBy === 'max' && held ? { held: { quantity: held.quantity, unit: unitLabel(held.unit) } } : {};
    if (quantity < 1)
      return { ...line, ...byCart, unitId: null, status: byCart.held ? 'cartFull' : 'outOfStock' };
    lines.set(
      product.id,
      held ? mergeCartQuantity(held, { unit, quantity }, product.units) : { unit, quantity },
    );
    if (cappedBy === null) return { ...line, quantity, status: 'ok' };
    return { ...line, ...byCart, quantity, status: 'capped', cappedBy };
  });
}

/** The lines 'Tekrar Sipariş Ver' puts into the cart. */
export function reorderLines(
  preview: readonly ReorderLine[],
): { productId: number; unitId: number; quantity: number }[] {
  return preview.flatMap((line) =>
    line.unitId !== null && line.quantity > 0
      ? [{ productId: line.item.product.id, unitId: line.unitId, quantity: line.quantity }]
      : [],
  );
}
