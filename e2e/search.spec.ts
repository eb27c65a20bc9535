/**
 * Search as a buyer types it, on a phone and on a desktop, in Turkish and in English: a Turkish
 * ending, an English keyboard and a slip find their products in the suggestions and in the list;
 * a product opened from the list, and Back, bring the same list again.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { saveLocale } from './support/chrome';
import { expect, expectCleanBesidesMissingImages, test } from './support/fixtures';

const WIDTHS = [390, 1280] as const;
const LABELS = {
  tr: { box: 'Ürün Ara', total: /^Toplam \d+ ürün$/ },
  en: { box: 'Search products', total: /^\d+ products in total$/ },
} as const;

async function searchFor(page: Page, locale: 'tr' | 'en', q: string, meant: RegExp) {
  const box = page.getByRole('combobox', { name: LABELS[locale].box });
  await box.fill(q);
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toContainText(meant);
  await box.press('Escape');
  await Promise.all([page.waitForURL(/\/search\?q=/), box.press('Enter')]);
  const list = page.locator('[data-component="ProductList"]');
  await expect(list.getByText(LABELS[locale].total)).toBeVisible();
  return list;
}

for (const width of WIDTHS)
  for (const locale of ['tr', 'en'] as const)
    test(`search at ${width} px in ${locale}: endings, an English keyboard and a slip; a product and Back`, async ({
      page,
      problems,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      if (locale === 'en') {
        await saveLocale(page, 'en');
        await page.reload();
      }
      for (const [q, meant] of [
        ['komutatr', /Komütatör/],
        ['cocuk korumali priz', /Çocuk Korumalı/],
      ] as const)
        await searchFor(page, locale, q, meant);

      const list = await searchFor(page, locale, 'sigortası', /Sigorta/);
      const names = list.locator('a[href*="-p-"]');
      await expect(names.first()).toContainText(/Sigorta/);
      const url = page.url();
      const first = (await names.first().textContent())!.trim();
      await Promise.all([page.waitForURL(/-p-\d+$/), names.first().click()]);
      await expect(page.locator('[data-component="ProductDetail"] h1')).toContainText(first);
      await page.goBack();
      expect(page.url()).toBe(url);
      await expect(list.locator('a[href*="-p-"]').first()).toHaveText(first);

      // No sideways scroll, and the search box is not covered.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const axe = await new AxeBuilder({ page })
        .include('[data-component="ProductList"]')
        .include('[data-component="SearchBar"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      await expectCleanBesidesMissingImages(problems);
    });
