/**
 * A viewer (bayi1.izleyici) reads the company's offers: every row offers Detay and Yazdır, and nothing
 * the role may not do (İptal, Mail Gönder, Müşteri Ekle / Müşteriyi Düzenle, Düzenle, Kaydet in the
 * detail), on a phone and on a desktop, with nothing covered and no error on the way.
 */
import type { Page } from '@playwright/test';
import { layoutProblems } from './support/layoutCheck';
import { expect, expectClean, loginAs, test } from './support/fixtures';

const NOT_FOR_VIEWERS = ['İptal', 'Mail Gönder', 'Müşteri Ekle', 'Müşteriyi Düzenle', 'Düzenle', 'Kaydet'];

async function viewerButtons(page: Page): Promise<string[]> {
  const list = page.locator('.b2b-offer-list');
  return (await list.getByRole('button').allInnerTexts()).map((name) => name.trim());
}

for (const width of [390, 1280]) {
  test(`the viewer's offer list at ${width} px offers only reading and printing`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await loginAs(page, 'bayi1.izleyici');
    await page.goto('/teklif/liste');
    const list = page.locator('.b2b-offer-list');
    const details = list.getByRole('button', { name: 'Detay', exact: true });
    await expect(details.first()).toBeVisible();
    const rows = await details.count();
    expect(rows).toBeGreaterThan(0);
    await expect(list.getByRole('button', { name: 'Yazdır', exact: true })).toHaveCount(rows);

    for (const name of NOT_FOR_VIEWERS)
      await expect(list.getByRole('button', { name, exact: true }), name).toHaveCount(0);

    // The detail shows the margins as text: no inputs, no Kaydet.
    await details.first().click();
    await expect(list.getByRole('textbox')).toHaveCount(0);
    const names = await viewerButtons(page);
    for (const name of NOT_FOR_VIEWERS) expect(names, name).not.toContain(name);

    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: `test-results/viewer-offers-${width}.png`, fullPage: true });
    await expectClean(problems);
  });
}
