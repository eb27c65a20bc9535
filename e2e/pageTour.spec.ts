/**
 * Visits one page of every type as the right account and takes a full-page screenshot of each
 * (into SHOTS_DIR, default test-results/shots). The host's part is asserted: the page answers, carries
 * its placeholder, breaks no CSP rule and no request of it fails.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, loginAs, test, type Account, type PageProblems } from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? path.join('test-results', 'shots');

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
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  expect(await problems.cspViolations(), `${url}: CSP violations`).toEqual([]);
  expect(problems.failedRequests, `${url}: failed requests`).toEqual([]);
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
    ],
  ],
  [
    'yonetici',
    [
      ['20-admin-dashboard', '/yonetim', 'Dashboard'],
      ['21-admin-online-users', '/yonetim/cevrimici-kullanicilar', 'OnlineUsers'],
      ['22-admin-carts', '/yonetim/musteri-sepetleri', 'Carts'],
    ],
  ],
];

for (const [account, pages] of tours) {
  test(`page tour (${account ?? 'anonymous'})`, async ({ page, problems }) => {
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
