/** @jest-environment node */
import { priceDisplay } from '../../../src/domain/catalog/priceDisplay';

describe('priceDisplay (settings productsWithKdv, showPriceStatus, showListPrice)', () => {
  it.each([
    ['1', '1', '1', { withTax: true, showTaxStatus: true, showListPrice: true }],
    ['0', '1', '1', { withTax: false, showTaxStatus: true, showListPrice: true }],
    ['1', '0', '1', { withTax: true, showTaxStatus: false, showListPrice: true }],
    ['0', '0', '0', { withTax: false, showTaxStatus: false, showListPrice: false }],
    ['yes', '', 'true', { withTax: false, showTaxStatus: false, showListPrice: false }], // only '1' is on
  ])('productsWithKdv %p, showPriceStatus %p, showListPrice %p', (kdv, status, list, expected) => {
    expect(priceDisplay({ productsWithKdv: kdv, showPriceStatus: status, showListPrice: list })).toEqual(
      expected,
    );
  });
});
