/**
 * Mutations of an object's members and an array's items, made on a valid value: a required member
 * left out, one member's value mutated, a member no schema word allows, a member name propertyNames
 * refuses, too few members, one item mutated, too few or too many items. A member's own mutations are
 * listed one by one beside the object's, so each word anywhere in the value is as likely as any other.
 */
import fc from 'fast-check';
import {
  admittedTypes,
  childPath,
  patternOf,
  type GeneratorOptions,
  type Schema,
  type SchemaObject,
} from './jsonSchema';
import { matchingString, offPattern, plainString } from './fuzzText';
import type { Mutant } from './invalidValues';
import { validValue } from './validValues';

type Mutations = (
  schema: Schema,
  options: GeneratorOptions,
  at: string,
  depth: number,
) => fc.Arbitrary<Mutant>[];

export function memberMutations(
  s: SchemaObject,
  options: GeneratorOptions,
  at: string,
  depth: number,
  mutations: Mutations,
): fc.Arbitrary<Mutant>[] {
  const types = admittedTypes(s, options);
  const out: fc.Arbitrary<Mutant>[] = [];
  if (!types || types.has('object')) out.push(...objectMutations(s, options, at, depth, mutations));
  if (types?.has('array')) out.push(...arrayMutations(s, options, at, depth, mutations));
  return out;
}

const EXTRA_NAMES = ['extra', 'renk', '_csrf', 'constructor', '__proto__', 'İd'];

function objectMutations(
  s: SchemaObject,
  options: GeneratorOptions,
  at: string,
  depth: number,
  mutations: Mutations,
): fc.Arbitrary<Mutant>[] {
  const objectOnly: SchemaObject = { ...s, type: 'object' };
  delete objectOnly.not;
  const base = validValue(objectOnly, options, depth) as fc.Arbitrary<Record<string, unknown>>;
  const properties = (s.properties ?? {}) as Record<string, Schema>;
  const patterns = Object.entries((s.patternProperties ?? {}) as Record<string, Schema>);
  const out: fc.Arbitrary<Mutant>[] = [];
  const withMember = (key: string | fc.Arbitrary<string>, member: fc.Arbitrary<Mutant>) =>
    fc.tuple(base, typeof key === 'string' ? fc.constant(key) : key, member).map(([value, k, m]) => ({
      value: { ...value, [k]: m.value },
      keyword: m.keyword,
      at: m.at.replace('\u0000KEY', childPath(at, k)),
    }));
  const at0 = '\u0000KEY';

  for (const key of (s.required ?? []) as string[])
    out.push(
      base.map((value) => {
        const { [key]: _dropped, ...rest } = value;
        return { value: rest, keyword: 'required', at: childPath(at, key) };
      }),
    );
  for (const [key, sub] of Object.entries(properties)) {
    const own = mutations(sub, options, childPath(at, key), depth + 1);
    out.push(...own.map((member) => withMember(key, member)));
  }
  const undeclared = (key: string) => !(key in properties) && !patterns.some(([p]) => patternOf(p).test(key));
  if (s.additionalProperties === false) {
    const name = fc.oneof(fc.constantFrom(...EXTRA_NAMES), plainString(1, 10)).filter(undeclared);
    out.push(
      withMember(
        name,
        fc.constantFrom(1, 'x', true).map((v) => ({ value: v, keyword: 'additionalProperties', at: at0 })),
      ),
    );
  }
  const names = s.propertyNames as SchemaObject | undefined;
  const extra = s.additionalProperties;
  if (typeof extra === 'object' && extra !== null) {
    const name = typeof names?.pattern === 'string' ? matchingString(names.pattern) : plainString(1, 10);
    const own = mutations(extra as Schema, options, at0, depth + 1);
    out.push(...own.map((member) => withMember(name.filter(undeclared), member)));
  }
  if (typeof names?.pattern === 'string') {
    const value =
      typeof extra === 'object' && extra !== null
        ? validValue(extra as Schema, options, depth + 1)
        : fc.constant(1);
    out.push(
      withMember(
        offPattern(names.pattern).filter((k) => !(k in properties)),
        value.map((v) => ({ value: v, keyword: 'propertyNames', at: at0 })),
      ),
    );
  }
  for (const [pattern, sub] of patterns) {
    const key = matchingString(pattern).filter((k) => !(k in properties));
    out.push(...mutations(sub, options, at0, depth + 1).map((member) => withMember(key, member)));
  }
  const minProperties = s.minProperties as number | undefined;
  if (minProperties !== undefined && minProperties > 0)
    out.push(
      base.map((value) => ({
        value: Object.fromEntries(Object.entries(value).slice(0, minProperties - 1)),
        keyword: 'minProperties',
        at,
      })),
    );
  return out;
}

function arrayMutations(
  s: SchemaObject,
  options: GeneratorOptions,
  at: string,
  depth: number,
  mutations: Mutations,
): fc.Arbitrary<Mutant>[] {
  const itemSchema = (s.items ?? true) as Schema;
  const item = validValue(itemSchema, options, depth + 1);
  const minItems = (s.minItems as number | undefined) ?? 0;
  const maxItems = s.maxItems as number | undefined;
  const out: fc.Arbitrary<Mutant>[] = [];
  for (const member of mutations(itemSchema, options, '\u0000ITEM', depth + 1))
    out.push(
      fc.tuple(fc.array(item, { maxLength: Math.min(3, maxItems ?? 3) }), member).map(([items, m]) => ({
        value: [...items, m.value],
        keyword: m.keyword,
        at: m.at.replace('\u0000ITEM', childPath(at, items.length)),
      })),
    );
  if (minItems > 0)
    out.push(
      fc.array(item, { maxLength: minItems - 1 }).map((value) => ({ value, keyword: 'minItems', at })),
    );
  if (maxItems !== undefined)
    out.push(item.map((one) => ({ value: Array(maxItems + 1).fill(one), keyword: 'maxItems', at })));
  return out;
}
