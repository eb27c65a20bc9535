/**
 * A sales representative works for a customer, in Chromium against the reference host: temsilci1 picks
 * bayi1's company from the book on a phone, fills the customer's own cart with the quick order pad,
 * places the order, and the customer sees it with the representative's name. bayi1's cart is put back.
 */
import type { Browser, Page } from '@playwright/test';
import { cartLines, restoreCart } from './support/cartState';
import { axeViolations, saveLocale } from './support/chrome';
import { expect, expectClean, loginAs, test } from './support/fixtures';
import { layoutProblems } from './support/layoutCheck';

const CUSTOMER = 'Yıldız Elektrik Taahhüt Ltd. Şti.';
const REPRESENTATIVE = 'Ahmet Kaya';
const banner = (page: Page) => page.locator('[data-component="ActingBanner"]');

async function signedIn(browser: Browser, user: 'temsilci1' | 'bayi1', width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const page = await context.newPage();
  await loginAs(page, user);
  return page;
}

/** From the book, 'Adına Çalış' on the customer's card or row: the storefront opens as theirs. */
async function actFor(page: Page, customer: string): Promise<void> {
  await page.goto('/temsilci');
  const book = page.locator('[data-component="RepresentativeBook"]');
  await book.getByRole('button', { name: `${customer} adına çalış` }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(banner(page)).toContainText(`${customer} adına çalışıyorsunuz`);
}

/** A product the pad can take 2 of, priced well under the consent's 10.000 TL limit. */
async function cheapProduct(page: Page): Promise<string> {
  const answer = await page.request.get('/api/catalog/products?limit=100&page=1&sort=name');
  const products = (
    (await answer.json()) as {
      products: { code: string; variantCheck: number; quantity: number; salePrice: { value: number } }[];
    }
  ).products;
  const product = products.find(
    (p) => p.variantCheck === 1 && p.quantity >= 10 && p.salePrice.value > 0 && p.salePrice.value < 500,
  );
  if (!product) throw new Error('the demo catalogue has no cheap product in stock');
  return product.code;
}

test('temsilci1 orders for bayi1 on a phone by quick order; bayi1 sees who placed it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const representative = await signedIn(browser, 'temsilci1', 390);
  await actFor(representative, CUSTOMER);
  // The customer's own cart: keep it to put it back, and start the order from an empty one.
  const kept = await cartLines(representative);
  await restoreCart(representative, []);
  try {
    const code = await cheapProduct(representative);
    await representative.goto('/hizli-siparis');
    const pad = representative.locator('[data-component="QuickOrder"]');
    await pad.getByRole('button', { name: 'Excel’den Yapıştır' }).click();
    await representative.getByLabel('Kopyaladığınız satırlar').fill(`${code}\t2`);
    await representative.getByRole('button', { name: 'Listeye Ekle' }).click();
    await pad.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect.poll(async () => (await cartLines(representative)).map((l) => l.quantity)).toEqual([2]);
    await representative.goto('/sepet');
    await expect(banner(representative)).toBeVisible();
    expect(await layoutProblems(representative)).toEqual([]);
    await representative.getByRole('button', { name: 'Sipariş Ver' }).click();
    await expect(representative.getByRole('heading', { name: 'Siparişiniz başarılı.' })).toBeVisible();
    const orderNo = (await representative.locator('.b2b-order-complete__head strong').textContent())!.trim();

    const customer = await signedIn(browser, 'bayi1', 1280);
    await customer.goto('/hesap/siparisler');
    const row = customer.getByRole('rowheader', { name: orderNo }).locator('xpath=ancestor::tbody');
    await expect(row.getByText(`Temsilci ${REPRESENTATIVE} tarafından verildi`)).toBeVisible();
    await customer.context().close();
  } finally {
    await restoreCart(representative, kept);
    await representative.context().close();
  }
});

for (const locale of ['tr', 'en'] as const) {
  test(`the book, the banner and Müşteri Seç fit 390, 768, 1024 and 1280 px (${locale})`, async ({
    page,
    problems,
  }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'temsilci1');
    await saveLocale(page, locale);
    try {
      for (const width of [390, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/temsilci');
        await expect(page.locator('[data-component="RepresentativeBook"]')).toContainText(CUSTOMER);
        expect(await layoutProblems(page), `the book at ${width} px`).toEqual([]);
      }
      expect(await axeViolations(page, '[data-component="RepresentativeBook"]')).toEqual([]);
      const act = locale === 'tr' ? `${CUSTOMER} adına çalış` : `Act on behalf of ${CUSTOMER}`;
      await page.locator('[data-component="RepresentativeBook"]').getByRole('button', { name: act }).click();
      await page.waitForURL((url) => url.pathname === '/');
      for (const width of [390, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        await expect(banner(page)).toBeVisible();
        expect(await layoutProblems(page), `the home page while acting at ${width} px`).toEqual([]);
      }
      expect(await axeViolations(page, '[data-component="ActingBanner"]')).toEqual([]);
      expect(await axeViolations(page, '[data-component="CustomerPicker"]')).toEqual([]);
      // Above 768 px the top bar's 'Müşteri Seç' shows the customer and opens the book's list.
      const picker = page.locator('[data-component="CustomerPicker"]');
      await picker.getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await layoutProblems(page, '[role="dialog"]')).toEqual([]);
      expect(await axeViolations(page, '[data-component="CustomerPicker"]')).toEqual([]);
      await page.keyboard.press('Escape');
      await banner(page).getByRole('button').click();
      await page.waitForURL((url) => url.pathname === '/temsilci');
      await expect(banner(page)).toHaveCount(0);
    } finally {
      await saveLocale(page, 'tr');
    }
    await expectClean(problems);
  });
}
