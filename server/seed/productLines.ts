/**
 * The demo catalogue as product lines: each line expands into simple products or a variant family.
 * Names and codes follow the real products of these brands closely enough to feel familiar.
 */
import type { BrandCode, UnitKind } from './catalogData';

export type Shape = 'plate' | 'breaker' | 'bulb' | 'panel' | 'cable' | 'box' | 'battery' | 'book';

export interface ProductSeed {
  code: string;
  name: string;
  brand: BrandCode;
  model: string | null;
  category: string;
  currency: 'TRY' | 'USD' | 'EUR';
  taxRate: number;
  /** Sale price of one base unit in `currency`; 0 means 'Fiyat Sorunuz'. */
  price: number;
  units: UnitKind;
  shape: Shape;
  /** Products sharing a group list each other as equivalent codes. */
  group?: string;
  /** A GS1-128 style barcode longer than 20 characters. */
  longBarcode?: boolean;
  image?: 'none' | 'missing';
  /** Shares the picture of the product with this code (seeded earlier) instead of drawing one. */
  imageOf?: string;
  /** Variant family: the parent has isParent, children carry their values. */
  family?: string;
  isParent?: boolean;
  variants?: [code: string, name: string, value: string][];
}

const wiringItems = [
  ['Adi Anahtar', 'adi-anahtarlar', 1],
  ['Komütatör Anahtar', 'komutator-vavien', 1.25],
  ['Vavien Anahtar', 'komutator-vavien', 1.2],
  ['Topraklı Priz', 'toprakli-prizler', 1.1],
  ['Çocuk Korumalı Topraklı Priz', 'toprakli-prizler', 1.3],
  ['Data Prizi Cat6', 'data-tv-prizleri', 2.4],
  ['TV Prizi Sonlu', 'data-tv-prizleri', 1.6],
  ['Tekli Çerçeve', 'tekli-cerceveler', 0.45],
  ['İkili Çerçeve', 'coklu-cerceveler', 0.7],
] as const;

const wiringSeries: [BrandCode, string, string, 'TRY' | 'EUR', number, (i: number) => string][] = [
  ['viko', 'Viko', 'Karre', 'TRY', 78, (i) => `9096${String(i + 1).padStart(4, '0')}`],
  ['viko', 'Viko', 'Linnera', 'TRY', 64, (i) => `9044${String(i + 1).padStart(4, '0')}`],
  ['viko', 'Viko', 'Trenda', 'TRY', 52, (i) => `9041${String(i + 1).padStart(4, '0')}`],
  ['legrand', 'Legrand', 'Valena Life', 'EUR', 4.9, (i) => `7521${String(i + 1).padStart(2, '0')}`],
  ['legrand', 'Legrand', 'Niloé', 'EUR', 3.2, (i) => `6646${String(i + 1).padStart(2, '0')}`],
  ['schneider', 'Schneider Electric', 'Sedna', 'TRY', 69, (i) => `SDN0${i + 1}00121`],
  ['schneider', 'Schneider Electric', 'Asfora', 'TRY', 58, (i) => `EPH0${i + 1}00121`],
];

function wiring(): ProductSeed[] {
  return wiringSeries.flatMap(([brand, brandName, model, currency, base, code]) =>
    wiringItems.map(([item, category, factor], i) => ({
      code: code(i),
      name: `${brandName} ${model} ${item} Beyaz`,
      brand,
      model,
      category,
      currency,
      taxRate: 20,
      price: base * factor,
      units: 'wiring' as const,
      shape: 'plate' as const,
      group: `wiring:${item}`,
    })),
  );
}

type Common = Omit<ProductSeed, 'code' | 'name' | 'price' | 'category'>;
const breaker = (brand: BrandCode, model: string, currency: ProductSeed['currency']): Common => ({
  brand,
  model,
  currency,
  taxRate: 20,
  units: 'breaker',
  shape: 'breaker',
});
const curveCategory = (curve: string) => (curve === 'B' ? 'b-tipi-sigortalar' : 'c-tipi-sigortalar');
const pad = (n: number, width: number) => String(n).padStart(width, '0');

function breakers(): ProductSeed[] {
  const out: ProductSeed[] = [];
  for (const curve of ['B', 'C'])
    for (const amp of [6, 10, 16, 20, 25, 32])
      out.push({
        ...breaker('schneider', 'Easy9', 'USD'),
        code: `EZ9F${curve === 'B' ? 1 : 3}41${pad(amp, 2)}`,
        name: `Schneider Electric Easy9 ${curve}${amp} 1P 4,5kA Otomatik Sigorta`,
        category: curveCategory(curve),
        price: 3.4 + amp * 0.05,
        group: `breaker:${curve}${amp}`,
      });
  for (const curve of ['B', 'C'])
    for (const amp of [10, 16, 20, 25, 32])
      out.push({
        ...breaker('abb', 'S200', 'USD'),
        code: `2CDS251001R${curve === 'B' ? 0 : 1}${pad(amp, 3)}${curve === 'B' ? 5 : 4}`,
        name: `ABB S201-${curve}${amp} 1P 6kA Otomatik Sigorta`,
        category: curveCategory(curve),
        // One switchgear item is sold on request only: price 0 ('Fiyat Sorunuz').
        price: curve === 'C' && amp === 32 ? 0 : 5.8 + amp * 0.07,
        group: `breaker:${curve}${amp}`,
      });
  for (const amp of [6, 10, 16, 20, 25, 32])
    out.push({
      ...breaker('siemens', '5SL', 'EUR'),
      code: `5SL61${pad(amp, 2)}-6`,
      name: `Siemens 5SL6 B${amp} 1P 6kA Otomatik Sigorta`,
      category: 'b-tipi-sigortalar',
      price: 5.2 + amp * 0.06,
      group: `breaker:B${amp}`,
    });
  const rccbs: [number, number, number][] = [
    [2, 25, 2],
    [2, 40, 4],
    [2, 63, 6],
    [4, 25, 2],
    [4, 40, 4],
    [4, 63, 6],
  ];
  for (const [poles, amp, suffix] of rccbs)
    out.push({
      ...breaker('siemens', '5SV', 'EUR'),
      code: `5SV33${poles === 2 ? 1 : 4}${suffix}-6`,
      name: `Siemens 5SV3 ${poles}P ${amp}A 30mA Kaçak Akım Koruma Rölesi`,
      category: 'kacak-akim-roleleri',
      price: poles === 4 && amp === 63 ? 0 : (poles === 2 ? 42 : 78) + amp * 0.4,
      group: `rccb:${poles}P${amp}`,
    });
  for (const [poles, amp] of [
    [2, 25],
    [2, 40],
    [4, 40],
    [4, 63],
  ] as const)
    out.push({
      ...breaker('abb', 'F200', 'USD'),
      code: `2CSF20${poles}001R1${pad(amp * 10, 3)}`,
      name: `ABB F20${poles} AC-${amp}/0,03 ${poles}P Kaçak Akım Koruma Rölesi`,
      category: 'kacak-akim-roleleri',
      price: (poles === 2 ? 38 : 66) + amp * 0.35,
      group: `rccb:${poles}P${amp}`,
    });
  return out;
}

export { wiring, breakers, pad };
