import { percentText } from '../../../src/domain/shared/percentText';

describe('a percentage as each language writes it', () => {
  it.each([
    [20, 'tr', '%20'],
    [20, 'en', '20%'],
    [2.05, 'tr', '%2,05'],
    [2.05, 'en', '2.05%'],
    [0, 'tr', '%0'],
    [0, 'en', '0%'],
    [1234.5, 'tr', '%1.234,5'],
    [1234.5, 'en', '1,234.5%'],
    [Number.NaN, 'en', '0%'],
    [Number.POSITIVE_INFINITY, 'tr', '%0'],
  ] as const)('%p in %s is %s', (value, locale, text) => {
    expect(percentText(value, locale)).toBe(text);
  });
});
