/**
 * Server-side money rules: the price of a cart line under a payment plan, conversion to TRY and totals
 *. The server computes every amount it stores or charges itself; it never trusts a
 * total sent by the browser. Totals use the widgets' rule, so the cart page and the charge agree.
 */
import type { Currency } from '../../src/contract/hostConfig';
import { isPlanPriceName, scalePlanPriceToUnit } from '../../src/domain/checkout/planPrice';
import { cartTotals } from '../../src/domain/catalog/pricing';
import { planPricesOfRow, type ProductRow, type UnitRow } from '../repo/products';
import { rateOf } from '../repo/settings';

/** Price of one unit in the product's currency under a plan (the widgets' rule, src/domain/checkout/planPrice). */
export function unitPrice(product: ProductRow, unit: UnitRow, priceName: string): number {
  if (!isPlanPriceName(priceName)) return unit.sale_price;
  return scalePlanPriceToUnit(planPricesOfRow(product)[priceName], unit.sale_price, product.sale_price);
}

export function toTry(value: number, currency: string, currencies: Currency[]): number {
  return value * rateOf(currencies, currency);
}

export interface PricedLine {
  /** Unit price without tax, TRY (unrounded, as the widgets compute it). */
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
