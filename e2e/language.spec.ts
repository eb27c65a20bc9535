import type { Page } from '@playwright/test';
import { en } from '../src/i18n/en';
import { tr, type LabelKey } from '../src/i18n/tr';
import { hostWord } from '../server/vocabulary';
import { resetLocale, screenshotsAtBothWidths } from './support/chrome';
import { expect, expectCleanBesidesMissingImages, loginAs, test } from './support/fixtures';

/**
 * Every Turkish label text that is not the same in English, split at its {parameters}: none of
 * these may be left in a widget on an English page.
 */
const TURKISH_FRAGMENTS = [
  ...new Set(
    (Object.keys(tr) as LabelKey[])
      .filter((key) => tr[key] !== en[key])
      .flatMap((key) => tr[key].split(/\{\w+\}/))
      .map((fragment) => fragment.trim())
      .filter((fragment) => fragment.length >= 3),
  ),
];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const asWords = (fragment: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escape(fragment)}(?![\\p{L}\\p{N}])`, 'u');

/** What the widgets show and name: their text, and the labels, titles, placeholders and alt texts inside. */
function widgetTexts(page: Page): Promise<string[]> {
  return page
    .locator('[data-component]')
    .evaluateAll((elements) =>
      elements.flatMap((element) => [
        (element as HTMLElement).innerText,
        ...[...element.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((node) =>
          ['aria-label', 'title', 'placeholder', 'alt'].map((name) => node.getAttribute(name) ?? ''),
        ),
      ]),
    );
}

interface CatalogueProduct {
  name: string;
  brand: { name: string } | null;
  model: { name: string } | null;
  units: { value: string }[];
  inventory: { warehouseName: string }[];
}

let catalogueData: string[] | null = null;
/**
 * The catalogue's stored unit names that have another English name ('ADET' is 'PIECE'): an English
 * page shows units in English, so these are not data words but words left Turkish.
 */
const turkishUnitNames = new Set<string>();

/**
 * The catalogue's own words (product, brand, model and warehouse names, and the names in the page's
 * data-props): Turkish data, not labels, so they are taken out of the text before the check. Unit
 * names are not among them: the host names units in the viewer's language.
 */
async function dataWords(page: Page): Promise<string[]> {
  if (!catalogueData) {
    const words = new Set<string>();
    for (let n = 1; ; n++) {
      const answer = (await (await page.request.get(`/api/catalog/products?limit=100&page=${n}`)).json()) as {
        products: CatalogueProduct[];
      };
      for (const p of answer.products) {
        words.add(p.name);
        if (p.brand) words.add(p.brand.name);
        if (p.model) words.add(p.model.name);
        for (const u of p.units) if (hostWord(u.value, 'en') !== u.value) turkishUnitNames.add(u.value);
        for (const w of p.inventory) words.add(w.warehouseName);
      }
      if (answer.products.length < 100) break;
    }
    catalogueData = [...words];
  }
  // The names in the page's data-props are the store's data too: a detail page's variants, the
  // cart page's payment plans ('Peşin Fiyat' is how this store names a plan, in any language).
  const props = await page
    .locator('[data-component][data-props]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-props') ?? ''));
  const propWords = props.flatMap((json) => [...json.matchAll(/"name":"([^"]+)"/g)].map((m) => m[1]!));
  return [...catalogueData, ...propWords].filter(Boolean).sort((a, b) => b.length - a.length);
}

async function expectNoTurkishLabels(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  let texts = (await widgetTexts(page)).join('\n');
  for (const word of await dataWords(page)) texts = texts.split(word).join(' ');
  const left = TURKISH_FRAGMENTS.filter((fragment) => asWords(fragment).test(texts));
  expect(left, `Turkish label text left on ${where}`).toEqual([]);
  expect(turkishUnitNames.size).toBeGreaterThan(2);
  const units = [...turkishUnitNames].filter((name) => asWords(name).test(texts));
  expect(units, `Turkish unit names left on ${where}`).toEqual([]);
}

test('the language switch: English on a catalogue page, a product page and the cart, and back to Turkish', async ({
  page,
  problems,
}) => {
  expect(TURKISH_FRAGMENTS.length).toBeGreaterThan(100);
  test.setTimeout(90_000);
  await loginAs(page, 'bayi2');
  {
    const languages = page.getByRole('list', { name: 'Dil' });
    await expect(languages.getByRole('button', { name: 'Türkçe' })).toHaveAttribute('aria-pressed', 'true');
    // The choice is saved and the page reloads in English.
    const saved = page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/catalog/settings') &&
        r.postData() === JSON.stringify({ key: 'locale', value: 'en' }),
    );
    await Promise.all([
      page.waitForEvent('load'),
      languages.getByRole('button', { name: 'English' }).click(),
    ]);
    await saved;
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('list', { name: 'Language' }).getByRole('button', { name: 'English' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'All products' })).toBeVisible();
    await expect(
      page.locator('[data-component="ProductList"]').getByText(/^\d+ products in total$/),
    ).toBeVisible();
    await expectNoTurkishLabels(page, 'the catalogue page');
    await screenshotsAtBothWidths(page, '42-english-catalogue');

    await page.goto('/hes-nya-h07v-u-tek-damarli-kablo-p-173');
    await expect(
      page.locator('[data-component="ProductDetail"]').getByRole('button', { name: 'Add to cart' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Product description' })).toBeVisible();
    await expectNoTurkishLabels(page, 'the product page');

    await page.goto('/sepet');
    await expect(page.getByRole('heading', { name: 'My cart', level: 1 })).toBeVisible();
    await expectNoTurkishLabels(page, 'the cart page');

    // Back to Turkish with the switcher itself.
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('list', { name: 'Language' }).getByRole('button', { name: 'Türkçe' }).click(),
    ]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { name: 'Sepetim', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Dil' }).getByRole('button', { name: 'Türkçe' }),
    ).toHaveAttribute('aria-pressed', 'true');
  }
  await expectCleanBesidesMissingImages(problems);
});

// The language is saved per user: bayi2 is put back to Turkish for the other specs, whatever happened.
test.afterEach(async ({ request }) => resetLocale(request, 'bayi2'));

test('the language switch works with the keyboard and for anonymous visitors (per session)', async ({
  page,
  problems,
}) => {
  await page.goto('/viko');
  const english = page.getByRole('list', { name: 'Dil' }).getByRole('button', { name: 'English' });
  await english.focus();
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.locator('[data-component="ProductList"]').getByText(/^\d+ products in total$/),
  ).toBeVisible();
  await expectNoTurkishLabels(page, 'a brand page');
  // The login page of this session is English too.
  await page.goto('/account/login');
  await expect(page.getByRole('heading', { name: 'Dealer login' })).toBeVisible();
  const turkish = page.getByRole('list', { name: 'Language' }).getByRole('button', { name: 'Türkçe' });
  await turkish.focus();
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Space')]);
  await expect(page.getByRole('heading', { name: 'Bayi Girişi' })).toBeVisible();
  await expectCleanBesidesMissingImages(problems);
});

// The host's own words and the stored notes on English pages.
test.describe("the host's words on English pages", () => {
  test.afterEach(async ({ request }) => resetLocale(request, 'bayi1'));

  test('plan names, statement document types, warranty statuses, empty notes and English catalogue names', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await resetLocale(page.request, 'bayi1', 'en');
    await page.goto('/sepet');
    const plans = page.getByRole('combobox', { name: 'Payment plan' });
    await expect(plans.locator('option', { hasText: 'Cash price' })).toHaveCount(1);
    await expect(plans.locator('option', { hasText: 'Credit card' })).toHaveCount(1);
    expect(await plans.innerText()).not.toMatch(/Peşin|Vadeli|Kredi Kartı/);
    await screenshotsAtBothWidths(page, '43-english-cart-plans');

    await page.goto('/hesap/ekstre');
    await expect(page.getByRole('cell', { name: 'Sales invoice' }).first()).toBeVisible();
    expect(await page.locator('main').innerText()).not.toMatch(/Satış faturası|Havale ile tahsilat/);
    await screenshotsAtBothWidths(page, '44-english-statement');

    await page.goto('/hesap/siparisler');
    const folds = page.getByRole('button', { name: 'Details' });
    await expect(folds.first()).toBeVisible();
    let noNote = false;
    for (let i = 0; i < (await folds.count()) && !noNote; i++) {
      await folds.nth(i).click();
      noNote = await page.getByText('No order note').first().isVisible();
    }
    expect(noNote).toBe(true);
    expect(await page.locator('main').innerText()).not.toContain('Sipariş notu yok');
    await screenshotsAtBothWidths(page, '45-english-order-note');

    await page.goto('/garanti-sorgulama');
    const widget = page.locator('[data-component="WarrantyInquiry"]');
    await widget.getByLabel('Serial number').fill('VK2024KRP000123');
    await widget.getByRole('button', { name: 'Inquire' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('cell', { name: 'SALE', exact: true })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'WAREHOUSE ENTRY' })).toBeVisible();
    await screenshotsAtBothWidths(page, '46-english-warranty');

    await page.goto('/prizler');
    await expect(page.getByRole('heading', { name: 'Sockets', level: 1 })).toBeVisible();
    await expect(
      page.locator('[data-component="ProductList"]').getByText('Viko Karre Earthed Socket White').first(),
    ).toBeVisible();
  });
});
