import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startStaticHost } from './staticServer';

const distDir = path.resolve(__dirname, '../../dist');

interface Manifest {
  entrypoints: Record<string, { js: string[]; css: string[] }>;
}

function pageHtml(manifest: Manifest): string {
  const entry = manifest.entrypoints.storefront!;
  const config = { basePath: '', locale: 'tr', csrfToken: 't', user: { authenticated: false } };
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Smoke</title>
${entry.css.map((f) => `<link rel="stylesheet" href="/assets/${f}">`).join('\n')}
<script type="application/json" id="b2b-config">${JSON.stringify(config)}</script>
${entry.js.map((f) => `<script defer src="/assets/${f}"></script>`).join('\n')}
</head><body>
<div id="one" data-component="CurrencyList"></div>
<div id="two" data-component="NoSuchWidget"></div>
<div id="three" data-component="CartIcon" data-props='{"compact":true}'></div>
</body></html>`;
}

test('a static page with the config block and three placeholders mounts without an uncaught error', async ({
  page,
}) => {
  if (!existsSync(path.join(distDir, 'manifest.json'))) {
    execFileSync('npx', ['webpack', '--mode', 'production'], { stdio: 'inherit' });
  }
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as Manifest;
  const host = await startStaticHost(distDir, pageHtml(manifest));
  const pageErrors: Error[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  try {
    const ready = page.waitForEvent('console', { predicate: (m) => m.text() === 'ready', timeout: 10_000 });
    await page.addInitScript(() => document.addEventListener('b2b:ready', () => console.log('ready')));
    await page.goto(host.url);
    await ready;
    const api = await page.evaluate(() => ({
      version: window.B2BStorefront?.version,
      mount: typeof window.B2BStorefront?.mount,
    }));
    expect(api.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(api.mount).toBe('function');
    await expect(page.locator('#two')).toHaveText('Bilinmeyen bileşen: NoSuchWidget');
    // The two real widgets mounted: the currency picker and, for an anonymous visitor, the cart link to login.
    await expect(page.locator('#one select')).toHaveValue('1');
    await expect(page.locator('#three a')).toHaveAttribute('href', '/account/login');
    expect(pageErrors).toEqual([]);
    // The unknown name is the one error the page must report, and it names the known widgets.
    expect(consoleErrors).toHaveLength(1);
    expect(consoleErrors[0]).toContain('placeholder "NoSuchWidget": unknown component; known:');
  } finally {
    await host.close();
  }
});
