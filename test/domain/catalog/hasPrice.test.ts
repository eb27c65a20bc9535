/** @jest-environment node */
import fc from 'fast-check';
import { hasPrice } from '../../../src/domain/catalog/hasPrice';

describe('hasPrice: a finite sale price above 0 (spec sections 2 and 4)', () => {
  it.each([
    ['0', 0, false],
    ['-0', -0, false],
    ['a negative price', -5, false],
    ['a cent below 0', -0.01, false],
    ['NaN', NaN, false],
    ['Infinity', Infinity, false],
    ['-Infinity', -Infinity, false],
    ['a cent', 0.01, true],
    ['a positive price', 143.85, true],
  ])('%s (%p) → %p', (_name, price, expected) => {
    expect(hasPrice(price)).toBe(expected);
  });

  it('is exactly "finite and above 0"', () => {
    fc.assert(
      fc.property(fc.double(), (price) => {
        expect(hasPrice(price)).toBe(Number.isFinite(price) && price > 0);
      }),
    );
  });
});
