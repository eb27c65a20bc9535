/**
 * The hostile-string sweep: every text a customer can store (order notes, offer notes
 * and customer fields, search words, the password) and the texts the pages echo (the login name,
 * the warranty serial, the fault report) are filled with hostile strings, and every page and admin
 * screen that shows them is opened, the printed quote too. Each string calls window.__pwned if it
 * ever runs; the sweep counts those calls, elements a string could have injected, CSP violations
 * and dialogs, and prints its figures. Data: bayi4's orders and offers (its cart is put back),
 * bayi5's password (set back), search rows it adds and removes.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from '@playwright/test';
import { cartLines, restoreCart } from './support/cartState';
import { expect, loginAs, PASSWORD, test } from './support/fixtures';

const HOSTILE = [
  `<script>__pwned('script')</script>`,
  `<img src=x onerror="__pwned('img')">`,
  `"><svg/onload=__pwned('svg')>`,
  `'><iframe srcdoc="<script>parent.__pwned('iframe')</script>"></iframe>`,
  `javascript:__pwned('href')`,
  `</textarea></title><script>__pwned('close')</script>`,
  `{{constructor.constructor("__pwned('template')")()}} \${__pwned('literal')}`,
  `‮ İıŞşĞğ 🎉 \\ % _ ' " \` <b>kalın</b> &amp; &lt;`,
];

const figures = { strings: HOSTILE.length, stored: 0, views: 0, executions: 0, injected: 0 };
test.afterAll(() => {
  console.log(
    `[hostile] ${figures.strings} strings, ${figures.stored} stored texts, ${figures.views} page views checked: ` +
      `${figures.executions} script executions, ${figures.injected} injected elements`,
  );
});

/** Every page and popup of the context reports a string that ran to the test. */
async function watch(context: BrowserContext): Promise<string[]> {
  const ran: string[] = [];
  await context.exposeBinding('__pwned', (_source, id: string) => {
    ran.push(String(id));
  });
  await context.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __violations: string[] }).__violations.push(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  const listen = (page: Page) =>
    page.on('dialog', (dialog) => {
      ran.push(`dialog: ${dialog.message()}`);
      void dialog.accept();
    });
  context.pages().forEach(listen);
  context.on('page', listen);
  return ran;
}

/** Elements and attributes no page of ours renders, which a stored string could have injected. */
async function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      if (
        tag === 'script' &&
        !(el as HTMLScriptElement).src &&
        (el as HTMLScriptElement).type !== 'application/json'
      )
        found.push('inline script');
      if (tag === 'iframe' && el.hasAttribute('srcdoc')) found.push('iframe srcdoc');
      if (tag === 'img' && el.getAttribute('src') === 'x') found.push('img src=x');
      if (tag === 'b' && el.textContent === 'kalın') found.push('<b> from a string');
      for (const attribute of Array.from(el.attributes))
        if (/^on/i.test(attribute.name)) found.push(`${tag}[${attribute.name}]`);
      const href = el.getAttribute('href');
      if (href && /^\s*javascript:/i.test(href)) found.push(`${tag}[href=javascript:]`);
    }
    return found;
  });
}

/** One view: nothing ran, nothing was injected, the CSP blocked nothing. */
async function expectClean(page: Page, ran: string[], where: string): Promise<void> {
  figures.views += 1;
  const injected = await injectedElements(page);
  figures.injected += injected.length;
  figures.executions += ran.length;
  expect(injected, `injected elements on ${where}`).toEqual([]);
  expect(ran, `script executions on ${where}`).toEqual([]);
  const violations = await page.evaluate(
    () => (window as unknown as { __violations?: string[] }).__violations ?? [],
  );
  expect(violations, `CSP violations on ${where}`).toEqual([]);
}

/** A call of the page's own session (its cookies and CSRF token). */
async function api<T>(
  page: Page,
  method: string,
  url: string,
  body?: { form?: Record<string, string>; json?: unknown },
) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const config = JSON.parse(document.getElementById('b2b-config')!.textContent!) as { csrfToken: string };
      const headers: Record<string, string> = {
        'X-CSRF-Token': config.csrfToken,
        Accept: 'application/json',
      };
      let payload: BodyInit | undefined;
      if (body?.form) payload = new URLSearchParams(body.form);
      else if (body?.json !== undefined) {
        payload = JSON.stringify(body.json);
        headers['Content-Type'] = 'application/json';
      }
      const answer = await fetch(url, { method, headers, body: payload });
      return { status: answer.status, json: (await answer.json()) as T };
    },
    { method, url, body },
  );
}

