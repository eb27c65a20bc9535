/**
 * The cart's one unit rule: pieces of a product that end up in one line go
 * into the line's unit when they divide evenly, otherwise into the base unit (the product's
 * smallest); when neither holds them whole they are refused rather than rounded. 10 ADET plus
 * 1 PAKET of 12 is 22 pieces, never 11 PAKET. The host's add and batch (server/repo/cart.ts), the
 * widgets' optimistic line, the quick order pad's merged rows and the reorder preview's unit
 * fallback all use it, so what a widget shows is what the cart will hold.
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

/**
 * The multiplier a count uses: a missing, 0, negative or unreadable one counts as 1 (the base unit).
 * Every rule that turns a unit's count into base units (stock checks, stock texts, merges, what the
 * cart holds) reads a multiplier through this, so a broken catalogue row is read the same everywhere.
 */
export const unitMultiplier = (unit: { multiplier?: number | null }): number => {
  const { multiplier } = unit;
  return typeof multiplier === 'number' && Number.isFinite(multiplier) && multiplier > 0 ? multiplier : 1;
};

/**
 * The product's own unit a cart line names (the same id), which the merge rule reads with the
 * product's units; the line's own when the product no longer sells it.
 */
export function unitOfLine<U extends CountUnit, L extends CountUnit>(
  units: readonly U[],
  lineUnit: L,
): U | L {
  return units.find((unit) => unit.id === lineUnit.id) ?? lineUnit;
}

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
 * `pieces` as a line in `unit` by the rule above: in `unit` when whole, else in the base unit of
 * `units`; null when neither holds them whole.
 */
export function piecesInLine<U extends CountUnit>(
  pieces: number,
  unit: U,
  units: readonly U[],
): MergedQuantity<U> | null {
  const inUnit = wholeCount(pieces, unit);
  if (inUnit !== null) return { unit, quantity: inUnit };
  const base = baseUnit(units);
  const inBase = base ? wholeCount(pieces, base) : null;
  return base && inBase !== null ? { unit: base, quantity: inBase } : null;
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
  return piecesInLine(pieces, line.unit, units);
}
