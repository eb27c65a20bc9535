/** Lighting, cables, installation material, batteries and printed/training items of the demo catalogue. */
import type { ProductSeed } from './productLines';
import { pad } from './productLines';

function lighting(): ProductSeed[] {
  const lamp = { currency: 'TRY', taxRate: 20, units: 'lamp', shape: 'bulb' } as const;
  const essential: [number, string, string][] = [
    [5, 'Sarı Işık 2700K', 'e27'],
    [7, 'Sarı Işık 2700K', 'e27'],
    [9, 'Beyaz Işık 6500K', 'e27'],
    [11, 'Beyaz Işık 6500K', 'e27'],
    [13, 'Beyaz Işık 6500K', 'e27'],
    [13, 'Günışığı 4000K', 'e27'],
  ];
  const osram: [string, number, string][] = [
    ['Classic A60 E27', 8.5, '2700K'],
    ['Classic A60 E27', 8.5, '6500K'],
    ['Classic A75 E27', 10, '4000K'],
    ['Classic B40 E14', 4.9, '2700K'],
    ['PAR16 GU10', 4.5, '3000K'],
    ['PAR16 GU10', 6.9, '6500K'],
  ];
  return [
    ...essential.map(([watt, light], i) => ({
      ...lamp,
      code: `9290022${pad(990 + i, 4)}`,
      name: `Philips Essential LEDbulb ${watt}W E27 ${light}`,
      brand: 'philips' as const,
      model: 'Essential LED',
      category: 'e27-led-ampuller',
      price: 38 + watt * 4.2,
    })),
    ...osram.map(([type, watt, kelvin], i) => ({
      ...lamp,
      code: `LVC${type.replace(/[^A-Z0-9]/g, '')}${String(watt).replace('.', '')}${kelvin}`,
      name: `Osram LED Value ${type} ${String(watt).replace('.', ',')}W ${kelvin}`,
      brand: 'osram' as const,
      model: 'LED Value',
      category: type.includes('A60') || type.includes('A75') ? 'e27-led-ampuller' : 'e14-gu10-ampuller',
      price: 44 + watt * 3.8 + i,
    })),
    ...[9, 12, 15, 18].map((watt, i) => ({
      ...lamp,
      code: `LDAHV${watt}${i % 2 ? 'D' : 'L'}H6T`,
      name: `Panasonic LED Ampul ${watt}W E27 ${i % 2 ? 'Beyaz Işık 6500K' : 'Sarı Işık 3000K'}`,
      brand: 'panasonic' as const,
      model: 'Eco LED',
      category: 'e27-led-ampuller',
      price: 41 + watt * 3.5,
    })),
    ...[10, 30, 50, 100].map((watt) => ({
      ...lamp,
      units: 'single' as const,
      shape: 'panel' as const,
      code: `4058075${pad(watt * 131, 6)}`,
      name: `Osram LED Floodlight Projektör ${watt}W 4000K IP65`,
      brand: 'osram' as const,
      model: 'Floodlight',
      category: 'led-projektorler',
      // The 100 W floodlight is quoted on request: price 0.
      price: watt === 100 ? 0 : 210 + watt * 9.5,
    })),
    ...[
      ['30x30', 18],
      ['60x60', 36],
      ['30x120', 40],
    ].map(([size, watt]) => ({
      ...lamp,
      units: 'single' as const,
      shape: 'panel' as const,
      code: `RC065B-LED${watt}S-${String(size).replace('x', '')}`,
      name: `Philips CoreLine LED Panel ${size} ${watt}W 4000K`,
      brand: 'philips' as const,
      model: 'CoreLine Panel',
      category: 'led-paneller',
      price: 420 + Number(watt) * 14,
    })),
  ];
}

function cables(): ProductSeed[] {
  const cable = { brand: 'hes', currency: 'TRY', taxRate: 20, units: 'cable', shape: 'cable' } as const;
  const ttr = ['2x0,75', '2x1', '3x1,5', '3x2,5', '4x1,5', '5x2,5'];
  const nym = ['3x1,5', '3x2,5', '3x4', '5x6'];
  const area = (s: string) => s.split('x').reduce((a, b) => a * Number(b.replace(',', '.')), 1);
  return [
    ...ttr.map((size) => ({
      ...cable,
      code: `HES-TTR-H05VV-F-${size.replace(',', '.').toUpperCase()}-100M`,
      name: `Hes TTR H05VV-F ${size} mm² Kablo`,
      model: 'TTR H05VV-F',
      category: 'ttr-nym-kablolar',
      price: 6.5 + area(size) * 3.1,
    })),
    ...nym.map((size) => ({
      ...cable,
      code: `HES-NYM-NVV-U-${size.replace(',', '.').toUpperCase()}-100M`,
      name: `Hes NYM (NVV-U) ${size} mm² Kablo`,
      model: 'NYM NVV-U',
      category: 'ttr-nym-kablolar',
      price: 9 + area(size) * 3.4,
    })),
    ...['U/UTP LSZH Gri', 'F/FTP LSZH Turuncu'].map((type, i) => ({
      ...cable,
      units: 'reel' as const,
      code: `HES-CAT6-${type.split(' ')[0]!.replace('/', '')}-305M`,
      name: `Hes CAT6 ${type} Data Kablosu`,
      model: 'CAT6',
      category: 'data-kablolari',
      price: 14.5 + i * 6,
    })),
    ...['16x16', '25x16', '40x16', '60x40', '100x60'].map((size, i) => ({
      brand: 'legrand' as const,
      currency: 'TRY' as const,
      taxRate: 20,
      units: 'channel' as const,
      shape: 'box' as const,
      code: `0300${pad(10 + i * 3, 2)}`,
      name: `Legrand DLP ${size} mm Kablo Kanalı 2 m Beyaz`,
      model: 'DLP',
      category: 'pvc-kablo-kanallari',
      price: 38 + i * i * 22,
    })),
  ];
}

