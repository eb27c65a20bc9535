import { roundMoney } from './rounding';

/**
 * A cart line's price under the payment plan the cart page chose (its advencePrice, e.g.
 * 'advencePrice3'): the unit's price of that plan, or the unit's default price when no plan or an
 * unknown one was chosen. The host prices the order (and the card charge) the same way.
 */
export const PLAN_PRICE_NAMES = [
  'advencePrice1',
  'advencePrice2',
  'advencePrice3',
  'advencePrice4',
  'advencePrice5',
] as const;
export type PlanPriceName = (typeof PLAN_PRICE_NAMES)[number];

export type PlanPricedUnit<P> = { defaultPrice: P } & Partial<Record<PlanPriceName, P>>;

function isPlanPriceName(name: string): name is PlanPriceName {
  return (PLAN_PRICE_NAMES as readonly string[]).includes(name);
}

export function planUnitPrice<P>(unit: PlanPricedUnit<P>, priceName: string | null | undefined): P {
  const name = (priceName ?? '').trim();
  return (isPlanPriceName(name) ? unit[name] : undefined) ?? unit.defaultPrice;
}

/**
 * The price of one unit under a plan. A store gives a plan's price per base unit (the product's
 * advencePriceN), so a unit's plan price is scaled by the unit's own price ratio: a PAKET keeps its
 * package discount under every plan. The host prices cart lines with this, the quick order pad and
 * the reorder preview show what the cart will hold with it. 0 when the product has no sale price.
 */
export function unitPlanPriceValue(
  planPrice: number,
  unitSalePrice: number,
  productSalePrice: number,
): number {
  return productSalePrice > 0 ? roundMoney((planPrice * unitSalePrice) / productSalePrice) : 0;
}

interface Money {
  value: number;
  currency: string;
}

/** A catalogue product's plan prices, as the product API gives them. */
export type PlanPricedProduct = { salePrice: Money } & Record<PlanPriceName, Money>;

/** The price of a product's unit under a plan ('' or an unknown name: the unit's sale price). */
export function productUnitPlanPrice(
  product: PlanPricedProduct,
  unit: { defaultPrice: Money },
  priceName: string,
): Money {
  const name = priceName.trim();
  if (!isPlanPriceName(name)) return unit.defaultPrice;
  const plan = product[name];
  return {
    value: unitPlanPriceValue(plan.value, unit.defaultPrice.value, product.salePrice.value),
    currency: plan.currency,
  };
}
