/**
 * JSON Schema to a fast-check arbitrary of values the schema refuses: one mutation per word (a wrong
 * type, a missing required member, an extra member where additionalProperties is false, a number out
 * of range or off its multipleOf, a string too short, too long or off its pattern, a value outside
 * enum or const, too few or too many items), made at the root or inside one member while the rest stays
 * valid, and labelled with the word and where it was made (a JSON pointer).
 */
import fc from 'fast-check';
import {
  admittedTypes,
  dereference,
  surelyRefuses,
  JSON_TYPES,
  type GeneratorOptions,
  type JsonType,
  type Schema,
  type SchemaObject,
} from './jsonSchema';
import { offPattern, plainString } from './fuzzText';
import { aboveMaximum, belowMinimum, offMultiple } from './numbers';
import { validValue } from './validValues';
import { memberMutations } from './memberMutations';

export interface Mutant {
  value: unknown;
  /** The word the value breaks ('maxLength', 'required' …). */
  keyword: string;
  /** Where, as a JSON pointer into the value ('' is the value itself). */
  at: string;
}

const mutant =
  (keyword: string, at: string) =>
  (value: unknown): Mutant => ({ value, keyword, at });

/** Every mutation the schema offers (none for a schema that accepts anything). */
export function invalidValue(
  schema: Schema,
  options: GeneratorOptions,
  at = '',
  depth = 0,
): fc.Arbitrary<Mutant> {
  const all = mutations(schema, options, at, depth);
  if (all.length === 0) throw new Error(`no value is refused by the schema at ${at || 'the root'}`);
  return fc.oneof(...all);
}

/** The mutations of a schema, as arbitraries (empty when the schema refuses nothing it can be sent). */
export function mutations(
  schema: Schema,
  options: GeneratorOptions,
  at = '',
  depth = 0,
): fc.Arbitrary<Mutant>[] {
  const s = dereference(schema, options);
  if (s === true) return [];
  if (s === false) return [fc.constant({ value: null, keyword: 'false', at })];
  const out: fc.Arbitrary<Mutant>[] = [];
  const types = admittedTypes(s, options);
  const wrong = wrongType(types, options, at);
  if (wrong) out.push(wrong);
  if (s.not !== undefined) out.push(validValue(s.not as Schema, options, depth).map(mutant('not', at)));
  if (s.const !== undefined) out.push(notConst(s.const, options).map(mutant('const', at)));
  if (Array.isArray(s.enum)) out.push(notInEnum(s.enum as unknown[], options).map(mutant('enum', at)));
  if (Array.isArray(s.allOf))
    for (const part of s.allOf as Schema[]) out.push(...mutations(part, options, at, depth));
  for (const word of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(s[word])) out.push(...unionMutations(s[word] as Schema[], options, at, depth));
  // A union's own words are its branches': their mutations come from unionMutations.
  const union = s.anyOf !== undefined || s.oneOf !== undefined;
  const hasType = (t: JsonType) => !union && (types?.has(t) ?? false);
  if (hasType('integer') || hasType('number'))
    out.push(...numberMutations(s, hasType('number'), options, at));
  if (hasType('string') && s.const === undefined && !Array.isArray(s.enum))
    out.push(...stringMutations(s, at, options.nonEmpty ? 1 : 0));
  if (hasType('array') || hasType('object') || s.properties)
    out.push(...memberMutations(s, options, at, depth, mutations));
  return out;
}

/** A value of a type the schema does not admit; as text, text that does not read as its type. */
function wrongType(
  types: Set<JsonType> | null,
  options: GeneratorOptions,
  at: string,
): fc.Arbitrary<Mutant> | null {
  if (!types) return null;
  if (options.textual) {
    if (types.has('string')) return null;
    const unreadable = [...types].some((t) => t === 'integer' || t === 'number' || t === 'boolean');
    if (!unreadable) return null;
    // Neither a number, nor an integer, nor 'true' or 'false'.
    const text = types.has('number')
      ? fc.constantFrom('abc', 'on', 'bir', '1,5', '--1', 'NaN')
      : fc.constantFrom('abc', 'on', 'bir', '1.5', '1,5', '--1', 'NaN', 'yes');
    return text.map(mutant('type', at));
  }
  const others = JSON_TYPES.filter((t) => !types.has(t));
  if (others.length === 0) return null;
  return fc
    .constantFrom(...others)
    .chain((t) => sampleOf(t))
    .map(mutant('type', at));
}

