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
