import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BUDGET_KIB, entryKiB, readManifest } from '../../build/bundleSizes';

const distDir = path.resolve(__dirname, '../../dist');

// Sizes are deterministic for a given source tree, so this budget is a test, not a benchmark.
test('the entry chunk stays within its gzipped budget and heavy vendors stay out of it', () => {
  if (!existsSync(path.join(distDir, 'manifest.json'))) {
    execFileSync('npx', ['webpack', '--mode', 'production'], { stdio: 'inherit' });
  }
  expect(entryKiB(distDir)).toBeLessThanOrEqual(BUDGET_KIB.entry);
  const entryFiles = readManifest(distDir).entrypoints.storefront!.js;
  expect(entryFiles).toHaveLength(1);
  const files = Object.keys(readManifest(distDir).files);
  // jQuery/owl and react-input-mask may only ever live in their own async chunks.
  for (const name of files.filter((f) => /vendor-(carousel|inputmask)/.test(f))) {
    expect(entryFiles.some((file) => file.startsWith(name.replace(/\.(js|css)$/, '')))).toBe(false);
  }
});

test('react-input-mask lives in its own async chunk only, which the checkout chunk asks for', () => {
  if (!existsSync(path.join(distDir, 'manifest.json'))) {
    execFileSync('npx', ['webpack', '--mode', 'production'], { stdio: 'inherit' });
  }
  const files = Object.values(readManifest(distDir).files).filter((f) => f.endsWith('.js'));
  // A name only react-input-mask's code carries (its prop for changing the masked value).
  const carriers = files.filter((f) =>
    readFileSync(path.join(distDir, f), 'utf8').includes('beforeMaskedValueChange'),
  );
  expect(carriers).toHaveLength(1);
  expect(carriers[0]).toMatch(/^vendor-inputmask\./);
  const entry = readManifest(distDir).entrypoints.storefront!.js;
  expect(entry.some((f) => f.startsWith('vendor-inputmask'))).toBe(false);
  const checkout = files.find((f) => f.startsWith('w-Checkout.'));
  expect(checkout, 'the Checkout chunk').toBeDefined();
});
