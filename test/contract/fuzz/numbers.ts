/**
 * Numbers within, and just outside, a schema's minimum, maximum (inclusive or exclusive) and
 * multipleOf. Integers without a bound stay within JavaScript's safe integers, so a value survives
 * JSON and text unchanged, except for two edges: one past the 32-bit integers databases keep ids in,
 * and 10^21, whole but written with an exponent.
 */
import fc from 'fast-check';
import type { SchemaObject } from './jsonSchema';

export interface Bounds {
  min: number;
  max: number;
}

const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The inclusive bounds of an integer schema. */
export function integerBounds(s: SchemaObject): Bounds {
  const exMin = num(s.exclusiveMinimum);
  const exMax = num(s.exclusiveMaximum);
  const min = Math.max(
    num(s.minimum) !== undefined ? Math.ceil(num(s.minimum)!) : -Number.MAX_SAFE_INTEGER,
    exMin !== undefined ? Math.floor(exMin) + 1 : -Number.MAX_SAFE_INTEGER,
  );
  const max = Math.min(
    num(s.maximum) !== undefined ? Math.floor(num(s.maximum)!) : Number.MAX_SAFE_INTEGER,
    exMax !== undefined ? Math.ceil(exMax) - 1 : Number.MAX_SAFE_INTEGER,
  );
  return { min, max };
}

export function integerIn(s: SchemaObject): fc.Arbitrary<number> {
  const { min, max } = integerBounds(s);
  const step = num(s.multipleOf);
  if (step !== undefined && Number.isInteger(step))
    return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((k) => k * step);
  // Mostly small values near the bounds' middle ground, sometimes anything the bounds allow.
  const small = fc.integer({ min: Math.max(min, -1000), max: Math.min(max, 1000) });
  const edges = fc.constantFrom(
    min,
    max,
    ...(max === Number.MAX_SAFE_INTEGER ? [2 ** 31, 1e21] : []),
    ...(min === -Number.MAX_SAFE_INTEGER ? [-(2 ** 31) - 1, -1e21] : []),
  );
  return min > 1000 || max < -1000
    ? fc.oneof(fc.integer({ min, max }), edges)
    : fc.oneof({ weight: 4, arbitrary: small }, fc.integer({ min, max }), edges);
}

export function numberIn(s: SchemaObject): fc.Arbitrary<number> {
  const step = num(s.multipleOf);
  const min = num(s.minimum) ?? num(s.exclusiveMinimum) ?? -1e12;
  const max = num(s.maximum) ?? num(s.exclusiveMaximum) ?? 1e12;
  const inside = (v: number) =>
    (num(s.exclusiveMinimum) === undefined || v > num(s.exclusiveMinimum)!) &&
    (num(s.exclusiveMaximum) === undefined || v < num(s.exclusiveMaximum)!);
  if (step !== undefined)
    // k / (1 / step) is the double nearest the decimal (12.34, not 1234 * 0.01 = 12.340000000000002).
    return fc
      .integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })
      .map((k) => (step < 1 ? k / Math.round(1 / step) : k * step))
      .filter(inside);
  return fc
    .oneof(
      fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 2 ** 31)) }),
    )
    .filter(inside);
}

/** A number of the schema's kind below its lower bound (none when it has none). */
export function belowMinimum(s: SchemaObject, integer: boolean): fc.Arbitrary<number> | null {
  const exclusive = num(s.exclusiveMinimum);
  const min = num(s.minimum);
  if (min === undefined && exclusive === undefined) return null;
  const limit = exclusive !== undefined ? exclusive : min! - (integer ? 1 : 0.5);
  const top = integer ? Math.floor(limit) : limit;
  return fc.oneof(
    fc.constant(top),
    fc.integer({ min: 1, max: 1000 }).map((d) => top - d),
  );
}

export function aboveMaximum(s: SchemaObject, integer: boolean): fc.Arbitrary<number> | null {
  const exclusive = num(s.exclusiveMaximum);
  const max = num(s.maximum);
  if (max === undefined && exclusive === undefined) return null;
  const limit = exclusive !== undefined ? exclusive : max! + (integer ? 1 : 0.5);
  const bottom = integer ? Math.ceil(limit) : limit;
  return fc.oneof(
    fc.constant(bottom),
    fc.integer({ min: 1, max: 1000 }).map((d) => bottom + d),
  );
}

/** A number within the bounds that is not a multiple of multipleOf (half a step off one). */
export function offMultiple(s: SchemaObject): fc.Arbitrary<number> | null {
  const step = num(s.multipleOf);
  if (step === undefined) return null;
  const min = num(s.minimum) ?? -1e6;
  const max = num(s.maximum) ?? 1e6;
  const k = fc.integer({ min: Math.ceil(min / step), max: Math.floor((max - step) / step) });
  return k.map((n) => (step < 1 ? (n + 0.5) / Math.round(1 / step) : (n + 0.5) * step));
}
