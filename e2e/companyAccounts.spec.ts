/**
 * Company accounts in Chromium against the reference host, with bayi1's company: the buyer
 * (bayi1.satinalma, 10.000 TL per order) orders above the limit and the order waits; the approver
 * (bayi1.onay) approves one, which is placed, and rejects another with a reason, which reaches the
 * buyer; the viewer (bayi1.izleyici) cannot add to a cart; the Yönetici (bayi1) deactivates a user
 * who is logged in elsewhere, and that session ends. Each journey makes the orders it decides on, so
 * the seeded waiting order stays for the page tours.
 */
import type { Browser, Page } from '@playwright/test';
import { axeViolations } from './support/chrome';
import { expect, loginAs, test, type Account } from './support/fixtures';

/**
 * A product the demo sells in its default unit at 153,60 TL with stock for big orders (looked up by
 * the API): 100 of it are over the buyer's 10.000 TL, 5 are well within.
 */
async function bigSeller(page: Page): Promise<{ id: number; seo: string; name: string }> {
  const answer = await page.request.get('/api/catalog/products/search?q=90440006');
  const product = (await answer.json()).products[0];
  return { id: product.id, seo: product.seo, name: product.name };
}

async function csrfOf(page: Page): Promise<string> {
  return (JSON.parse((await page.locator('#b2b-config').textContent()) ?? '{}') as { csrfToken: string })
    .csrfToken;
}

/** The buyer's cart emptied and filled with `quantity` of the product, as the cart calls do. */
async function fillCart(page: Page, productId: number, quantity: number): Promise<void> {
  const headers = { 'X-CSRF-Token': await csrfOf(page), 'X-Requested-With': 'XMLHttpRequest' };
  expect((await page.request.delete('/api/catalog/cart', { headers })).status()).toBe(200);
  const added = await page.request.post(`/api/catalog/cart/${productId}`, { form: { quantity }, headers });
  expect(added.status()).toBe(200);
}

async function signedIn(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  const page = await context.newPage();
  await loginAs(page, account);
  return page;
}

/** The buyer orders `quantity` from the cart page; answers the order number the success page shows. */
async function orderFromCart(buyer: Page, quantity: number, expectApproval: boolean): Promise<string> {
  const product = await bigSeller(buyer);
  await buyer.goto('/');
  await fillCart(buyer, product.id, quantity);
  await buyer.goto('/sepet');
  const notice = buyer.getByText(/aştığı için onaya gönderilecek/);
  if (expectApproval) {
    await expect(notice).toHaveText(
      /^Bu sipariş, sipariş başına 10\.000,00 TL limitinizi [\d.]+,\d\d TL aştığı için onaya gönderilecek\.$/,
    );
    await buyer.getByRole('button', { name: 'Onaya Gönder' }).click();
    await expect(buyer.getByRole('heading', { name: 'Siparişiniz onaya gönderildi.' })).toBeVisible();
  } else {
    await expect(notice).toHaveCount(0);
    await buyer.getByRole('button', { name: 'Sipariş Ver' }).click();
    await expect(buyer.getByRole('heading', { name: 'Siparişiniz başarılı.' })).toBeVisible();
  }
  return (await buyer.locator('.b2b-order-complete__head strong').textContent())!.trim();
}

