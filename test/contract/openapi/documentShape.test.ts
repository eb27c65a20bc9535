/**
 * The document's own rules, so a new operation is written like the others: an operationId and a tag,
 * the CSRF header on every state change, no-store on personal answers, the spec's error shape on errors.
 */
import {
  loadDocument,
  operationsOf,
  pointerTarget,
  type OpenApiDocument,
  type Operation,
} from './openApiDocument';

const doc = loadDocument();
const operations = operationsOf(doc);
type Json = Record<string, unknown>;
const deref = (node: Json): Json => (typeof node.$ref === 'string' ? pointerTarget(doc, node.$ref) : node);
const responsesOf = (spec: Json) =>
  Object.entries(spec.responses as Record<string, Json>).map(([s, r]) => [Number(s), deref(r)] as const);
/** The plain form post of the cart's payment button carries its token as the field _csrf. */
const FORM_POSTS = new Set(['startCheckout']);

function refsIn(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refsIn(n, out));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else refsIn(value, out);
    }
  return out;
}

describe('contract/openapi.yaml', () => {
  it('is OpenAPI 3.1 with unique operationIds and declared tags on every operation', () => {
    expect((doc as OpenApiDocument & { openapi: string }).openapi).toBe('3.1.0');
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = ((doc as Json).tags as { name: string }[]).map((t) => t.name);
    for (const op of operations) {
      expect(op.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect((op.spec.tags as string[]).every((t) => tags.includes(t))).toBe(true);
    }
  });

  it('resolves every $ref', () => {
    const broken = refsIn(doc).filter((ref) => {
      try {
        return pointerTarget(doc, ref) === undefined;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });

  it('asks for X-CSRF-Token on every state-changing call that a session authorises', () => {
    // A program's call with an API token carries no cookie a browser adds by itself: nothing to forge.
    const tokenOnly = (op: Operation) =>
      ((op.spec.security as Json[] | undefined) ?? []).every((s) => 'apiToken' in s);
    const missing = operations
      .filter((op) => op.method !== 'GET' && !FORM_POSTS.has(op.operationId) && !tokenOnly(op))
      .filter(
        (op) =>
          !((op.spec.parameters as Json[] | undefined) ?? []).some((p) => deref(p).name === 'X-CSRF-Token'),
      )
      .map((op) => op.operationId);
    expect(missing).toEqual([]);
  });

  it('marks every JSON answer but the document itself Cache-Control: no-store', () => {
    const missing = operations
      .filter((op) => op.operationId !== 'getOpenApiDocument')
      .flatMap((op) => responsesOf(op.spec).map(([status, r]) => [op, status, r] as const))
      .filter(([, , r]) => (r.content as Json | undefined)?.['application/json'])
      .filter(([, , r]) => (r.headers as Json | undefined)?.['Cache-Control'] === undefined)
      .map(([op, status]) => `${op.operationId} ${status}`);
    expect(missing).toEqual([]);
  });

  it('answers every JSON error in the spec shape (ErrorAnswer or an extension of it)', () => {
    const errorShapes = [
      'ErrorAnswer',
      'OfferEditErrorAnswer',
      'PaymentCodeErrorAnswer',
      'ImportStoppedAnswer',
    ].map((n) => `#/components/schemas/${n}`);
    const wrong = operations
      .flatMap((op) => responsesOf(op.spec).map(([status, r]) => [op, status, r] as const))
      .filter(([, status]) => status >= 400)
      .filter(([, , r]) => (r.content as Json | undefined)?.['application/json'])
      .filter(([, , r]) => {
        const schema = ((r.content as Record<string, Json>)['application/json']!.schema ?? {}) as Json;
        return !refsIn(schema).every((ref) => errorShapes.includes(ref)) || refsIn(schema).length === 0;
      })
      .map(([op, status]) => `${op.operationId} ${status}`);
    expect(wrong).toEqual([]);
  });

  it('answers 401 and 403 wherever a session is required', () => {
    const missing = operations
      .filter((op) => ((op.spec.security as Json[] | undefined) ?? []).some((s) => 'session' in s))
      .filter((op) => op.operationId !== 'getCart' && !FORM_POSTS.has(op.operationId))
      .filter((op) => {
        const statuses = Object.keys(op.spec.responses as Json);
        return !statuses.includes('401') || !statuses.includes('403');
      })
      .map((op) => op.operationId);
    expect(missing).toEqual([]);
  });
});
