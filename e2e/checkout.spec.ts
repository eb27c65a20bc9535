/**
 * Card checkout journeys on the reference host: the cart paid in installments through the
 * payment frame's 3-D Secure step, a declined card corrected, the free payment page, every alert of
 * 'Ödeme Yap'. Each step is checked with axe and photographed at 1280 and 390 px. bayi2's cart is
 * restored afterwards: the payment frame spec pays it too.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { chunkPathEnd } from './support/bundleFiles';
import { expect, loginAs, test, type PageProblems } from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? path.join('test-results', 'shots');
const CARD = '4355084355084358';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

interface SavedLine {
  product: { id: number };
  productUnit: { id: number };
  quantity: number;
}

async function csrf(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(document.getElementById('b2b-config')!.textContent!).csrfToken);
}

async function productId(page: Page, code: string): Promise<number> {
  const answer = await page.request.get(`/api/catalog/products/search?q=${encodeURIComponent(code)}`);
  return (await answer.json()).products[0].id;
}

async function cartLines(page: Page): Promise<SavedLine[]> {
  return (await page.request.get('/api/catalog/cart')).json();
}

/** Replaces the cart with these lines (product, unit, quantity), as the cart API takes them. */
async function setCart(page: Page, lines: { productId: number; unitId?: number; quantity: number }[]) {
  const headers = { 'X-CSRF-Token': await csrf(page), 'X-Requested-With': 'XMLHttpRequest' };
  expect((await page.request.delete('/api/catalog/cart', { headers })).ok()).toBe(true);
  for (const line of lines) {
    const form: Record<string, string> = { quantity: String(line.quantity) };
    if (line.unitId) form.productValue = String(line.unitId);
    const answer = await page.request.post(`/api/catalog/cart/${line.productId}`, { headers, form });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
}

const restoreCart = (page: Page, saved: SavedLine[]) =>
  setCart(
    page,
    saved.map((l) => ({ productId: l.product.id, unitId: l.productUnit.id, quantity: l.quantity })),
  );

/** WCAG 2.1 A/AA on the widget and on its dialog (a portal at the end of the body). */
async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[data-component="Checkout"]')
    .include('.b2b-modal-backdrop')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The step at 1280 and at 390 px (full page), with no sideways scroll on the phone. */
async function shoot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`), fullPage });
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name}: sideways scroll`).toBe(
    PHONE.width,
  );
  await page.screenshot({ path: path.join(SHOTS, `${name}-390.png`), fullPage });
  await page.setViewportSize(DESKTOP);
}

async function typeCard(page: Page, card: { number: string; holder: string; expiry: string; ccv: string }) {
  for (const [label, value] of [
    ['Kart Numarası', card.number],
    ['Son Kullanma Tarihi', card.expiry],
    ['Güvenlik Kodu', card.ccv],
  ] as const) {
    const input = page.getByLabel(label, { exact: true });
    await input.click();
    await input.pressSequentially(value);
  }
  await page.getByLabel('Kart Üzerindeki İsim').fill(card.holder);
}

const cardDataIn = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify([
      window.B2BStorefront?.store.getState(),
      { ...localStorage },
      { ...sessionStorage },
      window.location.href,
      document.cookie,
    ]),
  );

/** Console errors other than the browser's note on a refused frame request (a declined card is a 400). */
const consoleErrors = (problems: PageProblems) =>
  problems.consoleErrors.filter(
    (e) => !/Failed to load resource: the server responded with a status of 400/.test(e),
  );

// Long journeys: every step is checked with axe and photographed at two widths.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeEach(({ page }) => page.setViewportSize(DESKTOP));

