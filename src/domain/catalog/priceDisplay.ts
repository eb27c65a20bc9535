/** The store settings that decide how a catalogue price is shown (show flags are '0' / '1'). */
export interface PriceDisplaySettings {
  productsWithKdv: string;
  showPriceStatus: string;
  showListPrice: string;
}

export interface PriceDisplay {
  /** Prices are shown tax-included: amount × (100 + taxRate) / 100 ("when tax is shown"). */
  withTax: boolean;
  /** The tax status ('KDV Dahil' / 'KDV Hariç') and the tax rate are written next to the sale price. */
  showTaxStatus: boolean;
  /** The struck list price (and with it the discount percent) may be shown at all. */
  showListPrice: boolean;
}

/**
 * How prices are shown, from the settings of the spec:
 * - productsWithKdv ('prices include tax') decides whether shown prices include tax. The catalogue's
 *   prices are net (the host computes tax on top of them), so '1' means "show them with tax added";
 *   it is also the "prices include tax" of the struck-list-price rule (strictly greater then).
 * - showPriceStatus says whether the price's tax status and rate are shown beside it.
 * - showListPrice '0' hides the struck list price and the discount percent everywhere.
 * Anything but '1' counts as off, the safe reading of a broken flag.
 */
export function priceDisplay(settings: PriceDisplaySettings): PriceDisplay {
  return {
    withTax: settings.productsWithKdv === '1',
    showTaxStatus: settings.showPriceStatus === '1',
    showListPrice: settings.showListPrice === '1',
  };
}
