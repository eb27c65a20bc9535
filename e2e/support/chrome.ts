/** Helpers of the store chrome and admin journeys: the saved language, widget a11y, screenshots. */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, PASSWORD, type Account } from './fixtures';

export const SHOTS = process.env.SHOTS_DIR ?? path.join('test-results', 'shots');

/**
 * Saves the language of the page's visitor (per user once logged in) through the settings call,
 * as the LanguageList does. Journeys that switch to English call this in a finally block with
 * 'tr', so the accounts other specs use stay Turkish whatever happens.
 */
export async function saveLocale(page: Page, locale: 'tr' | 'en'): Promise<void> {
  const config = JSON.parse((await page.locator('#b2b-config').textContent()) ?? '{}') as {
    csrfToken: string;
  };
  const answer = await page.request.post('/api/catalog/settings', {
    data: { key: 'locale', value: locale },
    headers: { 'X-CSRF-Token': config.csrfToken, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(answer.status()).toBe(200);
}

/**
 * Sets an account's saved language over plain HTTP (its own login, so it works even after the page
 * of a failed journey was closed): the afterEach of journeys that switch to English.
 */
export async function resetLocale(request: APIRequestContext, username: Account, locale: 'tr' | 'en' = 'tr') {
  const csrfOf = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? '';
  const form = await (await request.get('/account/login')).text();
  await request.post('/account/login', {
    form: { username, password: PASSWORD, _csrf: csrfOf(form, /name="_csrf" value="([^"]+)"/) },
  });
  const home = await (await request.get('/')).text();
  const answer = await request.post('/api/catalog/settings', {
    data: { key: 'locale', value: locale },
    headers: { 'X-CSRF-Token': csrfOf(home, /"csrfToken":"([^"]+)"/), 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(answer.status()).toBe(200);
}

/** WCAG 2.1 A/AA violations inside the elements the selector matches. */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Full-page screenshots at 1280 and 390 px into SHOTS_DIR, leaving the viewport as it was. */
export async function screenshotsAtBothWidths(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width} px`,
    ).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
