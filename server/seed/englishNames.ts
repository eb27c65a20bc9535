/**
 * The English names the demo store gives to part of its catalogue (name_en): the category
 * tree's upper levels, the campaign and a few products. The rest has none and shows its Turkish
 * name on English pages too, as a store that names only some things would.
 */
import type Database from 'better-sqlite3';

const CATEGORIES: Record<string, string> = {
  'anahtar-ve-prizler': 'Switches and Sockets',
  anahtarlar: 'Switches',
  prizler: 'Sockets',
  'toprakli-prizler': 'Earthed Sockets',
  cerceveler: 'Frames',
  'sigorta-ve-salt': 'Circuit Protection',
  'otomatik-sigortalar': 'Circuit Breakers',
  'kacak-akim-koruma': 'Residual Current Protection',
  'kacak-akim-roleleri': 'Residual Current Devices',
  aydinlatma: 'Lighting',
  'led-ampuller': 'LED Bulbs',
  'e27-led-ampuller': 'E27 LED Bulbs',
  'kablo-ve-kanal': 'Cables and Trunking',
  'enerji-kablolari': 'Power Cables',
  'tesisat-malzemeleri': 'Installation Materials',
  piller: 'Batteries',
  'katalog-ve-egitim': 'Catalogues and Training',
};

const PRODUCTS: Record<string, string> = {
  '90960004': 'Viko Karre Earthed Socket White',
  '90960002': 'Viko Karre Two-Way Switch White',
  EZ9F14116: 'Schneider Electric Easy9 B16 1P 4.5kA Circuit Breaker',
  '5SV3314-6': 'Siemens 5SV3 2P 40A 30mA Residual Current Device',
  'CorePro-8W-E27-2700K': 'Philips CorePro LEDbulb 8W E27 Warm White 2700K',
};

export const CAMPAIGN_NAME_EN = 'Deals of the Week';

export function seedEnglishNames(db: Database.Database): void {
  const category = db.prepare('UPDATE categories SET name_en = ? WHERE slug = ?');
  for (const [slug, name] of Object.entries(CATEGORIES)) category.run(name, slug);
  const product = db.prepare('UPDATE products SET name_en = ? WHERE code = ?');
  for (const [code, name] of Object.entries(PRODUCTS)) product.run(name, code);
  db.prepare('UPDATE campaigns SET name_en = ?').run(CAMPAIGN_NAME_EN);
}
