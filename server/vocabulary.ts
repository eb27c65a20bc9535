/**
 * The host's own words that are stored as data (payment plan names, account statement document
 * types, warranty movement statuses, unit names): Turkish as the store and the ERP write them, with
 * their English twins. They are translated only where shown: the stored value stays what rules and
 * requests read (the warranty rule reads durum 'SATIŞ'; units are named by their Turkish value).
 * A word missing here is shown as stored.
 */
import type { LocaleCode } from '../src/domain/chrome/locales';
import { UNIT_ENGLISH_TWINS } from '../src/domain/cart/unitWords';

const tr = {
  // payment plans (payment_options, settings.advencePriceInfo)
  cash: 'Peşin Fiyat',
  credit30: '30 Gün Vadeli',
  credit60: '60 Gün Vadeli',
  credit90: '90 Gün Vadeli',
  creditCard: 'Kredi Kartı',
  // account statement document types (ledger.description)
  salesInvoice: 'Satış faturası',
  returnInvoice: 'İade faturası',
  transferCollection: 'Havale ile tahsilat',
  cardCollection: 'Kredi kartı tahsilatı',
  openingBalance: 'Devir bakiyesi',
  // warranty movement statuses (warranty_movements.durum)
  warehouseEntry: 'DEPO GİRİŞ',
  sale: 'SATIŞ',
  service: 'SERVİS',
  returned: 'İADE',
  // unit names (product_units.name)
  piece: 'ADET',
  length: 'BOY',
  coil: 'KANGAL',
  carton: 'KOLİ',
  box: 'KUTU',
  reel: 'MAKARA',
  metre: 'METRE',
  pack: 'PAKET',
} as const;

/** The English twin of every word: a missing one is a compile error. */
const en: Record<keyof typeof tr, string> = {
  cash: 'Cash price',
  credit30: '30 days credit',
  credit60: '60 days credit',
  credit90: '90 days credit',
  creditCard: 'Credit card',
  salesInvoice: 'Sales invoice',
  returnInvoice: 'Return invoice',
  transferCollection: 'Collection by bank transfer',
  cardCollection: 'Credit card collection',
  openingBalance: 'Balance brought forward',
  warehouseEntry: 'WAREHOUSE ENTRY',
  sale: 'SALE',
  service: 'SERVICE',
  returned: 'RETURN',
  // the units' twins are the domain's, which pages also read files by (domain/cart/unitWords)
  piece: UNIT_ENGLISH_TWINS.ADET,
  length: UNIT_ENGLISH_TWINS.BOY,
  coil: UNIT_ENGLISH_TWINS.KANGAL,
  carton: UNIT_ENGLISH_TWINS.KOLİ,
  box: UNIT_ENGLISH_TWINS.KUTU,
  reel: UNIT_ENGLISH_TWINS.MAKARA,
  metre: UNIT_ENGLISH_TWINS.METRE,
  pack: UNIT_ENGLISH_TWINS.PAKET,
};

/** The stored Turkish words, for writers that must store them (the card payment's ledger entry). */
export const HOST_WORDS = tr;

const english = new Map<string, string>(
  (Object.keys(tr) as (keyof typeof tr)[]).map((key) => [tr[key], en[key]]),
);

/** A stored host word in the viewer's language (a word the table does not know is shown as stored). */
export function hostWord(word: string, locale: LocaleCode): string {
  return locale === 'en' ? (english.get(word.trim()) ?? word) : word;
}
