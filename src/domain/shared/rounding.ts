/**
 * Money rounding: half away from zero on the last kept digit (1.005 → 1.01, −1.005 → −1.01),
 * the commercial rounding of a Turkish invoice.
 *
 * Binary floating point cannot hold most decimal amounts exactly (1.005 * 100 is
 * 100.49999999999999), so before rounding the scaled value is cut to 15 significant digits:
 * that discards the representation error of the last bits while keeping every digit a money
 * amount really has. Sums are made on integers (see pricing.ts), which doubles add exactly up to
 * 2^53, so no drift accumulates however many lines there are.
 */
export function toScaledInteger(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const scaled = Number((Math.abs(value) * 10 ** decimals).toPrecision(15));
  const rounded = Math.round(scaled); // scaled ≥ 0, so Math.round's half-up is half away from zero
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

export function roundHalfAwayFromZero(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  return toScaledInteger(value, decimals) / 10 ** decimals;
}

/** An amount as whole cents, rounded half away from zero; NaN and infinities stay as they are. */
export function toCents(value: number): number {
  return toScaledInteger(value, 2);
}

/** Whole cents back to an amount: an integer divided by 100 is the nearest double to the decimal. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** Rounds a money amount to 2 decimals (subtotal, tax and total round to 2 decimals). */
export function roundMoney(value: number): number {
  return roundHalfAwayFromZero(value, 2);
}
