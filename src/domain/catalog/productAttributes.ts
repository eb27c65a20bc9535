/**
 * The attributes a product's name says, for the list's filters (facets) where the catalogue has no
 * column for them: pole count, rating in amperes, sensitivity in milliamperes, wattage, lamp base, IP
 * class, colour temperature and colour. Names as distributors write them: 'Easy9 C16 3P 4,5kA
 * Otomatik Sigorta', '2P 40A 30mA Kaçak Akım', 'LED Ampul 9W E27 6500K', 'Topraklı Priz Beyaz',
 * 'Projektör 50W 4000K IP65'. A value is a stable key ('3P', '16A', '30mA', 'beyaz').
 */

import { foldText } from '../shared/turkishText';

export const ATTRIBUTE_KEYS = [
  'poles',
  'rating',
  'sensitivity',
  'wattage',
  'base',
  'ip',
  'colourTemperature',
  'colour',
] as const;
export type AttributeKey = (typeof ATTRIBUTE_KEYS)[number];
export type ProductAttributes = Partial<Record<AttributeKey, string>>;

/** Colours by their key, with the words a name may use for each (folded, lower case). */
export const COLOURS: Record<string, { tr: string; en: string; words: string[] }> = {
  beyaz: { tr: 'Beyaz', en: 'White', words: ['beyaz', 'white'] },
  siyah: { tr: 'Siyah', en: 'Black', words: ['siyah', 'black'] },
  krem: { tr: 'Krem', en: 'Cream', words: ['krem', 'cream'] },
  antrasit: { tr: 'Antrasit', en: 'Anthracite', words: ['antrasit', 'anthracite'] },
  gri: { tr: 'Gri', en: 'Grey', words: ['gri', 'grey', 'gray'] },
  mavi: { tr: 'Mavi', en: 'Blue', words: ['mavi', 'blue'] },
  turuncu: { tr: 'Turuncu', en: 'Orange', words: ['turuncu', 'orange'] },
};

/** The lamp bases a name may say, as their keys. */
export const LAMP_BASES = ['E27', 'E14', 'GU10', 'GU5.3', 'G9', 'G4', 'MR16', 'R7S'] as const;

const fold = foldText;

/** A number as a key: '4,5' and '4.5' alike, no trailing zeros. */
const numberKey = (text: string) => String(Number(text.replace(',', '.')));

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);
const BASE_ALTERNATIVES = LAMP_BASES.map((b) => escapeForPattern(b.toLowerCase())).join('|');

const RULES: [AttributeKey, RegExp, (m: RegExpExecArray) => string][] = [
  [
    'poles',
    /(?<![\p{L}\p{N}])([1-4])\s?p(\s?\+\s?n)?(?![\p{L}\p{N}])/u,
    (m) => `${m[1]}P${m[2] ? '+N' : ''}`,
  ],
  // A rating in amperes, or a breaker's curve and rating ('C16' is 16 A; a lamp's 'B40' is its shape).
  ['rating', /(?<![\p{L}\p{N},.])(\d{1,3})\s?a(?![\p{L}\p{N}])/u, (m) => `${m[1]}A`],
  [
    'rating',
    /(?<![\p{L}\p{N}])[bcd](\d{1,3})(?![\p{L}\p{N}])(?=.*(sigorta|mcb|breaker))/u,
    (m) => `${m[1]}A`,
  ],
  ['sensitivity', /(?<![\p{L}\p{N},.])(\d{1,4})\s?ma(?![\p{L}\p{N}])/u, (m) => `${m[1]}mA`],
  ['wattage', /(?<![\p{L}\p{N}])(\d{1,4}(?:[,.]\d)?)\s?w(?![\p{L}\p{N}])/u, (m) => `${numberKey(m[1]!)}W`],
  [
    'base',
    new RegExp(`(?<![\\p{L}\\p{N}])(${BASE_ALTERNATIVES})(?![\\p{L}\\p{N}])`, 'u'),
    (m) => m[1]!.toUpperCase(),
  ],
  ['ip', /(?<![\p{L}\p{N}])ip\s?(\d{2})(?![\p{L}\p{N}])/u, (m) => `IP${m[1]}`],
  ['colourTemperature', /(?<![\p{L}\p{N}])(\d{4})\s?k(?![\p{L}\p{N}])/u, (m) => `${m[1]}K`],
];

/** The colour a word names (folded, lower case: 'beyaz', 'white'), by its key. */
export const colourOfWord = (word: string): string | undefined =>
  Object.keys(COLOURS).find((key) => COLOURS[key]!.words.includes(word));

/**
 * The attribute's key when the whole of `text` (folded) is that attribute as a name writes it
 * ('16a', '16 a', 'ip 65', '4,5w', 'white'); undefined when it is not, or says more than that.
 */
export function attributeSpelledAs(key: AttributeKey, text: string): string | undefined {
  if (key === 'colour') return colourOfWord(text);
  for (const [ruleKey, pattern, value] of RULES) {
    if (ruleKey !== key) continue;
    const match = pattern.exec(text);
    if (match && match.index === 0 && match[0].length === text.length) return value(match);
  }
  return undefined;
}

/** What the name says; nothing for a name that says none of it. */
export function productAttributesOf(name: string): ProductAttributes {
  const text = fold(name);
  const attributes: ProductAttributes = {};
  for (const [key, pattern, value] of RULES) {
    if (attributes[key] !== undefined) continue;
    const match = pattern.exec(text);
    if (match) attributes[key] = value(match);
  }
  const words = text.split(/[^\p{L}\p{N}]+/u);
  for (const [key, colour] of Object.entries(COLOURS))
    if (colour.words.some((w) => words.includes(w))) {
      attributes.colour = key;
      break;
    }
  return attributes;
}
