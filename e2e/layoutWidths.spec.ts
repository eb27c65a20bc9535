/**
 * Every page of the tour at 390, 768, 1024 and 1280 px, in Turkish and in English, as the account
 * that sees it: nothing scrolls sideways and no button, link or input is covered by
 * another element (checked with elementFromPoint, the way a click lands, not on screenshots).
 * The page is loaded once per language and resized, as a window is.
 */
import { resetLocale, saveLocale } from './support/chrome';
import { expect, loginAs, test } from './support/fixtures';
import { layoutProblems } from './support/layoutCheck';
import { resolvePageTarget, TOURS } from './support/pageList';

const WIDTHS = [390, 768, 1024, 1280];

for (const locale of ['tr', 'en'] as const) {
  for (const [account, pages] of TOURS) {
    test(`every page fits at every width (${account ?? 'anonymous'}, ${locale})`, async ({ page }) => {
      test.setTimeout(240_000);
      if (account) await loginAs(page, account);
      else await page.goto('/');
      await saveLocale(page, locale);
      try {
        const problems: string[] = [];
        for (const [name, target] of pages) {
          await page.setViewportSize({ width: WIDTHS[WIDTHS.length - 1]!, height: 900 });
          await page.goto(await resolvePageTarget(page, target));
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await page.waitForLoadState('networkidle');
          await expect(page.locator('[data-component] .b2b-skeleton')).toHaveCount(0);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            // Two frames: the resize's layout and any widget that measures itself after it.
            await page.evaluate(
              () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
            );
            for (const problem of await layoutProblems(page))
              problems.push(`${name} at ${width} px: ${problem}`);
          }
        }
        expect(problems).toEqual([]);
      } finally {
        if (account) await resetLocale(page.request, account);
      }
    });
  }
}
