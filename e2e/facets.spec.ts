/**
 * The list's filters (facets) in a browser. The first journey is a buyer's on the host's own facets
 * (server rendered with the first page): a search on a phone, two filters, a product and Back, in
 * Turkish and English; the second draws facets the test writes into the list's answer,
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

const JOURNEY = {
  tr: { box: 'Ürün Ara', brand: 'Marka', poles: 'Kutup Sayısı', chosen: 'Seçili filtreler' },
  en: { box: 'Search products', brand: 'Brand', poles: 'Poles', chosen: 'Chosen filters' },
} as const;

/** The list's product names as shown (the links to product pages). */
const namesIn = (page: Page) => page.locator(`${LIST} a[href*="-p-"]`).allTextContents();

for (const locale of ['tr', 'en'] as const)
  test(`a buyer on a phone searches 'sigortası', filters brand and poles, opens a product, and Back keeps the filters (${locale})`, async ({
    page,
  }) => {
    const words = { ...WORDS[locale], ...JOURNEY[locale] };
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    if (locale === 'en') {
      await saveLocale(page, 'en');
      await page.reload();
    }
    const box = page.getByRole('combobox', { name: words.box });
    await box.fill('sigortası');
    await Promise.all([page.waitForURL(/\/search\?q=/), box.press('Enter')]);
    const list = page.locator(LIST);

    // The phone's filter sheet: ABB among the brands, then 3 poles.
    await list.getByRole('button', { name: new RegExp(`^${words.open}( \\(\\d+\\))?$`) }).click();
    const sheet = page.getByRole('dialog', { name: words.filters });
    await sheet
      .getByRole('group', { name: words.brand })
      .getByRole('checkbox', { name: /^ABB \(\d+\)$/ })
      .check();
    await expect(page).toHaveURL(/filters=brand%3Aabb/i);
    await sheet
      .getByRole('group', { name: words.poles })
      .getByRole('checkbox', { name: /^3P \(\d+\)$/ })
      .check();
    await expect(page).toHaveURL(/poles%3A3P/i);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await sheet.getByRole('button', { name: words.results }).click();
    await expect(sheet).toHaveCount(0);
    await expect(list.getByRole('group', { name: words.chosen })).toBeVisible();
    await expect.poll(async () => (await namesIn(page)).length).toBeGreaterThan(0);
    const filtered = await namesIn(page);
    // Every product left is an ABB fuse of three poles.
    for (const name of filtered) expect(name).toMatch(/^ABB .* 3P .*Sigorta/);
    const url = page.url();

    await Promise.all([page.waitForURL(/-p-\d+$/), list.locator('a[href*="-p-"]').first().click()]);
    await expect(page.locator('[data-component="ProductDetail"] h1')).toContainText(filtered[0]!.trim());
    await page.goBack();
    expect(page.url()).toBe(url);
    await expect.poll(() => namesIn(page)).toEqual(filtered);
    await expect(list.getByRole('group', { name: words.chosen })).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);

    // Back and Forward step through the choices.
    await page.goBack();
    await expect(page).not.toHaveURL(/poles%3A3P/i);
    await expect(page).toHaveURL(/filters=brand%3Aabb/i);
    await page.goForward();
    await expect(page).toHaveURL(/poles%3A3P/i);

    // On a desktop the same choices stand ticked in the panel beside the list.
    await page.setViewportSize({ width: 1280, height: 900 });
    await settle(page);
    const filters = list.getByRole('region', { name: words.filters });
    await expect(
      filters.getByRole('group', { name: words.brand }).getByRole('checkbox', { name: /^ABB / }),
    ).toBeChecked();
    await expect(
      filters.getByRole('group', { name: words.poles }).getByRole('checkbox', { name: /^3P / }),
    ).toBeChecked();
    await expect.poll(() => namesIn(page)).toEqual(filtered);
    expect(await layoutProblems(page)).toEqual([]);
    expect(await axeViolations(page, LIST)).toEqual([]);
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
