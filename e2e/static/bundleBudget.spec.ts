import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  BUDGET_KIB,
  chunkFile,
  chunkKiB,
  entryKiB,
  gzipKiB,
  readManifest,
  SCANNER_BUDGET_KIB,
  zxingWasmFile,
} from '../../build/bundleSizes';

const distDir = path.resolve(__dirname, '../../dist');

function builtManifest() {
  if (!existsSync(path.join(distDir, 'manifest.json'))) {
    execFileSync('npx', ['webpack', '--mode', 'production'], { stdio: 'inherit' });
  }
  return readManifest(distDir);
}

// Sizes are deterministic for a given source tree, so this budget is a test, not a benchmark.
test('the entry chunk stays within its gzipped budget and heavy vendors stay out of it', () => {
  const manifest = builtManifest();
  expect(entryKiB(distDir)).toBeLessThanOrEqual(BUDGET_KIB.entry);
  const entryFiles = manifest.entrypoints.storefront!.js;
  expect(entryFiles).toHaveLength(1);
  // jQuery/owl and react-input-mask may only ever live in their own async chunks (chunk files are
  // named by id: the manifest says which file holds which named chunk).
  for (const vendor of ['vendor-carousel', 'vendor-inputmask']) {
    expect(entryFiles).not.toContain(chunkFile(manifest, vendor));
  }
});

test('react-input-mask lives in its own async chunk only, which the checkout chunk asks for', () => {
  const manifest = builtManifest();
  const files = Object.values(manifest.files).filter((f) => f.endsWith('.js'));
  // A name only react-input-mask's code carries (its prop for changing the masked value).
  const carriers = files.filter((f) =>
    readFileSync(path.join(distDir, f), 'utf8').includes('beforeMaskedValueChange'),
  );
  const inputMask = chunkFile(manifest, 'vendor-inputmask');
  expect(carriers).toEqual([inputMask]);
  expect(manifest.entrypoints.storefront!.js).not.toContain(inputMask);
  expect(chunkFile(manifest, 'w-Checkout'), 'the Checkout chunk').toBeDefined();
  expect(manifest.chunks['w-Checkout']!.js).toContain(inputMask);
});

test('the camera scanner is its own chunks, within budget, fetched by neither the entry nor the pad', () => {
  const manifest = builtManifest();
  expect(chunkKiB(distDir, 'scanner')).toBeLessThanOrEqual(SCANNER_BUDGET_KIB.scanner);
  expect(chunkKiB(distDir, 'scanner-zxing')).toBeLessThanOrEqual(SCANNER_BUDGET_KIB.scannerZxing);
  expect(gzipKiB(distDir, zxingWasmFile(distDir))).toBeLessThanOrEqual(SCANNER_BUDGET_KIB.wasm);
  const scannerFiles = [...manifest.chunks['scanner']!.js, ...manifest.chunks['scanner-zxing']!.js];
  for (const eager of [manifest.entrypoints.storefront!.js, manifest.chunks['w-QuickOrder']!.js])
    for (const file of scannerFiles) expect(eager).not.toContain(file);
  // ZXing's loader (it carries the CDN address its default would fetch from; the scanner overrides
  // it with the bundle's own .wasm) is in the WebAssembly chunk only.
  const files = Object.values(manifest.files).filter((f) => f.endsWith('.js'));
  const carriers = files.filter((f) => readFileSync(path.join(distDir, f), 'utf8').includes('zxing-wasm@'));
  expect(carriers).toEqual(manifest.chunks['scanner-zxing']!.js);
});
