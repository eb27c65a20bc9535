/**
 * The installment line under a demo product's price in the browser: it follows the unit, the
 * committed quantity and the currency the page shows (installments stay in TL: the price is converted
 * from its own currency, USD here, as the checkout does), it is worked out on the card plan's price
 * (what a cart paid by card is charged, not the price on screen), and 'Taksit Seçenekleri' opens every
 * bank's table in a dialog that fits a phone, a tablet and a desktop, keyboard only; the same in
 * English. The checkout then charges for one unit by card what the line promised.
 *
 * Hand-computed on the demo data: Schneider Easy9 B16 (EZ9F14116) costs 4,20 USD a piece on screen and
 * 49,39 USD a KUTU (12 pieces, 2 % off); its card plan ('Kredi Kartı', advencePrice5) is 5 % up, 4,41
 * USD a piece, and a KUTU keeps its package discount under it: 4,41 × 49,39 / 4,20 = 51,86 USD;
 * 1 USD = 34,25 TL; KDV 20 %. The lowest monthly amount is Akbank's 12 installments at 11,55 %
 * (1,1 + 11 × 0,95): a piece 4,41 × 34,25 = 151,04 TL + KDV 30,21 = 181,25 → × 1,1155 / 12 = 16,85;
 * a KUTU 1.776,21 + 355,24 = 2.131,45 → 198,14; 2 KUTU 3.552,41 + 710,48 = 4.262,89 → 396,27;
 * 2 pieces 302,09 + 60,42 = 362,51 → 33,70.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations, saveLocale, SHOTS } from './support/chrome';
import { expect, loginAs, test } from './support/fixtures';
import { layoutProblems } from './support/layoutCheck';
import { resolvePageTarget } from './support/pageList';

const LINE = '.b2b-detail__installments';
const detail = (page: Page) => page.locator('[data-component="ProductDetail"]');
const currency = (page: Page) => page.locator('[data-component="CurrencyList"] select:visible');

/** Console errors and failed requests other than the demo's deliberately missing product pictures. */
function realProblems(problems: { consoleErrors: string[]; failedRequests: string[] }): string[] {
  const picture =
    /\/images\/urun-\d+-eksik\.png|Failed to load resource: the server responded with a status of 404/;
  return [...problems.consoleErrors, ...problems.failedRequests].filter((p) => !picture.test(p));
}

