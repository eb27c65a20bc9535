/**
 * The top bar and the quick order pad paint from the server (e2e/ssr.spec.ts has the catalogue's and
 * the personal pages'): the top bar from the top-header answer the host embeds on every page, the
 * pad's blank frame on /hizli-siparis. With the bundle, the server's nodes stay (marked before the
 * bundle runs), nothing is said in the console, the top bar's call is never made, a phone drops the
 * bar without a mismatch, and the tab's draft fills the pad's rows after hydration without moving
 * anything. Run against a host that cannot render (SSR_ENTRY=off), the same journeys check the
 * browser's own render: the same frames, no call, no shift, no noise.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { resetLocale, saveLocale, SHOTS } from './support/chrome';
import { expect, loginAs, test, type Account } from './support/fixtures';
import { consoleNoise } from './support/consoleNoise';
import { layoutProblems } from './support/layoutCheck';
import { layoutShift } from './support/layoutShift';

/** Whether the host under test renders islands (the e2e hosts inherit SSR_ENTRY). */
const SERVER_RENDERS = process.env.SSR_ENTRY !== 'off';
const TOP_BAR = '[data-component="TopHeaderInfo"]';
const PAD = '[data-component="QuickOrder"]';
const BAYI1_NAME = 'Yıldız Elektrik Taahhüt Ltd. Şti.';

declare global {
  interface Window {
    /** Set by the init script of these journeys: the node found before the bundle ran. */
    __marked?: { node: Element | null; rendered: boolean };
  }
}

/**
 * Records, when the HTML is parsed and before the deferred bundle runs (readyState 'interactive'
 * comes first), the element `selector` finds; and notes b2b:rendered.
 */
function markBeforeBundle(selector: string) {
  window.__marked = { node: null, rendered: false };
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') window.__marked!.node = document.querySelector(selector);
  });
  document.addEventListener('b2b:rendered', () => (window.__marked!.rendered = true));
}

/** A fresh browser in Istanbul's time, marking `selector`, as the account (or a visitor) reading `locale`. */
async function openAs(
  browser: Browser,
  locale: 'tr' | 'en',
  account: Account | null,
  selector: string,
): Promise<{ context: BrowserContext; page: Page; asked: string[] }> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  await context.addInitScript(markBeforeBundle, selector);
  const page = await context.newPage();
  if (account) await loginAs(page, account);
  else await page.goto('/');
  if (locale === 'en') await saveLocale(page, 'en');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/catalog/top-header-info')) asked.push(request.url());
  });
  return { context, page, asked };
}

/** How the page's islands went: the marked node kept, the hydration counts. */
function hydrationState(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const marked = window.__marked!.node;
    return {
      marked: marked !== null,
      same: marked !== null && marked === document.querySelector(selector),
      hydration: { ...window.B2BStorefront!.hydration },
      prerendered: document.querySelectorAll('[data-component][data-ssr]').length,
    };
  }, selector);
}

test.describe('the top bar paints from the server', () => {
  test.afterEach(async ({ request }) => resetLocale(request, 'bayi1'));

  test('Turkish and English × anonymous and bayi1 × 390 and 1280 px: the same nodes, no call, no noise', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const name = `${TOP_BAR}${SERVER_RENDERS ? '[data-ssr]' : ''} .b2b-top-header__name`;
    for (const locale of ['tr', 'en'] as const) {
      for (const account of [null, 'bayi1'] as (Account | null)[]) {
        const { context, page, asked } = await openAs(browser, locale, account, name);
        try {
          const noise = consoleNoise(page);
          for (const width of [390, 1280]) {
            const where = `(${locale}, ${account ?? 'anonymous'}, ${width} px)`;
            noise.length = 0;
            asked.length = 0;
            await page.setViewportSize({ width, height: 900 });
            const answer = await page.goto('/anahtar-ve-prizler');
            expect(answer!.headers()['cache-control'], where).toBe('no-store');
            await page.waitForFunction(() => window.__marked?.rendered === true);
            await page.waitForLoadState('networkidle');
            const state = await hydrationState(page, `${TOP_BAR} .b2b-top-header__name`);
            const signedInWide = account !== null && width === 1280;
            // The server drew the bar for a customer (at any width: it cannot know it); nothing for a visitor.
            expect(state.marked, `${where}: the name in the server's markup`).toBe(
              SERVER_RENDERS && account !== null,
            );
            if (signedInWide) {
              const top = page.locator(TOP_BAR);
              await expect(top.locator('.b2b-top-header__name'), where).toHaveText(BAYI1_NAME);
              await expect(
                top.getByText(locale === 'tr' ? 'Temsilciniz:' : 'Your representative:'),
              ).toBeVisible();
              expect(state.same, `${where}: the server's name element after hydration`).toBe(SERVER_RENDERS);
            } else {
              // A phone drops the bar once hydrated; a visitor's bar is empty.
              await expect(page.locator(`${TOP_BAR} .b2b-top-header`), where).toHaveCount(0);
            }
            if (!SERVER_RENDERS) expect(state.prerendered, where).toBe(0);
            expect(state.hydration.mismatched, `${where}: mismatched`).toBe(0);
            expect(state.hydration.hydrated, `${where}: every prerendered island hydrated`).toBe(
              state.prerendered,
            );
            expect(asked, `${where}: the top bar's call (its answer came with the page)`).toEqual([]);
            expect(await layoutProblems(page), where).toEqual([]);
            expect(noise, `${where}: console errors and warnings`).toEqual([]);
            await page.screenshot({
              path: `${SHOTS}/ssr-TopHeaderInfo-${account ?? 'anonymous'}-${locale}-${width}.png`,
            });
          }
        } finally {
          await context.close();
        }
      }
    }
  });
});

