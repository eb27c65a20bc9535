import { fromCents, toCents } from './rounding';

/** One price of the catalogue, with what is needed to show it in the chosen currency (spec section 9). */
export interface PriceAmountInput {
  /** The price in its own currency. */
  price: number;
  /** exchangeRate of the price's currency (relative to the base currency, TRY). */
  currencyRate: number;
  /** exchangeRate of the currency prices are shown in (the state's defaultCurrency). */
  defaultCurrencyRate: number;
  /** Optional markup percent. */
  profit?: number;
  taxRate?: number;
  /** Whether the shown price includes tax. */
  withTax?: boolean;
}

// A missing, zero or broken rate would make every price 0 or Infinity: it counts as the base (1),
// as the currency store does for an unknown code.
function usableRate(rate: number): number {
  return Number.isFinite(rate) && rate > 0 ? rate : 1;
}

/**
 * amount = price × currency rate / default currency rate × (100 + profit) / 100,
 * × (100 + taxRate) / 100 when tax is shown. Not rounded: rounding happens once, on what is shown
 * or summed (formatMoney for one price, cartTotals for a cart).
 */
export function priceAmount(input: PriceAmountInput): number {
  const { price, profit = 0, taxRate = 0, withTax = false } = input;
  const converted = (price * usableRate(input.currencyRate)) / usableRate(input.defaultCurrencyRate);
  const marked = (converted * (100 + profit)) / 100;
  return withTax ? (marked * (100 + taxRate)) / 100 : marked;
}

/**
 * The same amount in TRY: "the TRY total is computed without conversion" is read as "without
 * converting into the shown currency", i.e. the default currency rate is the base's 1.
 */
export function priceAmountInTry(input: Omit<PriceAmountInput, 'defaultCurrencyRate'>): number {
  return priceAmount({ ...input, defaultCurrencyRate: 1 });
}

/** One cart line: the unit price already in the shown currency, without tax. */
export interface CartLine {
  unitPrice: number;
  quantity: number;
  taxRate: number;
}

export interface LineTotals {
  /** price × quantity, rounded to the cent. */
  base: number;
  /** gross − base, so that base + tax is exactly the rounded gross. */
  tax: number;
  /** price × quantity × (100 + taxRate) / 100, rounded to the cent. */
  gross: number;
}

export interface CartTotals {
  subtotal: number;
  tax: number;
  total: number;
}

// A line without a readable price or quantity counts as 0, the way formatMoney shows it.
function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

function lineCents(line: CartLine): { base: number; tax: number } {
  const raw = finite(line.unitPrice) * finite(line.quantity);
  const base = toCents(raw);
  const gross = toCents((raw * (100 + finite(line.taxRate))) / 100);
  return { base, tax: gross - base };
}

/** The line amount column: price × quantity rounded to the cent. */
export function lineAmount(unitPrice: number, quantity: number): number {
  return fromCents(toCents(finite(unitPrice) * finite(quantity)));
}

/** Line tax = price × quantity × (100 + taxRate) / 100 − base (each side rounded to the cent first). */
export function lineTax(line: CartLine): number {
  return fromCents(lineCents(line).tax);
}

export function lineTotals(line: CartLine): LineTotals {
  const { base, tax } = lineCents(line);
  return { base: fromCents(base), tax: fromCents(tax), gross: fromCents(base + tax) };
}

/**
 * Subtotal, tax and total of a cart, each to 2 decimals. Every line is rounded to the cent
 * (what its row shows) and the rounded cents are added as integers, so the summary always equals
 * the sum of the rows and total = subtotal + tax to the cent, with no floating-point drift.
 */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let base = 0;
  let tax = 0;
  for (const line of lines) {
    const cents = lineCents(line);
    base += cents.base;
    tax += cents.tax;
  }
  return { subtotal: fromCents(base), tax: fromCents(tax), total: fromCents(base + tax) };
}
