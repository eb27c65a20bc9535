/**
 * Why an order waits, from the cart to the approver, at 390 and 1280 px in Turkish and English. The
 * Yönetici (bayi1) gives the buyer (bayi1.satinalma) a monthly limit of 1 TL: the cart names the
 * monthly limit with what the month used and what is left; the page after the order says it was sent
 * for approval, who decides, and links to its row in the order list, which unfolds; the approver's
 * queue (bayi1.onay) shows the limit the order was judged on after the Yönetici lifted it again.
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { resetLocale, saveLocale, SHOTS } from './support/chrome';
import { expect, loginAs, test, type Account } from './support/fixtures';
import { layoutProblems } from './support/layoutCheck';

const WORDS = {
  tr: {
    notice:
      /^Bu sipariş aylık 1,00 TL limitinizi aştığı için onaya gönderilecek: bu ay ([\d.]+,\d\d) TL kullandınız, 0,00 TL kaldı\.$/,
    send: 'Onaya Gönder',
    pageTitle: 'Sipariş Onaya Gönderildi',
    heading: 'Siparişiniz onaya gönderildi.',
    who: 'Siparişiniz şirketinizin onaylayıcılarının kararını bekliyor: onaylanınca sipariş verilir, reddedilirse nedenini Siparişlerim sayfasında görürsünüz.',
    link: (orderNo: string) => `${orderNo} numaralı siparişi Siparişlerim sayfasında görün`,
    fold: 'Detay',
    reason: (used: string) =>
      `Aylık 1,00 TL limitini aştı: gönderildiğinde bu ay ${used} TL kullanılmıştı, 0,00 TL kalmıştı.`,
  },
  en: {
    notice:
      /^This order exceeds your monthly limit of 1,00 TL and will be sent for approval: ([\d.]+,\d\d) TL used this month, 0,00 TL left\.$/,
    send: 'Send for approval',
    pageTitle: 'Order sent for approval',
    heading: 'Your order was sent for approval.',
    who: "It now waits for your company's approvers: once approved, the order is placed; if it is rejected, My orders shows why.",
    link: (orderNo: string) => `See order ${orderNo} in My orders`,
    fold: 'Details',
    reason: (used: string) =>
      `Over the monthly limit of 1,00 TL: ${used} TL used this month when it was sent, 0,00 TL left.`,
  },
} as const;

const csrfOf = async (page: Page) =>
  (JSON.parse((await page.locator('#b2b-config').textContent()) ?? '{}') as { csrfToken: string }).csrfToken;

async function signedIn(browser: Browser, account: Account, width: number): Promise<Page> {
  const context = await browser.newContext({
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  await loginAs(page, account);
  return page;
}

/** The Yönetici saves the buyer's monthly limit (the per-order one stays 10.000 TL). */
async function setMonthlyLimit(admin: Page, monthlyLimit: number | null): Promise<void> {
  await admin.goto('/hesap/kullanicilar');
  const headers = { 'X-CSRF-Token': await csrfOf(admin), 'X-Requested-With': 'XMLHttpRequest' };
  const { users } = (await (await admin.request.get('/api/company/users')).json()) as {
    users: { id: number; username: string; [field: string]: unknown }[];
  };
  const { id, name, username, email, phone, role, branchIds } = users.find(
    (u) => u.username === 'bayi1.satinalma',
  )!;
  const answer = await admin.request.patch(`/api/company/users/${id}`, {
    data: { name, username, email, phone, role, branchIds, orderLimit: 10000, monthlyLimit },
    headers,
  });
  expect(answer.status()).toBe(200);
}

/** 5 of a product the demo sells at 153,60 TL: far below the per-order limit. */
async function fillCart(page: Page): Promise<void> {
  await page.goto('/');
  const product = (await (await page.request.get('/api/catalog/products/search?q=90440006')).json())
    .products[0] as { id: number };
  const headers = { 'X-CSRF-Token': await csrfOf(page), 'X-Requested-With': 'XMLHttpRequest' };
  expect((await page.request.delete('/api/catalog/cart', { headers })).status()).toBe(200);
  const added = await page.request.post(`/api/catalog/cart/${product.id}`, {
    form: { quantity: 5 },
    headers,
  });
  expect(added.status()).toBe(200);
}

async function fitsAndShoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await layoutProblems(page), name).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

for (const locale of ['tr', 'en'] as const) {
  for (const width of [390, 1280]) {
    test(`an order over the monthly limit: the notice, the page after it, the queue (${locale}, ${width} px)`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const words = WORDS[locale];
      const admin = await signedIn(browser, 'bayi1', width);
      const buyer = await signedIn(browser, 'bayi1.satinalma', width);
      const approver = await signedIn(browser, 'bayi1.onay', width);
      try {
        await setMonthlyLimit(admin, 1);
        await saveLocale(buyer, locale);
        await saveLocale(approver, locale);

        await fillCart(buyer);
        await buyer.goto('/sepet');
        const notice = buyer.locator('.b2b-cart__approval');
        await expect(notice).toHaveText(words.notice);
        const used = words.notice.exec((await notice.textContent()) ?? '')![1]!;
        await fitsAndShoot(buyer, `approval-notice-${locale}-${width}`);

        await buyer.getByRole('button', { name: words.send }).click();
        await expect(buyer.getByRole('heading', { level: 1, name: words.pageTitle })).toBeVisible();
        await expect(buyer).toHaveTitle(new RegExp(words.pageTitle));
        await expect(buyer.getByRole('heading', { name: words.heading })).toBeVisible();
        await expect(buyer.getByText(words.who)).toBeVisible();
        const orderNo = (await buyer.locator('.b2b-order-complete__head strong').textContent())!.trim();
        await fitsAndShoot(buyer, `approval-sent-${locale}-${width}`);

        // Left open, the page's socket could take the decision as a toast: the buyer moves on first.
        await buyer.getByRole('link', { name: words.link(orderNo) }).click();
        await expect(buyer).toHaveURL(new RegExp(`/hesap/siparisler#siparis-${orderNo}$`));
        const row = buyer.getByRole('rowheader', { name: orderNo }).locator('xpath=ancestor::tbody');
        await expect(row.getByRole('button', { name: words.fold })).toHaveAttribute('aria-expanded', 'true');
        await expect(row).toBeInViewport();
        await buyer.goto('about:blank');

        // The Yönetici lifts the limit: the queue still says what the order was judged on.
        await setMonthlyLimit(admin, null);
        await approver.goto('/hesap/onaylar');
        const waiting = approver.getByRole('rowheader', { name: orderNo }).locator('xpath=ancestor::tbody');
        await expect(waiting.getByText(words.reason(used))).toBeVisible();
        await fitsAndShoot(approver, `approval-queue-${locale}-${width}`);
      } finally {
        await setMonthlyLimit(admin, null);
        for (const account of ['bayi1.satinalma', 'bayi1.onay'] as const)
          await resetLocale(admin.context().request, account);
        for (const page of [admin, buyer, approver]) await page.context().close();
      }
    });
  }
}
