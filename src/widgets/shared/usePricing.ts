import { useAppSelector } from '../../store/core/hooks';
import { selectPricing, type Pricing } from '../../store/core/pricing';

/**
 * Prices in the active currency for every widget:
 * pricing.amount(price, taxRate) = price × rate of its currency / rate of the active currency,
 * × (100 + taxRate) / 100 when prices are shown with tax; pricing.format(amount) writes it with
 * formatMoney in the active currency.
 *
 * Tax display (domain/catalog/priceDisplay): productsWithKdv '1' shows prices tax-included (the catalogue's
 * prices are net), showPriceStatus '1' writes 'KDV Dahil' / 'KDV Hariç' and the tax rate beside the
 * sale price, showListPrice '0' never shows the struck list price.
 *
 * The active currency is plain store state: a CurrencyList choice re-renders every widget using
 * this hook with the new amounts at once, without a reload.
 */
export function usePricing(): Pricing {
  return useAppSelector(selectPricing);
}
