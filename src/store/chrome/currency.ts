import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Currency } from '../../contract/hostConfig';
import { normalizeCurrencyCode, usableRate } from '../../domain/shared/currencyCode';

/**
 * Currencies with their rates relative to the base currency, and the one prices are shown in
 * (the spec's defaultCurrency, chosen with CurrencyList and saved as the defaultCurrency setting).
 */
export interface CurrencyState {
  currencies: Currency[];
  defaultCurrency: number | null;
}

const currencySlice = createSlice({
  name: 'currency',
  initialState: { currencies: [], defaultCurrency: null } as CurrencyState,
  reducers: {
    currencyChosen(state, action: PayloadAction<number>) {
      if (state.currencies.some((c) => c.id === action.payload)) state.defaultCurrency = action.payload;
    },
  },
});

export const { currencyChosen } = currencySlice.actions;
export const currencyReducer = currencySlice.reducer;

export type WithCurrency = { currency: CurrencyState };
export const selectCurrencies = (state: WithCurrency) => state.currency.currencies;
export const selectActiveCurrency = (state: WithCurrency): Currency | null =>
  state.currency.currencies.find((c) => c.id === state.currency.defaultCurrency) ??
  state.currency.currencies[0] ??
  null;

/** Rate of a currency code against the base; an unknown code counts as the base (rate 1). */
export const selectRateOf = (state: WithCurrency, code: string): number => {
  const wanted = normalizeCurrencyCode(code);
  const found = state.currency.currencies.find((c) => normalizeCurrencyCode(c.code) === wanted);
  return usableRate(found?.exchangeRate);
};
