/**
 * From the catalogue to a saved order and to an offer, on the reference host. Journeys that
 * empty a demo cart put it back, since other specs start from the seeded carts.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addLine, cartLines, restoreCart } from './support/cartState';
import { resetLocale, saveLocale } from './support/chrome';
import { expect, expectClean, loginAs, test } from './support/fixtures';

const cartWidget = (page: Page) => page.locator('[data-component="Cart"]');
const badge = (page: Page) => page.locator('[data-component="CartIcon"] .b2b-cart-icon__badge');

async function axeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('bayi2 fills the cart, edits it, writes a note and orders', async ({ page, problems }) => {
  await loginAs(page, 'bayi2');
  const seeded = await cartLines(page);
  try {
    // From the catalogue: the Viko switch (ADET, PAKET, KOLİ) and the Viko socket.
    await page.goto('/viko-karre-adi-anahtar-beyaz-p-1');
    await page
      .locator('[data-component="ProductDetail"]')
      .getByRole('button', { name: 'Sepete Ekle' })
      .click();
    await expect(page.getByRole('button', { name: 'Sepete Eklendi' })).toBeVisible();
    await addLine(page, { productId: 4, unitId: 10, quantity: 2 });

    await page.goto('/sepet');
    const cart = cartWidget(page);
    const switchRow = cart.getByRole('row').filter({ hasText: 'Viko Karre Adi Anahtar Beyaz' });
    const quantity = switchRow.getByRole('textbox', { name: 'Miktar' });
    await quantity.fill('7');
    await quantity.press('Enter');
    await expect(switchRow).toHaveAttribute('aria-busy', 'false');
    await switchRow.getByRole('combobox', { name: /^Birim: / }).selectOption({ label: 'PAKET' });
    await expect(switchRow).toHaveAttribute('aria-busy', 'false');
    await expect(switchRow.getByRole('combobox', { name: /^Birim: / })).toHaveValue('2');

    // Remove the seeded lines: the order holds the two lines of this journey.
    for (const name of ['Panasonic', 'Mutlusan'])
      await cart.getByRole('button', { name: new RegExp(`^Sil: ${name}`) }).click();
    await expect(cart.getByRole('row')).toHaveCount(3);
    await expect(badge(page)).toHaveText('2');
    const lines = await cartLines(page);
    expect(lines.find((l) => l.productId === 1)).toEqual({ productId: 1, unitId: 2, quantity: 7 });

    await cart.getByRole('textbox', { name: 'Açıklama' }).fill('Kapıya teslim, 09:00-17:00.');
    await expect(cart.getByRole('combobox', { name: 'Ödeme Planı' })).toHaveValue('advencePrice1');
    const total = await cart.locator('.b2b-cart__grand').last().textContent();
    expect(await axeViolations(page, '[data-component="Cart"]')).toEqual([]);
    await cart.getByRole('button', { name: 'Sipariş Ver' }).click();

    const done = page.locator('[data-component="CartComplete"]');
    await expect(done.getByRole('heading', { name: 'Siparişiniz başarılı.' })).toBeVisible();
    const orderNo = (await done.locator('strong').first().textContent())!.trim();
    await expect(done.getByRole('row')).toHaveCount(3);
    await expect(done.getByRole('row').filter({ hasText: 'Viko Karre Adi Anahtar Beyaz' })).toContainText(
      'PAKET',
    );
    await expect(done.getByText('Kapıya teslim, 09:00-17:00.')).toBeVisible();
    await expect(done.locator('.b2b-cart__grand').last()).toHaveText(total!);
    await expect(badge(page)).toHaveText('0');
    expect(await axeViolations(page, '[data-component="CartComplete"]')).toEqual([]);

    const orders = (await (await page.request.get('/api/catalog/orders')).json()) as {
      orders: { orderNo: string; description: string; orderItems: unknown[] }[];
    };
    const saved = orders.orders.find((o) => o.orderNo === orderNo)!;
    expect(saved.description).toBe('Kapıya teslim, 09:00-17:00.');
    expect(saved.orderItems).toHaveLength(2);
    await expectClean(problems);
  } finally {
    await restoreCart(page, seeded);
  }
});

test('bayi2 makes an offer and lands on the offer list', async ({ page }) => {
  await loginAs(page, 'bayi2');
  const seeded = await cartLines(page);
  try {
    await page.goto('/sepet');
    const cart = cartWidget(page);
    await cart.getByRole('textbox', { name: 'Açıklama' }).fill('Proje teklifi');
    await cart.getByRole('button', { name: 'Teklif Ver' }).click();
    await page.waitForURL('**/teklif/liste');
    expect(await cartLines(page)).toEqual([]);
  } finally {
    await restoreCart(page, seeded);
  }
});

