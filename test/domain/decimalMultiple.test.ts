import { isDecimalMultiple } from '../../src/domain/shared/decimalMultiple';

it.each<[number, number, boolean]>([
  [12.34, 0.01, true],
  [12.345, 0.01, false],
  [0, 0.01, true],
  [100, 0.01, true],
  [123456.78, 0.01, true],
  [140153847759.52, 0.01, true],
  [140153847759.525, 0.01, false],
  [999999999999.99, 0.01, true],
  [0.1 + 0.2, 0.01, false],
  [0.3, 0.01, true],
  [-12.5, 0.01, true],
  [15, 5, true],
  [12, 5, false],
  [0.0025, 0.0025, true],
  [0.005, 0.0025, true],
  [0.006, 0.0025, false],
  [Infinity, 0.01, false],
  [NaN, 0.01, false],
  [1, 0, false],
])('%p is a multiple of %p: %p', (value, step, expected) => {
  expect(isDecimalMultiple(value, step)).toBe(expected);
});
