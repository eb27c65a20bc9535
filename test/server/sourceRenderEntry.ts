/**
 * The widgets' real server render (src/ssr/render.tsx) as an SSR_ENTRY file for a test host, compiled
 * from the sources by the tsx the host already runs on: a suite sees React's own escaping without a
 * webpack build. Stylesheets and the scanner's .wasm are the bundle's business, so their imports are
 * empty here, as webpack's SSR build leaves them.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

const ENTRY = `
const Module = require('node:module');
const load = Module._load;
Module._load = function (request, ...rest) {
  if (request.endsWith('.css')) return {};
  if (request.endsWith('.wasm')) return 'zxing.wasm';
  return load.call(this, request, ...rest);
};
const { require: compiled } = require(${JSON.stringify(path.join(ROOT, 'node_modules/tsx/dist/cjs/api/index.cjs'))});
module.exports = compiled(${JSON.stringify(path.join(ROOT, 'src/ssr/render.tsx'))}, __filename);
`;

/** Writes the entry into `dir` and answers its path (for SSR_ENTRY). */
export function writeSourceRenderEntry(dir: string): string {
  const file = path.join(dir, 'render-from-source.cjs');
  fs.writeFileSync(file, ENTRY);
  return file;
}
