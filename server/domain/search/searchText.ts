/**
 * How product text and a buyer's query are read alike, so that what a buyer types on any keyboard
 * meets what the catalogue says: Turkish lower case (İ → i, I → ı), then folded to ASCII (ç ğ ı ö ş ü
 * and accents such as Niloé's é), decimal commas read as points ('2,5' = '2.5'), a number and its unit
 * joined ('16 A' = '16A', '30 mA' = '30mA'), a size's sides and a protection class however spaced
 * ('3 x 2,5' = '3x2,5', 'IP 65' = 'IP65'), codes compared without their separators.
 */
import { FOLD, foldText, turkishLower } from '../../../src/domain/shared/turkishText';

export { foldText, turkishLower };

/** Units a number is written with in the trade: joined to their number ('16 a' → '16a'). */
const UNITS = [
  'ma',
  'a',
  'ka',
  'kw',
  'w',
  'v',
  'k',
  'mm2',
  'mm',
  'm',
  'p',
  'kva',
  'va',
  'lm',
  'hz',
  'lt',
  'cm',
];
const UNIT_AFTER_NUMBER = new RegExp(`(\\d)\\s*(${UNITS.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
/** A size's sides however spaced or marked: '3 x 2,5', '3 × 2,5', '3*2,5' are '3x2,5'. */
const SIZE_SIDES = /(\d)\s*[x×*]\s*(?=\d)/gu;
/** A protection class with its digits apart: 'IP 65' is 'IP65' (Turkish lower case makes 'IP' 'ıp'). */
const SPACED_IP = /(?<![\p{L}\p{N}])[iı]p\s+(?=\d{2}(?![\p{L}\p{N}]))/gu;

/**
 * The words of a text in Turkish lower case, not yet folded (the stemmer reads them so): decimal
 * commas as points, numbers joined to their units, other marks between words dropped.
 */
export function lowerWords(text: string): string[] {
  const lower = turkishLower(text)
    .replace(/[²³]/g, (c) => FOLD[c]!)
    .replace(SIZE_SIDES, (_m, digit: string) => `${digit}x`)
    .replace(SPACED_IP, (spaced) => spaced.slice(0, 2))
    .replace(/(\d),(?=\d)/g, (_m, digit: string) => `${digit}.`)
    .replace(UNIT_AFTER_NUMBER, (_m, digit: string, unit: string) => `${digit}${unit}`);
  const words: string[] = [];
  for (const raw of lower.split(/[^\p{L}\p{M}\p{N}.+]+/u)) {
    // A point or plus belongs to a word only inside it: '2.5', '1p+n'; 'sigorta.' is 'sigorta'.
    const word = raw.replace(/^[.+]+|[.+]+$/g, '');
    if (word !== '') words.push(word);
  }
  return words;
}

/** The words of a text, folded: what the index keeps and a query looks for. */
export const textWords = (text: string): string[] => lowerWords(text).map(foldText);

/**
 * The parts a product's word is also found by: the numbers of a size ('3x2.5mm2' → '3', '2.5mm2'),
 * the sides of a '+' ('1p+n' → '1p', 'n'), a breaker's rating ('c16' → '16a').
 */
export function wordParts(word: string): string[] {
  const parts = word.split(/(?<=\d)x(?=\d)|\+/).filter((p) => p !== '' && p !== word);
  // A circuit breaker's curve and rating ('b16', 'c32') is its rating in amperes ('16a').
  const curve = /^[bcdk](\d{1,3})$/.exec(word);
  if (curve) parts.push(`${curve[1]}a`);
  return parts;
}

/** A code as compared: folded, letters and digits only ('5SL6120-6' → '5sl61206'). */
export function compactCode(code: string): string {
  return foldText(code).replace(/[^\p{L}\p{N}]+/gu, '');
}

export const hasDigit = (word: string) => /\d/.test(word);
