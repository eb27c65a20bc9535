/**
 * The API document (contract/openapi.yaml) as the host's request schemas: a route the document names
 * is judged by the operation's own request body, query and path parameter schemas, so a rule exists
 * once, in the document backends copy, and the host refuses exactly what the document says.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../projectRoot';

const OPENAPI_FILE = path.join(PROJECT_ROOT, 'contract', 'openapi.yaml');

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}

export const API_DOCUMENT = parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as Json & {
  paths: Record<string, Record<string, Json>>;
};

/** '/api/catalog/lists/:id', '/x/*' and '/api/catalog/lists/{id}' alike: parameters as '{}'. */
const shapeOf = (url: string) => url.replace(/\{[^}]+\}|:[A-Za-z_]\w*|\*/g, '{}');

const pathsByShape = new Map(Object.keys(API_DOCUMENT.paths).map((p) => [shapeOf(p), p]));

/** A `#/components/…` reference as its path parts. */
const refParts = (ref: string) =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

function resolve(parts: string[]): unknown {
  return parts.reduce<unknown>((node, part) => (node as Json | undefined)?.[part], API_DOCUMENT);
}

/**
 * A schema of the document with its references written out: Ajv fills a `default` only where it
 * stands in the schema itself, never behind a `$ref` (a page of 1, a list that is not shared).
 * The document's request schemas are not recursive: a reference met again inside itself is an error.
 */
function inlined(node: unknown, seen: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => inlined(item, seen));
  if (node === null || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Json;
  const own = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inlined(value, seen)]));
  if (typeof $ref !== 'string') return own;
  if (seen.includes($ref)) throw new Error(`contract/openapi.yaml: ${$ref} refers to itself`);
  const target = inlined(resolve(refParts($ref)), [...seen, $ref]) as Json;
  return { ...target, ...own };
}

const schemaAt = (...parts: string[]) => inlined(resolve(parts)) as Json;

/** Fastify's names of a route's path parameters, in order: ':id' → 'id', '*' → '*'. */
const routeParamNames = (url: string) => [...url.matchAll(/:([A-Za-z_]\w*)|\*/g)].map((m) => m[1] ?? '*');

/** Where a parameter list stands: the path item's (shared by its operations) or the operation's. */
function parameterEntries(listParts: string[]): string[][] {
  const list = (resolve(listParts) as Json[] | undefined) ?? [];
  return list.map((entry, index) =>
    typeof entry.$ref === 'string' ? refParts(entry.$ref) : [...listParts, String(index)],
  );
}

/**
 * The parameters of one place (query or path) as an object schema: the path item's and the
 * operation's, the operation's winning on the same name, as OpenAPI says.
 */
function parametersSchema(
  documentPath: string,
  verb: string,
  where: 'query' | 'path',
  url: string,
): Json | null {
  // A path parameter is named in the document by its template, in the route by its own URL.
  const documentNames = [...documentPath.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const routeNames = routeParamNames(url);
  const properties: Json = {};
  const required = new Set<string>();
  for (const parts of [
    ...parameterEntries(['paths', documentPath, 'parameters']),
    ...parameterEntries(['paths', documentPath, verb, 'parameters']),
  ]) {
    const parameter = resolve(parts) as Parameter;
    if (parameter.in !== where) continue;
    const name =
      where === 'path'
        ? (routeNames[documentNames.indexOf(parameter.name)] ?? parameter.name)
        : parameter.name;
    properties[name] = schemaAt(...parts, 'schema');
    if (parameter.required) required.add(name);
    else required.delete(name);
  }
  if (Object.keys(properties).length === 0) return null;
  return { type: 'object', properties, required: [...required] };
}

export interface DocumentedSchemas {
  operationId: string;
  body?: Json;
  querystring?: Json;
  params?: Json;
}

/** The document's request schemas of a route; null when the document does not have the operation. */
export function documentedSchemas(method: string, url: string): DocumentedSchemas | null {
  const documentPath = pathsByShape.get(shapeOf(url));
  const verb = method.toLowerCase();
  const operation = documentPath ? API_DOCUMENT.paths[documentPath]?.[verb] : undefined;
  if (!documentPath || !operation) return null;
  const operationParts = ['paths', documentPath, verb];
  const schemas: DocumentedSchemas = { operationId: String(operation.operationId) };
  const content = (operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)
    ?.content;
  // Every media type of an operation carries the same fields; JSON's is the one named when there are two.
  const type = content && ('application/json' in content ? 'application/json' : Object.keys(content)[0]);
  if (type && content[type]?.schema)
    schemas.body = schemaAt(...operationParts, 'requestBody', 'content', type, 'schema');
  const querystring = parametersSchema(documentPath, verb, 'query', url);
  if (querystring) schemas.querystring = querystring;
  const params = parametersSchema(documentPath, verb, 'path', url);
  if (params) schemas.params = params;
  return schemas;
}
