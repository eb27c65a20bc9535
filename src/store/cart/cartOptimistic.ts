import type { CartItem, ProductUnit } from '../../contract/cart';
import type { Unit } from '../../contract/catalog';
import { mergeCartQuantity } from '../../domain/cart/cartUnits';
import { hasPrice } from '../../domain/catalog/hasPrice';
import { eachPlanPrice } from '../../domain/checkout/planPrice';
import { roundMoney } from '../../domain/shared/rounding';

/**
 * A line in another of the product's units, priced as the host prices it: the unit's own default
 * price, and each plan price scaled by the ratio of the two units' default prices (a plan price is
 * set per base unit, so a PAKET keeps its package discount under every plan).
 */
function lineUnitAs(current: ProductUnit, unit: Unit): ProductUnit {
  const ratio = hasPrice(current.defaultPrice.value)
    ? unit.defaultPrice.value / current.defaultPrice.value
    : null;
  const plans = eachPlanPrice((name) => {
    const plan = current[name];
    return ratio === null ? unit.defaultPrice : { ...plan, value: roundMoney(plan.value * ratio) };
  });
  return {
    id: unit.id,
    value: unit.value,
    // The name as shown goes with the unit, so an English line stays English until the answer.
    ...(unit.label ? { label: unit.label } : {}),
    multiplier: unit.multiplier,
    defaultPrice: unit.defaultPrice,
    ...plans,
  };
}

/**
 * The line as it will be after adding `quantity` of `unit` (one of the product's units), by the
 * cart's unit rule (domain/cart/cartUnits): what the cart shows while the add is on its way. Null when
 * the rule cannot tell (the host then answers, or refuses, on its own).
 */
export function lineAfterAdd(
  line: CartItem,
  units: readonly Unit[],
  unit: Unit,
  quantity: number,
): CartItem | null {
  const lineUnit = { id: line.productUnit.id, multiplier: line.productUnit.multiplier };
  const merged = mergeCartQuantity(
    { unit: lineUnit, quantity: line.quantity },
    { unit: { id: unit.id, multiplier: unit.multiplier }, quantity },
    units.map((u) => ({ id: u.id, multiplier: u.multiplier })),
  );
  if (!merged) return null;
  if (merged.unit.id === line.productUnit.id) return { ...line, quantity: merged.quantity };
  const target = units.find((u) => u.id === merged.unit.id);
  return target
    ? { ...line, productUnit: lineUnitAs(line.productUnit, target), quantity: merged.quantity }
    : null;
}
