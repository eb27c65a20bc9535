/** Small deterministic helpers for the seed: the same input always gives the same demo data. */

/** mulberry32: a tiny seeded PRNG, so every seed run produces identical data. */
export function createRandom(seed: number): { next(): number; int(min: number, max: number): number } {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}

export { slugify } from '../domain/slug';

/** A valid EAN-13 from a 12-digit body (Turkish prefix 869 in the demo data). */
export function ean13(body12: string): string {
  const digits = body12.split('').map(Number);
  const sum = digits.reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
  return body12 + String((10 - (sum % 10)) % 10);
}

/** ISO date `days` before `now` at a fixed hour, so histories look natural but stay reproducible per day. */
export function daysAgo(now: Date, days: number, hour = 10, minute = 0): string {
  const d = new Date(now);
  d.setUTCDate(d.getUTCDate() - days);
  d.setUTCHours(hour, minute, 0, 0);
  return d.toISOString();
}
