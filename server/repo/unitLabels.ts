/**
 * Unit names in the viewer's language. A unit's stored name (value: 'ADET',
 * 'PAKET') is also how requests name it (productValue, the quick order pad, the reorder match), so
 * it stays as stored; the answers carry a display field `label` beside it, the name in the viewer's
 * language from the host's vocabulary (the stored name on Turkish pages, and for words it lacks).
 * Applied to answers already built, like the English catalogue names.
 */
import type { LocaleCode } from '../../src/domain/chrome/locales';
import { hostWord } from '../vocabulary';

interface NamedUnit {
  value: string;
}

/** One unit with its label in the viewer's language. */
export const labelledUnit = <U extends NamedUnit>(unit: U, locale: LocaleCode): U & { label: string } => ({
  ...unit,
  label: hostWord(unit.value, locale),
});

interface WithUnits {
  units: NamedUnit[];
  children?: WithUnits[];
}

/** Products (and their variant children) with labelled units. */
export function withUnitLabels<P extends WithUnits>(products: P[], locale: LocaleCode): P[] {
  const labelled = <Q extends WithUnits>(p: Q): Q => ({
    ...p,
    units: p.units.map((u) => labelledUnit(u, locale)),
    ...(p.children ? { children: p.children.map(labelled) } : {}),
  });
  return products.map(labelled);
}

/** An order with its lines' units labelled. */
export function orderWithUnitLabels<O extends { orderItems: { productUnit: NamedUnit }[] }>(
  order: O,
  locale: LocaleCode,
): O {
  return {
    ...order,
    orderItems: order.orderItems.map((i) => ({ ...i, productUnit: labelledUnit(i.productUnit, locale) })),
  };
}

/** An offer with its lines' units labelled (a line without a known unit keeps null). */
export function offerWithUnitLabels<O extends { offerItems: { unit: NamedUnit | null }[] }>(
  offer: O,
  locale: LocaleCode,
): O {
  return {
    ...offer,
    offerItems: offer.offerItems.map((i) => ({ ...i, unit: i.unit && labelledUnit(i.unit, locale) })),
  };
}
