import { createSelector } from '@reduxjs/toolkit';
import type { Price } from '../../contract/catalog';
import type { RatedPrice } from '../../domain/catalog/discount';
import { usableRate } from '../../domain/shared/currencyCode';
import { formatMoney } from '../../domain/shared/money';
import { priceAmount, priceAmountInTry } from '../../domain/catalog/pricing';
import { priceDisplay, type PriceDisplay } from '../../domain/catalog/priceDisplay';
import { selectSettings, type ConfigState } from './config';
import { selectActiveCurrency, selectRateOf, type CurrencyState } from '../chrome/currency';

/** Everything a widget needs to show a catalogue price in the active currency. */
export interface Pricing {
  /** ISO code of the currency prices are shown in. */
  currencyCode: string;
  display: PriceDisplay;
  /** The price's own currency rate, for the discount rules that compare two prices. */
  rated(price: Price): RatedPrice;
  /**
   * price × its currency's rate / the active currency's rate, × (100 + taxRate) / 100 when tax is
   * shown (display.withTax unless withTax says otherwise). Not rounded: formatMoney rounds.
   */
  amount(price: Price, taxRate: number, withTax?: boolean): number;
  /** The same amount in TRY, not converted into the shown currency (the spec's TRY total). */
  amountInTry(price: Price, taxRate: number, withTax?: boolean): number;
  /** An amount already in the active currency, Turkish locale, 2 decimals. */
  format(amount: number): string;
}

type PricingState = { currency: CurrencyState; config: ConfigState };

const selectCurrencyState = (state: PricingState) => state.currency;

/**
 * One Pricing object per (currencies, active currency, settings): a CurrencyList choice changes the
 * currency state, so every widget using it re-renders with the new amounts at once.
 */
export const selectPricing = createSelector(
  [selectCurrencyState, selectSettings],
  (currencyState, settings): Pricing => {
    const view = { currency: currencyState };
    const active = selectActiveCurrency(view);
    const activeRate = usableRate(active?.exchangeRate);
    const currencyCode = active?.code ?? 'TRY';
    const display = priceDisplay(settings);
    const rateOf = (code: string) => selectRateOf(view, code);
    return {
      currencyCode,
      display,
      rated: (price) => ({ value: price.value, rate: rateOf(price.currency) }),
      amount: (price, taxRate, withTax = display.withTax) =>
        priceAmount({
          price: price.value,
          currencyRate: rateOf(price.currency),
          defaultCurrencyRate: activeRate,
          taxRate,
          withTax,
        }),
      amountInTry: (price, taxRate, withTax = display.withTax) =>
        priceAmountInTry({ price: price.value, currencyRate: rateOf(price.currency), taxRate, withTax }),
      format: (amount) => formatMoney(amount, currencyCode),
    };
  },
);
