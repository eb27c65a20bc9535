/**
 * The README's table of every address the bundle calls or links to (embedding, section 8) names every
 * path of contract/openapi.yaml, every page address of src/domain/shared/routes.ts, and nothing the
 * document and the bundle do not know: an operation added without its line fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadDocument, operationsOf } from './openapi/openApiDocument';

const ROOT = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const start = readme.indexOf('### 8. Every address the bundle calls or links to');
const section = readme.slice(start, readme.indexOf('\n## ', start));
const listed = new Set(
  section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)),
);
const documented = [...new Set(operationsOf(loadDocument()).map((op) => op.path))];

/** The page addresses the widgets link to, from the one module that names them. */
const routes = fs.readFileSync(path.join(ROOT, 'src/domain/shared/routes.ts'), 'utf8');
const linked = [...routes.matchAll(/=\s*'(\/[^']*)'/g)].map((m) => m[1]!);

describe("the README's table of addresses", () => {
  it('is there and names addresses', () => {
    expect(start).toBeGreaterThan(0);
    expect(listed.size).toBeGreaterThan(40);
  });

  it('names every path of the document', () => {
    expect(documented.filter((p) => !listed.has(p))).toEqual([]);
  });

  it('names every page address the widgets link to', () => {
    expect(linked.length).toBeGreaterThanOrEqual(3);
    expect(linked.filter((p) => !listed.has(p))).toEqual([]);
  });

  it('names nothing the document does not have, besides pages, files and the socket', () => {
    const extra = [...listed].filter((p) => !documented.includes(p) && p.startsWith('/api/'));
    expect(extra).toEqual([]);
  });
});
