/**
 * Whether a product (or a unit) has a price it can be sold at: a finite sale price above 0. Zero, a
 * negative price and a price that is not a number all read 'Fiyat Sorunuz': no add to
 * cart, no unit or variant pickers, no installments. The widgets and the host's add-to-cart
 * refusal ask this one rule, so a price tag never says 'Fiyat Sorunuz' beside an add button.
 */
export function hasPrice(salePrice: number): boolean {
  return Number.isFinite(salePrice) && salePrice > 0;
}