test.describe('installment prices on the product page', () => {
  test('the amount follows the unit, the committed quantity and the currency, in Turkish', async ({
    page,
    problems,
  }) => {
    await page.goto(await resolvePageTarget(page, 'product:EZ9F14116'));
    const line = detail(page).locator(LINE);
    const price = detail(page).locator('.b2b-price__sale');
    // The page shows the sale price; the line is what a card pays, at the card plan's price.
    await expect(price).toHaveText(/143,85/);
    await expect(line).toContainText('12 aya varan taksitlerle aylık 16,85 TL');

    await detail(page).getByRole('combobox', { name: 'Birim' }).selectOption({ label: 'KUTU' });
    await expect(line).toContainText('12 aya varan taksitlerle aylık 198,14 TL');

    // A quantity counts once committed: typing alone changes nothing, Enter does.
    const quantity = detail(page).getByRole('textbox', { name: 'Miktar' });
    await quantity.fill('2');
    await expect(line).toContainText('aylık 198,14 TL');
    await quantity.press('Enter');
    await expect(line).toContainText('12 aya varan taksitlerle aylık 396,27 TL');

    // Prices in USD, then EUR: the price follows, the installments stay what a card pays in TL.
    await currency(page).selectOption({ label: 'USD' });
    await expect(price).toHaveText(/\$49,39/);
    await expect(line).toContainText('12 aya varan taksitlerle aylık 396,27 TL');
    await currency(page).selectOption({ label: 'EUR' });
    await expect(price).toHaveText(/€45,60/);
    await expect(line).toContainText('12 aya varan taksitlerle aylık 396,27 TL');
    // Back to pieces (still 2): 302,09 + 60,42 = 362,51 → × 1,1155 / 12 = 33,70.
    await detail(page).getByRole('combobox', { name: 'Birim' }).selectOption({ label: 'ADET' });
    await expect(line).toContainText('12 aya varan taksitlerle aylık 33,70 TL');
    await currency(page).selectOption({ label: 'TRY' });
    await expect(price).toHaveText(/143,85/);
    await page.waitForLoadState('networkidle');
    expect(realProblems(problems)).toEqual([]);
  });

  test('the bank tables open with Enter, fit 390, 768, 1024 and 1280 px, and Escape brings the focus back', async ({
    page,
    problems,
  }) => {
    await page.goto(await resolvePageTarget(page, 'product:EZ9F14116'));
    const button = detail(page).getByRole('button', { name: 'Taksit Seçenekleri' });
    for (const width of [390, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
      await expect(detail(page).locator(LINE)).toBeVisible();
      expect(await layoutProblems(page), `the page at ${width} px`).toEqual([]);
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Taksit Seçenekleri' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toBeFocused();
      await expect(dialog.getByText('Kartla ödemede Kredi Kartı fiyatı geçerlidir.')).toBeVisible();
      await expect(
        dialog.getByText('1 ADET için KDV dahil 181,25 TL üzerinden', { exact: false }),
      ).toBeVisible();
      // The lowest cell is the line's: Akbank's 12 installments.
      // Akbank is the first bank; on a phone each bank's table opens on a tap.
      const akbank = dialog.locator('details').first();
      if (width < 701) await akbank.locator('summary').click();
      const twelve = dialog.getByRole('table', { name: 'Akbank' }).getByRole('row', { name: /^12 Taksit/ });
      await expect(twelve.getByRole('cell').first()).toHaveText('₺16,85');
      await page.screenshot({ path: path.join(SHOTS, `installments-dialog-${width}.png`) });
      await dialog.screenshot({ path: path.join(SHOTS, `installments-dialog-${width}-whole.png`) });
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await layoutProblems(page, '[role="dialog"]'), `the dialog at ${width} px`).toEqual([]);
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await page.screenshot({ path: path.join(SHOTS, `installments-line-${width}.png`) });
    }
    expect(realProblems(problems)).toEqual([]);
  });

  test('in English', async ({ page, problems }) => {
    await page.goto('/');
    await saveLocale(page, 'en');
    try {
      await page.goto(await resolvePageTarget(page, 'product:EZ9F14116'));
      await expect(detail(page).locator(LINE)).toContainText('Up to 12 installments, from 16,85 TL a month');
      await detail(page).getByRole('button', { name: 'Installment options' }).click();
      const dialog = page.getByRole('dialog', { name: 'Installment options' });
      await expect(dialog.getByText('Paid by card, the Credit card price applies.')).toBeVisible();
      await expect(
        dialog.getByText('Worked out on 181,25 TL including VAT for 1 PIECE.', { exact: false }),
      ).toBeVisible();
      for (const width of [390, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
        expect(await layoutProblems(page, '[role="dialog"]'), `the dialog at ${width} px`).toEqual([]);
        await page.screenshot({ path: path.join(SHOTS, `installments-dialog-en-${width}.png`) });
      }
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    } finally {
      await saveLocale(page, 'tr');
    }
    expect(realProblems(problems)).toEqual([]);
  });

  test('the checkout charges for one unit by card what the product page promised: monthly × count', async ({
    page,
    problems,
  }) => {
    await loginAs(page, 'bayi5');
    const headers = async () => ({
      'X-CSRF-Token': JSON.parse((await page.locator('#b2b-config').textContent())!).csrfToken as string,
      'X-Requested-With': 'XMLHttpRequest',
    });
    const saved = (await (await page.request.get('/api/catalog/cart')).json()) as {
      product: { id: number };
      productUnit: { id: number };
      quantity: number;
    }[];
    const target = await resolvePageTarget(page, 'product:EZ9F14116');
    try {
      // What the product page says a card pays for one piece, in 12 installments.
      await page.goto(target);
      const line = detail(page).locator(LINE);
      await expect(line).toContainText('12 aya varan taksitlerle aylık');
      const monthly = /aylık ([\d.]+,\d{2}) TL/.exec((await line.textContent())!)![1]!;
      await detail(page).getByRole('button', { name: 'Taksit Seçenekleri' }).click();
      const dialog = page.getByRole('dialog', { name: 'Taksit Seçenekleri' });
      const basis = (await dialog.locator('.b2b-installment-dialog__basis').last().textContent())!;
      const amount = /KDV dahil ([\d.]+,\d{2}) TL/.exec(basis)![1]!;
      await page.keyboard.press('Escape');

      // That piece alone in the cart, paid by card from the cart page.
      expect((await page.request.delete('/api/catalog/cart', { headers: await headers() })).ok()).toBe(true);
      await detail(page).getByRole('button', { name: 'Sepete Ekle' }).click();
      await expect
        .poll(async () => (await (await page.request.get('/api/catalog/cart')).json()).length)
        .toBe(1);
      await page.goto('/sepet');
      const cart = page.locator('[data-component="Cart"]');
      await cart.getByRole('combobox', { name: 'Ödeme Planı' }).selectOption({ label: 'Kredi Kartı' });
      await cart.getByRole('button', { name: 'Ödeme Yap' }).click();
      await page.waitForURL('**/sepet/odeme');
      const checkout = page.locator('[data-component="Checkout"]');
      await expect(checkout.locator('.b2b-checkout__grand-total')).toHaveText(`₺${amount}`);
      await checkout.getByRole('button', { name: 'Devam Et' }).click();
      await page.waitForURL('**/sepet/odeme/kart');
      const number = page.getByLabel('Kart Numarası', { exact: true });
      await number.click();
      await number.pressSequentially('4355084355084358');
      await expect(checkout.getByText('Akbank · Visa')).toBeVisible();
      const twelve = checkout
        .getByRole('group', { name: 'Taksit Seçenekleri' })
        .getByRole('row')
        .filter({ has: page.getByRole('radio', { name: '12 Taksit' }) });
      await twelve.getByRole('radio').check();
      const cells = twelve.locator('td');
      // The same monthly amount, on the same amount to pay.
      await expect(cells.nth(1)).toHaveText(`₺${monthly}`);
      const pay = checkout.locator('.b2b-checkout__pay-total');
      await expect(pay.locator('dd').first()).toHaveText(`₺${amount}`);
      // monthly × 12 is what the card is charged, to the bank's rounding of each installment (at most
      // half a cent each: the monthly amount is the charge / 12 rounded to the cent).
      const money = (text: string) => Number(text.replace(/[₺.]/g, '').replace(',', '.'));
      const charged = money((await pay.locator('.b2b-checkout__grand-total').textContent())!);
      expect(charged).toBe(money((await cells.nth(2).textContent())!));
      expect(Math.abs(money(monthly) * 12 - charged)).toBeLessThanOrEqual(12 * 0.005 + 1e-9);
      expect(Math.round((charged / 12) * 100) / 100).toBe(money(monthly));
      await page.screenshot({
        path: path.join(SHOTS, 'installments-checkout-card-1280.png'),
        fullPage: true,
      });
    } finally {
      const put = await headers();
      await page.request.delete('/api/catalog/cart', { headers: put });
      for (const l of saved)
        await page.request.post(`/api/catalog/cart/${l.product.id}`, {
          headers: put,
          form: { quantity: String(l.quantity), productValue: String(l.productUnit.id) },
        });
    }
    expect(realProblems(problems)).toEqual([]);
  });
});
