/**
 * Whether a generated request is one the document allows, judged by ajv on what is sent: a JSON body
 * exactly as typed, form and multipart fields and path and query parameters as text read as their
 * schema's type (the document's rule). The generators aim at valid or invalid; this decides.
 */
import { createValidator, type OpenApiDocument } from '../../contract/openapi/openApiDocument';
import { asText, fieldsAsText } from '../../contract/fuzz/fuzzText';
import type { RequestParts } from '../../contract/fuzz/requestParts';
import type { FuzzRequest } from './fuzzRequest';

export type RequestJudge = (parts: RequestParts, request: FuzzRequest) => string[];

export function requestJudge(doc: OpenApiDocument): RequestJudge {
  const exact = createValidator(doc);
  const fromText = createValidator(doc, { readAsText: true });
  return (parts, request) => {
    const faults: string[] = [];
    for (const p of parts.parameters) {
      if (p.in !== 'path' && p.in !== 'query') continue;
      const values = request[p.in];
      if (!(p.name in values)) {
        if (p.required) faults.push(`${p.in} ${p.name} is required`);
        continue;
      }
      const errors = fromText.check(p.pointer, asText(values[p.name]));
      if (errors) faults.push(`${p.in} ${p.name}:${errors.trim()}`);
    }
    const body = parts.body;
    if (body && !request.body) {
      if (body.required) faults.push('the body is required');
    } else if (body && request.body) {
      const errors = body.textual
        ? fromText.check(body.pointer, fieldsAsText(request.body.value))
        : exact.check(body.pointer, request.body.value);
      if (errors) faults.push(`body:${errors.trim()}`);
    }
    return faults;
  };
}
