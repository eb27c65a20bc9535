import { usableRate } from '../shared/currencyCode';
import { fromCents, roundMoney, toScaledInteger } from '../shared/rounding';

/** One price of the catalogue, with what is needed to show it in the chosen currency. */
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

export interface CartTotals {
  subtotal: number;
  tax: number;
  total: number;
}

/**
 * Sums are kept in integer millionths of the currency. A line's base is its unit price as shown (to
 * the cent) × quantity, exact at that scale; its tax (× (100 + taxRate) / 100) has at most 4
 * decimals. The sums are exact integer additions (up to 9 billion per cart), and the one rounding of
 * the tax to the cent happens at the end, on the sum, as the spec says.
 */
const MICRO_DECIMALS = 6;
const MICROS_PER_CENT = 10_000;

// A line without a readable price or quantity counts as 0, the way formatMoney shows it.
function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/**
 * A unit price as the buyer reads it: to the cent (kuruş), half away from zero. A converted or
 * plan-scaled price has more decimals than a price shows, and a line is read as what is shown
 * × quantity (35 × 271,60 is 9.506,00, not the 9.506,09 of the unrounded 271,6026), so every line
 * amount and every sum of them (cart, checkout, the host's stored orders, offers) starts here.
 */
export function unitPriceAsShown(unitPrice: number): number {
  return roundMoney(finite(unitPrice));
}

function lineMicros(line: CartLine): { base: number; tax: number } {
  const raw = unitPriceAsShown(line.unitPrice) * finite(line.quantity);
  const base = toScaledInteger(raw, MICRO_DECIMALS);
  const gross = toScaledInteger((raw * (100 + finite(line.taxRate))) / 100, MICRO_DECIMALS);
  return { base, tax: gross - base };
}

/** Micro-units to whole cents, half away from zero, in integer arithmetic. */
function microsToCents(micros: number): number {
  const cents = Math.floor((Math.abs(micros) + MICROS_PER_CENT / 2) / MICROS_PER_CENT);
  return micros < 0 && cents !== 0 ? -cents : cents;
}

/** The line amount column: the unit price as shown × quantity. */
export function lineAmount(unitPrice: number, quantity: number): number {
  return fromCents(microsToCents(lineMicros({ unitPrice, quantity, taxRate: 0 }).base));
}

/**
 * Subtotal = Σ shown unit price × quantity (so exactly the sum of the rows' amounts) and tax = Σ line
 * tax, summed exactly and then rounded half away from zero to 2 decimals; total = subtotal + tax, so
 * the summary always adds up to the cent (rounding Σ gross separately could differ from it by a cent).
 */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let base = 0;
  let tax = 0;
  for (const line of lines) {
    const micros = lineMicros(line);
    base += micros.base;
    tax += micros.tax;
  }
  const subtotal = microsToCents(base);
  const taxCents = microsToCents(tax);
  return { subtotal: fromCents(subtotal), tax: fromCents(taxCents), total: fromCents(subtotal + taxCents) };
}

/**
 * One line's total with tax, as cartTotals makes a cart's: what a card pays for a product page's unit
 * and quantity, given the unit price in TRY without tax.
 */
export function lineTotal(line: CartLine): number {
  return cartTotals([line]).total;
}
