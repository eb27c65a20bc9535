/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BUDGET_KIB,
  CATALOGUE_PAGES,
  HEADERS_KIB_PER_REQUEST,
  pageScripts,
  type Manifest,
} from '../../build/bundleSizes';
import { ensureBundle } from '../../server/bundle';

/*
 * The catalogue pages' JavaScript on the wire. Sizes are deterministic for a source tree,
 * so this is a test, not a benchmark: it counts from the build what Lighthouse counts in the browser
 * (bench/lighthouse.ts, the scripts' transferSize), and fails before the bench would.
 */

const ROOT = path.resolve(__dirname, '../..');

describe('pageScripts: a page’s JavaScript as the browser fetches it', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'b2b-budget-'));
  const manifest: Manifest = {
    entrypoints: { storefront: { js: ['storefront.1.js'], css: ['storefront.1.css'] } },
    chunks: {
      'labels-tr': { js: ['labels-tr.1.js'], css: [] },
      'labels-en': { js: ['labels-en.1.js'], css: [] },
      'cart-flow': { js: ['shared.1.js', 'cart-flow.1.js'], css: [] },
      'w-chrome': { js: ['shared.1.js', 'w-chrome.1.js'], css: ['w-chrome.1.css'] },
      'w-ProductList': { js: ['shared.1.js', 'w-ProductList.1.js'], css: [] },
      'w-Campaign': { js: ['w-Campaign.1.js'], css: [] },
    },
    preload: {
      locales: { tr: ['labels-tr'], en: ['labels-tr', 'labels-en'] },
      authenticated: ['cart-flow'],
      widgets: { CartIcon: ['w-chrome'], SearchBar: ['w-chrome'], ProductList: ['w-ProductList'] },
    },
    files: {},
  };
  // Bytes of each file and of its brotli copy; a file below the build's threshold has none.
  const sizes: Record<string, [number, number | null]> = {
    'storefront.1.js': [9000, 3072],
    'labels-tr.1.js': [4000, 1024],
    'labels-en.1.js': [4000, 1024],
    'shared.1.js': [3000, 1024],
    'cart-flow.1.js': [2000, 512],
    'w-chrome.1.js': [3000, 1024],
    'w-ProductList.1.js': [3000, 2048],
    'w-Campaign.1.js': [5000, 2048],
    'w-chrome.1.css': [2000, 1024],
  };
  beforeAll(() => {
    writeFileSync(path.join(dist, 'manifest.json'), JSON.stringify(manifest));
    for (const [file, [raw, br]] of Object.entries(sizes)) {
      writeFileSync(path.join(dist, file), Buffer.alloc(raw));
      if (br !== null) writeFileSync(path.join(dist, `${file}.br`), Buffer.alloc(br));
    }
    writeFileSync(path.join(dist, 'tiny.1.js'), Buffer.alloc(300));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('counts the entry, the labels, the logged-in cart code and the eager widgets’ chunks, each file once, brotli', () => {
    const page = pageScripts(dist, {
      widgets: ['CartIcon', 'SearchBar', 'ProductList'],
      locale: 'tr',
      authenticated: true,
    });
    expect(page.files).toEqual([
      { file: 'storefront.1.js', kib: 3 },
      { file: 'labels-tr.1.js', kib: 1 },
      { file: 'shared.1.js', kib: 1 },
      { file: 'cart-flow.1.js', kib: 0.5 },
      { file: 'w-chrome.1.js', kib: 1 },
      { file: 'w-ProductList.1.js', kib: 2 },
    ]);
    expect(page.bodyKiB).toBe(8.5);
    expect(page.withHeadersKiB).toBeCloseTo(8.5 + 6 * HEADERS_KIB_PER_REQUEST, 10);
  });

  it('leaves out the cart code for a visitor and adds the English table for English', () => {
    const page = pageScripts(dist, { widgets: ['ProductList'], locale: 'en', authenticated: false });
    expect(page.files.map((f) => f.file)).toEqual([
      'storefront.1.js',
      'labels-tr.1.js',
      'labels-en.1.js',
      'shared.1.js',
      'w-ProductList.1.js',
    ]);
  });

  it('takes a file without a brotli copy at its own size', () => {
    const small: Manifest = {
      ...manifest,
      chunks: { ...manifest.chunks, 'w-Tiny': { js: ['tiny.1.js'], css: [] } },
      preload: { ...manifest.preload, widgets: { Tiny: ['w-Tiny'] } },
    };
    writeFileSync(path.join(dist, 'manifest.json'), JSON.stringify(small));
    try {
      const page = pageScripts(dist, { widgets: ['Tiny'], locale: 'tr', authenticated: false });
      expect(page.files.at(-1)).toEqual({ file: 'tiny.1.js', kib: 300 / 1024 });
    } finally {
      writeFileSync(path.join(dist, 'manifest.json'), JSON.stringify(manifest));
    }
  });
});

describe('the build', () => {
  const dist = path.join(ROOT, 'dist');
  beforeAll(() => {
    // The production build, when dist/ is missing or older than its sources (as npm start does).
    if (!ensureBundle(() => undefined, ROOT)) throw new Error('the production build failed');
  }, 300_000);

  it('fetches the page chrome’s JavaScript, with all it shares with other chunks, as one file', () => {
    // Every storefront page has the chrome: a second file of it is a request and a brotli stream on every page.
    const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as Manifest;
    const chrome = manifest.chunks['w-chrome']!.js;
    expect(chrome).toHaveLength(1);
    expect(manifest.chunks['cart-flow']!.js).toEqual([chrome[0], expect.any(String)]);
  });

  it.each(Object.entries(CATALOGUE_PAGES))(
    'bayi1’s %s page loads at most the catalogue budget of JavaScript, headers included',
    (name, page) => {
      const { files, withHeadersKiB } = pageScripts(dist, page);
      if (withHeadersKiB > BUDGET_KIB.cataloguePage)
        throw new Error(
          `${name}: ${withHeadersKiB.toFixed(2)} KiB > ${BUDGET_KIB.cataloguePage} KiB, ${files.length} requests:\n` +
            files.map((f) => `  ${f.kib.toFixed(2).padStart(6)}  ${f.file}`).join('\n'),
        );
      expect(withHeadersKiB).toBeLessThanOrEqual(BUDGET_KIB.cataloguePage);
    },
  );
});
