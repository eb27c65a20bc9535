/** A generated products file of `count` rows for the import measurement (Turkish CSV, the store's warehouses). */
const BRANDS = ['Yıldız Aydınlatma', 'Öznur Kablo', 'Gürsan', 'Schneider Electric', 'Viko'];
const CATEGORIES = [
  'Aydınlatma > LED Ampuller > E27 LED Ampuller',
  'Kablo ve Kanal > Enerji Kabloları',
  'Tesisat Malzemeleri',
  'Sigorta ve Şalt > Otomatik Sigortalar',
];

const money = (value: number) => value.toFixed(2).replace('.', ',');

export function generatedProductsCsv(count: number): string {
  const lines = [
    'code;barcode;name;name_en;brand;category;model;units;tax_rate;currency;list_price;sale_price;adv1;adv2;adv3;adv4;adv5;stock;images',
  ];
  for (let i = 0; i < count; i++) {
    const sale = 10 + (i % 997) * 1.37;
    lines.push(
      [
        `BNC-${String(i).padStart(6, '0')}`,
        String(8690000000000 + i),
        `Ölçüm Ürünü ${i} Şalter`,
        `Bench Product ${i}`,
        BRANDS[i % BRANDS.length],
        CATEGORIES[i % CATEGORIES.length],
        `Seri ${i % 40}`,
        '"Adet=1;Koli=10"',
        '20',
        'TRY',
        money(sale * 1.2),
        money(sale),
        money(sale * 0.97),
        money(sale * 1.02),
        money(sale * 1.04),
        money(sale * 1.06),
        money(sale * 1.05),
        `"Merkez Depo (İstanbul)=${i % 500};Ankara Depo=${i % 70}"`,
        `bnc-${i}.png`,
      ].join(';'),
    );
  }
  return lines.join('\n');
}
