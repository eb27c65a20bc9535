import { ANONYMOUS_USER } from '../../src/contract/hostConfigDefaults';
import type { HostConfig } from '../../src/contract/hostConfig';
import type { CartItem } from '../../src/contract/cart';
import type { Product, Unit } from '../../src/contract/catalog';
import { makeProduct, makeUnit } from './products';
import { testConfig } from './renderWidget';

/** A cart line as the host answers it: the product, the line's unit with its plan prices, the quantity. */
export function makeCartItem(product: Product = makeProduct(), quantity = 1, unit?: Unit): CartItem {
  const chosen = unit ?? product.units.find((u) => u.id === product.defaultUnit) ?? makeUnit();
  const price = chosen.defaultPrice;
  return {
    product,
    productUnit: {
      id: chosen.id,
      value: chosen.value,
      ...(chosen.label ? { label: chosen.label } : {}),
      multiplier: chosen.multiplier,
      defaultPrice: price,
      advencePrice1: price,
      advencePrice2: price,
      advencePrice3: price,
      advencePrice4: price,
      advencePrice5: price,
    },
    quantity,
  };
}

/** A logged-in customer's config (the cart is loaded at start for them). */
export function customerConfig(overrides: Partial<HostConfig> = {}): HostConfig {
  return testConfig({
    user: { ...ANONYMOUS_USER, authenticated: true, id: 7, name: 'Yıldız Elektrik' },
    ...overrides,
  });
}

/** A product sold by ADET (1) and PAKET (6, 540 TRY), default ADET at 100 TRY. */
export function makePackagedProduct(overrides: Partial<Product> = {}): Product {
  return makeProduct({
    units: [
      makeUnit(),
      makeUnit({
        id: 2,
        value: 'PAKET',
        multiplier: 6,
        defaultPrice: { value: 540, currency: 'TRY' },
        listPrice: { value: 600, currency: 'TRY' },
        barcode: '8690000000028',
      }),
    ],
    ...overrides,
  });
}
