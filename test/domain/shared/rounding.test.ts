/** @jest-environment node */
import fc from 'fast-check';
import { fromCents, roundHalfAwayFromZero, roundMoney, toCents } from '../../../src/domain/shared/rounding';

describe('roundHalfAwayFromZero', () => {
  it.each([
    [1.005, 2, 1.01], // 100.49999999999999 in binary: must still go up
    [1.004999, 2, 1],
    [2.675, 2, 2.68],
    [0.125, 2, 0.13],
    [-0.125, 2, -0.13],
    [-1.005, 2, -1.01],
    [1.5, 0, 2],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [0.1 + 0.2, 2, 0.3],
    [1234567.895, 2, 1234567.9],
  ])('%p to %p decimals is %p', (value, decimals, expected) => {
    expect(roundHalfAwayFromZero(value, decimals)).toBe(expected);
  });

  it('never gives -0', () => {
    expect(Object.is(roundMoney(-0.004), 0)).toBe(true);
    expect(Object.is(toCents(-0.004), 0)).toBe(true);
  });

  it('keeps NaN and infinities', () => {
    expect(roundMoney(Number.NaN)).toBeNaN();
    expect(roundMoney(Infinity)).toBe(Infinity);
  });

  const money = fc.double({ min: -1e9, max: 1e9, noNaN: true });

  it('is symmetric, idempotent and within half a cent', () => {
    fc.assert(
      fc.property(money, (x) => {
        const r = roundMoney(x);
        expect(roundMoney(-x)).toBe(r === 0 ? 0 : -r);
        expect(roundMoney(r)).toBe(r);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });

  it('an exact half cent always goes away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => {
        // n half-cents: n / 200 has at most three decimals, the last being 5 when n is odd
        const value = n / 200;
        const expected = n % 2 === 0 ? n / 2 : Math.sign(n) * Math.ceil(Math.abs(n) / 2);
        expect(toCents(value)).toBe(expected === 0 ? 0 : expected);
      }),
    );
  });
});

describe('toCents / fromCents', () => {
  it.each([
    [0.1, 10],
    [19.99, 1999],
    [1.005, 101],
    [-19.995, -2000],
  ])('toCents(%p) is %p', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it('fromCents gives the nearest double to the decimal', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(2000)).toBe(20);
  });
});
