/**
 * The catalogue as a customer tries it — typed quantities, Back, phone widths, the carousel
 * and the in-stock toggle, variant units, a page past the end, skeletons that move nothing.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './support/fixtures';

const list = (page: Page) => page.locator('[data-component="ProductList"]');
const badge = (page: Page) => page.locator('[data-component="CartIcon"] .b2b-cart-icon__badge');

/** Quantity of a product in the logged-in user's cart, as the API says (0 when absent). */
async function cartQuantity(page: Page, productId: number): Promise<number> {
  const lines = (await (await page.request.get('/api/catalog/cart')).json()) as {
    product: { id: number };
    quantity: number;
  }[];
  return lines.find((line) => line.product.id === productId)?.quantity ?? 0;
}

/** Removes a product from the cart through the page's own API client settings (CSRF token). */
async function removeFromCart(page: Page, productId: number): Promise<void> {
  await page.evaluate(async (id) => {
    const config = JSON.parse(document.getElementById('b2b-config')!.textContent!) as { csrfToken: string };
    await fetch(`/api/catalog/cart/${id}`, {
      method: 'DELETE',
      headers: { 'X-CSRF-Token': config.csrfToken, 'X-Requested-With': 'XMLHttpRequest' },
    });
  }, productId);
}

/** Sum of the layout shifts of a page load (no user input), read after the widgets settled. */
async function layoutShift(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test('a quantity typed key by key is judged as a whole; a refused one is never added', async ({ page }) => {
  await loginAs(page, 'bayi2');
  await page.goto('/viko?view=list');
  const row = list(page)
    .locator('.b2b-product-row')
    .filter({ has: page.getByRole('button', { name: 'Sepete Ekle' }) })
    .first();
  const href = await row.getByRole('link').first().getAttribute('href');
  const productId = Number(/-p-(\d+)$/.exec(href!)![1]);
  const before = await cartQuantity(page, productId);
  const field = row.getByRole('textbox', { name: 'Miktar' });

  await field.click();
  await field.press('Control+A');
  await page.keyboard.type('101', { delay: 30 });
  await expect(field).toHaveValue('101');
  await row.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(row.getByText('En fazla 100 ADET girebilirsiniz.')).toBeVisible();
  await expect(field).toHaveValue('1');
  await page.waitForLoadState('networkidle');
  expect(await cartQuantity(page, productId)).toBe(before);

  await field.click();
  await field.press('Control+A');
  await page.keyboard.type('12', { delay: 30 });
  await page.keyboard.press('Enter');
  await expect(row.getByText('En fazla 100 ADET girebilirsiniz.')).toBeHidden();
  await row.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(row.getByRole('button', { name: 'Sepete Eklendi' })).toBeVisible();
  expect(await cartQuantity(page, productId)).toBe(before + 12);
  if (before === 0) await removeFromCart(page, productId);
});

test('Back after adding on a product page shows the cart as it is now', async ({ page }) => {
  await loginAs(page, 'bayi2');
  await page.goto('/');
  await expect(list(page).getByText(/^Toplam \d+ ürün$/)).toBeVisible();
  const count = Number(await badge(page).textContent());
  await page.goto('/viko-karre-adi-anahtar-beyaz-p-1');
  const detail = page.locator('[data-component="ProductDetail"]');
  await detail.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(detail.getByRole('button', { name: 'Sepete Eklendi' })).toBeVisible();
  await expect(badge(page)).toHaveText(String(count + 1));
  await page.goBack();
  await expect(badge(page)).toHaveText(String(count + 1));
  expect((await page.request.get('/api/catalog/cart')).headers()['cache-control']).toBe('no-store');
  await removeFromCart(page, 1);
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open mini cart lies within the screen and no page scrolls sideways', async ({ page }) => {
    await loginAs(page, 'bayi2');
    for (const url of ['/?view=list', '/?view=grid', '/viko-karre-adi-anahtar-beyaz-p-1', '/search?q=priz']) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect([url, widths[0]]).toEqual([url, widths[1]]);
    }
    await page.locator('[data-component="CartIcon"] button').first().click();
    const panel = page.getByRole('region', { name: 'Sepetim' });
    await expect(panel.getByRole('button', { name: 'Sepeti Temizle' })).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const clear = (await panel.getByRole('button', { name: 'Sepeti Temizle' }).boundingBox())!;
    expect(clear.x).toBeGreaterThanOrEqual(0);
    await panel.getByRole('button', { name: 'Kapat' }).click();
    await expect(panel).toBeHidden();
  });

  test('the list reads as stacked rows, and the widgets have no axe violations', async ({ page }) => {
    await loginAs(page, 'bayi2');
    await page.goto('/?view=list');
    const rows = list(page).locator('.b2b-product-row');
    await expect(rows.first()).toBeVisible();
    const [first, second] = [(await rows.nth(0).boundingBox())!, (await rows.nth(1).boundingBox())!];
    expect(first.width).toBeLessThanOrEqual(390);
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
    const results = await new AxeBuilder({ page })
      .include('[data-component]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

test('the campaign carousel follows the in-stock toggle at once', async ({ page }) => {
  await loginAs(page, 'bayi2');
  await page.goto('/');
  const toggle = list(page).getByRole('button', { name: 'Sadece stoktakiler' });
  await expect(toggle).toBeEnabled();
  if ((await toggle.getAttribute('aria-pressed')) === 'true') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toBeEnabled();
  }
  const campaign = page.locator('[data-component="Campaign"]');
  await campaign.scrollIntoViewIfNeeded();
  const tiles = campaign.locator('.owl-item:not(.cloned) .b2b-campaign__tile');
  await expect(tiles).toHaveCount(12);
  await toggle.scrollIntoViewIfNeeded();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(tiles).toHaveCount(11);
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(tiles).toHaveCount(12);
});

test('a variant switch keeps the unit and the quantity', async ({ page }) => {
  await loginAs(page, 'bayi2');
  await page.goto('/philips-corepro-ledbulb-led-ampul-p-183');
  const detail = page.locator('[data-component="ProductDetail"]');
  const pickers = detail.locator('.b2b-detail__pickers select');
  // Land on a child first: the family's own page has no unit of its own to keep. The pickers are
  // counted once the widget shows them (count() does not wait: on a slow run it read 0 and no child was chosen).
  await expect(pickers.nth(1)).toBeVisible();
  const variantPickers = await pickers.count();
  for (let i = 1; i < variantPickers; i += 1) await pickers.nth(i).selectOption({ index: 1 });
  await expect(detail.getByRole('status', { name: 'Varyant yükleniyor...' })).toBeHidden({ timeout: 5000 });
  await detail.getByRole('combobox', { name: 'Birim' }).selectOption({ label: 'PAKET' });
  const field = detail.getByRole('textbox', { name: 'Miktar' });
  await field.fill('4');
  await field.press('Enter');
  const heading = await detail.getByRole('heading').first().textContent();
  await pickers.nth(1).selectOption({ index: 2 });
  await expect(detail.getByRole('heading').first()).not.toHaveText(heading!, { timeout: 5000 });
  await expect(detail.getByRole('combobox', { name: 'Birim' })).toHaveValue(
    (await detail.getByRole('option', { name: 'PAKET' }).getAttribute('value')) ?? '',
  );
  await expect(field).toHaveValue('4');
});

test('a page past the end shows the last page in its place', async ({ page }) => {
  // The catalogue's size comes from the API: the demo data may grow.
  const { total, limit } = (await (await page.request.get('/api/catalog/products')).json()) as {
    total: number;
    limit: number;
  };
  const last = Math.ceil(total / limit);
  expect(last).toBeGreaterThan(1);
  await page.goto(`/?page=${last + 50}`);
  await expect(page).toHaveURL(new RegExp(`[?&]page=${last}(&|$)`));
  await expect(list(page).getByRole('link', { name: `Sayfa ${last}` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(list(page).locator('.b2b-product-row').first()).toBeVisible();
  await expect(list(page).getByText('Aradığınız Ürün Bulunamadı!')).toHaveCount(0);
});

for (const width of [390, 1280]) {
  test(`mounting the widgets moves nothing at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const account of ['anonymous', 'bayi2'] as const) {
      if (account !== 'anonymous') await loginAs(page, account);
      for (const url of ['/', '/viko', '/viko-karre-adi-anahtar-beyaz-p-1']) {
        const shift = await layoutShift(page, url);
        expect(shift, `${account} ${url}`).toBeLessThanOrEqual(0.02);
      }
    }
  });
}
