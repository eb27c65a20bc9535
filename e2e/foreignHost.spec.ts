/**
 * The widgets on a storefront whose backend is not ours. examples/static-host renders its
 * own hand-written pages (the tags from dist/manifest.json by render.ts, the config block, the
 * placeholders) and proxies the API, the login and the images to the reference host of the global
 * setup. The journey browses, searches, opens a product, logs in, adds to the cart, watches the mini
 * cart and opens the cart page, all on the stand-in's origin, with its strict CSP.
 * Data: bayi5, whose cart is put back as it was.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { renderPages } from '../examples/static-host/render';
import { startStaticHost } from '../examples/static-host/server';
import { restoreCart, type CartLineState } from './support/cartState';
import {
  browseSearchAndLogIn,
  cartBadge as badge,
  configOf,
  productList as list,
} from './support/foreignStorefront';
import { expect, expectCleanBesidesMissingImages, test as base } from './support/fixtures';

const SHOT = path.join(process.env.SHOTS_DIR ?? path.join('test-results', 'shots'), 'foreign-host-cart.png');
const DIST = path.resolve(__dirname, '..', 'dist');

const test = base.extend<object, { foreignHost: string }>({
  foreignHost: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const upstream = process.env.E2E_BASE_URL;
      if (!upstream) throw new Error('E2E_BASE_URL is unset: the global setup starts the reference host');
      const pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-static-host-'));
      renderPages({ distDir: DIST, outDir: pagesDir });
      const running = await startStaticHost({ upstream, pagesDir, distDir: DIST });
      await provide(running.url);
      await running.close();
      fs.rmSync(pagesDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  // Every relative address of the spec (and of the cart helpers) goes to the foreign host.
  baseURL: async ({ foreignHost }, provide) => provide(foreignHost),
});

async function cartOf(page: Page): Promise<CartLineState[]> {
  const lines = (await (await page.request.get('/api/catalog/cart')).json()) as {
    product: { id: number };
    productUnit: { id: number };
    quantity: number;
  }[];
  return lines.map((l) => ({ productId: l.product.id, unitId: l.productUnit.id, quantity: l.quantity }));
}

test('browse, search, log in, add to the cart and open it on a foreign host', async ({
  page,
  problems,
  foreignHost,
}) => {
  const started = Date.now();
  // The catalogue: the example's own page, the list from the proxied product API.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Tüm Ürünler' })).toBeVisible();
  await expect(list(page).getByText(/^Toplam \d+ ürün$/)).toBeVisible();
  expect((await configOf(page)).user.authenticated).toBe(false);
  // No file name of the bundle is written in a template: render.ts took them from the manifest.
  const entry = await page.locator('script[src^="/assets/storefront."]').getAttribute('src');
  expect(fs.existsSync(path.join(DIST, entry!.slice('/assets/'.length)))).toBe(true);

  const detail = await browseSearchAndLogIn(page, foreignHost);
  expect((await configOf(page)).user.authenticated).toBe(true);

  const seeded = await cartOf(page);
  try {
    // The proxy rewrites only this origin's Origin: a call from another site is still refused.
    const token = await page.evaluate(
      () =>
        (JSON.parse(document.getElementById('b2b-config')!.textContent!) as { csrfToken: string }).csrfToken,
    );
    const foreign = await page.request.delete('/api/catalog/cart', {
      headers: { Origin: 'http://evil.example', 'X-CSRF-Token': token, 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(foreign.status()).toBe(403);

    // Start without the product, so the mini cart's count must go up by one.
    const others = seeded.filter((line) => line.productId !== 1);
    await restoreCart(page, others);
    await page.reload();
    await expect(badge(page)).toHaveText(String(others.length));
    await detail.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(detail.getByRole('button', { name: 'Sepete Eklendi' })).toBeVisible();
    await expect(badge(page)).toHaveText(String(others.length + 1));

    // The mini cart shows the line, and leads to the cart page (the example's own page again).
    await page.locator('[data-component="CartIcon"] button').first().click();
    const panel = page.getByRole('region', { name: 'Sepetim' });
    await expect(panel.getByText('Viko Karre Adi Anahtar Beyaz')).toBeVisible();
    await panel.getByRole('link', { name: 'Sepete Git' }).click();
    await expect(page).toHaveURL(`${foreignHost}/sepet`);
    const cart = page.locator('[data-component="Cart"]');
    await expect(cart.getByRole('row').filter({ hasText: 'Viko Karre Adi Anahtar Beyaz' })).toBeVisible();
    await expect(cart.getByRole('combobox', { name: 'Ödeme Planı' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    fs.mkdirSync(path.dirname(SHOT), { recursive: true });
    await page.screenshot({ path: SHOT, fullPage: true });
    await expectCleanBesidesMissingImages(problems);
    console.log(`[foreign-host] journey ${Date.now() - started} ms on ${foreignHost}`);
  } finally {
    await restoreCart(page, seeded);
  }
});
