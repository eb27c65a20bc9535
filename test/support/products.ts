import type { ChildProduct, Price, Product, Unit } from '../../src/contract/catalog';

const price = (value: number, currency = 'TRY'): Price => ({ value, currency });

export function makeUnit(overrides: Partial<Unit> = {}): Unit {
  return {
    id: 1,
    value: 'ADET',
    multiplier: 1,
    defaultPrice: price(100),
    listPrice: price(120),
    barcode: '8690000000011',
    ...overrides,
  };
}

/** A plain in-stock product in TRY with one unit; override what a test is about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const base: Product = {
    id: 1,
    code: 'VK-1001',
    barcode: '8690000000011',
    name: 'Viko Karre Anahtar',
    seo: 'viko-karre-anahtar',
    image: 'vk-1001.png',
    varyantx: [],
    brand: { code: 'viko', name: 'Viko' },
    model: { id: 1, name: 'Karre' },
    description: '',
    metaTitle: '',
    metaDescription: '',
    metaKeywords: '',
    taxRate: 20,
    currency: 'TRY',
    quantity: 50,
    inventory: [
      { warehouseName: 'Merkez Depo', quantity: 30 },
      { warehouseName: 'Ankara Depo', quantity: 20 },
    ],
    defaultUnit: 1,
    units: [makeUnit()],
    salePrice: price(100),
    listPrice: price(120),
    advencePrice1: price(95),
    advencePrice2: price(92),
    advencePrice3: price(90),
    advencePrice4: price(0),
    advencePrice5: price(0),
    equivalentCode: '',
    ozelkod: '',
    ozelkod2: '',
    ozelkod3: '',
    ozelkod4: '',
    ozelkod5: '',
    variantCheck: 1,
    variants: [],
    children: [],
  };
  return { ...base, ...overrides };
}

const variant = (code: string, name: string, value: string) => ({ code, name, values: [{ name: value }] });

/** A two-dimension cable family (Kesit × Renk) whose parent must not be added until a child is chosen. */
export function makeFamily(): Product {
  const children: ChildProduct[] = [];
  let id = 101;
  for (const kesit of ['1,5 mm²', '2,5 mm²']) {
    for (const renk of ['Kırmızı', 'Mavi']) {
      const { children: _none, ...child } = makeProduct({
        id: id++,
        code: `NYA-${kesit.split(' ')[0]}-${renk.toLocaleUpperCase('tr')}`,
        name: `NYA Kablo ${kesit} ${renk}`,
        variants: [variant('kesit', 'Kesit', kesit), variant('renk', 'Renk', renk)],
      });
      children.push(child);
    }
  }
  return makeProduct({ id: 100, code: 'NYA', name: 'NYA Kablo', variantCheck: 0, children });
}
