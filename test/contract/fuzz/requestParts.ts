/**
 * What the document says a request of each operation is made of: its parameters (path, query,
 * header; the path item's and the operation's own, references followed) and its body (media type,
 * whether it is required), each with its schema and that schema's JSON pointer in the document.
 */
import {
  operationsOf,
  pointerTarget,
  type OpenApiDocument,
  type Operation,
} from '../openapi/openApiDocument';
import type { Schema } from './jsonSchema';

type Json = Record<string, unknown>;

export interface ParameterPart {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
  pointer: string;
  /** The document's examples of the parameter. */
  examples: unknown[];
}

export interface BodyPart {
  mediaType: string;
  required: boolean;
  schema: Schema;
  pointer: string;
  /** Form and multipart fields travel as text. */
  textual: boolean;
}

export interface RequestParts {
  operation: Operation;
  parameters: ParameterPart[];
  body: BodyPart | null;
  /** The path item names its own server (the payment frame's origin). */
  ownServer: boolean;
  /** The operation answers pages (a browser's form post), not JSON. */
  answersPages: boolean;
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function parametersAt(doc: OpenApiDocument, list: unknown, where: string): ParameterPart[] {
  return ((list ?? []) as Json[]).map((entry, i) => {
    const ref = typeof entry.$ref === 'string' ? entry.$ref : null;
    const spec = ref ? pointerTarget(doc, ref) : entry;
    const pointer = `${ref ?? `${where}/${i}`}/schema`;
    const examples = [
      ...('example' in spec ? [spec.example] : []),
      ...Object.values((spec.examples ?? {}) as Record<string, Json>).map((e) => e.value),
    ];
    return {
      name: String(spec.name),
      in: spec.in as ParameterPart['in'],
      required: spec.required === true,
      schema: spec.schema as Schema,
      pointer,
      examples,
    };
  });
}

export function requestPartsOf(doc: OpenApiDocument): RequestParts[] {
  return operationsOf(doc).map((operation) => {
    const item = doc.paths[operation.path] as Json;
    const itemPointer = `#/paths/${escape(operation.path)}`;
    const method = operation.method.toLowerCase();
    const own = parametersAt(doc, operation.spec.parameters, `${itemPointer}/${method}/parameters`);
    const shared = parametersAt(doc, item.parameters, `${itemPointer}/parameters`).filter(
      (p) => !own.some((o) => o.name === p.name && o.in === p.in),
    );
    const requestBody = operation.spec.requestBody as Json | undefined;
    let body: BodyPart | null = null;
    if (requestBody) {
      const [mediaType, media] = Object.entries(requestBody.content as Record<string, Json>)[0]!;
      body = {
        mediaType,
        required: requestBody.required === true,
        schema: media.schema as Schema,
        pointer: `${itemPointer}/${method}/requestBody/content/${escape(mediaType)}/schema`,
        textual: mediaType !== 'application/json',
      };
    }
    const answers = Object.values(operation.spec.responses as Record<string, Json>).map((r) =>
      typeof r.$ref === 'string' ? pointerTarget(doc, r.$ref) : r,
    );
    return {
      operation,
      parameters: [...shared, ...own],
      body,
      ownServer: Array.isArray(item.servers),
      answersPages: answers.some((r) => 'text/html' in ((r.content ?? {}) as Json)),
    };
  });
}

/** The schema a local reference names, for the generators. */
export const resolverOf = (doc: OpenApiDocument) => (ref: string) => pointerTarget(doc, ref) as Schema;
