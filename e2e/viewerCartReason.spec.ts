/**
 * A viewer (bayi1.izleyici) on a phone: why 'Sepete Ekle' is disabled is text under the button, not
 * a tooltip a phone cannot hover, and the quantity beside it is disabled with it. On a category list
 * and a product page at 390 px, nothing covers the reason or the controls.
 */
import type { Locator, Page } from '@playwright/test';
import { layoutProblems } from './support/layoutCheck';
import { expect, loginAs, test } from './support/fixtures';

const REASON = 'Rolünüz sepete ürün eklemeye izin vermiyor.';

/** Whether the point at the middle of the element's first line is the element's own. */
async function uncovered(page: Page, element: Locator): Promise<boolean> {
  await element.scrollIntoViewIfNeeded();
  return element.evaluate((node) => {
    const box = node.getClientRects()[0];
    if (!box) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === node || node.contains(hit));
  });
}

async function expectReasonShown(page: Page, buy: Locator): Promise<void> {
  const add = buy.locator('.b2b-add-to-cart').first();
  await expect(add).toBeDisabled();
  const reason = buy.getByText(REASON).first();
  await expect(reason).toBeVisible();
  expect(await uncovered(page, reason)).toBe(true);
  await expect(add).toHaveAttribute('aria-describedby', (await reason.getAttribute('id')) ?? 'none');
  const quantity = buy.getByRole('group').first();
  await expect(quantity.getByRole('textbox')).toBeDisabled();
  for (const step of await quantity.getByRole('button').all()) await expect(step).toBeDisabled();
}

test.use({ viewport: { width: 390, height: 844 } });

test('the viewer reads why they cannot add, on a list and a product page at 390 px', async ({
  page,
  problems,
}) => {
  await loginAs(page, 'bayi1.izleyici');
  await page.goto('/viko');
  const card = page.locator('.b2b-product-card, .b2b-product-row').first();
  await expectReasonShown(page, card);
  expect(await layoutProblems(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/viewer-reason-list-390.png', fullPage: false });

  await page.goto('/hes-nya-h07v-u-tek-damarli-kablo-p-173');
  const detail = page.locator('.b2b-detail__buy');
  await expectReasonShown(page, detail);
  expect(await layoutProblems(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/viewer-reason-detail-390.png', fullPage: false });
  expect(problems.consoleErrors).toEqual([]);
});
