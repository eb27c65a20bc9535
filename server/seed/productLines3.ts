/**
 * The catalogue's second half (added so the all-products list runs past ten pages, where the spec's
 * pagination rule with ellipses shows): the switch and socket series in cream and anthracite, more
 * breakers and lamps. Appended after the first half, so the first half keeps its ids, order and stock.
 */
import type { BrandCode } from './catalogData';
import type { ProductSeed } from './productLines';
import { pad } from './productLines';

const items = [
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

const series: [BrandCode, string, string, 'TRY' | 'EUR', number, string][] = [
  ['viko', 'Viko', 'Karre', 'TRY', 78, '9096'],
  ['viko', 'Viko', 'Linnera', 'TRY', 64, '9044'],
  ['viko', 'Viko', 'Trenda', 'TRY', 52, '9041'],
  ['legrand', 'Legrand', 'Valena Life', 'EUR', 4.9, '7531'],
  ['legrand', 'Legrand', 'Niloé', 'EUR', 3.2, '6656'],
  ['schneider', 'Schneider Electric', 'Sedna', 'TRY', 69, 'SDN'],
  ['schneider', 'Schneider Electric', 'Asfora', 'TRY', 58, 'EPH'],
];

/** Colour, code suffix and price factor of the coloured versions of every series. */
const colours: [string, string, number][] = [
  ['Krem', 'K', 1.08],
  ['Antrasit', 'A', 1.18],
];

function colouredWiring(): ProductSeed[] {
  return colours.flatMap(([colour, suffix, factor]) =>
    series.flatMap(([brand, brandName, model, currency, base, prefix]) =>
      items.map(([item, category, itemFactor], i) => ({
        code: `${prefix}${pad(i + 1, 4)}-${suffix}`,
        name: `${brandName} ${model} ${item} ${colour}`,
        brand,
        model,
        category,
        currency,
        taxRate: 20,
        price: base * itemFactor * factor,
        units: 'wiring' as const,
        shape: 'plate' as const,
        group: `wiring:${item}:${colour}`,
      })),
    ),
  );
}

function moreBreakers(): ProductSeed[] {
  const breaker = { taxRate: 20, units: 'breaker', shape: 'breaker', currency: 'USD' } as const;
  return [
    ...[10, 16, 20, 25, 32].map((amp) => ({
      ...breaker,
      brand: 'schneider' as const,
      model: 'Easy9',
      code: `EZ9F34${pad(amp, 3)}-3P`,
      name: `Schneider Electric Easy9 C${amp} 3P 4,5kA Otomatik Sigorta`,
      category: 'c-tipi-sigortalar',
      price: 11.2 + amp * 0.16,
      group: `breaker3p:C${amp}`,
    })),
    ...[10, 16, 20, 25, 32].map((amp) => ({
      ...breaker,
      brand: 'abb' as const,
      model: 'S200',
      code: `2CDS253001R0${pad(amp, 3)}4`,
      name: `ABB S203-C${amp} 3P 6kA Otomatik Sigorta`,
      category: 'c-tipi-sigortalar',
      price: 17.5 + amp * 0.21,
      group: `breaker3p:C${amp}`,
    })),
  ];
}

function moreLamps(): ProductSeed[] {
  const lamp = { currency: 'TRY', taxRate: 20, units: 'lamp', shape: 'bulb' } as const;
  return [
    ...[4.9, 5.5, 7, 8].map((watt, i) => ({
      ...lamp,
      brand: 'philips' as const,
      model: 'Essential LED',
      code: `9290028${pad(120 + i, 4)}`,
      name: `Philips Essential LEDcandle ${String(watt).replace('.', ',')}W E14 ${i % 2 ? '6500K' : '2700K'}`,
      category: 'e14-gu10-ampuller',
      price: 36 + watt * 4,
    })),
    ...[5, 7, 9, 12].map((watt, i) => ({
      ...lamp,
      brand: 'osram' as const,
      model: 'LED Value',
      code: `LVCLA${watt}0${i % 2 ? '865' : '827'}E27-FR`,
      name: `Osram LED Value Classic A ${watt}W E27 Buzlu ${i % 2 ? '6500K' : '2700K'}`,
      category: 'e27-led-ampuller',
      price: 40 + watt * 3.6,
    })),
  ];
}

export function secondHalf(): ProductSeed[] {
  return [...colouredWiring(), ...moreBreakers(), ...moreLamps()];
}
