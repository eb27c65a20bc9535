/**
 * The list's filters (facets) in a browser. The first journey drives the host's own facets (server
 * rendered with the first page); the second draws facets the test writes into the list's answer,
 * to check the layout at 390, 768, 1024 and 1280 px in Turkish and English (no sideways scroll,
 * nothing covered, axe clean), the phone's filter sheet included.
 */
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { axeViolations, saveLocale, SHOTS } from './support/chrome';
import { expect, test } from './support/fixtures';
import { layoutProblems } from './support/layoutCheck';

const WIDTHS = [390, 768, 1024, 1280];
const LIST = '[data-component="ProductList"]';
const WORDS = {
  tr: { filters: 'Filtreler', open: 'Filtrele', showAll: /^Tümünü göster/, results: /^Sonuçları göster/ },
  en: { filters: 'Filters', open: 'Filter', showAll: /^Show all/, results: /^Show results/ },
} as const;

const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test('the host’s facets: choose, chips, Back and Forward, the phone sheet', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search?q=priz');
  const list = page.locator(LIST);
  const filters = list.getByRole('region', { name: 'Filtreler' });
  await expect(filters).toBeVisible();
  const first = filters.getByRole('checkbox').first();
  await first.check();
  await expect(page).toHaveURL(/[?&]filters=/);
  await expect(list.getByRole('group', { name: 'Seçili filtreler' })).toBeVisible();
  await expect(list.getByText(/^Toplam \d+ ürün$/)).toBeVisible();
  await expect(filters.getByRole('checkbox').first()).toBeChecked();

  await page.goBack();
  await expect(page).not.toHaveURL(/filters=/);
  await expect(list.getByRole('group', { name: 'Seçili filtreler' })).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(/[?&]filters=/);
  await expect(list.getByRole('group', { name: 'Seçili filtreler' })).toBeVisible();
  expect(await axeViolations(page, LIST)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 800 });
  await list.getByRole('button', { name: /^Filtrele( \(\d+\))?$/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filtreler' });
  await expect(sheet).toBeVisible();
  expect(await layoutProblems(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    expect(await layoutProblems(page), `${width} px`).toEqual([]);
  }
});

/** Facets of every kind, long and hostile labels among them, added to each answer of the list. */
const WRITTEN_FACETS = [
  {
    key: 'brand',
    label: 'Marka',
    kind: 'values',
    values: [
      ['SCHNEIDER', 'Schneider Electric Çok Uzun Bir Marka Adıyla Satır Kırma', 112],
      ['VIKO', 'Viko $& $1', 96],
      ['ABB', '<script>alert(1)</script>', 41],
      ['LEGRAND', 'Legrand', 33],
      ['SIEMENS', 'Siemens', 21],
      ['HAGER', 'Hager', 12],
      ['ETI', 'ETİ', 8],
      ['KLEMSAN', 'Klemsan', 3],
    ].map(([value, label, count]) => ({ value, label, count, selected: false })),
  },
  {
    key: 'poles',
    label: 'Kutup sayısı',
    kind: 'values',
    values: [
      { value: '1P', label: '1P', count: 40, selected: false },
      { value: '3P', label: '3P', count: 12, selected: false },
    ],
  },
  { key: 'price', label: 'Fiyat', kind: 'range', values: [], min: 12.5, max: 48250, currency: 'TRY' },
  {
    key: 'stock',
    label: 'Stok',
    kind: 'toggle',
    values: [{ value: '1', label: 'Stokta olanlar', count: 150, selected: false }],
  },
];

async function withWrittenFacets(route: Route) {
  const response = await route.fetch();
  const body = (await response.json()) as Record<string, unknown>;
  await route.fulfill({ response, json: { ...body, facets: WRITTEN_FACETS } });
}

for (const locale of ['tr', 'en'] as const) {
  test(`facets fit at every width and read well (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const words = WORDS[locale];
    await page.goto('/search?q=priz');
    await saveLocale(page, locale);
    await page.route('**/api/catalog/products/search?**', withWrittenFacets);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/search?q=priz');
    const list = page.locator(LIST);
    // The embedded first page has the host's facets: a sort asks the API, whose answer gets these.
    await list.getByRole('combobox').selectOption('name');
    const filters = list.getByRole('region', { name: words.filters });
    await expect(filters).toBeVisible();
    await filters.getByRole('checkbox', { name: /^Viko \$& \$1 \(96\)$/ }).check();
    await expect(page).toHaveURL(/filters=brand%3AVIKO/);
    await expect(
      list.getByRole('group', { name: locale === 'tr' ? 'Seçili filtreler' : 'Chosen filters' }),
    ).toBeVisible();
    await filters.getByRole('button', { name: words.showAll }).click();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page, LIST)).toEqual([]);

    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settle(page);
      for (const problem of await layoutProblems(page)) problems.push(`${width} px: ${problem}`);
      await page.screenshot({ path: path.join(SHOTS, `facets-${locale}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 390, height: 800 });
    await settle(page);
    await expect(filters).toBeHidden();
    await list.getByRole('button', { name: new RegExp(`^${words.open}( \\(\\d+\\))?$`) }).click();
    const sheet = page.getByRole('dialog', { name: words.filters });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('checkbox').first()).toBeVisible();
    for (const problem of await layoutProblems(page, '[role="dialog"]')) problems.push(`sheet: ${problem}`);
    await page.screenshot({ path: path.join(SHOTS, `facets-${locale}-sheet.png`) });
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await sheet.getByRole('button', { name: words.results }).click();
    await expect(sheet).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
