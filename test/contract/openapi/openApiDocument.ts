/**
 * The API contract (contract/openapi.yaml) for the tests: the parsed document, its operations, its
 * examples, and an ajv (JSON Schema 2020-12, as OpenAPI 3.1) validator of answers against it.
 * ajv lives in the tests only: the widgets check answers with their own decoders (src/contract).
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { DECIMAL_MULTIPLE_OF } from '../../../src/domain/shared/decimalMultiple';

export const OPENAPI_FILE = path.join(__dirname, '..', '..', '..', 'contract', 'openapi.yaml');
export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Json = Record<string, unknown>;
export interface OpenApiDocument extends Json {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json> };
}

export function loadDocument(): OpenApiDocument {
  return parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
}

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  spec: Json;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([p, item]) =>
    METHODS.filter((m) => item[m]).map((method) => {
      const spec = item[method] as Json;
      return { method: method.toUpperCase(), path: p, operationId: String(spec.operationId), spec };
    }),
  );
}

/** What a local $ref or pointer names ('#/components/responses/NotFound' → that object). */
export const pointerTarget = (doc: OpenApiDocument, ref: string): Json =>
  ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, doc);

/** JSON pointer escaping of one path segment. */
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

const DOC_ID = 'https://contract.b2b.local/openapi.json';

/** Where a response's JSON schema is, as a pointer into the document (following a response $ref). */
export function responseSchemaPointer(doc: OpenApiDocument, op: Operation, status: number): string | null {
  const responses = op.spec.responses as Record<string, Json>;
  let pointer = `#/paths/${escape(op.path)}/${op.method.toLowerCase()}/responses/${status}`;
  let response = responses[String(status)];
  if (!response) return null;
  if (typeof response.$ref === 'string') {
    pointer = response.$ref;
    response = pointerTarget(doc, response.$ref);
  }
  const content = response.content as Record<string, Json> | undefined;
  if (!content?.['application/json']) return null;
  return `${pointer}/content/application~1json/schema`;
}

/** The headers a response declares (following a response $ref). */
export function responseHeaders(doc: OpenApiDocument, op: Operation, status: number): Json {
  let response = (op.spec.responses as Record<string, Json>)[String(status)];
  if (response && typeof response.$ref === 'string') response = pointerTarget(doc, response.$ref);
  return (response?.headers as Json | undefined) ?? {};
}

export interface Validator {
  /** null when the body fits the schema at that pointer; else ajv's errors, readable. */
  check(pointer: string, body: unknown): string | null;
  schema(name: string): ValidateFunction;
}

export function readableErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((e) => `  ${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
    .join('\n');
}

/**
 * readAsText judges text (a form field, a query or path parameter) read as the schema's type, as the
 * document says such values are; ajv then converts the value it is given in place, so pass a copy.
 */
export function createValidator(doc: OpenApiDocument, options: { readAsText?: boolean } = {}): Validator {
  // strict off: the document has OpenAPI keywords (paths, components…) around its schemas.
  // multipleOf in decimals, as the host reads it: 12.34 is a multiple of 0.01 (src/domain/shared/decimalMultiple).
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: options.readAsText ? 'array' : false,
  });
  addFormats(ajv);
  ajv.removeKeyword('multipleOf').addKeyword(DECIMAL_MULTIPLE_OF);
  ajv.addSchema({ ...doc, $id: DOC_ID });
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOC_ID}${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };
  return {
    check(pointer, body) {
      const validate = validatorAt(pointer);
      return validate(body) ? null : readableErrors(validate.errors);
    },
    schema: (name) => validatorAt(`#/components/schemas/${name}`),
  };
}

export interface Example {
  schema: string;
  where: string;
  value: unknown;
}

/**
 * Every example of the document that belongs to a named schema: the schema's own `examples`, and the
 * media examples of requests and responses whose schema is a $ref to it.
 */
export function examplesOf(doc: OpenApiDocument): Example[] {
  const out: Example[] = [];
  for (const [name, schema] of Object.entries(doc.components.schemas))
    ((schema.examples as unknown[] | undefined) ?? []).forEach((value, i) =>
      out.push({ schema: name, where: `components/schemas/${name}/examples/${i}`, value }),
    );
  const visit = (node: unknown, where: string) => {
    if (!node || typeof node !== 'object') return;
    const media = node as Json;
    const ref = (media.schema as Json | undefined)?.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const schema = ref.slice('#/components/schemas/'.length);
      if ('example' in media) out.push({ schema, where: `${where}/example`, value: media.example });
      for (const [key, ex] of Object.entries((media.examples as Record<string, Json> | undefined) ?? {}))
        out.push({ schema, where: `${where}/examples/${key}`, value: ex.value });
    }
    for (const [key, child] of Object.entries(media)) if (key !== 'schema') visit(child, `${where}/${key}`);
  };
  visit(doc.paths, 'paths');
  visit(doc.components.responses, 'components/responses');
  return out;
}
