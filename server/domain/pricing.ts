/**
 * Server-side money rules: the price of a cart line under a payment plan, conversion to TRY and totals.
 * The server computes every amount it stores or charges itself; it never trusts a
 * total sent by the browser. Totals use the widgets' rule, so the cart page and the charge agree.
 */
import type { Currency } from '../../src/contract/hostConfig';
import {
  eachPlanPrice,
  isPlanPriceName,
  scalePlanPriceToUnit,
  type PlanPriceName,
} from '../../src/domain/checkout/planPrice';
import { cartTotals } from '../../src/domain/catalog/pricing';
import { normalizeCurrencyCode, usableRate } from '../../src/domain/shared/currencyCode';

/** What a product's price under each plan is stored as: the sale price and a column per plan. */
export interface PlanPriceColumns {
  sale_price: number;
  adv1: number;
  adv2: number;
  adv3: number;
  adv4: number;
  adv5: number;
}

/** The plan prices of a product, by plan name (advencePrice1 … 5 in adv1 … adv5). */
export function planPricesOfRow(product: PlanPriceColumns): Record<PlanPriceName, number> {
  const columns = [product.adv1, product.adv2, product.adv3, product.adv4, product.adv5];
  return eachPlanPrice((_, index) => columns[index]!);
}

/** The TRY rate of a currency code (TL is TRY); an unknown code, or an unusable rate, counts as TRY. */
export function rateOf(currencies: Currency[], code: string): number {
  const wanted = normalizeCurrencyCode(code);
  return usableRate(currencies.find((c) => normalizeCurrencyCode(c.code) === wanted)?.exchangeRate);
}

/** Price of one unit in the product's currency under a plan (the widgets' rule, src/domain/checkout/planPrice). */
export function unitPrice(
  product: PlanPriceColumns,
  unit: { sale_price: number },
  priceName: string,
): number {
  if (!isPlanPriceName(priceName)) return unit.sale_price;
  return scalePlanPriceToUnit(planPricesOfRow(product)[priceName], unit.sale_price, product.sale_price);
}

export function toTry(value: number, currency: string, currencies: Currency[]): number {
  return value * rateOf(currencies, currency);
}

export interface PricedLine {
  /** Unit price without tax, TRY (its line amounts start from it as shown, to the kuruş). */
  price: number;
  quantity: number;
  taxRate: number;
}

export interface Totals {
  subtotal: number;
  taxTotal: number;
  total: number;
}

/** Subtotal, tax and total by the widgets' own rule (src/domain/catalog/pricing), so both agree to the cent. */
export function totalsOf(lines: PricedLine[]): Totals {
  const totals = cartTotals(
    lines.map((l) => ({ unitPrice: l.price, quantity: l.quantity, taxRate: l.taxRate })),
  );
  return { subtotal: totals.subtotal, taxTotal: totals.tax, total: totals.total };
}
