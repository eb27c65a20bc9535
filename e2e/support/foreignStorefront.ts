/**
 * What every foreign storefront journey does the same way (examples/static-host, examples/python-host):
 * the widgets' placeholders, the config block, and the walk from a brand of the menu through the
 * search box to a product, then the login through the proxied host form back to that product.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, PASSWORD } from './fixtures';

export const productList = (page: Page) => page.locator('[data-component="ProductList"]');
export const cartBadge = (page: Page) => page.locator('[data-component="CartIcon"] .b2b-cart-icon__badge');

/** The page's config block as the foreign host rendered it. */
export const configOf = <T = { user: { authenticated: boolean; name: string } }>(page: Page) =>
  page
    .locator('#b2b-config')
    .textContent()
    .then((text) => JSON.parse(text ?? '{}') as T);

/**
 * Brand page → search with suggestions → a product → login as bayi5, back on that product; answers
 * the product's ProductDetail placeholder.
 */
export async function browseSearchAndLogIn(page: Page, storefront: string): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Kategoriler' }).getByRole('link', { name: 'Viko' }).click();
  await expect(page).toHaveURL(`${storefront}/viko`);
  await expect(page.getByRole('heading', { name: 'Viko', exact: true })).toBeVisible();
  await expect(productList(page).getByText(/^Toplam \d+ ürün$/)).toBeVisible();

  // Search with the header's box: the suggestions come from the proxied /autocomplete.
  const box = page.locator('[data-component="SearchBar"] input[name="q"]');
  await box.fill('karre anahtar');
  await expect(page.locator('[data-component="SearchBar"] [role="option"]').first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=karre(\+|%20)anahtar$/);
  await expect(page.getByRole('heading', { name: '"karre anahtar" için arama sonuçları' })).toBeVisible();

  // A product from the results.
  await productList(page).getByRole('link', { name: 'Viko Karre Adi Anahtar Beyaz' }).first().click();
  await expect(page).toHaveURL(`${storefront}/viko-karre-adi-anahtar-beyaz-p-1`);
  const detail = page.locator('[data-component="ProductDetail"]');
  await expect(detail.getByText('Viko Karre Adi Anahtar Beyaz').first()).toBeVisible();

  // Log in through the proxied host form; its redirect brings the visitor back to the product.
  await page.getByRole('navigation', { name: 'Hesabım' }).getByRole('link', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fviko-karre-adi-anahtar-beyaz-p-1$/);
  await page.getByLabel('Kullanıcı Adı').fill('bayi5');
  await page.getByLabel('Şifre').fill(PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(`${storefront}/viko-karre-adi-anahtar-beyaz-p-1`);
  await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
  return detail;
}
