/**
 * Issue 26 in the browser: the installment line under a demo product's price follows the unit, the
 * committed quantity and the currency the page shows (installments stay in TL: the price is converted
 * from its own currency, USD here, as the checkout does), and 'Taksit Seçenekleri' opens every bank's
 * table in a dialog that fits a phone and a desktop, keyboard only; the same in English.
 *
 * Hand-computed on the demo data: Schneider Easy9 B16 (EZ9F14116) costs 4,20 USD a piece and 49,39 USD
 * a KUTU (12 pieces, 2 % off); 1 USD = 34,25 TL; KDV 20 %. The lowest monthly amount is Akbank's 12
 * installments at 11,55 % (1,1 + 11 × 0,95): 4,20 × 34,25 = 143,85 TL + KDV = 172,62 → × 1,1155 / 12
 * = 16,05; a KUTU 1.691,61 + 338,32 = 2.029,93 → 188,70; 2 KUTU 4.059,86 → 377,40.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations, saveLocale, SHOTS } from './support/chrome';
import { expect, test } from './support/fixtures';
import { layoutProblems } from './support/layoutCheck';
import { resolvePageTarget } from './support/pageList';

const LINE = '.b2b-detail__installments';
const detail = (page: Page) => page.locator('[data-component="ProductDetail"]');
const currency = (page: Page) => page.locator('[data-component="CurrencyList"] select');

/** Console errors and failed requests other than the demo's deliberately missing product pictures. */
function realProblems(problems: { consoleErrors: string[]; failedRequests: string[] }): string[] {
  const picture =
    /\/images\/urun-\d+-eksik\.png|Failed to load resource: the server responded with a status of 404/;
  return [...problems.consoleErrors, ...problems.failedRequests].filter((p) => !picture.test(p));
}

test.describe('installment prices on the product page (issue 26)', () => {
  test('the amount follows the unit, the committed quantity and the currency, in Turkish', async ({
    page,
    problems,
  }) => {
    await page.goto(await resolvePageTarget(page, 'product:EZ9F14116'));
    const line = detail(page).locator(LINE);
    const price = detail(page).locator('.b2b-price__sale');
    await expect(price).toHaveText(/143,85/);
    await expect(line).toContainText('12 aya varan taksitlerle aylık 16,05 TL');

    await detail(page).getByRole('combobox', { name: 'Birim' }).selectOption({ label: 'KUTU' });
    await expect(line).toContainText('12 aya varan taksitlerle aylık 188,70 TL');

    // A quantity counts once committed: typing alone changes nothing, Enter does.
    const quantity = detail(page).getByRole('textbox', { name: 'Miktar' });
    await quantity.fill('2');
    await expect(line).toContainText('aylık 188,70 TL');
    await quantity.press('Enter');
    await expect(line).toContainText('12 aya varan taksitlerle aylık 377,40 TL');

    // Prices in USD, then EUR: the price follows, the installments stay what a card pays in TL.
    await currency(page).selectOption({ label: 'USD' });
    await expect(price).toHaveText(/\$49,39/);
    await expect(line).toContainText('12 aya varan taksitlerle aylık 377,40 TL');
    await currency(page).selectOption({ label: 'EUR' });
    await expect(price).toHaveText(/€45,60/);
    await expect(line).toContainText('12 aya varan taksitlerle aylık 377,40 TL');
    // Back to pieces (still 2): 287,70 + 57,54 = 345,24 → × 1,1155 / 12 = 32,09.
    await detail(page).getByRole('combobox', { name: 'Birim' }).selectOption({ label: 'ADET' });
    await expect(line).toContainText('12 aya varan taksitlerle aylık 32,09 TL');
    await currency(page).selectOption({ label: 'TRY' });
    await expect(price).toHaveText(/143,85/);
    await page.waitForLoadState('networkidle');
    expect(realProblems(problems)).toEqual([]);
  });

  test('the bank tables open with Enter, fit 390 and 1280 px, and Escape brings the focus back', async ({
    page,
    problems,
  }) => {
    await page.goto(await resolvePageTarget(page, 'product:EZ9F14116'));
    const button = detail(page).getByRole('button', { name: 'Taksit Seçenekleri' });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
      await expect(detail(page).locator(LINE)).toBeVisible();
      expect(await layoutProblems(page), `the page at ${width} px`).toEqual([]);
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Taksit Seçenekleri' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toBeFocused();
      await expect(
        dialog.getByText('1 ADET için KDV dahil 172,62 TL üzerinden', { exact: false }),
      ).toBeVisible();
      // The lowest cell is the line's: Akbank's 12 installments.
      // Akbank is the first bank; on a phone each bank's table opens on a tap.
      const akbank = dialog.locator('details').first();
      if (width < 701) await akbank.locator('summary').click();
      const twelve = dialog.getByRole('table', { name: 'Akbank' }).getByRole('row', { name: /^12 Taksit/ });
      await expect(twelve.getByRole('cell').first()).toHaveText('₺16,05');
      await page.screenshot({ path: path.join(SHOTS, `issue26-installments-dialog-${width}.png`) });
      await dialog.screenshot({ path: path.join(SHOTS, `issue26-installments-dialog-${width}-whole.png`) });
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
      await page.screenshot({ path: path.join(SHOTS, `issue26-installments-line-${width}.png`) });
    }
    expect(realProblems(problems)).toEqual([]);
  });

  test('in English', async ({ page, problems }) => {
    await page.goto('/');
    await saveLocale(page, 'en');
    try {
      await page.goto(await resolvePageTarget(page, 'product:EZ9F14116'));
      await expect(detail(page).locator(LINE)).toContainText('Up to 12 installments, from 16,05 TL a month');
      await detail(page).getByRole('button', { name: 'Installment options' }).click();
      const dialog = page.getByRole('dialog', { name: 'Installment options' });
      await expect(
        dialog.getByText('Worked out on 172,62 TL including VAT for 1 PIECE.', { exact: false }),
      ).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, 'issue26-installments-dialog-en.png') });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    } finally {
      await saveLocale(page, 'tr');
    }
    expect(realProblems(problems)).toEqual([]);
  });
});
