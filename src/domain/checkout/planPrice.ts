import { hasPrice } from '../catalog/hasPrice';
import { cardPaymentPlan, type PaymentPlanOption } from './paymentPlan';
import { roundMoney } from '../shared/rounding';

/**
 * Payment-plan prices: a plan is named by its price name (the cart page's
 * advencePrice, e.g. 'advencePrice3'); no plan or an unknown name prices by the sale price. The one
 * list of the names: the contract's decoders, the cart store, the price info modal and the host all
 * take it from here.
 */
export const PLAN_PRICE_NAMES = [
  'advencePrice1',
  'advencePrice2',
  'advencePrice3',
  'advencePrice4',
  'advencePrice5',
] as const;
export type PlanPriceName = (typeof PLAN_PRICE_NAMES)[number];

export function isPlanPriceName(name: string): name is PlanPriceName {
  return (PLAN_PRICE_NAMES as readonly string[]).includes(name);
}

/** One value for each plan price name (decoder fields, a row's columns), built from the one list. */
export function eachPlanPrice<T>(
  valueOf: (name: PlanPriceName, index: number) => T,
): Record<PlanPriceName, T> {
  return Object.fromEntries(PLAN_PRICE_NAMES.map((name, index) => [name, valueOf(name, index)])) as Record<
    PlanPriceName,
    T
  >;
}

export type PlanPricedUnit<P> = { defaultPrice: P } & Partial<Record<PlanPriceName, P>>;

/**
 * The price a cart line's unit carries for a plan (the host has already scaled it to the unit), or
 * the unit's default price when no plan, an unknown one, or one the unit lacks was chosen. The
 * checkout and the cart price their lines with it, as the host charges them.
 */
export function cartUnitPriceUnderPlan<P>(unit: PlanPricedUnit<P>, priceName: string | null | undefined): P {
  const name = (priceName ?? '').trim();
  return (isPlanPriceName(name) ? unit[name] : undefined) ?? unit.defaultPrice;
}

/**
 * A plan's price per base unit scaled to another unit. A store gives a plan's price per base unit
 * (the product's advencePriceN), so a unit's plan price keeps the unit's own price ratio: a PAKET
 * keeps its package discount under every plan. 0 when the product has no sale price. The host's
 * cart lines and priceOfUnitUnderPlan (the quick order pad, the reorder preview) both scale so.
 */
export function scalePlanPriceToUnit(
  planPrice: number,
  unitSalePrice: number,
  productSalePrice: number,
): number {
  return hasPrice(productSalePrice) ? roundMoney((planPrice * unitSalePrice) / productSalePrice) : 0;
}

interface Money {
  value: number;
  currency: string;
}

/** A catalogue product's plan prices, as the product API gives them. */
export type PlanPricedProduct = { salePrice: Money } & Record<PlanPriceName, Money>;

/**
 * The price of a catalogue product's unit under a plan ('' or an unknown name: the unit's sale
 * price): what a line of that unit will cost in the cart. The quick order pad and the reorder
 * preview show it.
 */
export function priceOfUnitUnderPlan(
  product: PlanPricedProduct,
  unit: { defaultPrice: Money },
  priceName: string,
): Money {
  const name = priceName.trim();
  if (!isPlanPriceName(name)) return unit.defaultPrice;
  const plan = product[name];
  return {
    value: scalePlanPriceToUnit(plan.value, unit.defaultPrice.value, product.salePrice.value),
    currency: plan.currency,
  };
}

/**
 * What a catalogue unit costs when the cart is paid by card: its price under the card plan
 * (cardPaymentPlan), scaled to the unit as the host prices that cart line; the unit's sale price when
 * the store has no card plan. The cart's card total prices the same line by the same plan
 * (cartUnitPriceUnderPlan), so a product page working out installments on this price shows what the
 * checkout will charge.
 */
export function unitPriceByCard(
  product: PlanPricedProduct,
  unit: { defaultPrice: Money },
  options: readonly PaymentPlanOption[],
): Money {
  return priceOfUnitUnderPlan(product, unit, cardPaymentPlan(options)?.priceName ?? '');
}
