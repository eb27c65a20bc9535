/**
 * A phone has no top bar (hidden below 768 px): the footer offers the language and currency
 * switches. At 390 px a buyer switches to English and back and changes the currency there; the
 * switches are not covered and the page never scrolls sideways, in either language.
 */
import type { Page } from '@playwright/test';
import { resetLocale } from './support/chrome';
import { expect, loginAs, test } from './support/fixtures';
import { layoutProblems } from './support/layoutCheck';

async function footerFits(page: Page, shot: string) {
  const pickers = page.locator('footer .footer-pickers');
  await pickers.scrollIntoViewIfNeeded();
  await expect(pickers).toBeVisible();
  await expect(page.locator('.topbar')).toBeHidden();
  expect(await layoutProblems(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`), fullPage: true });
  return pickers;
}

test('language and currency switch from a phone, in the footer, at 390 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'bayi2');
  try {
    let pickers = await footerFits(page, 'phone-tr');
    await Promise.all([
      page.waitForEvent('load'),
      pickers.getByRole('list', { name: 'Dil' }).getByRole('button', { name: 'English' }).click(),
    ]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    pickers = await footerFits(page, 'phone-en');
    await expect(
      pickers.getByRole('list', { name: 'Language' }).getByRole('button', { name: 'English' }),
    ).toHaveAttribute('aria-pressed', 'true');

    // The currency: the footer's island and the top bar's follow the same choice.
    const currency = pickers.getByLabel('Currency');
    await currency.selectOption({ label: 'USD' });
    await expect(currency.locator('option:checked')).toHaveText('USD');
    await expect(page.locator('.topbar-pickers select option:checked')).toHaveText('USD');
    await currency.selectOption({ label: 'TRY' });
    await expect(page.locator('.topbar-pickers select option:checked')).toHaveText('TRY');
    expect(await layoutProblems(page)).toEqual([]);

    await Promise.all([
      page.waitForEvent('load'),
      pickers.getByRole('list', { name: 'Language' }).getByRole('button', { name: 'Türkçe' }).click(),
    ]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await footerFits(page, 'phone-tr-again');
  } finally {
    await resetLocale(page.request, 'bayi2');
  }
});
