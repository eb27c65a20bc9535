/** Fixed reference data of the demo wholesaler: currencies, warehouses, brands, models, categories. */

export const STORE_NAME = 'Anadolu Elektrik Toptan';

export const CURRENCIES = [
  { id: 1, code: 'TRY', rate: 1, isDefault: 1 },
  { id: 2, code: 'USD', rate: 34.25, isDefault: 0 },
  { id: 3, code: 'EUR', rate: 37.1, isDefault: 0 },
] as const;

export const WAREHOUSES = ['Merkez Depo (İstanbul)', 'Ankara Depo', 'İzmir Depo'] as const;

export const BRANDS = [
  { code: 'viko', name: 'Viko' },
  { code: 'legrand', name: 'Legrand' },
  { code: 'schneider', name: 'Schneider Electric' },
  { code: 'abb', name: 'ABB' },
  { code: 'siemens', name: 'Siemens' },
  { code: 'panasonic', name: 'Panasonic' },
  { code: 'philips', name: 'Philips' },
  { code: 'osram', name: 'Osram' },
  { code: 'hes', name: 'Hes Kablo' },
  { code: 'mutlusan', name: 'Mutlusan' },
  { code: 'klemsan', name: 'Klemsan' },
] as const;
export type BrandCode = (typeof BRANDS)[number]['code'];

/** [name, slug, children]: three levels; products hang on the third. */
type CategoryNode = [string, string, CategoryNode[]?];
export const CATEGORY_TREE: CategoryNode[] = [
  [
    'Anahtar ve Prizler',
    'anahtar-ve-prizler',
    [
      [
        'Anahtarlar',
        'anahtarlar',
        [
          ['Adi Anahtarlar', 'adi-anahtarlar'],
          ['Komütatör ve Vavien', 'komutator-vavien'],
        ],
      ],
      [
        'Prizler',
        'prizler',
        [
          ['Topraklı Prizler', 'toprakli-prizler'],
          ['Data ve TV Prizleri', 'data-tv-prizleri'],
        ],
      ],
      [
        'Çerçeveler',
        'cerceveler',
        [
          ['Tekli Çerçeveler', 'tekli-cerceveler'],
          ['Çoklu Çerçeveler', 'coklu-cerceveler'],
        ],
      ],
    ],
  ],
  [
    'Sigorta ve Şalt',
    'sigorta-ve-salt',
    [
      [
        'Otomatik Sigortalar',
        'otomatik-sigortalar',
        [
          ['B Tipi Sigortalar', 'b-tipi-sigortalar'],
          ['C Tipi Sigortalar', 'c-tipi-sigortalar'],
        ],
      ],
      ['Kaçak Akım Koruma', 'kacak-akim-koruma', [['Kaçak Akım Röleleri', 'kacak-akim-roleleri']]],
    ],
  ],
  [
    'Aydınlatma',
    'aydinlatma',
    [
      [
        'LED Ampuller',
        'led-ampuller',
        [
          ['E27 LED Ampuller', 'e27-led-ampuller'],
          ['E14 ve GU10 Ampuller', 'e14-gu10-ampuller'],
        ],
      ],
      [
        'Armatürler',
        'armaturler',
        [
          ['LED Projektörler', 'led-projektorler'],
          ['LED Paneller', 'led-paneller'],
        ],
      ],
    ],
  ],
  [
    'Kablo ve Kanal',
    'kablo-ve-kanal',
    [
      [
        'Enerji Kabloları',
        'enerji-kablolari',
        [
          ['NYA Kablolar', 'nya-kablolar'],
          ['TTR ve NYM Kablolar', 'ttr-nym-kablolar'],
        ],
      ],
      ['Zayıf Akım Kabloları', 'zayif-akim-kablolari', [['Data Kabloları', 'data-kablolari']]],
      ['Kablo Kanalları', 'kablo-kanallari', [['PVC Kablo Kanalları', 'pvc-kablo-kanallari']]],
    ],
  ],
  [
    'Tesisat Malzemeleri',
    'tesisat-malzemeleri',
    [
      [
        'Buat ve Klemensler',
        'buat-ve-klemensler',
        [
          ['Buatlar', 'buatlar'],
          ['Ray Klemensler', 'ray-klemensler'],
        ],
      ],
      ['Grup Prizler ve Uzatmalar', 'grup-prizler-ve-uzatmalar', [['Grup Prizler', 'grup-prizler']]],
      ['Piller', 'piller', [['Alkalin Piller', 'alkalin-piller']]],
    ],
  ],
  [
    'Katalog ve Eğitim',
    'katalog-ve-egitim',
    [
      ['Yayınlar', 'yayinlar', [['Basılı Kataloglar', 'basili-kataloglar']]],
      ['Eğitim', 'egitim', [['Eğitim Setleri', 'egitim-setleri']]],
    ],
  ],
];

/** Sales units by product kind: [name, multiplier]; the first is the default. */
export const UNIT_KINDS = {
  wiring: [
    ['ADET', 1],
    ['PAKET', 10],
    ['KOLİ', 100],
  ],
  lamp: [
    ['ADET', 1],
    ['PAKET', 6],
    ['KOLİ', 24],
  ],
  breaker: [
    ['ADET', 1],
    ['KUTU', 12],
  ],
  cable: [
    ['METRE', 1],
    ['KANGAL', 100],
  ],
  reel: [
    ['METRE', 1],
    ['MAKARA', 305],
  ],
  battery: [
    ['ADET', 1],
    ['PAKET', 12],
    ['KOLİ', 48],
  ],
  terminal: [
    ['ADET', 1],
    ['PAKET', 50],
  ],
  channel: [
    ['BOY', 1],
    ['PAKET', 10],
  ],
  single: [['ADET', 1]],
} as const satisfies Record<string, readonly (readonly [string, number])[]>;
export type UnitKind = keyof typeof UNIT_KINDS;

/** Payment-plan (advance) price names: advencePrice1..5 relative to the sale price. */
export const ADVANCE_PRICES = [
  { priceName: 'advencePrice1', name: 'Peşin Fiyat', factor: 0.97 },
  { priceName: 'advencePrice2', name: '30 Gün Vadeli', factor: 1.02 },
  { priceName: 'advencePrice3', name: '60 Gün Vadeli', factor: 1.04 },
  { priceName: 'advencePrice4', name: '90 Gün Vadeli', factor: 1.06 },
  { priceName: 'advencePrice5', name: 'Kredi Kartı', factor: 1.05 },
] as const;
