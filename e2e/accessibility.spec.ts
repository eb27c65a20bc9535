import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './support/fixtures';

/** WCAG 2.1 A/AA rules on the widgets' own markup (the host's layout is the host's business). */
async function widgetViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the catalogue widgets have no axe violations in list and grid view', async ({ page }) => {
  await loginAs(page, 'bayi1');
  await page.goto('/');
  const list = page.locator('[data-component="ProductList"]');
  await expect(list.getByText(/^Toplam \d+ ürün$/)).toBeVisible();
  expect(await widgetViolations(page, '[data-component="ProductList"]')).toEqual([]);
  await list.getByRole('button', { name: 'Izgara görünüm' }).click();
  await expect(list.locator('.b2b-product-card').first()).toBeVisible();
  expect(await widgetViolations(page, '[data-component="ProductList"]')).toEqual([]);
  expect(await widgetViolations(page, '[data-component="SearchBar"]')).toEqual([]);
  expect(await widgetViolations(page, '[data-component="CurrencyList"]')).toEqual([]);
  // The view is saved per user: leave bayi1 in the list view the other journeys start from.
  await list.getByRole('button', { name: 'Liste görünüm' }).click();
  await expect(list.getByRole('table')).toBeVisible();
  await page.waitForLoadState('networkidle');
});

test('the product detail and the open mini cart have no axe violations', async ({ page }) => {
  await loginAs(page, 'bayi1');
  await page.goto('/hes-nya-h07v-u-tek-damarli-kablo-p-173');
  await expect(page.locator('[data-component="ProductDetail"] h1')).toBeVisible();
  expect(await widgetViolations(page, '[data-component="ProductDetail"]')).toEqual([]);
  await page.locator('[data-component="CartIcon"] button').first().click();
  await expect(page.getByRole('region', { name: 'Sepetim' })).toBeVisible();
  expect(await widgetViolations(page, '[data-component="CartIcon"]')).toEqual([]);
});