function installation(): ProductSeed[] {
  const base = { currency: 'TRY', taxRate: 20 } as const;
  const boxes = [
    'Sıva Altı Buat 60 mm',
    'Sıva Altı Kare Buat 70x70',
    'Sıva Üstü Buat 85x85 IP54',
    'Sıva Üstü Buat 100x100 IP65',
    'Alçıpan Buat 68 mm',
  ];
  const terminals: [string, string][] = [
    ['AVK 2,5', 'Gri'],
    ['AVK 4', 'Gri'],
    ['AVK 6', 'Mavi'],
    ['AVK 10', 'Gri'],
    ['AVK 16', 'Gri'],
    ['ASK 1', 'Sigortalı Siyah'],
  ];
  const strips = [
    "2'li Grup Priz 1,5 m",
    "3'lü Grup Priz 1,5 m",
    "4'lü Grup Priz 3 m",
    "5'li Anahtarlı Grup Priz 3 m",
    "3'lü Çocuk Korumalı Grup Priz 3 m",
    "6'lı Akım Korumalı Grup Priz 2 m",
  ];
  const batteries: [string, number][] = [
    ["LR6 AA Alkalin Pil 4'lü Blister", 79],
    ["LR03 AAA Alkalin Pil 4'lü Blister", 74],
    ['6LR61 9V Alkalin Pil', 92],
    ["LR20 D Alkalin Pil 2'li", 118],
    ["LR14 C Alkalin Pil 2'li", 104],
    ["LR6 AA Alkalin Pil 8'li Paket", 149],
  ];
  return [
    ...boxes.map((name, i) => ({
      ...base,
      code: `2100${pad(110 + i * 7, 3)}`,
      name: `Mutlusan ${name}`,
      brand: 'mutlusan' as const,
      model: 'Buat',
      category: 'buatlar',
      price: 6.5 + i * 9,
      units: 'wiring' as const,
      shape: 'box' as const,
    })),
    ...terminals.map(([type, color], i) => ({
      ...base,
      code: `30412${pad(i, 2)}`,
      name: `Klemsan ${type} Ray Klemens ${color}`,
      brand: 'klemsan' as const,
      model: 'AVK Serisi',
      category: 'ray-klemensler',
      price: 14 + i * 7.5,
      units: 'terminal' as const,
      shape: 'box' as const,
      longBarcode: true,
      // Two items show what a storefront does with a missing picture.
      image: i === 5 ? ('none' as const) : i === 4 ? ('missing' as const) : undefined,
    })),
    ...strips.map((name, i) => ({
      ...base,
      code: `0043${pad(20 + i, 4)}`,
      name: `Mutlusan ${name}`,
      brand: 'mutlusan' as const,
      model: 'Grup Priz',
      category: 'grup-prizler',
      price: 95 + i * 38,
      units: 'single' as const,
      shape: 'box' as const,
      image: i === 5 ? ('missing' as const) : undefined,
    })),
    ...batteries.map(([name, price], i) => ({
      ...base,
      code: `LR-PP-${pad(i + 1, 2)}`,
      name: `Panasonic Pro Power ${name}`,
      brand: 'panasonic' as const,
      model: 'Pro Power',
      category: 'alkalin-piller',
      price,
      units: 'battery' as const,
      shape: 'battery' as const,
    })),
    {
      ...base,
      code: 'VIKO-KTL-2025-TR',
      name: 'Viko Teknik Ürün Kataloğu 2025 (Basılı)',
      brand: 'viko',
      model: null,
      category: 'basili-kataloglar',
      taxRate: 1,
      price: 45,
      units: 'single',
      shape: 'book',
      longBarcode: true,
    },
    {
      ...base,
      code: 'LEG-FYT-2025-TR',
      name: 'Legrand Genel Fiyat Listesi 2025 (Basılı)',
      brand: 'legrand',
      model: null,
      category: 'basili-kataloglar',
      taxRate: 1,
      price: 30,
      units: 'single',
      shape: 'book',
      longBarcode: true,
    },
    {
      ...base,
      code: 'SE-EGT-PANO-01',
      name: 'Schneider Electric Pano Montajı Eğitim Seti',
      brand: 'schneider',
      model: null,
      category: 'egitim-setleri',
      taxRate: 10,
      price: 2450,
      units: 'single',
      shape: 'book',
    },
    {
      ...base,
      code: 'ABB-EGT-OTM-01',
      name: 'ABB Otomasyon ve Koruma Eğitim Seti',
      brand: 'abb',
      model: null,
      category: 'egitim-setleri',
      taxRate: 10,
      price: 3100,
      units: 'single',
      shape: 'book',
    },
  ];
}

export { lighting, cables, installation };
