/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ZXING_WASM_SHA256, ZXING_WASM_VERSION } from 'barcode-detector/ponyfill';

/*
 * The camera scanner serves ZXing's .wasm itself, from the zxing-wasm package the build
 * bundles, instead of the CDN the barcode-detector package would fetch it from. The two packages
 * must then be the very same build: a bump of one without the other would load a .wasm the
 * JavaScript does not match.
 */
const root = path.join(__dirname, '..', '..');
// (a path, not require.resolve: jest maps .wasm imports to a stub)
const wasm = path.join(root, 'node_modules', 'zxing-wasm', 'dist', 'reader', 'zxing_reader.wasm');

describe('the ZXing reader the bundle serves', () => {
  it('is the version barcode-detector was built against, pinned exactly in package.json', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies['zxing-wasm']).toBe(ZXING_WASM_VERSION);
    const installed = JSON.parse(
      readFileSync(path.join(path.dirname(wasm), '..', '..', 'package.json'), 'utf8'),
    ) as { version: string };
    expect(installed.version).toBe(ZXING_WASM_VERSION);
  });

  it('is byte for byte the .wasm barcode-detector expects (its SHA-256)', () => {
    const digest = createHash('sha256').update(readFileSync(wasm)).digest('hex');
    expect(digest).toBe(ZXING_WASM_SHA256);
  });
});
