/**
 * Every call the bundle can make (read from src/api/*.ts) is an operation of
 * contract/openapi.yaml. A new call without its operation fails here, naming it.
 */
import fs from 'node:fs';
import { loadDocument, operationsOf } from './openApiDocument';
import { API_DIR, normalisedPath, widgetCalls } from './widgetCalls';

const doc = loadDocument();
const documented = new Set(operationsOf(doc).map((op) => `${op.method} ${normalisedPath(op.path)}`));
const calls = widgetCalls();

describe('the OpenAPI document covers the calls of src/api', () => {
  it('reads every call of every src/api module (so the check below is not vacuous)', () => {
    const modules = fs.readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && f !== 'http.ts');
    const withCalls = new Set(calls.map((c) => c.file));
    // cookies.ts / settings.ts use request(), the others requestChecked(): both are read.
    expect(modules.filter((m) => !withCalls.has(m))).toEqual([]);
    expect(calls.length).toBeGreaterThanOrEqual(25);
  });

  it('has an operation for every call (method and path)', () => {
    const missing = calls
      .filter((call) => !call.paths.every((p) => documented.has(`${call.method} ${p}`)))
      .map((call) => `${call.method} ${call.paths.join(' and ')}  (src/api/${call.file}: ${call.source})`);
    if (missing.length > 0)
      throw new Error(`calls of src/api missing from contract/openapi.yaml:\n  ${missing.join('\n  ')}`);
  });

  it('documents the pages-as-calls and the payment frame calls the widgets depend on', () => {
    for (const key of [
      'GET /autocomplete',
      'GET /yonetim/top-queries',
      'GET /yonetim/search_queries',
      'POST /sepet/odeme',
      'POST /payment/api/authorize',
      'POST /payment/api/complete',
      'GET /api/openapi.json',
    ])
      expect(documented).toContain(key);
  });
});
