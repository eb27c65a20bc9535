/**
 * The JSON Schema words the value generators understand, and what they share: following a local $ref,
 * the JSON types a schema admits, and a sound "surely refuses" judgement that needs no validator (the
 * generators use it to keep a oneOf's value in one branch and an anyOf's mutant out of every branch).
 * A schema using a validation word not listed here is refused loudly, so a new word in the document
 * makes the generators' own tests fail instead of silently generating wrong values.
 */
export type Schema = { [keyword: string]: unknown } | boolean;
export type SchemaObject = { [keyword: string]: unknown };

export type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';
export const JSON_TYPES: JsonType[] = ['null', 'boolean', 'integer', 'number', 'string', 'array', 'object'];

export interface GeneratorOptions {
  /** The schema a local `$ref` ('#/components/schemas/X') names. */
  resolve: (ref: string) => Schema;
  /**
   * Values travel as text (a form or multipart field, a query or path parameter): a wrong type is text
   * that does not read as the schema's type, and a string schema has no wrong type at all.
   */
  textual?: boolean;
  /**
   * The text is a path parameter, never empty: `/products/` with an empty segment is the address of
   * another operation (or of the same one without it), not this one with an empty value.
   */
  nonEmpty?: boolean;
  /** How deep objects and arrays still grow optional members; below it only what is required. */
  maxDepth?: number;
}

const ANNOTATIONS = new Set([
  'description',
  'title',
  'examples',
  'example',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
]);
const VALIDATION = new Set([
  '$ref',
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'patternProperties',
  'propertyNames',
  'minProperties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'oneOf',
  'anyOf',
  'allOf',
  'not',
]);

/** Refuses a schema with a validation word the generators do not know. */
export function assertSupported(schema: SchemaObject): void {
  for (const keyword of Object.keys(schema))
    if (!VALIDATION.has(keyword) && !ANNOTATIONS.has(keyword) && !keyword.startsWith('x-'))
      throw new Error(`schema keyword '${keyword}' is not supported by the value generators`);
}

/** The schema itself, its $ref followed (a $ref beside other validation words is an allOf). */
export function dereference(schema: Schema, options: GeneratorOptions): Schema {
  let current = schema;
  for (let hops = 0; typeof current === 'object' && typeof current.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`$ref loop at ${String(current.$ref)}`);
    const { $ref, ...rest } = current;
    const target = options.resolve($ref as string);
    const siblings = Object.keys(rest).filter((k) => VALIDATION.has(k));
    current = siblings.length === 0 ? target : { allOf: [target, rest] };
  }
  if (typeof current === 'object') assertSupported(current);
  return current;
}

export const jsonTypeOf = (value: unknown): JsonType => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
};

/** The JSON types a schema can hold (null when it does not say: any type). */
export function admittedTypes(schema: Schema, options: GeneratorOptions): Set<JsonType> | null {
  const s = dereference(schema, options);
  if (s === true) return null;
  if (s === false) return new Set();
  if (s.const !== undefined) return new Set([jsonTypeOf(s.const)]);
  if (Array.isArray(s.enum)) return new Set(s.enum.map(jsonTypeOf));
  if (s.type !== undefined) {
    const types = new Set((Array.isArray(s.type) ? s.type : [s.type]) as JsonType[]);
    if (types.has('number')) types.add('integer');
    return types;
  }
  const branches = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (branches) {
    const all = new Set<JsonType>();
    for (const branch of branches) {
      const types = admittedTypes(branch, options);
      if (!types) return null;
      types.forEach((t) => all.add(t));
    }
    return all;
  }
  if (s.properties || s.patternProperties || s.additionalProperties !== undefined || s.required)
    return new Set(['object']);
  return null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * True only when the schema refuses the value for a reason seen without a validator (its type, const,
 * enum, a missing required key, a key additionalProperties: false forbids, a property that is refused).
 * False means "maybe accepted", so it is safe for keeping values apart.
 */
export function surelyRefuses(schema: Schema, value: unknown, options: GeneratorOptions): boolean {
  const s = dereference(schema, options);
  if (s === true) return false;
  if (s === false) return true;
  const types = admittedTypes(s, options);
  const type = jsonTypeOf(value);
  if (types && !types.has(type)) return true;
  if (s.const !== undefined && JSON.stringify(s.const) !== JSON.stringify(value)) return true;
  if (Array.isArray(s.enum) && !s.enum.some((e) => JSON.stringify(e) === JSON.stringify(value))) return true;
  if (Array.isArray(s.allOf) && s.allOf.some((sub: Schema) => surelyRefuses(sub, value, options)))
    return true;
  if (!isObject(value)) return false;
  const properties = (s.properties ?? {}) as Record<string, Schema>;
  if (((s.required ?? []) as string[]).some((key) => !(key in value))) return true;
  if (s.additionalProperties === false && !s.patternProperties)
    if (Object.keys(value).some((key) => !(key in properties))) return true;
  return Object.entries(properties).some(
    ([key, sub]) => key in value && surelyRefuses(sub, value[key], options),
  );
}

/** The regular expression of a `pattern`, as ajv reads it (Unicode). */
export const patternOf = (pattern: string) => new RegExp(pattern, 'u');

/** Where a mutation was made, as a JSON pointer into the value. */
export const childPath = (at: string, key: string | number) =>
  `${at}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
