/**
 * Variant families with one, two and three dimensions. The parent (variantCheck 0) is listed in the
 * catalogue; its children are reached through the detail page's pickers.
 */
import type { ProductSeed } from './productLines';

type Dimension = [code: string, name: string, values: string[]];

function family(
  key: string,
  parent: Omit<ProductSeed, 'price' | 'variants'>,
  dimensions: Dimension[],
  child: (values: string[], i: number) => { code: string; name: string; price: number; category?: string },
): ProductSeed[] {
  // Cartesian product of the dimensions' values, in a stable order.
  let combos: string[][] = [[]];
  for (const [, , values] of dimensions) combos = combos.flatMap((c) => values.map((v) => [...c, v]));
  const children = combos.map((values, i) => {
    const made = child(values, i);
    return {
      ...parent,
      ...made,
      family: key,
      variants: dimensions.map(([code, name], d) => [code, name, values[d]!] as [string, string, string]),
    };
  });
  const cheapest = Math.min(...children.map((c) => c.price));
  return [{ ...parent, price: cheapest, family: key, isParent: true }, ...children];
}

export function families(): ProductSeed[] {
  const thea = family(
    'thea-priz',
    {
      code: '90470050',
      name: 'Viko Thea Blu Topraklı Priz',
      brand: 'viko',
      model: 'Thea Blu',
      category: 'toprakli-prizler',
      currency: 'TRY',
      taxRate: 20,
      units: 'wiring',
      shape: 'plate',
    },
    [['renk', 'Renk', ['Beyaz', 'Krem', 'Antrasit']]],
    ([color], i) => ({
      code: `9047005${i + 1}`,
      name: `Viko Thea Blu Topraklı Priz ${color}`,
      price: 96 + i * 8,
    }),
  );
  const sections: Record<string, number> = { '1,5': 7.9, '2,5': 12.4, '4': 19.8 };
  const nya = family(
    'hes-nya',
    {
      code: 'HES-NYA-H07V-U',
      name: 'Hes NYA H07V-U Tek Damarlı Kablo',
      brand: 'hes',
      model: 'NYA H07V-U',
      category: 'nya-kablolar',
      currency: 'TRY',
      taxRate: 20,
      units: 'cable',
      shape: 'cable',
    },
    [
      ['kesit', 'Kesit', ['1,5 mm²', '2,5 mm²', '4 mm²']],
      ['renk', 'Renk', ['Kırmızı', 'Mavi', 'Sarı-Yeşil']],
    ],
    ([section, color]) => ({
      code: `HES-NYA-H07V-U-${section!.split(' ')[0]!.replace(',', '.')}-${color!.toUpperCase()}-100M`,
      name: `Hes NYA H07V-U ${section} Kablo ${color}`,
      price: sections[section!.split(' ')[0]!]!,
    }),
  );
  const corepro = family(
    'philips-corepro',
    {
      code: 'CorePro-LEDbulb',
      name: 'Philips CorePro LEDbulb LED Ampul',
      brand: 'philips',
      model: 'CorePro LED',
      category: 'e27-led-ampuller',
      currency: 'TRY',
      taxRate: 20,
      units: 'lamp',
      shape: 'bulb',
    },
    [
      ['guc', 'Güç', ['8W', '13W']],
      ['duy', 'Duy', ['E27', 'E14']],
      ['isik', 'Işık Rengi', ['Sarı Işık 2700K', 'Beyaz Işık 6500K']],
    ],
    ([watt, socket, light], i) => ({
      code: `CorePro-${watt}-${socket}-${light!.slice(-5)}`,
      name: `Philips CorePro LEDbulb ${watt} ${socket} ${light}`,
      price: (watt === '8W' ? 64 : 92) + (socket === 'E14' ? 6 : 0) + (i % 2),
      category: socket === 'E14' ? 'e14-gu10-ampuller' : 'e27-led-ampuller',
    }),
  );
  return [...thea, ...nya, ...corepro];
}