test('bayi2 pays the cart in 3 installments through the 3-D Secure step; the order is recorded and the cart empty', async ({
  page,
  problems,
}) => {
  await loginAs(page, 'bayi2');
  const saved = await cartLines(page);
  try {
    await setCart(page, [
      { productId: await productId(page, '90960002'), quantity: 3 },
      { productId: await productId(page, '00430022'), quantity: 2 },
    ]);
    await page.goto('/sepet/odeme');
    const widget = page.locator('[data-component="Checkout"]');
    await expect(widget.getByRole('heading', { name: 'Sepet Önizleme' })).toBeVisible();
    await expect(widget.getByRole('row')).toHaveCount(3);
    const grandTotal = (await widget.locator('.b2b-checkout__grand-total').textContent())!;
    expect(await axe(page)).toEqual([]);
    await shoot(page, '40-checkout-preview');

    await widget.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page).toHaveURL(/\/sepet\/odeme\/kart$/);
    await expect(widget.getByRole('button', { name: 'Ödeme Yap' })).toBeVisible();
    // Back and Forward move between the steps; a reload shows the same step.
    await page.goBack();
    await expect(widget.getByRole('heading', { name: 'Sepet Önizleme' })).toBeVisible();
    await page.goForward();
    await expect(widget.getByRole('button', { name: 'Ödeme Yap' })).toBeVisible();
    await page.reload();
    await expect(widget.getByRole('button', { name: 'Ödeme Yap' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shoot(page, '41-checkout-payment');

    await typeCard(page, { number: CARD, holder: 'Ayşe Kaya', expiry: '1239', ccv: '123' });
    await expect(widget.getByText('Akbank · Visa')).toBeVisible();
    await expect(widget.locator('.b2b-card svg[aria-label="Visa"]').first()).toBeAttached();
    const installments = widget.getByRole('group', { name: 'Taksit Seçenekleri' });
    await expect(installments.getByRole('radio')).toHaveCount(12);
    await expect(installments.getByRole('radio', { name: 'Tek Çekim' })).toBeChecked();
    await installments.getByRole('radio', { name: '3 Taksit' }).check();
    const threeTotal = (await installments
      .getByRole('row')
      .filter({ has: page.getByRole('radio', { name: '3 Taksit' }) })
      .locator('td')
      .nth(2)
      .textContent())!;
    await expect(widget.locator('.b2b-checkout__pay-total .b2b-checkout__grand-total')).toHaveText(
      threeTotal,
    );
    expect(await axe(page)).toEqual([]);
    await shoot(page, '42-checkout-card');

    await widget.getByRole('button', { name: 'Ödeme Yap' }).click();
    const dialog = page.getByRole('dialog', { name: 'Güvenli Ödeme' });
    await expect(dialog).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Ödeme Yap' })).toBeDisabled();
    const frame = page.frameLocator('[data-component="Checkout"] iframe, .b2b-modal iframe');
    await expect(frame.getByText('Akbank · 3-D Secure doğrulaması')).toBeVisible();
    await expect(frame.getByText('3 taksit')).toBeVisible();
    await expect(frame.locator('#total')).toHaveText(threeTotal);
    expect(await axe(page)).toEqual([]);
    await shoot(page, '43-checkout-3d-secure', false);
    // Nothing is paid or emptied before the bank's step is passed.
    expect(await cartLines(page)).toHaveLength(2);

    await frame.getByLabel('Telefonunuza gönderilen doğrulama kodu').fill('123456');
    await frame.getByRole('button', { name: 'Onayla' }).click();
    await expect(widget.getByText('Ödeme başarılı.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/sepet\/odeme\/ozet\/\d+$/);
    const summary = widget.locator('.b2b-checkout__result');
    await expect(summary).toContainText(threeTotal);
    await expect(summary).toContainText('4355 08** **** 4358');
    const orderNo = (await summary.locator('dd').first().textContent())!;
    expect(orderNo).toMatch(/^SP\d+$/);

    const orders = await (await page.request.get('/api/catalog/orders?limit=1')).json();
    expect(orders.orders[0]).toMatchObject({ orderNo, advencePrice: expect.any(String) });
    expect(Number(orders.orders[0].total).toLocaleString('tr-TR', { minimumFractionDigits: 2 })).toBe(
      grandTotal.replace('₺', ''),
    );
    expect(await cartLines(page)).toEqual([]);
    await expect(page.locator('[data-component="CartIcon"] .b2b-cart-icon__badge')).toHaveText('0');
    const data = await cardDataIn(page);
    for (const secret of [CARD, '4355 0843 5508 4358', '12/39', '"123"']) expect(data).not.toContain(secret);
    expect(await axe(page)).toEqual([]);
    await shoot(page, '44-checkout-summary');

    // The summary has its own address: a reload shows it again.
    await page.reload();
    await expect(widget.getByText('Ödeme başarılı.')).toBeVisible();
    await expect(widget.locator('.b2b-checkout__result')).toContainText(orderNo);
    expect(consoleErrors(problems)).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  } finally {
    await restoreCart(page, saved);
  }
});

test('a declined card shows the bank’s answer; the modal closes with the card kept for correction', async ({
  page,
  problems,
}) => {
  await loginAs(page, 'bayi1');
  await page.goto('/sepet/odeme/kart');
  const widget = page.locator('[data-component="Checkout"]');
  await typeCard(page, { number: '4355084300000002', holder: 'Mehmet Demir', expiry: '1239', ccv: '321' });
  await expect(widget.getByText('Akbank · Visa')).toBeVisible();
  await widget.getByRole('button', { name: 'Ödeme Yap' }).click();
  const frame = page.frameLocator('.b2b-modal iframe');
  await expect(frame.getByText('İşlem reddedildi: kart limiti yetersiz.')).toBeVisible();
  await shoot(page, '45-checkout-declined', false);
  await frame.getByRole('button', { name: 'Kapat' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(widget.getByLabel('Kart Numarası')).toHaveValue('4355 0843 0000 0002');
  await expect(widget.getByLabel('Güvenlik Kodu')).toHaveValue('321');
  // Corrected, the card reaches the bank's step; leaving it there pays nothing.
  await widget.getByLabel('Kart Numarası').selectText();
  await widget.getByLabel('Kart Numarası').pressSequentially('5406675406675403');
  await expect(widget.getByText('Garanti BBVA · Mastercard')).toBeVisible();
  await widget.getByRole('button', { name: 'Ödeme Yap' }).click();
  await expect(frame.getByText('Garanti BBVA · 3-D Secure doğrulaması')).toBeVisible();
  await frame.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(widget.getByRole('button', { name: 'Ödeme Yap' })).toBeEnabled();
  expect(consoleErrors(problems)).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
});

test('Ödeme Yap alerts each missing piece of the free payment form in the spec’s order', async ({ page }) => {
  await loginAs(page, 'bayi3');
  await page.goto('/hesap/odeme');
  const widget = page.locator('[data-component="Checkout"]');
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const pay = async () => {
    const before = alerts.length;
    await widget.getByRole('button', { name: 'Ödeme Yap' }).click();
    await expect.poll(() => alerts.length).toBe(before + 1);
    return alerts.at(-1);
  };
  const type = async (label: string, text: string) => {
    await widget.getByLabel(label, { exact: true }).click();
    await widget.getByLabel(label, { exact: true }).pressSequentially(text);
  };
  expect(await pay()).toBe('Form bilgilerini eksiksiz doldurunuz!');
  await type('Kart Numarası', '5406 6754');
  expect(await pay()).toBe('Kart bilgilerini eksiksiz doldurunuz!');
  await type('Kart Numarası', '06675403');
  expect(await pay()).toBe('Kart üzerindeki ismi doldurunuz!');
  await widget.getByLabel('Kart Üzerindeki İsim').fill('Zeynep Ak');
  expect(await pay()).toBe('CCV bilgisini eksiksiz doldurunuz!');
  await type('Güvenlik Kodu', '55');
  expect(await pay()).toBe('CCV bilgisini eksiksiz doldurunuz!');
  await type('Güvenlik Kodu', '5');
  expect(await pay()).toBe('Tutar girmediniz!');
  await widget.getByLabel('Tutar (TL)').fill('-40');
  expect(await pay()).toBe('Tutar girmediniz!');
  await expect(widget.getByLabel('Tutar (TL)')).toHaveValue('0,00');
  await widget.getByLabel('Tutar (TL)').fill('250');
  expect(await pay()).toBe('Ay ve yılı eksiksiz giriniz');
  await type('Son Kullanma Tarihi', '12');
  expect(await pay()).toBe('Ay ve yılı eksiksiz giriniz');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(alerts).toHaveLength(9);
});

test('the free payment page takes a typed amount by card and shows it paid', async ({ page, problems }) => {
  await loginAs(page, 'bayi3');
  await page.goto('/hesap/odeme');
  const widget = page.locator('[data-component="Checkout"]');
  await expect(widget.getByRole('navigation', { name: 'Ödeme adımları' })).toContainText('Ödeme Bilgileri');
  expect(await axe(page)).toEqual([]);
  await shoot(page, '46-free-payment');
  await widget.getByLabel('Tutar (TL)').fill('1250,75');
  await widget.getByLabel('Açıklama').fill('Mart ayı cari ödemesi');
  await widget.getByLabel('Açıklama').blur();
  await expect(widget.getByLabel('Tutar (TL)')).toHaveValue('1.250,75');
  await expect(widget.getByRole('region', { name: 'Bankaların Taksit Seçenekleri' })).toBeVisible();
  await typeCard(page, { number: '5406675406675403', holder: 'Zeynep Ak', expiry: '1139', ccv: '555' });
  await expect(widget.getByText('Garanti BBVA · Mastercard')).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await shoot(page, '47-free-payment-card');
  await widget.getByRole('button', { name: 'Ödeme Yap' }).click();
  const frame = page.frameLocator('.b2b-modal iframe');
  await expect(frame.locator('#total')).toHaveText('₺1.250,75');
  await frame.getByLabel('Telefonunuza gönderilen doğrulama kodu').fill('123456');
  await frame.getByRole('button', { name: 'Onayla' }).click();
  await expect(widget.getByText('Ödeme başarılı.')).toBeVisible();
  const summary = widget.locator('.b2b-checkout__result');
  await expect(summary).toContainText('₺1.250,75');
  await expect(summary).toContainText('Mart ayı cari ödemesi');
  await expect(summary).not.toContainText('Sipariş No');
  await shoot(page, '48-free-payment-summary');

  // The mail-order form opens in a print window of its own.
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    widget.getByRole('button', { name: 'Mail Order' }).click(),
  ]);
  await expect(popup.getByRole('heading', { name: 'Mail Order Formu' })).toBeVisible();
  await expect(popup.getByRole('row', { name: /Kart Numarası/ })).toContainText('5406 67** **** 5403');
  await expect(popup.getByRole('row', { name: /Toplam Tutar/ })).toContainText('₺1.250,75');
  await popup.screenshot({ path: path.join(SHOTS, '49-mail-order.png') });
  await popup.close();
  const data = await cardDataIn(page);
  for (const secret of ['5406675406675403', '5406 6754 0667 5403', '11/39', '"555"'])
    expect(data).not.toContain(secret);
  expect(consoleErrors(problems)).toEqual([]);
  expect(await problems.cspViolations()).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('the card masks (react-input-mask) are fetched on the checkout only, in their own chunk', async ({
  page,
}) => {
  const scripts: string[] = [];
  const inputMask = chunkPathEnd('vendor-inputmask');
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await loginAs(page, 'bayi1');
  await page.goto('/');
  await expect(page.locator('[data-component="ProductList"]').getByText(/^Toplam \d+ ürün$/)).toBeVisible();
  expect(scripts.filter((s) => s.endsWith(inputMask))).toEqual([]);
  await page.goto('/sepet/odeme/kart');
  await expect(page.getByLabel('Kart Numarası')).toBeVisible();
  expect(scripts.filter((s) => s.endsWith(inputMask))).toHaveLength(1);
});
