/**
 * The order and offer lists against the reference host: fold, cancel, page and sort in the
 * URL; offer detail with margins, customer, printed quote, mail, edit back into the cart.
 * Data: bayi1's demo orders and offers (no other spec relies on their state); the successful edit
 * uses an offer bayi3 makes here, so the carts other specs start from are left as they are.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, expectClean, loginAs, logout, test, type PageProblems } from './support/fixtures';
import { unitPriceAsShown } from '../src/domain/catalog/pricing';

const SHOTS = process.env.SHOTS_DIR ?? path.join('test-results', 'shots');

async function axeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A call of the page's own session (cookies and CSRF token of its config block). */
async function api<T>(page: Page, method: string, url: string, body?: Record<string, string>): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const config = JSON.parse(document.getElementById('b2b-config')!.textContent!) as { csrfToken: string };
      const answer = await fetch(url, {
        method,
        headers: { 'X-CSRF-Token': config.csrfToken, Accept: 'application/json' },
        body: body ? new URLSearchParams(body) : undefined,
      });
      return answer.json();
    },
    { method, url, body },
  );
}

/** Demo products without images answer 404 on purpose (the fallback image shows). */
async function expectCleanBesidesMissingImages(problems: PageProblems) {
  const keep = (list: string[], drop: RegExp) =>
    list.splice(0, list.length, ...list.filter((e) => !drop.test(e)));
  keep(problems.failedRequests, /^404 .*\/images\//);
  keep(problems.consoleErrors, /status of 404/);
  await expectClean(problems);
}

/** A failure the journey provoked on purpose: its request and the saga's log line are expected. */
function forgetExpectedFailure(problems: PageProblems, request: RegExp, log: RegExp) {
  const keep = (list: string[], drop: RegExp) =>
    list.splice(0, list.length, ...list.filter((e) => !drop.test(e)));
  keep(problems.failedRequests, request);
  keep(problems.consoleErrors, log);
}

const orders = (page: Page) => page.locator('[data-component="OrderList"]');
const offers = (page: Page) => page.locator('[data-component="OfferList"]');
const orderRow = (page: Page, orderNo: string) =>
  orders(page)
    .locator('tbody')
    .filter({ has: page.getByRole('rowheader', { name: orderNo, exact: true }) });
const offerRow = (page: Page, offerNo: string) =>
  offers(page)
    .locator('tbody')
    .filter({ has: page.getByRole('rowheader', { name: offerNo, exact: true }) });

interface ListedOrder {
  id: number;
  orderNo: string;
  isCancel: boolean;
}

test('orders: fold and unfold, cancel an active order, never a cancelled one; page and sort in the URL', async ({
  page,
  problems,
}) => {
  await loginAs(page, 'bayi1');
  await page.goto('/hesap/siparisler');
  await expect(orders(page).getByText(/^Toplam \d+ sipariş$/)).toBeVisible();
  const all = (await api<{ orders: ListedOrder[] }>(page, 'GET', '/api/catalog/orders?limit=50')).orders;

  // Fold and unfold the newest order, by keyboard.
  const newest = orderRow(page, all[0]!.orderNo);
  const fold = newest.getByRole('button', { name: 'Detay', exact: true });
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await fold.focus();
  await page.keyboard.press('Enter');
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  const items = newest.getByRole('table', { name: `${all[0]!.orderNo} numaralı siparişin ürünleri` });
  await expect(items).toBeVisible();
  await expect(items.getByRole('columnheader')).toHaveText([
    'Resim',
    'Ürün Kodu',
    'Ürün Adı',
    'Miktar',
    'Birim Fiyat',
    'Tutar',
  ]);
  expect(await items.locator('tbody tr').count()).toBeGreaterThan(0);
  expect(await axeViolations(page, '[data-component="OrderList"]')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, '40-orders-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(SHOTS, '41-orders-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Enter');
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(items).toBeHidden();

  // A cancelled order shows the badge and offers no İptal.
  const cancelled = all.find((o) => o.isCancel)!;
  await page.goto('/hesap/siparisler?sort=date');
  await expect(orders(page).getByRole('combobox', { name: 'Sıralama' })).toHaveValue('date');
  await expect(orderRow(page, all[all.length - 1]!.orderNo)).toBeVisible();
  const cancelledRow = orderRow(page, cancelled.orderNo);
  await expect(cancelledRow.getByText('İptal Edildi')).toBeVisible();
  await expect(cancelledRow.getByRole('button', { name: 'İptal', exact: true })).toHaveCount(0);

  // Cancel the oldest active order: asked first (Vazgeç keeps it), then cancelled.
  const target = [...all].reverse().find((o) => !o.isCancel)!;
  const row = orderRow(page, target.orderNo);
  await row.getByRole('button', { name: 'İptal', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Siparişi İptal Et' });
  await expect(dialog).toContainText(
    `${target.orderNo} numaralı siparişi iptal etmek istediğinize emin misiniz?`,
  );
  await expect(dialog.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: 'İptal', exact: true })).toBeFocused();
  await row.getByRole('button', { name: 'İptal', exact: true }).click();
  await dialog.getByRole('button', { name: 'Evet, İptal Et' }).click();
  await expect(row.getByText('İptal Edildi')).toBeVisible();
  await expect(row.getByRole('button', { name: 'İptal', exact: true })).toHaveCount(0);
  const after = (await api<{ orders: ListedOrder[] }>(page, 'GET', '/api/catalog/orders?limit=50')).orders;
  expect(after.find((o) => o.id === target.id)?.isCancel).toBe(true);

  // Page 2 by the pagination, back to page 1 with the browser.
  await page.goto('/hesap/siparisler');
  await expect(orderRow(page, all[0]!.orderNo)).toBeVisible();
  await orders(page).getByRole('link', { name: 'Sayfa 2' }).click();
  await expect(page).toHaveURL(/\/hesap\/siparisler\?page=2$/);
  await expect(orderRow(page, all[10]!.orderNo)).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/hesap\/siparisler$/);
  await expect(orderRow(page, all[0]!.orderNo)).toBeVisible();
  await expect(orderRow(page, all[10]!.orderNo)).toHaveCount(0);
  await expectCleanBesidesMissingImages(problems);
});

interface ListedOffer {
  id: number;
  orderNo: string;
  isCancel: boolean;
  customerName: string;
  total: number;
  offerItems: { id: number; code: string; price: number; quantity: number; profit: number }[];
}

const listedOffers = async (page: Page) =>
  (await api<{ offers: ListedOffer[] }>(page, 'GET', '/api/catalog/offers?limit=50')).offers;

async function setMargin(input: Locator, value: string) {
  await input.fill(value);
  await input.press('Enter');
}

test('offers: margins saved and reloaded, a customer added, the quote printed and mailed, a blocked edit', async ({
  page,
  problems,
}) => {
  await loginAs(page, 'bayi1');
  await page.goto('/teklif/liste');
  await expect(offers(page).getByText(/^Toplam \d+ teklif$/)).toBeVisible();
  const before = await listedOffers(page);
  const offer = before.find((o) => o.customerName === 'Mehmet Demir')!;
  const row = offerRow(page, offer.orderNo);
  await expect(row.getByRole('button', { name: 'Kaydet' })).toHaveCount(0);

  // Detay: global margin 20 for all, then one item 10; a refused text never leaves the field.
  await row.getByRole('button', { name: 'Detay', exact: true }).click();
  await expect(row.getByRole('button', { name: 'Detay', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const global = row.getByLabel('Genel Kâr Marjı %');
  await setMargin(global, '20');
  const [first, second, third] = offer.offerItems;
  const itemInput = (code: string) => row.getByLabel(`${code} kâr marjı %`);
  await expect(itemInput(first!.code)).toHaveValue('20');
  await expect(itemInput(third!.code)).toHaveValue('20');
  await setMargin(itemInput(second!.code), '10');
  // Each line is its marked-up unit price as shown (to the kuruş) × quantity.
  const subtotal = [first!, second!, third!].reduce(
    (sum, item, i) => sum + unitPriceAsShown((item.price * (i === 1 ? 110 : 120)) / 100) * item.quantity,
    0,
  );
  const money = (n: number) =>
    `₺${n.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(
    row.locator('dl').getByText(money(Math.round(subtotal * 100) / 100), { exact: true }),
  ).toBeVisible();
  await expect(row.getByText('Kaydedilmemiş değişiklikler var.')).toBeVisible();

  await setMargin(itemInput(third!.code), '150');
  await expect(
    row.getByText('Kâr marjı 0 ile 100 arasında, en fazla 2 ondalıklı bir sayı olmalıdır.'),
  ).toBeVisible();
  let profitCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/catalog/offer/update/profit')) profitCalls += 1;
  });
  await row.getByRole('button', { name: 'Kaydet' }).click();
  await expect(row.getByText('Kaydetmeden önce hatalı kâr marjlarını düzeltiniz.')).toBeVisible();
  await expect(itemInput(third!.code)).toBeFocused();
  expect(profitCalls).toBe(0);
  await setMargin(itemInput(third!.code), '20');
  expect(await axeViolations(page, '[data-component="OfferList"]')).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, '42-offer-detail-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(SHOTS, '43-offer-detail-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await row.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kâr marjınız kaydedildi.')).toBeVisible();
  expect(profitCalls).toBe(1);
  await page.reload();
  await offerRow(page, offer.orderNo).getByRole('button', { name: 'Detay', exact: true }).click();
  await expect(itemInput(first!.code)).toHaveValue('20');
  await expect(itemInput(second!.code)).toHaveValue('10');
  await expect(itemInput(third!.code)).toHaveValue('20');
  const saved = (await listedOffers(page)).find((o) => o.id === offer.id)!;
  expect(saved.offerItems.map((i) => i.profit)).toEqual([20, 10, 20]);
  await expect(row.getByRole('cell', { name: money(saved.total), exact: true })).toBeVisible();

  // The printed quote: the customer, the marked-up prices and totals; no purchase price, no margin.
  await page.evaluate(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const opened = open(...args);
      if (opened) opened.print = () => ((window as unknown as { __printed: number }).__printed = 1);
      return opened;
    };
  });
  const [quote] = await Promise.all([
    page.waitForEvent('popup'),
    row.getByRole('button', { name: 'Yazdır' }).click(),
  ]);
  await expect(quote.getByRole('heading', { name: 'Fiyat Teklifi' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __printed?: number }).__printed))
    .toBe(1);
  expect(await quote.title()).toBe(`Fiyat Teklifi ${offer.orderNo}`);
  const text = (await quote.locator('body').innerText()).replace(/\s+/g, ' ');
  expect(text).toContain('Mehmet Demir');
  expect(text).toContain('Demir İnşaat A.Ş.');
  expect(text).toContain('Yıldız Elektrik Taahhüt Ltd. Şti.');
  expect(text).toContain('Bağdat Cad. No: 112/3');
  expect(text).toContain(offer.orderNo);
  for (const [item, margin] of [
    [first!, 20],
    [second!, 10],
    [third!, 20],
  ] as const) {
    expect(text).toContain(money((item.price * (100 + margin)) / 100));
    expect(text).not.toContain(money(item.price));
  }
  expect(text).toContain(money(saved.total));
  expect(text).not.toMatch(/Alış|Kâr|Marj/);
  expect(
    await quote.locator('img.quote__logo').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await quote.emulateMedia({ media: 'print' });
  await expect(quote.getByRole('button', { name: 'Yazdır' })).toBeHidden();
  await quote.pdf({
    path: path.join(SHOTS, '44-quote.pdf'),
    format: 'A4',
    printBackground: true,
    preferCSSPageSize: true,
  });
  await quote.close();

  // Mail: sent, then a failing host answers with the spec's text.
  await row.getByRole('button', { name: 'Mail Gönder' }).click();
  await expect(page.getByText('Teklif mailiniz gönderilmiştir.')).toBeVisible();
  await page.route('**/api/catalog/offer/mail/*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"messages":{"type":"x"}}}',
    }),
  );
  await row.getByRole('button', { name: 'Mail Gönder' }).click();
  await expect(page.getByText('Mailiniz gönderilemedi. Lütfen bizimle iletişime geçiniz.')).toBeVisible();
  await page.unroute('**/api/catalog/offer/mail/*');
  forgetExpectedFailure(
    problems,
    /\/offer\/mail\//,
    /status of 500|\[b2b\] the offer mail could not be sent/,
  );

  // A customer for the offer that has none: checked first, then saved and listed.
  const bare = before.find((o) => o.customerName === '' && !o.isCancel)!;
  const bareRow = offerRow(page, bare.orderNo);
  await expect(bareRow.getByText('Müşteri girilmedi')).toBeVisible();
  await bareRow.getByRole('button', { name: 'Müşteri Ekle' }).click();
  const modal = page.getByRole('dialog', { name: `Müşteri Bilgileri · ${bare.orderNo}` });
  await expect(modal.getByLabel('Ad Soyad')).toBeFocused();
  await modal.getByLabel('E-posta').fill('selin@');
  await modal.getByLabel('Telefon').fill('12');
  await modal.getByRole('button', { name: 'Kaydet' }).click();
  await expect(modal.getByText('Müşteri adını giriniz.')).toBeVisible();
  await expect(modal.getByText('Geçerli bir e-posta adresi giriniz.')).toBeVisible();
  await expect(modal.getByText('Geçerli bir telefon numarası giriniz.')).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await modal.getByLabel('Ad Soyad').fill('Selin Aksoy');
  await modal.getByLabel('Firma').fill('Aksoy Yapı Ltd.');
  await modal.getByLabel('E-posta').fill('selin@aksoyyapi.com.tr');
  await modal.getByLabel('Telefon').fill('0533 444 55 66');
  await modal.getByRole('button', { name: 'Kaydet' }).click();
  await expect(modal).toBeHidden();
  await expect(bareRow.getByText('Selin Aksoy')).toBeVisible();
  await page.reload();
  await expect(offerRow(page, bare.orderNo).getByText('Aksoy Yapı Ltd.')).toBeVisible();

  // Düzenle of an offer whose product is no longer sold (the preview, not an alert after
  // the fact): the line is named as left out before anything changes; Vazgeç keeps the cart.
  const cartBefore = await api<unknown[]>(page, 'GET', '/api/catalog/cart');
  await offerRow(page, bare.orderNo).getByRole('button', { name: 'Düzenle', exact: true }).click();
  const preview = page.getByRole('dialog', { name: `${bare.orderNo} numaralı teklifi sepete aktar` });
  await expect(preview.getByRole('row').filter({ hasText: '2CDS251001R10324' })).toContainText(
    'Fiyat Sorunuz; eklenmeyecek.',
  );
  await preview.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(preview).toBeHidden();
  await expect(page).toHaveURL(/\/teklif\/liste$/);
  expect(await api<unknown[]>(page, 'GET', '/api/catalog/cart')).toEqual(cartBefore);

  // A cancelled offer shows the badge and offers neither İptal nor Düzenle.
  const cancelledRow = offerRow(page, before.find((o) => o.isCancel)!.orderNo);
  await expect(cancelledRow.getByText('İptal Edildi')).toBeVisible();
  await expect(cancelledRow.getByRole('button', { name: /^(İptal|Düzenle)$/ })).toHaveCount(0);
  await expectCleanBesidesMissingImages(problems);
});

test('an offer is edited back into the cart and the user lands on /sepet with its lines; cancel with confirmation', async ({
  page,
  problems,
}) => {
  // bayi3 makes its own offer, so no other journey's cart changes.
  await loginAs(page, 'bayi3');
  await page.goto('/teklif/liste');
  const search = (code: string) =>
    api<{ products: { id: number; code: string }[] }>(page, 'GET', `/api/catalog/products/search?q=${code}`);
  const lines: [string, number][] = [
    ['90960002', 3],
    ['EZ9F14116', 2],
  ];
  for (const [code, quantity] of lines) {
    const product = (await search(code)).products.find((p) => p.code === code)!;
    await api(page, 'POST', `/api/catalog/cart/${product.id}`, { quantity: String(quantity) });
  }
  const made = await api<{ offerId: number }>(page, 'POST', '/api/catalog/cart/offer', {
    description: 'Deneme',
  });
  await page.reload();
  const mine = (await listedOffers(page)).find((o) => o.id === made.offerId)!;
  const row = offerRow(page, mine.orderNo);
  await expect(row).toBeVisible();
  expect(await api<unknown[]>(page, 'GET', '/api/catalog/cart')).toEqual([]);

  await row.getByRole('button', { name: 'Düzenle', exact: true }).click();
  await Promise.all([
    page.waitForURL(/\/sepet$/),
    page.getByRole('dialog').getByRole('button', { name: 'Sepeti Değiştir (2 kalem)' }).click(),
  ]);
  const cart = await api<{ product: { code: string }; quantity: number }[]>(page, 'GET', '/api/catalog/cart');
  expect(cart.map((c) => [c.product.code, c.quantity])).toEqual(lines);

  // Offer again, then cancel it after the question.
  const again = await api<{ offerId: number }>(page, 'POST', '/api/catalog/cart/offer', {
    description: 'İkinci',
  });
  await page.goto('/teklif/liste');
  const second = (await listedOffers(page)).find((o) => o.id === again.offerId)!;
  const secondRow = offerRow(page, second.orderNo);
  await secondRow.getByRole('button', { name: 'İptal', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Teklifi İptal Et' })
    .getByRole('button', { name: 'Evet, İptal Et' })
    .click();
  await expect(secondRow.getByText('İptal Edildi')).toBeVisible();
  await expect(secondRow.getByRole('button', { name: /^(İptal|Düzenle|Mail Gönder)$/ })).toHaveCount(0);
  expect((await listedOffers(page)).find((o) => o.id === again.offerId)!.isCancel).toBe(true);
  await expectCleanBesidesMissingImages(problems);
});

test('another customer’s offers are never listed', async ({ page, problems }) => {
  await loginAs(page, 'bayi1');
  await page.goto('/teklif/liste');
  const bayi1Numbers = (await listedOffers(page)).map((o) => o.orderNo);
  await logout(page);
  await loginAs(page, 'bayi2');
  await page.goto('/teklif/liste');
  await expect(offers(page).getByText(/^Toplam \d+ teklif$/)).toBeVisible();
  const shown = await offers(page).getByRole('rowheader').allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((n) => bayi1Numbers.includes(n))).toEqual([]);
  await expectClean(problems);
});
