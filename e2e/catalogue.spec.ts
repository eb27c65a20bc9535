import type { Page } from '@playwright/test';
import { chunkPathEnd } from './support/bundleFiles';
import { expect, expectCleanBesidesMissingImages, loginAs, test } from './support/fixtures';

const list = (page: Page) => page.locator('[data-component="ProductList"]');

test('browse a brand: sort, last page and back, grid and list, both product modals', async ({
  page,
  problems,
}) => {
  await loginAs(page, 'bayi1');
  // A brand page: Viko has more products than one page holds.
  await page.goto('/viko');
  await expect(list(page).getByText(/^Toplam \d+ ürün$/)).toBeVisible();

  await list(page).getByRole('combobox', { name: 'Sıralama' }).selectOption({ label: 'Fiyata Göre Artan' });
  await expect(page).toHaveURL(/[?&]sort=price(&|$)/);

  const pages = list(page).getByRole('navigation', { name: 'Sayfalar' });
  const lastNumber = await pages
    .getByRole('link', { name: /^Sayfa \d+$/ })
    .last()
    .textContent();
  await pages.getByRole('link', { name: `Sayfa ${lastNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${lastNumber}(&|$)`));
  await expect(pages.getByRole('link', { name: `Sayfa ${lastNumber}` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(`[?&]page=${lastNumber}(&|$)`));
  await expect(page).toHaveURL(/[?&]sort=price(&|$)/);

  // The saved view may be either: start from the list so the switch to grid is a real change.
  await list(page).getByRole('button', { name: 'Liste görünüm' }).click();
  await list(page).getByRole('button', { name: 'Izgara görünüm' }).click();
  await expect(page).toHaveURL(/[?&]view=grid(&|$)/);
  await expect(list(page).locator('.b2b-product-card').first()).toBeVisible();
  await list(page).getByRole('button', { name: 'Liste görünüm' }).click();
  await expect(list(page).getByRole('table')).toBeVisible();

  await list(page)
    .getByRole('button', { name: /^Stok Envanteri: / })
    .first()
    .click();
  const stock = page.getByRole('dialog', { name: 'Stok Envanteri' });
  await expect(stock.getByRole('columnheader', { name: 'DEPO' })).toBeVisible();
  await expect(stock.getByRole('columnheader', { name: 'MİKTAR' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(stock).toBeHidden();

  await list(page)
    .getByRole('button', { name: /^Fiyat Bilgileri: / })
    .first()
    .click();
  const prices = page.getByRole('dialog', { name: 'Fiyat Bilgileri' });
  await expect(prices.getByRole('columnheader', { name: 'ADI' })).toBeVisible();
  await expect(prices.getByRole('columnheader', { name: 'DEĞERİ' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectCleanBesidesMissingImages(problems);
});

test('open a product, change unit and variant, add it and watch the mini cart', async ({
  page,
  problems,
}) => {
  await loginAs(page, 'bayi2');
  await page.goto('/hes-nya-h07v-u-tek-damarli-kablo-p-173');
  const detail = page.locator('[data-component="ProductDetail"]');
  await expect(detail.getByRole('heading', { name: 'Hes NYA H07V-U Tek Damarlı Kablo' })).toBeVisible();

  await detail.getByRole('combobox', { name: 'Kesit' }).selectOption('2,5 mm²');
  await detail.getByRole('combobox', { name: 'Renk' }).selectOption('Mavi');
  await expect(detail.getByRole('status', { name: 'Varyant yükleniyor...' })).toBeVisible();
  await expect(detail.getByRole('heading', { name: /2,5 mm².*Mavi/ })).toBeVisible({ timeout: 5000 });

  const unit = detail.getByRole('combobox', { name: 'Birim' });
  const units = await unit.locator('option').allTextContents();
  expect(units.length).toBeGreaterThan(1);
  const stockText = detail.getByText(/^Bu ürün stoklarda \d+ .+ mevcuttur\.$/);
  const before = await stockText.textContent();
  await unit.selectOption({ label: units[1]! });
  await expect(stockText).not.toHaveText(before!);
  await expect(stockText).toContainText(units[1]!);

  const cartButton = page.locator('[data-component="CartIcon"] button').first();
  const countBefore = Number((await cartButton.locator('.b2b-cart-icon__badge').textContent()) ?? '0');
  await detail.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(detail.getByRole('button', { name: 'Sepete Eklendi' })).toBeVisible();
  await expect(cartButton.locator('.b2b-cart-icon__badge')).toHaveText(String(countBefore + 1));

  await cartButton.click();
  const panel = page.getByRole('region', { name: 'Sepetim' });
  await expect(panel.getByText(/2,5 mm².*Mavi/)).toBeVisible();
  await expect(panel.getByText('Toplam (KDV Dahil)')).toBeVisible();
  const total = await panel.locator('.b2b-mini-cart__total').textContent();
  await panel.getByRole('button', { name: /^Kaldır: .*2,5 mm².*Mavi/ }).click();
  await expect(cartButton.locator('.b2b-cart-icon__badge')).toHaveText(String(countBefore));
  await expect(panel.locator('.b2b-mini-cart__total')).not.toHaveText(total!);
  await expectCleanBesidesMissingImages(problems);
});

test('switching the currency re-prices the page without a reload', async ({ page, problems }) => {
  await loginAs(page, 'bayi2');
  await page.goto('/viko');
  const firstPrice = list(page).locator('.b2b-price__sale').first();
  await expect(firstPrice).toContainText('₺');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.locator('[data-component="CurrencyList"] select:visible').selectOption({ label: 'USD' });
  await expect(firstPrice).toContainText('$');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  // The choice is saved: a reload keeps it.
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(list(page).locator('.b2b-price__sale').first()).toContainText('$');
  await page.locator('[data-component="CurrencyList"] select:visible').selectOption({ label: 'TRY' });
  await page.waitForLoadState('networkidle');
  await expectCleanBesidesMissingImages(problems);
});

test('search with suggestions and the keyboard', async ({ page, problems }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Ürün Ara' });
  await box.fill('priz');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  const href = await options.first().getAttribute('href');
  expect(href).toMatch(/-p-\d+$/);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

  await page.goto('/');
  await box.fill('sigorta');
  await expect(options.first()).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await expect(page.getByRole('listbox')).toBeHidden();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=sigorta$/);
  await expectCleanBesidesMissingImages(problems);
});

test('an anonymous add goes to login', async ({ page }) => {
  await page.goto('/viko');
  await list(page).getByRole('button', { name: 'Sepete Ekle' }).first().click();
  await expect(page).toHaveURL(/\/account\/login/);
});

test('an administrator gets the toast instead of an add', async ({ page, problems }) => {
  await loginAs(page, 'yonetici');
  await page.goto('/viko');
  await list(page).getByRole('button', { name: 'Sepete Ekle' }).first().click();
  await expect(page.getByText('Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.')).toBeVisible();
  // The toast chunk and its stylesheet load under the page's strict CSP (no inline styles).
  expect(await problems.cspViolations()).toEqual([]);
});

test('the campaign carousel fetches jQuery and owl only when scrolled into view', async ({
  page,
  problems,
}) => {
  const carouselChunks: string[] = [];
  const carousel = chunkPathEnd('vendor-carousel');
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(carousel)) carouselChunks.push(request.url());
  });
  await page.goto('/');
  await expect(list(page).getByText(/^Toplam \d+ ürün$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(carouselChunks).toEqual([]);
  const campaign = page.locator('[data-component="Campaign"]');
  await campaign.scrollIntoViewIfNeeded();
  await expect(campaign.locator('.owl-stage')).toBeAttached();
  expect(carouselChunks.length).toBeGreaterThan(0);
  const href = await campaign.locator('.owl-item.active a').first().getAttribute('href');
  expect(href).toMatch(/^\/[a-z0-9-]+-p-\d+$/);
  await expectCleanBesidesMissingImages(problems);
});
