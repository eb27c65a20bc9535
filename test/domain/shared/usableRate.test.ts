import { rateOf } from '../../../server/domain/pricing';
import { discountPercent } from '../../../src/domain/catalog/discount';
import { priceAmount } from '../../../src/domain/catalog/pricing';
import { usableRate } from '../../../src/domain/shared/currencyCode';

const UNUSABLE = [0, -2, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, undefined];

describe('an exchange rate a price may be multiplied by', () => {
  it.each([
    [30.1, 30.1],
    [1, 1],
    [0.0001, 0.0001],
  ])('%p is used as it is', (rate, expected) => {
    expect(usableRate(rate)).toBe(expected);
  });

  it.each(UNUSABLE)('%p counts as the base currency (1)', (rate) => {
    expect(usableRate(rate)).toBe(1);
  });

  it.each(UNUSABLE.filter((rate): rate is number => typeof rate === 'number'))(
    'the widgets and the host read the rate %p the same way',
    (rate) => {
      const currencies = [{ id: 2, code: 'USD', exchangeRate: rate }];
      expect(rateOf(currencies, 'usd')).toBe(1);
      expect(priceAmount({ price: 10, currencyRate: rate, defaultCurrencyRate: 1 })).toBe(10);
      expect(discountPercent({ value: 12, rate }, { value: 10, rate })).toBe(
        discountPercent({ value: 12 }, { value: 10 }),
      );
    },
  );

  it("the host's rate of a code: TL is TRY, any case, an unknown code is TRY", () => {
    const currencies = [
      { id: 1, code: 'TRY', exchangeRate: 1 },
      { id: 2, code: 'USD', exchangeRate: 30.1 },
    ];
    expect(rateOf(currencies, 'usd')).toBe(30.1);
    expect(rateOf(currencies, ' TL ')).toBe(1);
    expect(rateOf(currencies, "$& 'XYZ'\n")).toBe(1);
  });
});
