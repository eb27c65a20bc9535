/** Demo products to scan: found through the product API, with their EAN-13 barcodes. */
import type { Page } from '@playwright/test';

export interface ScannableProduct {
  id: number;
  code: string;
  name: string;
  barcode: string;
  defaultUnit: number;
  units: { id: number; value: string; barcode: string }[];
}

interface Listed extends ScannableProduct {
  variantCheck: number;
  quantity: number;
  salePrice: { value: number };
}

/**
 * An orderable product (no variant to choose, priced, in stock) with a 13-digit barcode and a second
 * unit with a barcode of its own, from the first page of the catalogue sorted by name.
 */
export async function scannableProduct(page: Page, skip = 0): Promise<ScannableProduct> {
  const answer = await page.request.get('/api/catalog/products?limit=100&page=1&sort=name');
  const { products } = (await answer.json()) as { products: Listed[] };
  const fit = products.filter(
    (p) =>
      p.variantCheck === 1 &&
      p.salePrice.value > 0 &&
      p.quantity >= 50 &&
      /^\d{13}$/.test(p.barcode) &&
      p.units.length > 1 &&
      p.units.every((u) => /^\d{13}$/.test(u.barcode)),
  );
  const product = fit[skip];
  if (!product) throw new Error('the demo catalogue has no scannable product left');
  return product;
}
