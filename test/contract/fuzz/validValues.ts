/**
 * JSON Schema (the OpenAPI 3.1 dialect, the words of ./jsonSchema.ts) to a fast-check arbitrary of
 * values the schema accepts. Built by construction, not by filtering, except where a word only says
 * what a value may not be (`not`, a oneOf branch that must not fit the others).
 */
import fc from 'fast-check';
import {
  admittedTypes,
  dereference,
  surelyRefuses,
  type GeneratorOptions,
  type JsonType,
  type Schema,
  type SchemaObject,
} from './jsonSchema';
import { matchingString, plainString, codePointLength } from './fuzzText';
import { numberIn, integerIn } from './numbers';

const DEFAULT_DEPTH = 4;

export function validValue(schema: Schema, options: GeneratorOptions, depth = 0): fc.Arbitrary<unknown> {
  const s = dereference(schema, options);
  if (s === true) return fc.jsonValue({ maxDepth: 2 });
  if (s === false) throw new Error('the schema false accepts nothing');
  const base = unrestricted(s, options, depth);
  return s.not === undefined ? base : base.filter((v) => surelyRefuses(s.not as Schema, v, options));
}

function unrestricted(s: SchemaObject, options: GeneratorOptions, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  if (Array.isArray(s.allOf)) return allOf(s, options, depth);
  if (Array.isArray(s.oneOf)) return oneOf(s.oneOf as Schema[], options, depth);
  if (Array.isArray(s.anyOf))
    return fc.oneof(...(s.anyOf as Schema[]).map((b) => validValue(b, options, depth)));
  const types = admittedTypes(s, options);
  const list = types ? [...types].filter((t) => !(t === 'integer' && types.has('number'))) : ['object'];
  return fc.oneof(...list.map((type) => ofType(type as JsonType, s, options, depth)));
}

/** allOf of object schemas (the document's only kind): one object schema of them all. */
function allOf(s: SchemaObject, options: GeneratorOptions, depth: number): fc.Arbitrary<unknown> {
  const { allOf: parts, ...own } = s;
  const merged: SchemaObject = {
    ...own,
    properties: { ...((own.properties as object) ?? {}) },
    required: [],
  };
  for (const part of [...(parts as Schema[]), own]) {
    const p = dereference(part, options);
    if (typeof p !== 'object') continue;
    if (p.allOf) throw new Error('nested allOf is not supported');
    for (const [key, value] of Object.entries(p))
      if (key === 'properties') Object.assign(merged.properties as object, value);
      else if (key === 'required') (merged.required as string[]).push(...(value as string[]));
      else merged[key] = value;
  }
  return validValue(merged, options, depth);
}

/** A value of one branch that the other branches surely refuse (so exactly one branch fits). */
function oneOf(branches: Schema[], options: GeneratorOptions, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    ...branches.map((branch, i) =>
      validValue(branch, options, depth).filter((value) =>
        branches.every((other, j) => j === i || surelyRefuses(other, value, options)),
      ),
    ),
  );
}

function ofType(type: JsonType, s: SchemaObject, options: GeneratorOptions, depth: number) {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerIn(s);
    case 'number':
      return numberIn(s);
    case 'string':
      return stringOf(s);
    case 'array':
      return arrayOf(s, options, depth);
    case 'object':
      return objectOf(s, options, depth);
  }
}

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  'date-time': fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  date: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  email: fc.emailAddress(),
};

function stringOf(s: SchemaObject): fc.Arbitrary<string> {
  const min = (s.minLength as number | undefined) ?? 0;
  const max = s.maxLength as number | undefined;
  const fits = (text: string) =>
    codePointLength(text) >= min && (max === undefined || codePointLength(text) <= max);
  if (typeof s.format === 'string' && FORMATS[s.format]) return FORMATS[s.format]!.filter(fits);
  if (typeof s.pattern === 'string') return matchingString(s.pattern).filter(fits);
  return plainString(min, max);
}

function arrayOf(s: SchemaObject, options: GeneratorOptions, depth: number): fc.Arbitrary<unknown[]> {
  const minLength = (s.minItems as number | undefined) ?? 0;
  const grown = depth < (options.maxDepth ?? DEFAULT_DEPTH) ? 4 : 0;
  const maxLength = Math.min((s.maxItems as number | undefined) ?? Infinity, minLength + grown);
  const items =
    s.items === undefined ? fc.jsonValue({ maxDepth: 1 }) : validValue(s.items as Schema, options, depth + 1);
  return fc.array(items, { minLength, maxLength });
}

function objectOf(s: SchemaObject, options: GeneratorOptions, depth: number): fc.Arbitrary<unknown> {
  const properties = (s.properties ?? {}) as Record<string, Schema>;
  const required = new Set((s.required ?? []) as string[]);
  const shallow = depth >= (options.maxDepth ?? DEFAULT_DEPTH);
  const declared: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(properties))
    if (required.has(key) || !shallow) declared[key] = validValue(sub, options, depth + 1);
  const record = fc.record(declared, { requiredKeys: [...required].filter((k) => k in properties) });
  const extra = extraMembers(s, properties, options, depth, shallow);
  const minProperties = (s.minProperties as number | undefined) ?? 0;
  return fc
    .tuple(record, extra)
    .map(([own, more]) => ({ ...more, ...own }))
    .filter((value) => Object.keys(value).length >= minProperties);
}

/** Members beyond `properties`: of patternProperties, or of additionalProperties within propertyNames. */
function extraMembers(
  s: SchemaObject,
  properties: Record<string, Schema>,
  options: GeneratorOptions,
  depth: number,
  shallow: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const minKeys = Math.min((s.minProperties as number | undefined) ?? 0, 1);
  const maxKeys = shallow ? minKeys : 3;
  const notDeclared = (key: string) => !(key in properties);
  const patterns = Object.entries((s.patternProperties ?? {}) as Record<string, Schema>);
  if (patterns.length > 0)
    return fc.oneof(
      ...patterns.map(([pattern, sub]) =>
        fc.dictionary(matchingString(pattern).filter(notDeclared), validValue(sub, options, depth + 1), {
          minKeys,
          maxKeys,
        }),
      ),
    );
  if (s.additionalProperties === false || (s.additionalProperties === undefined && minKeys === 0))
    return fc.constant({});
  const names = s.propertyNames as Schema | undefined;
  const key =
    typeof names === 'object' && typeof names.pattern === 'string'
      ? matchingString(names.pattern)
      : plainString(1, 12);
  const value =
    s.additionalProperties === undefined || s.additionalProperties === true
      ? fc.jsonValue({ maxDepth: 1 })
      : validValue(s.additionalProperties as Schema, options, depth + 1);
  return fc.dictionary(key.filter(notDeclared), value, { minKeys, maxKeys });
}
