/**
 * Text for the generators. Characters are single code points (JSON Schema counts lengths in code
 * points) and never a lone surrogate (it cannot be put into a URL or a form), mostly printable ASCII,
 * with the characters that have broken text handling before: NUL and other controls, line and
 * paragraph separators, Turkish letters whose case changes their length, URL and form delimiters,
 * quotes, and characters beyond the Basic Multilingual Plane.
 */
import fc from 'fast-check';
import { patternOf } from './jsonSchema';

const SPECIALS = [
  '\u0000',
  '\t',
  '\n',
  '\r',
  '\u001f',
  '\u007f',
  '\u00a0',
  '\u200b',
  '\u2028',
  '\u2029',
  '\ufeff',
  'İ',
  'ı',
  'ş',
  'ğ',
  'Ç',
  'ß',
  '%',
  '&',
  '=',
  '+',
  '/',
  '?',
  '#',
  ';',
  '"',
  "'",
  '\\',
  '<',
  '😀',
];

const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
const anyCodePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .filter((code) => code < 0xd800 || code > 0xdfff)
  .map((code) => String.fromCodePoint(code));

export const fuzzChar: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: printable },
  { weight: 2, arbitrary: fc.constantFrom(...SPECIALS) },
  { weight: 1, arbitrary: anyCodePoint },
);

export const codePointLength = (text: string) => [...text].length;

export function plainString(minLength = 0, maxLength?: number): fc.Arbitrary<string> {
  const max = maxLength ?? Math.max(minLength + 20, 20);
  return fc.string({ unit: fuzzChar, minLength, maxLength: max });
}

const built = new Map<string, fc.Arbitrary<string>>();

/**
 * fast-check builds strings from a regular expression but not from a lookahead: the lookahead is left
 * out for building, and the whole expression then keeps the strings it matches. Building one from
 * Unicode classes (\p{L}) takes most of a second, so each pattern is built once.
 */
export function matchingString(pattern: string): fc.Arbitrary<string> {
  let arbitrary = built.get(pattern);
  if (!arbitrary) {
    const full = patternOf(pattern);
    const buildable = pattern.replace(/\(\?[=!][^()]*(?:\([^()]*\)[^()]*)*\)/g, '');
    const made = fc.stringMatching(patternOf(buildable));
    arbitrary = buildable === pattern ? made : made.filter((text) => full.test(text));
    built.set(pattern, arbitrary);
  }
  return arbitrary;
}

/** Text the pattern refuses: mostly near misses (blank, a control, a break), else any text. */
export function offPattern(pattern: string): fc.Arbitrary<string> {
  const re = patternOf(pattern);
  return fc
    .oneof(
      fc.constantFrom('', ' ', '\t', '\u0000', 'a\nb', 'x\u2028', '@', '-', '%%', 'çok uzun olmayan'),
      plainString(0, 30),
    )
    .filter((text) => !re.test(text));
}

/** A value as it travels in a form field, a query string or a path: text. */
export const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** The fields of a form or multipart body, each as text. */
export const fieldsAsText = (value: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, asText(v)]));