function sampleOf(type: JsonType): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: -5, max: 100 });
    case 'number':
      return fc.constantFrom(0.5, 1.25, -2.5, 99.9);
    case 'string':
      return fc.oneof(fc.constantFrom('5', '', 'true', 'null'), plainString(0, 8));
    case 'array':
      return fc.constantFrom([], [1], ['a']);
    case 'object':
      return fc.constantFrom({}, { a: 1 });
  }
}

function notConst(value: unknown, options: GeneratorOptions): fc.Arbitrary<unknown> {
  const same = (v: unknown) => JSON.stringify(v) === JSON.stringify(value);
  if (typeof value === 'boolean') return fc.constant(!value);
  if (typeof value === 'number') return fc.constantFrom(value + 1, value - 1);
  if (typeof value === 'string')
    return fc.oneof(fc.constant(value.toUpperCase() + 'x'), plainString(0, 10)).filter((v) => !same(v));
  return options.textual ? fc.constant('x') : fc.constant(null);
}

function notInEnum(values: unknown[], options: GeneratorOptions): fc.Arbitrary<unknown> {
  const known = new Set(values.map((v) => JSON.stringify(v)));
  const strings = values.filter((v): v is string => typeof v === 'string');
  const candidates = fc.oneof(
    // Near misses: another case (Turkish İ/ı included), a space around, and plain text.
    fc.constantFrom(...(strings.length ? strings : ['x'])).map((v) => v.toLocaleUpperCase('tr')),
    fc.constantFrom(...(strings.length ? strings : ['x'])).map((v) => ` ${v}`),
    plainString(0, 10),
    options.textual ? fc.constant('') : fc.integer({ min: -3, max: 1000 }),
  );
  return candidates.filter((v) => !known.has(JSON.stringify(v)) && !(options.nonEmpty && v === ''));
}

/**
 * A union's mutants: a type no branch admits, and a mutant of one branch that every other branch
 * surely refuses (a branch's number out of range, when no other branch takes numbers).
 */
function unionMutations(
  branches: Schema[],
  options: GeneratorOptions,
  at: string,
  depth: number,
): fc.Arbitrary<Mutant>[] {
  const out: fc.Arbitrary<Mutant>[] = [];
  branches.forEach((branch, i) => {
    const others = branches.filter((_, j) => j !== i);
    const own = mutations(branch, options, at, depth);
    if (own.length === 0) return;
    out.push(
      fc
        .oneof(...own)
        .filter((m) => others.every((other) => surelyRefuses(other, textAware(m.value, options), options)))
        .map((m) => ({ ...m, keyword: `${m.keyword} (branch ${i})` })),
    );
  });
  return out;
}

/** As text a number reads as a number; surelyRefuses judges the value as it would be read. */
const textAware = (value: unknown, options: GeneratorOptions) =>
  options.textual && typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))
    ? Number(value)
    : value;

function numberMutations(
  s: SchemaObject,
  isNumber: boolean,
  options: GeneratorOptions,
  at: string,
): fc.Arbitrary<Mutant>[] {
  const integer = !isNumber;
  const show = (v: number) => (options.textual ? String(v) : v);
  const out: fc.Arbitrary<Mutant>[] = [];
  const below = belowMinimum(s, integer);
  if (below) out.push(below.map((v) => mutant('minimum', at)(show(v))));
  const above = aboveMaximum(s, integer);
  if (above) out.push(above.map((v) => mutant('maximum', at)(show(v))));
  const off = offMultiple(s);
  if (off) out.push(off.map((v) => mutant('multipleOf', at)(show(v))));
  return out;
}

function stringMutations(s: SchemaObject, at: string, shortest: number): fc.Arbitrary<Mutant>[] {
  const out: fc.Arbitrary<Mutant>[] = [];
  const min = s.minLength as number | undefined;
  const max = s.maxLength as number | undefined;
  if (min !== undefined && min > shortest)
    out.push(plainString(shortest, min - 1).map(mutant('minLength', at)));
  if (max !== undefined) out.push(plainString(max + 1, max + 20).map(mutant('maxLength', at)));
  if (typeof s.pattern === 'string')
    out.push(
      offPattern(s.pattern)
        .filter((text) => text.length >= shortest)
        .map(mutant('pattern', at)),
    );
  if (s.format === 'date-time' || s.format === 'date')
    out.push(fc.constantFrom('dün', '2024-13-45').map(mutant('format', at)));
  return out;
}