test('bayi3 (risk limit 1) sees the block before ordering and can still pay by card', async ({ page }) => {
  await loginAs(page, 'bayi3');
  const seeded = await cartLines(page);
  try {
    await addLine(page, { productId: 2, unitId: 4, quantity: 3 });
    await page.goto('/sepet');
    const cart = cartWidget(page);
    await expect(cart.getByRole('alert')).toContainText('Açık hesap risk limitinizi');
    await expect(cart.getByRole('alert')).toContainText('En fazla 0,00 TL sipariş oluşturabilirsiniz');
    await expect(cart.getByRole('button', { name: 'Sipariş Ver' })).toHaveCount(0);
    // The card plan prices the cart otherwise than the chosen plan; the customer sees the
    // card's grand total before leaving the cart, and the preview shows exactly that total.
    const planTotal = (await cart.locator('.b2b-cart__grand').last().textContent())!.trim();
    const cardLine = cart.getByText(/^Kredi Kartı ile Genel Toplam: /);
    await expect(cardLine).toBeVisible();
    const cardTotal = (await cardLine.textContent())!.replace('Kredi Kartı ile Genel Toplam: ', '');
    expect(cardTotal).not.toBe(planTotal);
    await cart.getByRole('button', { name: 'Kartla Öde' }).click();
    await page.waitForURL('**/sepet/odeme');
    await expect(page.locator('.b2b-checkout__grand-total')).toHaveText(cardTotal);
  } finally {
    await restoreCart(page, seeded);
  }
});

test('bayi1 sees the branch select and changes the branch', async ({ page }) => {
  await loginAs(page, 'bayi1');
  await page.goto('/sepet');
  const select = cartWidget(page).getByRole('combobox', { name: 'Şube' });
  // The branches arrive with their own call after the cart: wait for them before reading.
  await expect(select.locator('option:not([value=""])')).toHaveCount(2);
  const options = await select
    .locator('option')
    .evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
  expect(options.length).toBe(2);
  const before = await select.inputValue();
  const next = options.find((v) => v !== before)!;
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/catalog/settings'));
  await select.selectOption(next);
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(cartWidget(page).getByRole('combobox', { name: 'Şube' })).toHaveValue(next);
});

test('an empty cart says so, with the way back and no buttons', async ({ page }) => {
  await loginAs(page, 'bayi5');
  await page.goto('/sepet');
  const cart = cartWidget(page);
  await expect(cart.getByText('Sepetinizde ürün bulunmamaktadır.')).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Alışverişe Devam Et' })).toBeVisible();
  await expect(cart.getByRole('button')).toHaveCount(0);
});

test('two tabs stay in step without a reload', async ({ page, context }) => {
  await loginAs(page, 'bayi4');
  const seeded = await cartLines(page);
  try {
    await page.goto('/sepet');
    const other = await context.newPage();
    await other.goto('/');
    await expect(badge(other)).toHaveText(String(seeded.length));
    await addLine(page, { productId: 3, unitId: 7, quantity: 1 });
    // The API call above is not the page's own: add in the page so its sagas tell the other tab.
    await page.goto('/viko-karre-komutator-anahtar-beyaz-p-2');
    await page
      .locator('[data-component="ProductDetail"]')
      .getByRole('button', { name: 'Sepete Ekle' })
      .click();
    await expect(badge(page)).toHaveText(String(seeded.length + 2));
    await expect(badge(other)).toHaveText(String(seeded.length + 2), { timeout: 1000 });
    await other.goto('/sepet');
    await page.goto('/sepet');
    await cartWidget(page)
      .getByRole('button', { name: /^Sil: Viko Karre Komütatör/ })
      .click();
    await expect(cartWidget(other).getByRole('row').filter({ hasText: 'Komütatör' })).toHaveCount(0, {
      timeout: 1000,
    });
  } finally {
    await restoreCart(page, seeded);
  }
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cart is usable on a phone: no sideways scroll, every control reachable', async ({ page }) => {
    await loginAs(page, 'bayi1');
    await page.goto('/sepet');
    const cart = cartWidget(page);
    await expect(cart.getByRole('button', { name: 'Sipariş Ver' })).toBeVisible();
    const [scroll, inner] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scroll).toBe(inner);
    for (const box of await cart
      .locator('input, select, button, textarea')
      .evaluateAll((all) => all.map((el) => el.getBoundingClientRect().right)))
      expect(box).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, '[data-component="Cart"]')).toEqual([]);
  });
});

/*
 * At 1024 px in Turkish and at 1280 px in English the table used to slide under the
 * summary, so a click on 'Sil' landed on the summary. A real click must remove the line, at every
 * width where the table and the summary meet, in both languages.
 */
for (const [width, locale] of [
  [1024, 'tr'],
  [1280, 'en'],
  [1920, 'en'],
] as const) {
  test(`a line's remove button takes the click at ${width} px (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, 'bayi1');
    const seeded = await cartLines(page);
    await saveLocale(page, locale);
    try {
      await page.goto('/sepet');
      const rows = cartWidget(page).locator('tbody tr');
      await expect(rows).toHaveCount(seeded.length);
      // By its code: the socket has an English name on English pages.
      const socket = rows.filter({ hasText: '90960004' });
      const remove = socket.getByRole('button', { name: locale === 'tr' ? /^Sil:/ : /^Remove:/ });
      await remove.click({ trial: true }); // Playwright refuses when another element would take the click
      await remove.click();
      await expect(rows).toHaveCount(seeded.length - 1);
    } finally {
      // Only the removed line goes back; the others keep their place in the cart.
      const left = new Set((await cartLines(page)).map((line) => line.productId));
      for (const line of seeded) if (!left.has(line.productId)) await addLine(page, line);
      // Over plain HTTP with its own login: works even when the page of a failed run is gone.
      await resetLocale(page.request, 'bayi1');
    }
  });
}
