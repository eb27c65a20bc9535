/**
 * The widgets' real server render (src/ssr/render.tsx) as an SSR_ENTRY file for a test host, compiled
 * from the sources by the tsx the host already runs on: a suite sees React's own escaping without a
 * webpack build. Stylesheets and the scanner's .wasm are the bundle's business, so their imports are
 * empty here, as webpack's SSR build leaves them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HYDRATION_CHUNK, type BundleManifest } from '../../server/preload';
import { startHost, type TestHost } from './helpers';

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

/** A stand-in bundle's manifest: the entry and the hydration chunk, no stylesheets, no preloads. */
const MANIFEST: BundleManifest = {
  entrypoints: { storefront: { js: ['storefront.e1.js'], css: [] } },
  chunks: { [HYDRATION_CHUNK]: { js: ['ssr-hydration.1.js'], css: [] } },
  preload: { locales: {}, widgets: {} },
};

/**
 * A test host that renders its islands with the widgets' real render (the entry above) over a
 * stand-in dist/ of that manifest; `stop` ends it and removes its folder.
 */
export async function startRenderingHost(name: string): Promise<TestHost> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `b2b-${name}-`));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'manifest.json'), JSON.stringify(MANIFEST));
  const host = await startHost({ distDir: dist, env: { SSR_ENTRY: writeSourceRenderEntry(dir) } });
  return {
    ...host,
    async stop(options) {
      await host.stop(options);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
