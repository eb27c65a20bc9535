/**
 * Adding to a product already in the cart in another unit (issue 14.5): 10 ADET plus 1 PAKET of 12 is
 * 22 pieces, never 11 PAKET. The pieces are converted into the line's unit when they divide evenly,
 * otherwise into the base unit (the product's smallest); when neither holds them whole the add is
 * refused rather than rounded. The host (server/repo/cart.ts) and the widgets' optimistic line both
 * use this rule, so the line never jumps when the answer arrives.
 */

export interface CountUnit {
  id: number;
  /** Pieces of the base unit in one of this unit. */
  multiplier: number;
}

export interface MergedQuantity<U extends CountUnit> {
  unit: U;
  quantity: number;
}

/** A multiplier a count can use: 0, negative or missing ones count as 1, as the stock rules do. */
export const unitMultiplier = (unit: { multiplier: number }) =>
  Number.isFinite(unit.multiplier) && unit.multiplier > 0 ? unit.multiplier : 1;

/** How many of `unit` make `pieces`, when that is a whole number (within float noise); else null. */
export function wholeCount(pieces: number, unit: { multiplier: number }): number | null {
  const count = pieces / unitMultiplier(unit);
  const whole = Math.round(count);
  return Math.abs(count - whole) < 1e-9 && whole > 0 ? whole : null;
}

/** The product's base unit: the one of the smallest multiplier (1 in a well-kept catalogue). */
export function baseUnit<U extends CountUnit>(units: readonly U[]): U | null {
  return units.reduce<U | null>(
    (best, unit) => (best === null || unitMultiplier(unit) < unitMultiplier(best) ? unit : best),
    null,
  );
}

/**
 * The line after adding `added.quantity` of `added.unit` to `line.quantity` of `line.unit`. `units`
 * are the product's units (the base unit is looked for there). Null when no unit holds the total
 * as a whole number.
 */
export function mergeCartQuantity<U extends CountUnit>(
  line: MergedQuantity<U>,
  added: MergedQuantity<U>,
  units: readonly U[],
): MergedQuantity<U> | null {
  if (added.unit.id === line.unit.id) return { unit: line.unit, quantity: line.quantity + added.quantity };
  const pieces = line.quantity * unitMultiplier(line.unit) + added.quantity * unitMultiplier(added.unit);
  const inLineUnit = wholeCount(pieces, line.unit);
  if (inLineUnit !== null) return { unit: line.unit, quantity: inLineUnit };
  const base = baseUnit(units);
  const inBase = base ? wholeCount(pieces, base) : null;
  return base && inBase !== null ? { unit: base, quantity: inBase } : null;
}
