/**
 * The 'Fiyat Bilgileri' modal of the product list: one row per payment-plan price
 * the store names in settings.advencePriceInfo (priceName, e.g. 'advencePrice1', and the name shown),
 * offered only when showPaymentPlanPrice is '1'.
 */
import { PLAN_PRICE_NAMES } from '../checkout/planPrice';

export const PRICE_FIELDS = ['salePrice', 'listPrice', ...PLAN_PRICE_NAMES] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

export interface PriceInfoEntry {
  priceName: string;
  name: string;
}

export interface PriceInfoRow<P> {
  name: string;
  price: P;
}

function isPriceField(name: string): name is PriceField {
  return (PRICE_FIELDS as readonly string[]).includes(name);
}

/**
 * The rows in the settings' order; an entry naming no price field of the product (a typo, a field
 * this catalogue lacks) is left out rather than shown empty.
 */
export function priceInfoRows<P>(
  product: Record<PriceField, P>,
  entries: readonly PriceInfoEntry[] | null | undefined,
): PriceInfoRow<P>[] {
  return (entries ?? [])
    .filter((entry) => isPriceField(entry.priceName))
    .map((entry) => ({ name: entry.name, price: product[entry.priceName as PriceField] }));
}

/** The modal is offered when payment-plan prices are on and the settings name at least one price. */
export function priceInfoVisible(
  showPaymentPlanPrice: string | null | undefined,
  entries: readonly PriceInfoEntry[] | null | undefined,
): boolean {
  return showPaymentPlanPrice === '1' && priceInfoRows(EMPTY_PRODUCT, entries).length > 0;
}

const EMPTY_PRODUCT = Object.fromEntries(PRICE_FIELDS.map((f) => [f, null])) as Record<PriceField, null>;
