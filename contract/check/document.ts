/**
 * The OpenAPI document as the suite reads it: operations found by method and path (never by
 * operationId, so the suite does not depend on how the document names them), and for an answer's
 * status the JSON pointer of its body schema and the headers the document requires.
 */
import fs from 'node:fs';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

export interface ResponseSpec {
  /** The status key the answer matched: '200', '4XX' or 'default'. */
  statusKey: string;
  /** JSON pointer (within the document) of the body schema; null when the answer has no JSON body. */
  schemaPointer: string | null;
  /** Headers the document marks required, each with the pointer of its schema. */
  requiredHeaders: { name: string; schemaPointer: string | null }[];
}

export interface Operation {
  method: string;
  template: string;
  /** The document's name of the operation; null when it gives none. */
  operationId: string | null;
  pointer: string;
  responses: Json;
  statuses: string[];
}

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');
/** '/api/catalog/cart/{productId}' and '/api/catalog/cart/{id}' are the same path. */
const shapeOf = (template: string) => template.replace(/\{[^}]*\}/g, '{}');

export class OpenApiDocument {
  readonly operations: Operation[] = [];

  constructor(readonly root: Json) {
    const paths = (root.paths ?? {}) as Record<string, Json>;
    for (const [template, item] of Object.entries(paths)) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        const operation = item[method] as Json | undefined;
        if (!operation) continue;
        const responses = (operation.responses ?? {}) as Json;
        this.operations.push({
          method: method.toUpperCase(),
          template,
          operationId: typeof operation.operationId === 'string' ? operation.operationId : null,
          pointer: `#/paths/${escapePointer(template)}/${method}`,
          responses,
          statuses: Object.keys(responses),
        });
      }
    }
  }

  /** The YAML document, or its JSON form (as a backend serves it, e.g. the reference host's /api/openapi.json). */
  static load(file: string): OpenApiDocument {
    const text = fs.readFileSync(file, 'utf8');
    return new OpenApiDocument((file.endsWith('.json') ? JSON.parse(text) : parse(text)) as Json);
  }

  /** The operation of a method and path template, matched by shape (parameter names may differ). */
  find(method: string, template: string): Operation | null {
    const shape = shapeOf(template);
    return this.operations.find((o) => o.method === method && shapeOf(o.template) === shape) ?? null;
  }

  /** What the document says about an answer of this status: exact, then 4XX-style, then default. */
  response(operation: Operation, status: number): ResponseSpec | null {
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in operation.responses);
    if (!key) return null;
    const { value, pointer } = this.follow(operation.responses[key], `${operation.pointer}/responses/${key}`);
    const content = (value.content ?? {}) as Json;
    const type = Object.keys(content).find((t) => /json/i.test(t));
    const media = type ? this.follow(content[type], `${pointer}/content/${escapePointer(type)}`) : null;
    const schemaPointer = media && 'schema' in media.value ? `${media.pointer}/schema` : null;
    const headers = (value.headers ?? {}) as Json;
    const requiredHeaders = Object.entries(headers).flatMap(([name, header]) => {
      const spec = this.follow(header, `${pointer}/headers/${escapePointer(name)}`);
      if (spec.value.required !== true) return [];
      return [{ name, schemaPointer: 'schema' in spec.value ? `${spec.pointer}/schema` : null }];
    });
    return { statusKey: key, schemaPointer, requiredHeaders };
  }

  /** A component of components/schemas by name, as a pointer (for the config block and placeholders). */
  schemaNamed(...names: string[]): string | null {
    const schemas = ((this.root.components ?? {}) as Json).schemas as Json | undefined;
    const name = names.find((n) => schemas && n in schemas);
    return name ? `#/components/schemas/${escapePointer(name)}` : null;
  }

  /** Follows a local $ref (responses, headers and media types may be references to components). */
  private follow(value: unknown, pointer: string): { value: Json; pointer: string } {
    let current = { value: (value ?? {}) as Json, pointer };
    for (let hops = 0; typeof current.value.$ref === 'string' && hops < 10; hops++) {
      const ref = current.value.$ref as string;
      current = { value: this.at(ref), pointer: ref };
    }
    return current;
  }

  private at(ref: string): Json {
    const parts = ref.replace(/^#\/?/, '').split('/').filter(Boolean);
    let node: unknown = this.root;
    for (const part of parts)
      node = (node as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    return (node ?? {}) as Json;
  }
}