test.describe('hostile strings', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the sweep sees an injection when there is one', async ({ page, context }) => {
    const ran = await watch(context);
    await page.goto('/');
    // What a page that put the strings into its HTML would hold (the CSP still stops them running).
    await page.evaluate(
      (html) => document.querySelector('main')!.insertAdjacentHTML('beforeend', html),
      HOSTILE.join(''),
    );
    expect(await injectedElements(page)).toEqual(
      expect.arrayContaining(['img src=x', 'img[onerror]', 'svg[onload]', '<b> from a string']),
    );
    // The CSP refused the inline handlers: the violation counter works, and nothing ran.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations.length))
      .toBeGreaterThan(0);
    expect(ran).toEqual([]);
  });

  test('order notes, offer notes and offer customers: every page that shows them', async ({
    page,
    context,
  }) => {
    const ran = await watch(context);
    await loginAs(page, 'bayi4');
    const seeded = await cartLines(page);
    const orders: number[] = [];
    const offers: string[] = [];
    try {
      for (const text of HOSTILE) {
        await restoreCart(page, seeded);
        const order = await api<{ orderId: number }>(page, 'POST', '/api/catalog/cart', {
          form: { description: text, advencePrice: '' },
        });
        expect(order.status).toBe(200);
        orders.push(order.json.orderId);
        await restoreCart(page, seeded);
        const offer = await api<{ orderNo: string }>(page, 'POST', '/api/catalog/cart/offer', {
          form: { description: text },
        });
        expect(offer.status).toBe(200);
        offers.push(offer.json.orderNo);
        const customer = await api(page, 'PATCH', '/api/catalog/offer/update/customer', {
          json: {
            [offer.json.orderNo]: {
              customerName: text,
              customerCompanyName: text,
              customerEmail: 'musteri@example.com.tr',
              customerPhone: '0532 111 22 33',
            },
          },
        });
        expect(customer.status).toBe(200);
        figures.stored += 4;
      }
    } finally {
      await restoreCart(page, seeded);
    }

    // The order success page of each order shows its note as text.
    for (const [k, id] of orders.entries()) {
      await page.goto(`/siparis/tamamlandi/${id}`);
      const done = page.locator('[data-component="CartComplete"]');
      await expect(done.getByRole('heading', { name: 'Siparişiniz başarılı.' })).toBeVisible();
      expect(await done.innerText()).toContain(HOSTILE[k]!.trim());
      await expectClean(page, ran, `order ${id}`);
    }

    // The order list, every order unfolded.
    await page.goto('/hesap/siparisler');
    const list = page.locator('[data-component="OrderList"]');
    await expect(list.getByRole('rowheader').first()).toBeVisible();
    for (const fold of await list.getByRole('button', { name: 'Detay', exact: true }).all())
      await fold.click();
    for (const text of HOSTILE) expect(await list.innerText()).toContain(text.trim());
    await expectClean(page, ran, 'the order list');

    // The offer list with each offer's detail, its customer modal and its printed quote.
    await page.goto('/teklif/liste');
    const offerList = page.locator('[data-component="OfferList"]');
    for (const [k, number] of offers.entries()) {
      const row = offerList
        .locator('tbody')
        .filter({ has: page.getByRole('rowheader', { name: number, exact: true }) });
      await expect(row).toBeVisible();
      expect(await row.innerText()).toContain(HOSTILE[k]!.trim());
      await row.getByRole('button', { name: 'Detay', exact: true }).click();
      await row.getByRole('button', { name: /^Müşteri(yi)? (Ekle|Düzenle)/ }).click();
      const modal = page.getByRole('dialog', { name: /^Müşteri Bilgileri/ });
      await expect(modal.getByLabel('Ad Soyad')).toHaveValue(HOSTILE[k]!);
      await expectClean(page, ran, `offer ${number} with its customer modal`);
      await page.keyboard.press('Escape');
      const [quote] = await Promise.all([
        page.waitForEvent('popup'),
        row.getByRole('button', { name: 'Yazdır' }).click(),
      ]);
      await expect(quote.getByRole('heading', { name: 'Fiyat Teklifi' })).toBeVisible();
      expect(await quote.locator('body').innerText()).toContain(HOSTILE[k]!.trim());
      await expectClean(quote, ran, `the printed quote of ${number}`);
      await quote.close();
    }
    await expectClean(page, ran, 'the offer list');
  });

  test('search words: the search page, the search box, and the admin dashboard', async ({
    page,
    context,
    browser,
  }) => {
    const ran = await watch(context);
    await loginAs(page, 'bayi4');
    for (const text of HOSTILE) {
      await page.goto(`/search?q=${encodeURIComponent(text)}`);
      await expect(page.locator('[data-component="ProductList"]')).toBeVisible();
      expect(await page.locator('main').innerText()).toContain(text.trim().slice(0, 20));
      await expectClean(page, ran, `/search?q=${text}`);
    }
    const box = page.getByRole('combobox', { name: 'Ürün Ara' });
    for (const text of HOSTILE.slice(0, 3)) {
      await box.fill(text);
      await box.press('Enter');
      await page.waitForURL(/\/search\?/);
      await expect(box).toHaveValue(text);
      await expectClean(page, ran, `the search box with ${text}`);
    }

    // The dashboard lists what was searched: the words go in often enough to lead its tables (the
    // host's own counting, one per visitor and hour, would not lift them there), and out again after.
    const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'storefront.sqlite'));
    db.pragma('busy_timeout = 5000');
    const userId = (db.prepare("SELECT id FROM users WHERE username = 'bayi4'").get() as { id: number }).id;
    const insert = db.prepare('INSERT INTO search_queries (user_id, query, created_at) VALUES (?, ?, ?)');
    const now = Date.now();
    db.transaction(() => {
      for (const [k, text] of HOSTILE.entries())
        for (let n = 0; n < 200; n++) insert.run(userId, text, new Date(now - k * 1000 - n).toISOString());
    })();
    figures.stored += HOSTILE.length;
    const admin = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    try {
      const adminRan = await watch(admin);
      const adminPage = await admin.newPage();
      await loginAs(adminPage, 'yonetici');
      await adminPage.goto('/yonetim');
      const dashboard = adminPage.locator('[data-component="Dashboard"]');
      await expect(dashboard.getByRole('heading', { name: 'En Çok Aranan Kelimeler' })).toBeVisible();
      const text = await dashboard.innerText();
      for (const word of HOSTILE) expect(text).toContain(word.trim().slice(0, 20));
      // The details on hover and focus.
      for (const trigger of (await dashboard.locator('.b2b-hover-detail__trigger').all()).slice(0, 12)) {
        await trigger.focus();
        await expectClean(adminPage, adminRan, 'a dashboard detail');
      }
      await expectClean(adminPage, adminRan, 'the search dashboard');
      const search = dashboard.getByRole('searchbox', { name: 'Arama terimi' });
      for (const word of HOSTILE) {
        await search.fill(word);
        await dashboard.getByRole('button', { name: 'Ara', exact: true }).click();
        const results = adminPage.getByRole('dialog', { name: 'Arama Sonuçları' });
        await expect(results).toBeVisible();
        await expectClean(adminPage, adminRan, `the dashboard search for ${word}`);
        await adminPage.keyboard.press('Escape');
        await expect(results).toBeHidden();
      }
    } finally {
      await admin.close();
      db.prepare(`DELETE FROM search_queries WHERE query IN (${HOSTILE.map(() => '?').join(',')})`).run(
        ...HOSTILE,
      );
      db.close();
    }
  });

  test('the password, the login name, the warranty serial and the fault report', async ({
    page,
    context,
  }) => {
    const ran = await watch(context);
    // The login form echoes the name typed when the login fails.
    for (const text of HOSTILE) {
      await page.goto('/account/login');
      await page.getByLabel('Kullanıcı Adı').fill(text);
      await page.getByLabel('Şifre').fill('yanlis-sifre');
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await expect(page.getByLabel('Kullanıcı Adı')).toHaveValue(text.trim().slice(0, 50));
      await expectClean(page, ran, `the login form with ${text}`);
    }

    // A hostile password (6 to 30 characters) is saved, logs in, and is put back.
    const password = `<img src=x onerror=__pwned(1)>`;
    expect(password.length).toBeLessThanOrEqual(30);
    await loginAs(page, 'bayi5');
    const form = page.locator('[data-component="AccountSetting"]');
    let current = PASSWORD;
    const save = async (value: string) => {
      await page.goto('/hesap/ayarlar');
      await form.getByLabel('Mevcut Şifre').fill(current);
      await form.getByLabel('Yeni Şifre', { exact: true }).fill(value);
      await form.getByLabel('Yeni Şifre Tekrar').fill(value);
      await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
      await expect(form.getByText('Hesap bilgileriniz güncellendi.')).toBeVisible();
      current = value;
      await expectClean(page, ran, 'the account settings');
    };
    try {
      await save(password);
      figures.stored += 1;
      await context.clearCookies();
      await page.goto('/account/login');
      await page.getByLabel('Kullanıcı Adı').fill('bayi5');
      await page.getByLabel('Şifre').fill(password);
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/account/login'));
      await expectClean(page, ran, 'the first page after logging in with it');
    } finally {
      await save(PASSWORD);
    }

    // The warranty lookup shows the serial it was asked about, or refuses it.
    const warranty = page.locator('[data-component="WarrantyInquiry"]');
    await page.goto('/garanti-sorgulama');
    for (const text of HOSTILE) {
      await warranty.getByLabel('Seri Numarası').fill(text);
      await warranty.getByRole('button', { name: 'Sorgula' }).click();
      // The host's answer, or the widget refusing the serial before asking.
      await expect(
        warranty.getByRole('alert').or(warranty.locator('input[aria-invalid="true"]')),
      ).toBeVisible();
      await expectClean(page, ran, `the warranty lookup of ${text}`);
    }

    // The fault report takes any text and says thanks.
    for (const text of HOSTILE.slice(0, 4)) {
      await page.goto('/ariza-bildirimi');
      await page.getByLabel('Ürün Kodu').fill(text.slice(0, 60));
      await page.getByLabel('Arıza Açıklaması').fill(text);
      await page.getByRole('button', { name: 'Gönder' }).click();
      await expect(page.getByText('Arıza bildiriminiz alınmıştır. Teşekkür ederiz.')).toBeVisible();
      figures.stored += 2;
      await expectClean(page, ran, `the fault report of ${text}`);
    }
  });
});