test.describe('company accounts', () => {
  test('the buyer orders above the limit: it waits; the approver approves it: it is placed', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const buyer = await signedIn(browser, 'bayi1.satinalma');
    const orderNo = await orderFromCart(buyer, 100, true);
    await buyer.goto('/hesap/siparisler');
    const row = buyer.getByRole('rowheader', { name: orderNo }).locator('xpath=ancestor::tbody');
    await expect(row.getByText('Onay Bekliyor')).toBeVisible();
    // Left open, the page's socket would ask for decisions every 10 s and could take this one (as a
    // toast) while the approver works; the buyer is to be told on the next page they open.
    await buyer.goto('about:blank');

    const approver = await signedIn(browser, 'bayi1.onay');
    await approver.goto('/hesap/onaylar');
    const waiting = approver.locator('tbody, article, li').filter({ hasText: orderNo }).first();
    await expect(waiting).toBeVisible();
    await expect(waiting.getByText('Mert Demir').first()).toBeVisible();
    await waiting.getByRole('button', { name: 'Onayla' }).click();
    // Onayla asks first, with the order's number and total.
    const question = approver.getByRole('dialog', { name: `Siparişi Onayla · ${orderNo}` });
    await expect(question).toContainText(`${orderNo} numaralı sipariş (₺`);
    await question.getByRole('button', { name: 'Evet, Onayla' }).click();
    await expect(approver.getByText(`${orderNo} numaralı sipariş onaylandı.`)).toBeVisible();
    await expect(approver.getByText(orderNo)).toHaveCount(0);

    // Placed: the buyer's list shows it with its approver, and the buyer is told on the next page.
    await buyer.goto('/hesap/siparisler');
    await expect(buyer.getByText(`${orderNo} numaralı siparişiniz onaylandı.`)).toBeVisible();
    const placed = buyer.getByRole('rowheader', { name: orderNo }).locator('xpath=ancestor::tbody');
    await expect(placed.getByText('Onay Bekliyor')).toHaveCount(0);
    await expect(placed.getByText('Onaylayan: Elif Yıldız')).toBeVisible();
    // Within the limit the same buyer's order is placed at once.
    await orderFromCart(buyer, 5, false);
    await buyer.context().close();
    await approver.context().close();
  });

  test('a rejection reaches the buyer with its reason', async ({ browser }) => {
    test.setTimeout(90_000);
    const buyer = await signedIn(browser, 'bayi1.satinalma');
    const orderNo = await orderFromCart(buyer, 80, true);
    const approver = await signedIn(browser, 'bayi1.onay');
    await approver.goto('/hesap/onaylar');
    const waiting = approver.locator('tbody, article, li').filter({ hasText: orderNo }).first();
    await waiting.getByRole('button', { name: 'Reddet' }).click();
    const dialog = approver.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reddet' }).click();
    await expect(dialog.getByText('Ret nedeni yazmalısınız.')).toBeVisible();
    await dialog.getByLabel('Ret nedeni').fill('Şantiye bu ay kapalı; lütfen gelecek ay gönderin.');
    await dialog.getByRole('button', { name: 'Reddet' }).click();
    await expect(approver.getByText(`${orderNo} numaralı sipariş reddedildi.`)).toBeVisible();

    await buyer.goto('/hesap/siparisler');
    await expect(
      buyer.getByText(
        `${orderNo} numaralı siparişiniz reddedildi: Şantiye bu ay kapalı; lütfen gelecek ay gönderin.`,
      ),
    ).toBeVisible();
    const row = buyer.getByRole('rowheader', { name: orderNo }).locator('xpath=ancestor::tbody');
    await expect(row.getByText('Reddedildi')).toBeVisible();
    await expect(
      row.getByText('Ret nedeni: Şantiye bu ay kapalı; lütfen gelecek ay gönderin.'),
    ).toBeVisible();
    await expect(row.getByText(/^Reddeden: Elif Yıldız, \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
    // Shown once: the next page does not repeat the toast.
    await buyer.reload();
    await expect(row.getByText('Reddedildi')).toBeVisible();
    await expect(buyer.locator('.Toastify__toast')).toHaveCount(0);
    await buyer.context().close();
    await approver.context().close();
  });

  test('the viewer sees prices and orders but cannot add to a cart', async ({ page, problems }) => {
    await loginAs(page, 'bayi1.izleyici');
    const product = await bigSeller(page);
    await page.goto(`/${product.seo}-p-${product.id}`);
    const add = page.locator('[data-component="ProductDetail"]').getByRole('button', { name: /Sepete Ekle/ });
    await expect(add).toBeDisabled();
    await expect(page.locator('.b2b-cart-icon')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Hızlı Sipariş' })).toHaveCount(0);
    // The host refuses what the widgets hide.
    const refused = await page.request.post(`/api/catalog/cart/${product.id}`, {
      form: { quantity: 1 },
      headers: { 'X-CSRF-Token': await csrfOf(page), 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.messages.type).toBe('Rolünüz bu işleme izin vermiyor.');
    await page.goto('/hesap/siparisler');
    await expect(page.getByText(/Toplam \d+ sipariş/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'İptal' })).toHaveCount(0);
    expect(problems.consoleErrors).toEqual([]);
    // The cart page itself is refused (the browser logs the 403 of this navigation).
    expect((await page.goto('/sepet'))?.status()).toBe(403);
  });

  test('the Yönetici deactivates a user logged in elsewhere: that session ends at once', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const user = await signedIn(browser, 'bayi1.izleyici');
    await user.goto('/hesap/siparisler');
    const admin = await signedIn(browser, 'bayi1');
    await admin.goto('/hesap/kullanicilar');
    const row = admin.locator('tbody tr, article, li').filter({ hasText: 'bayi1.izleyici' }).first();
    await row.getByRole('button', { name: 'Devre Dışı Bırak' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Devre Dışı Bırak' }).click();
    await expect(
      admin.getByText('Can Öztürk devre dışı bırakıldı; açık oturumları kapatıldı.'),
    ).toBeVisible();
    try {
      // The other browser's next page is a visitor's: the account pages send it to the login.
      await user.goto('/hesap/siparisler');
      await expect(user).toHaveURL(/\/account\/login/);
      await user.getByLabel('Kullanıcı Adı').fill('bayi1.izleyici');
      await user.getByLabel('Şifre').fill('demo1234');
      await user.getByRole('button', { name: 'Giriş Yap' }).click();
      await expect(
        user.getByText('Hesabınız devre dışı bırakılmış. Lütfen şirketinizin yöneticisine başvurun.'),
      ).toBeVisible();
    } finally {
      await admin.reload();
      const again = admin.locator('tbody tr, article, li').filter({ hasText: 'bayi1.izleyici' }).first();
      await again.getByRole('button', { name: 'Etkinleştir' }).click();
      await expect(admin.getByText('Can Öztürk yeniden etkinleştirildi.')).toBeVisible();
    }
    await loginAs(user, 'bayi1.izleyici');
    await expect(user).not.toHaveURL(/\/account\/login/);
    await user.context().close();
    await admin.context().close();
  });

  test('the Yönetici adds a user under the company’s prefix; their first login sets their own password with the one-time one', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    // bayi4's company, so bayi1's list, which other journeys read, stays as seeded.
    const admin = await signedIn(browser, 'bayi4');
    await admin.goto('/hesap/kullanicilar');
    await admin.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
    const form = admin.getByRole('dialog', { name: 'Yeni Kullanıcı' });
    const part = `ilk${Date.now().toString(36)}`;
    await form.getByLabel('Ad Soyad').fill('Deniz İlkgiriş');
    // Typed after the company's prefix, which the field shows and its hint names.
    await expect(form.locator('.b2b-company-users__prefix')).toHaveText('bayi4.');
    await expect(
      form.getByText('Kullanıcı adı şirketinizin ön ekiyle başlar, örneğin bayi4.ahmet.'),
    ).toBeVisible();
    await form.getByLabel('Kullanıcı Adı').fill(part);
    await form.getByLabel('E-posta').fill('deniz@example.com');
    await form.getByLabel('Rol').selectOption({ label: 'İzleyici' });
    await form.getByRole('button', { name: 'Kaydet' }).click();
    const once = admin.getByRole('dialog', { name: 'Tek Kullanımlık Şifre' });
    await expect(once).toContainText(`bayi4.${part} kullanıcısının ilk girişte kullanacağı şifre`);
    const oneTime = await once.getByLabel('Şifre').inputValue();
    expect(oneTime).toMatch(/^[A-Za-z2-9]{10}$/);

    // The first login goes to the password form, which takes the one-time password as the current one.
    const context = await browser.newContext({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
    const user = await context.newPage();
    await user.goto('/account/login');
    await user.getByLabel('Kullanıcı Adı').fill(`bayi4.${part}`);
    await user.getByLabel('Şifre').fill(oneTime);
    await user.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(user).toHaveURL(/\/hesap\/ayarlar$/);
    await expect(user.getByText(/tek kullanımlık şifreyi Mevcut Şifre alanına yazın/)).toBeVisible();
    const settings = user.locator('[data-component="AccountSetting"]');
    await settings.getByLabel('Mevcut Şifre').fill(oneTime);
    await settings.getByLabel('Yeni Şifre', { exact: true }).fill('deniz-kendi-sifresi');
    await settings.getByLabel('Yeni Şifre Tekrar').fill('deniz-kendi-sifresi');
    await settings.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(settings.getByRole('status')).toHaveText('Hesap bilgileriniz güncellendi.');
    // Now the store opens, and the page no longer speaks of a one-time password.
    await user.goto('/hesap/ayarlar');
    await expect(user.getByText(/tek kullanımlık/)).toHaveCount(0);
    expect((await user.goto('/hesap/siparisler'))?.status()).toBe(200);
    await context.close();
    await admin.context().close();
  });

  test('the users and approvals pages have no axe violations', async ({ page }) => {
    await loginAs(page, 'bayi1');
    for (const [url, component] of [
      ['/hesap/kullanicilar', 'CompanyUsers'],
      ['/hesap/onaylar', 'ApprovalQueue'],
    ] as const) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await expect(page.locator(`[data-component="${component}"] .b2b-skeleton`)).toHaveCount(0);
      expect(await axeViolations(page, `[data-component="${component}"]`), url).toEqual([]);
    }
  });
});
