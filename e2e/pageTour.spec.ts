/**
 * Visits one page of every type as the right account and takes a full-page screenshot of each
 * (into SHOTS_DIR, default test-results/shots). Every page must answer, carry its placeholder, show
 * no "henüz bulunmuyor" (every screen of the spec has its widget), log no console error, break no
 * CSP rule and fail no request.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { tr } from '../src/i18n/tr';
import { expect, loginAs, test, type PageProblems } from './support/fixtures';
import { resolvePageTarget, TOURS } from './support/pageList';

const SHOTS = process.env.SHOTS_DIR ?? path.join('test-results', 'shots');
const UNAVAILABLE = tr['mount.unavailable'];

/** Demo products without an image answer 404 on purpose (the fallback image shows): not a fault. */
function withoutMissingImages(problems: PageProblems) {
  return {
    consoleErrors: problems.consoleErrors.filter((text) => !/status of 404/.test(text)),
    failedRequests: problems.failedRequests.filter((entry) => !/^404 .*\/images\//.test(entry)),
  };
}

/** The placeholders that show the not-built state, by name. */
function unavailableWidgets(page: Page): Promise<string[]> {
  return page
    .locator('[data-component]')
    .evaluateAll(
      (elements, text) =>
        elements
          .filter((element) => (element as HTMLElement).innerText.includes(text))
          .map((element) => element.getAttribute('data-component') ?? '?'),
      UNAVAILABLE,
    );
}

async function visit(
  page: Page,
  problems: PageProblems,
  name: string,
  target: string,
  component: string | null,
) {
  const url = await resolvePageTarget(page, target);
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(400);
  if (component) await expect(page.locator(`[data-component="${component}"]`)).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  // Scrolled through, so widgets that load when visible (the campaign) load too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  // Every widget has left its skeleton (loaded, failed or not built) before the page is judged.
  await expect(page.locator('[data-component] .b2b-skeleton')).toHaveCount(0);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  expect(await unavailableWidgets(page), `${url}: "${UNAVAILABLE}"`).toEqual([]);
  const { consoleErrors, failedRequests } = withoutMissingImages(problems);
  expect(consoleErrors, `${url}: console errors`).toEqual([]);
  expect(await problems.cspViolations(), `${url}: CSP violations`).toEqual([]);
  expect(failedRequests, `${url}: failed requests`).toEqual([]);
}

for (const [account, pages] of TOURS) {
  test(`page tour (${account ?? 'anonymous'})`, async ({ page, problems }) => {
    test.setTimeout(120_000);
    if (account) await loginAs(page, account);
    for (const [name, url, component] of pages) await visit(page, problems, name, url, component);
  });
}

test('the payment frame on its own origin and the 404 page', async ({ page }) => {
  await loginAs(page, 'bayi1');
  await page.goto(`${process.env.E2E_PAYMENT_URL}/payment/start`);
  await expect(page.getByText('Kart bilgileri bekleniyor…')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, '30-payment-frame.png'), fullPage: true });
  const missing = await page.goto('/bu-sayfa-yok');
  expect(missing?.status()).toBe(404);
  await page.screenshot({ path: path.join(SHOTS, '31-not-found.png'), fullPage: true });
});
