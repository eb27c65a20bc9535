/**
 * The distributor's own reference data an import is judged against: its warehouses (by name) and the
 * currencies its prices are kept in (ISO 4217 codes, each with its rate in lira). The lira is the
 * store's own currency: its rate is 1, always.
 */
import { textProblem } from './customerRecord';

export const CURRENCY_CODE = /^[A-Z]{3}$/;
export const STORE_CURRENCY = 'TRY';
/** Far above any rate the lira has had against a currency a distributor prices in. */
export const EXCHANGE_RATE_MAX = 1_000_000;

export const warehouseNameProblem = (name: string): string | null =>
  textProblem('the warehouse name', name, true);

export function currencyProblem(code: string, rate: number): string | null {
  if (!CURRENCY_CODE.test(code))
    return `the currency code must be three capital letters (ISO 4217), not ${JSON.stringify(code)}`;
  if (code === STORE_CURRENCY) return `${STORE_CURRENCY} is the store's own currency: its rate is always 1`;
  if (!Number.isFinite(rate) || rate <= 0 || rate > EXCHANGE_RATE_MAX)
    return `the rate must be a number of lira above 0 and at most ${EXCHANGE_RATE_MAX}`;
  return null;
}