test.describe('the quick order pad paints from the server', () => {
  test.afterEach(async ({ request }) => resetLocale(request, 'bayi1'));

  /** A product bayi1 may order (the quick order spec's). */
  const CODE = '90410001';

  test('Turkish and English × 390 and 1280 px as bayi1: the blank pad’s nodes stay, the draft fills them, no shift', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const firstCode = `${PAD}${SERVER_RENDERS ? '[data-ssr]' : ''} tr[data-row-index="0"] [data-field="code"]`;
    for (const locale of ['tr', 'en'] as const) {
      const { context, page } = await openAs(browser, locale, 'bayi1', firstCode);
      try {
        const noise = consoleNoise(page);
        for (const width of [390, 1280]) {
          const where = `/hizli-siparis (${locale}, ${width} px)`;
          await page.setViewportSize({ width, height: 900 });
          // A new visitor of the pad: nothing kept for the tab.
          await page.evaluate(() => window.sessionStorage.clear());
          noise.length = 0;
          const answer = await page.goto('/hizli-siparis');
          expect(answer!.headers()['cache-control'], where).toBe('no-store');
          await page.waitForFunction(() => window.__marked?.rendered === true);
          let state = await hydrationState(page, `${PAD} tr[data-row-index="0"] [data-field="code"]`);
          expect(state.same, `${where}: the server's first code input after hydration`).toBe(SERVER_RENDERS);
          expect(state.hydration.mismatched, `${where}: mismatched`).toBe(0);
          expect(state.hydration.hydrated, `${where}: every prerendered island hydrated`).toBe(
            state.prerendered,
          );
          const rows = page.locator(`${PAD} tr[data-row-index]`);
          await expect(rows, where).toHaveCount(5);
          expect(await layoutProblems(page), where).toEqual([]);
          await page.screenshot({ path: `${SHOTS}/ssr-QuickOrder-blank-${locale}-${width}.png` });

          // A draft kept for the tab: typed and committed, then the page is opened again.
          // As a person types (at full speed, 8 keys and Enter are a barcode scanner's burst).
          await rows.first().locator('[data-field="code"]').focus();
          await page.keyboard.type(CODE, { delay: 70 });
          await page.keyboard.press('Enter');
          await page.keyboard.type('2');
          await page.keyboard.press('Enter');
          await expect(rows.first().locator('.b2b-quick-order__status--ok'), where).toHaveCount(1);
          await page.goto('/hizli-siparis');
          await page.waitForFunction(() => window.__marked?.rendered === true);
          await expect(rows.first().locator('[data-field="code"]'), where).toHaveValue(CODE);
          await expect(rows.first().locator('.b2b-quick-order__status--ok'), where).toHaveCount(1);
          await page.waitForLoadState('networkidle');
          state = await hydrationState(page, `${PAD} tr[data-row-index="0"] [data-field="code"]`);
          expect(state.hydration.mismatched, `${where}: mismatched with a draft`).toBe(0);
          await expect(rows, where).toHaveCount(5);
          await page.screenshot({ path: `${SHOTS}/ssr-QuickOrder-draft-${locale}-${width}.png` });
          // The draft's row is as tall as a blank one: filling the pad moves nothing below it.
          const [filled, blank] = [await rows.nth(0).boundingBox(), await rows.nth(1).boundingBox()];
          expect(
            Math.abs(filled!.height - blank!.height),
            `${where}: the filled row ${filled!.height} px, a blank one ${blank!.height} px`,
          ).toBeLessThanOrEqual(1);
          const shift = await layoutShift(page);
          expect(shift.total, `${where}: ${shift.moved.join(', ')}`).toBeLessThanOrEqual(0.02);
          expect(await layoutProblems(page), where).toEqual([]);
          expect(noise, `${where}: console errors and warnings`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    }
  });
});
