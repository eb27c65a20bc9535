/**
 * @jest-environment node
 */
/**
 * The value generators agree with ajv: every value generated as valid is accepted by the schema and
 * every mutant is refused, for one schema per word the generators know, and for every request body
 * and parameter schema of contract/openapi.yaml (text ones read as their type, as the document says
 * form fields, query and path parameters are).
 */
import fc from 'fast-check';
import { createValidator, loadDocument, type OpenApiDocument } from '../openapi/openApiDocument';
import { asText, fieldsAsText } from './fuzzText';
import { invalidValue, mutations } from './invalidValues';
import type { GeneratorOptions, Schema } from './jsonSchema';
import { requestPartsOf, resolverOf } from './requestParts';
import { validValue } from './validValues';

const RUNS = 60;
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** One schema per word (and the document's combinations of them), JSON and as text. */
const TABLE: Record<string, Schema> = {
  integerRange: { type: 'integer', minimum: 1, maximum: 100 },
  integerExclusive: { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 10 },
  integerNotZero: { type: 'integer', minimum: -100, maximum: 100, not: { const: 0 } },
  unboundedInteger: { type: 'integer' },
  numberMultiple: { type: 'number', minimum: 0, maximum: 100, multipleOf: 0.01 },
  numberRange: { type: 'number', minimum: 0, maximum: 1000000 },
  boolean: { type: 'boolean' },
  stringLength: { type: 'string', minLength: 2, maxLength: 5 },
  stringPattern: { type: 'string', pattern: '^[0-9]{8}$' },
  stringUnanchored: { type: 'string', maxLength: 50, pattern: '\\S' },
  stringLookahead: {
    type: 'string',
    pattern: '^(?=[^@]{1,8}@)[a-z]+@[\\p{L}\\p{N}]+\\.[a-z]{2,3}$',
  },
  dateTime: { type: 'string', format: 'date-time' },
  stringEnum: { type: 'string', enum: ['', 'name', '-name'] },
  constTrue: { const: true },
  nullableInteger: { type: ['integer', 'null'] },
  numberOrNull: { anyOf: [{ type: 'number', minimum: 0, maximum: 10 }, { type: 'null' }] },
  closedObject: {
    type: 'object',
    required: ['quantity'],
    additionalProperties: false,
    properties: { quantity: { type: 'integer', minimum: 1 }, note: { type: 'string', maxLength: 3 } },
  },
  openObject: { type: 'object', required: ['quantity'], properties: { quantity: { type: 'integer' } } },
  keyedMap: {
    type: 'object',
    minProperties: 1,
    propertyNames: { pattern: '^[A-Z]{2}[0-9]{1,3}$' },
    additionalProperties: { $ref: '#/components/schemas/closedObject' },
  },
  patternMap: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    patternProperties: { '^[0-9]{1,3}$': { type: 'number', minimum: 0, maximum: 1 } },
  },
  array: { type: 'array', minItems: 1, maxItems: 4, items: { $ref: '#/components/schemas/integerRange' } },
  discriminated: {
    oneOf: [
      {
        type: 'object',
        required: ['key', 'value'],
        additionalProperties: false,
        properties: { key: { const: 'a' }, value: { type: 'integer' } },
      },
      {
        type: 'object',
        required: ['key', 'value'],
        additionalProperties: false,
        properties: { key: { const: 'b' }, value: { type: 'string', enum: ['x'] } },
      },
    ],
  },
  extended: {
    allOf: [
      { $ref: '#/components/schemas/openObject' },
      { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
    ],
  },
  textFields: {
    type: 'object',
    required: ['quantity'],
    properties: {
      quantity: { type: 'integer', minimum: 1, maximum: 100 },
      flag: { type: 'boolean' },
      name: { type: 'string', maxLength: 4 },
    },
  },
};
const TEXT_TABLE = ['integerRange', 'numberMultiple', 'stringEnum', 'stringPattern', 'textFields'];

const tableDoc = { paths: {}, components: { schemas: TABLE, responses: {} } } as unknown as OpenApiDocument;
const doc = loadDocument();

interface Case {
  name: string;
  schema: Schema;
  pointer: string;
  textual: boolean;
  /** A body's fields are text each; a parameter is one text. */
  fields: boolean;
  /** A path parameter: never empty. */
  nonEmpty?: boolean;
  source: OpenApiDocument;
}

const tableCases: Case[] = [
  ...Object.entries(TABLE).map(([name, schema]) => ({
    name,
    schema,
    pointer: `#/components/schemas/${name}`,
    textual: false,
    fields: false,
    source: tableDoc,
  })),
  ...TEXT_TABLE.map((name) => ({
    name: `${name} as text`,
    schema: TABLE[name]!,
    pointer: `#/components/schemas/${name}`,
    textual: true,
    fields: name === 'textFields',
    source: tableDoc,
  })),
  {
    name: 'stringLength as a path parameter',
    schema: TABLE.stringLength!,
    pointer: '#/components/schemas/stringLength',
    textual: true,
    fields: false,
    nonEmpty: true,
    source: tableDoc,
  },
];

const documentCases: Case[] = requestPartsOf(doc).flatMap(({ operation, parameters, body }) => [
  ...parameters
    .filter((p) => p.in !== 'header')
    .map((p) => ({
      name: `${operation.operationId} ${p.in} ${p.name}`,
      schema: p.schema,
      pointer: p.pointer,
      textual: true,
      fields: false,
      nonEmpty: p.in === 'path',
      source: doc,
    })),
  ...(body
    ? [
        {
          name: `${operation.operationId} body (${body.mediaType})`,
          schema: body.schema,
          pointer: body.pointer,
          textual: body.textual,
          // A form's fields are text each; a file sent as the body (an import's CSV) is one text.
          fields: body.textual && (body.schema as { type?: unknown }).type !== 'string',
          source: doc,
        },
      ]
    : []),
]);

const validators = new Map<OpenApiDocument, ReturnType<typeof createValidator>[]>();
function judge(c: Case, value: unknown): string | null {
  if (!validators.has(c.source))
    validators.set(c.source, [createValidator(c.source), createValidator(c.source, { readAsText: true })]);
  const [exact, fromText] = validators.get(c.source)!;
  if (!c.textual) return exact!.check(c.pointer, value);
  return fromText!.check(c.pointer, c.fields ? fieldsAsText(value) : asText(value));
}

const optionsOf = (c: Case): GeneratorOptions => ({
  resolve: resolverOf(c.source),
  textual: c.textual,
  nonEmpty: c.nonEmpty,
});

describe.each([
  ['the keyword table', tableCases],
  ['the document', documentCases],
])('%s', (_title, cases) => {
  it.each(cases.map((c) => [c.name, c] as const))('%s: valid values are accepted', (_name, c) => {
    fc.assert(
      fc.property(validValue(c.schema, optionsOf(c)), (value) => {
        const errors = judge(c, value);
        if (errors) throw new Error(`refused ${JSON.stringify(value)}:\n${errors}`);
      }),
      { numRuns: RUNS, seed },
    );
  });

  // A body that takes any text in every field (the offer form's) has no mutant to send.
  const mutable = cases.filter((c) => mutations(c.schema, optionsOf(c)).length > 0);
  it.each(mutable.map((c) => [c.name, c] as const))('%s: mutants are refused', (_name, c) => {
    fc.assert(
      fc.property(invalidValue(c.schema, optionsOf(c)), (m) => {
        if (judge(c, m.value) === null)
          throw new Error(`accepted the ${m.keyword} mutant at '${m.at}': ${JSON.stringify(m.value)}`);
        if (c.nonEmpty && m.value === '') throw new Error('an empty path parameter');
      }),
      { numRuns: RUNS, seed },
    );
  });
});
