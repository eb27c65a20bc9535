/**
 * Visits one page of every type as the right account and takes a full-page screenshot of each
 * (into SHOTS_DIR, default test-results/shots). Every page must answer, carry its placeholder, show
 * no "henüz bulunmuyor" (every screen of the spec has its widget), log no console error, break no
 * CSP rule and fail no request.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { tr } from '../src/i18n/tr';
import { expect, loginAs, test, type Account, type PageProblems } from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? path.join('test-results', 'shots');
const UNAVAILABLE = tr['mount.unavailable'];

/** 'product:CODE' and 'latest-order' are looked up through the API, so no test hard-codes an id. */
async function resolve(page: Page, target: string): Promise<string> {
  if (target.startsWith('product:')) {
    const answer = await page.request.get(
      `/api/catalog/products/search?q=${encodeURIComponent(target.slice(8))}`,
    );
    const product = (await answer.json()).products[0];
    return `/${product.seo}-p-${product.id}`;
  }
  if (target === 'latest-order') {
    const answer = await page.request.get('/api/catalog/orders?limit=1');
    return `/siparis/tamamlandi/${(await answer.json()).orders[0].id}`;
  }
  return target;
}

/** Demo products without an image answer 404 on purpose (the fallback image shows): not a fault. */
function withoutMissingImages(problems: PageProblems) {
  return {
    consoleErrors: problems.consoleErrors.filter((text) => !/status of 404/.test(text)),
    failedRequests: problems.failedRequests.filter((entry) => !/^404 .*\/images\//.test(entry)),
  };
}

/** The placeholders that show the not-built state, by name. */
function unavailableWidgets(page: Page): Promise<string[]> {
  return page
    .locator('[data-component]')
    .evaluateAll(
      (elements, text) =>
        elements
          .filter((element) => (element as HTMLElement).innerText.includes(text))
          .map((element) => element.getAttribute('data-component') ?? '?'),
      UNAVAILABLE,
    );
}

async function visit(
  page: Page,
  problems: PageProblems,
  name: string,
  target: string,
  component: string | null,
) {
  const url = await resolve(page, target);
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(400);
  if (component) await expect(page.locator(`[data-component="${component}"]`)).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  // Scrolled through, so widgets that load when visible (the campaign) load too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  // Every widget has left its skeleton (loaded, failed or not built) before the page is judged.
  await expect(page.locator('[data-component] .b2b-skeleton')).toHaveCount(0);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  expect(await unavailableWidgets(page), `${url}: "${UNAVAILABLE}"`).toEqual([]);
  const { consoleErrors, failedRequests } = withoutMissingImages(problems);
  expect(consoleErrors, `${url}: console errors`).toEqual([]);
  expect(await problems.cspViolations(), `${url}: CSP violations`).toEqual([]);
  expect(failedRequests, `${url}: failed requests`).toEqual([]);
}

const tours: [Account | null, [name: string, url: string, component: string | null][]][] = [
  [
    null,
    [
      ['01-home', '/', 'ProductList'],
      ['02-brand-model', '/viko/karre', 'ProductList'],
      ['03-category', '/aydinlatma', 'ProductList'],
      ['04-search', '/search?q=priz', 'ProductList'],
      ['05-product-variants', 'product:CorePro-LEDbulb', 'ProductDetail'],
      ['06-login', '/account/login', null],
      ['07-warranty', '/garanti-sorgulama', 'WarrantyInquiry'],
      ['08-fault-report', '/ariza-bildirimi', 'FaultReport'],
      ['09-locale-path', '/en/viko/karre', 'ProductList'],
    ],
  ],
  [
    'bayi1',
    [
      ['10-cart', '/sepet', 'Cart'],
      ['11-checkout-preview', '/sepet/odeme', 'Checkout'],
      ['12-checkout-payment', '/sepet/odeme/kart', 'Checkout'],
      ['13-orders', '/hesap/siparisler', 'OrderList'],
      ['14-order-success', 'latest-order', 'CartComplete'],
      ['15-offers', '/teklif/liste', 'OfferList'],
      ['16-account-settings', '/hesap/ayarlar', 'AccountSetting'],
      ['17-statement', '/hesap/ekstre', 'OverdueDebtNotification'],
      ['18-free-payment', '/hesap/odeme', 'Checkout'],
      ['19-product-simple', 'product:90960004', 'ProductDetail'],
      ['19b-home-customer', '/', 'TopHeaderInfo'],
      ['19c-search-customer', '/search?q=kablo', 'ProductList'],
      ['19d-warranty-customer', '/garanti-sorgulama', 'WarrantyInquiry'],
      ['19e-fault-report-customer', '/ariza-bildirimi', 'FaultReport'],
      ['19f-quick-order', '/hizli-siparis', 'QuickOrder'],
    ],
  ],
  [
    'yonetici',
    [
      ['20-admin-dashboard', '/yonetim', 'Dashboard'],
      ['21-admin-online-users', '/yonetim/cevrimici-kullanicilar', 'OnlineUsers'],
      ['22-admin-carts', '/yonetim/musteri-sepetleri', 'Carts'],
      ['23-admin-home', '/', 'ProductList'],
      ['24-admin-product', 'product:90960004', 'ProductDetail'],
      ['25-admin-account-settings', '/hesap/ayarlar', 'AccountSetting'],
    ],
  ],
];

for (const [account, pages] of tours) {
  test(`page tour (${account ?? 'anonymous'})`, async ({ page, problems }) => {
    test.setTimeout(120_000);
    if (account) await loginAs(page, account);
    for (const [name, url, component] of pages) await visit(page, problems, name, url, component);
  });
}

test('the payment frame on its own origin and the 404 page', async ({ page }) => {
  await loginAs(page, 'bayi1');
  await page.goto(`${process.env.E2E_PAYMENT_URL}/payment/start`);
  await expect(page.getByText('Kart bilgileri bekleniyor…')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, '30-payment-frame.png'), fullPage: true });
  const missing = await page.goto('/bu-sayfa-yok');
  expect(missing?.status()).toBe(404);
  await page.screenshot({ path: path.join(SHOTS, '31-not-found.png'), fullPage: true });
});
