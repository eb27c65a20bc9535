import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
