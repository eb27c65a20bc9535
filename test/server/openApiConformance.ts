/**
 * Checks real answers of the reference host against contract/openapi.yaml: the status must be one the
 * operation documents, the body must validate (ajv, JSON Schema 2020-12) against that status's schema,
 * and a header the document fixes (Cache-Control: no-store) must be sent. Remembers what it checked, so
 * a test can demand that every operation's success answer was seen.
 */
import {
  createValidator,
  loadDocument,
  operationsOf,
  responseHeaders,
  responseSchemaPointer,
  type Operation,
} from '../contract/openapi/openApiDocument';
import type { Answer } from './helpers';

export function conformance() {
  const doc = loadDocument();
  const validator = createValidator(doc);
  const operations = new Map(operationsOf(doc).map((op) => [op.operationId, op]));
  const seen = new Set<string>();

  const describeAnswer = (answer: Answer) => answer.text.slice(0, 400);

  /** Validates one answer of an operation; `status` is what the test expects the host to answer. */
  function check(operationId: string, answer: Answer, status: number): Answer {
    const op: Operation | undefined = operations.get(operationId);
    if (!op) throw new Error(`no operation ${operationId} in the document`);
    if (answer.status !== status)
      throw new Error(`${operationId}: expected ${status}, got ${answer.status}: ${describeAnswer(answer)}`);
    if (!(op.spec.responses as Record<string, unknown>)[String(status)])
      throw new Error(`${operationId}: the document has no ${status} answer`);
    const pointer = responseSchemaPointer(doc, op, status);
    if (pointer) {
      const errors = validator.check(pointer, answer.json);
      if (errors)
        throw new Error(
          `${operationId} ${status}: the answer does not fit ${pointer}\n${errors}\nbody: ${describeAnswer(answer)}`,
        );
    }
    for (const [name, header] of Object.entries(responseHeaders(doc, op, status))) {
      const fixed = (header as { schema?: { const?: string } }).schema?.const;
      if (fixed !== undefined && answer.headers.get(name) !== fixed)
        throw new Error(
          `${operationId} ${status}: header ${name} is ${answer.headers.get(name)}, not ${fixed}`,
        );
    }
    seen.add(`${operationId} ${status}`);
    return answer;
  }

  /** Operations none of whose success answers (2xx, 303) was checked. */
  function unchecked(): string[] {
    return [...operations.values()]
      .filter((op) => {
        const successes = Object.keys(op.spec.responses as object).filter((s) => /^(2..|303)$/.test(s));
        return !successes.some((s) => seen.has(`${op.operationId} ${s}`));
      })
      .map((op) => `${op.method} ${op.path} (${op.operationId})`);
  }

  return { doc, check, unchecked, seen };
}
