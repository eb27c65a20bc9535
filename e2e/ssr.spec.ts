/**
 * First paint from the server: the host renders ProductList (and the cookie notice, and
 * the debt banner) into their placeholders with data-ssr, the bundle hydrates that markup in place.
 * Without JavaScript the names and prices are on screen and styled; with it the server's DOM nodes
 * stay (no mismatch, no console noise) in both languages, for visitors and dealers, both views and
 * both widths; a markup that does not match is drawn again and counted once; a host that sends no
 * data-ssr gets the old clear-and-render.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Product } from '../src/contract/catalog';
import { escapeHtml } from '../server/http/html';
import type { HostConfig } from '../src/contract/hostConfig';
import { formatMoney } from '../src/domain/shared/money';
import { priceDisplay } from '../src/domain/catalog/priceDisplay';
import { priceAmount } from '../src/domain/catalog/pricing';
import { addLine, cartLines, restoreCart } from './support/cartState';
import { resetLocale, saveLocale } from './support/chrome';
import { layoutShift } from './support/layoutShift';
import { placeholderEnd, rewriteDocuments } from './support/serverMarkup';
import { expect, loginAs, test, type Account } from './support/fixtures';
import { consoleNoise } from './support/consoleNoise';

// These journeys are about the server render itself: against hosts started without one
// (SSR_ENTRY=off, the e2e hosts inherit it) there is nothing of theirs to check. The rest of the
// suite runs unchanged either way.
test.skip(process.env.SSR_ENTRY === 'off', 'the hosts render no islands: SSR_ENTRY=off');

const LIST = '[data-component="ProductList"]';
/** A product of the list in either view: a table row or a grid card. */
const ITEM = '.b2b-product-row, .b2b-product-card';
const CATEGORY = '/anahtar-ve-prizler';
const MISMATCH_WARNING = '[b2b] placeholder "ProductList": its server markup did not match';

declare global {
  interface Window {
    /** Set by the init script of these journeys. */
    __ssr?: { first: Element | null; rendered: boolean };
  }
}

/** The first products of a catalogue page as the product API lists them for this visitor. */
async function firstProducts(context: BrowserContext, pagePath: string): Promise<Product[]> {
  const apiPath = pagePath === '/' ? '' : pagePath;
  const answer = await context.request.get(`/api/catalog/products${apiPath}`);
  expect(answer.status()).toBe(200);
  const { products } = (await answer.json()) as { products: Product[] };
  expect(products.length, `products of ${pagePath}`).toBeGreaterThanOrEqual(3);
  return products.slice(0, 3);
}

/** The sale price text the list shows for a product, from the page's config block (rates, tax display). */
function salePriceText(product: Product, config: HostConfig): string {
  const rateOf = (code: string) => config.currencies.find((c) => c.code === code)?.exchangeRate ?? 1;
  const active = config.currencies.find((c) => c.id === config.defaultCurrency) ?? {
    code: 'TRY',
    exchangeRate: 1,
  };
  const amount = priceAmount({
    price: product.salePrice.value,
    currencyRate: rateOf(product.salePrice.currency),
    defaultCurrencyRate: active.exchangeRate,
    taxRate: product.taxRate,
    withTax: priceDisplay(config.settings).withTax,
  });
  return formatMoney(amount, active.code);
}

/**
 * Records, as soon as the HTML is parsed and before the deferred bundle runs (readyState
 * 'interactive' comes before deferred scripts; DOMContentLoaded only after them, and the bundle
 * boots at once when it runs), the first product of the server's markup; and notes b2b:rendered.
 */
function recordServerMarkup() {
  window.__ssr = { first: null, rendered: false };
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive')
      window.__ssr!.first = document.querySelector(
        '[data-component="ProductList"][data-ssr] :is(.b2b-product-row, .b2b-product-card)',
      );
  });
  document.addEventListener('b2b:rendered', () => (window.__ssr!.rendered = true));
}

/** Every placeholder that carries data-ssr, emptied and without the attribute. */
function withoutServerMarkup(html: string): string {
  const opening = /<div data-component="[A-Za-z]+"[^>]*? data-ssr="[^"]*">/g;
  let out = html;
  for (let match = opening.exec(out); match; match = opening.exec(out)) {
    const end = placeholderEnd(out, match.index);
    const empty = match[0].replace(/ data-ssr="[^"]*"/, '') + '</div>';
    out = out.slice(0, match.index) + empty + out.slice(end);
    opening.lastIndex = match.index + empty.length;
  }
  return out;
}

/** A fresh browser in Istanbul's time, recording with `record`, as the account (or a visitor) reading `locale`. */
async function openAs(
  browser: Browser,
  locale: 'tr' | 'en',
  account: Account | null,
  record: () => void,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  await context.addInitScript(record);
  const page = await context.newPage();
  if (account) await loginAs(page, account);
  else await page.goto('/');
  if (locale === 'en') await saveLocale(page, 'en');
  return { context, page };
}

test('without JavaScript: the first page of the list, names and prices, styled, and the cookie notice', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    javaScriptEnabled: false,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    viewport: { width: 390, height: 900 },
  });
  try {
    const page = await context.newPage();
    // The saved view (list) on the home page and a category page, and the grid asked for in the URL.
    for (const url of ['/', CATEGORY, `${CATEGORY}?view=grid`]) {
      const pagePath = url.split('?')[0]!;
      const response = await page.goto(url);
      expect(response?.headers()['server-timing'], url).toMatch(/(^|,\s*)ssr;dur=[\d.]+/);
      const list = page.locator(`${LIST}[data-ssr]`);
      await expect(list, url).toHaveCount(1);
      const config = JSON.parse((await page.locator('#b2b-config').textContent()) ?? '{}') as HostConfig;

      const expected = await firstProducts(context, pagePath);
      // The embedded first page is the same list (the markup was drawn from it).
      const props = JSON.parse((await list.getAttribute('data-props')) ?? '{}') as {
        firstPage: { answer: { products: Product[] } };
      };
      expect(props.firstPage.answer.products.slice(0, 3).map((p) => p.name)).toEqual(
        expected.map((p) => p.name),
      );

      const items = list.locator(ITEM);
      for (const [index, product] of expected.entries()) {
        const item = items.nth(index);
        await expect(item.getByRole('link', { name: product.name, exact: true }), url).toBeVisible();
        await expect(item.locator('.b2b-price__sale'), `${url}: ${product.name}`).toBeVisible();
        await expect(item.locator('.b2b-price__sale')).toContainText(salePriceText(product, config));
        const box = await item.boundingBox();
        expect(box?.width, `${url}: the box of ${product.name}`).toBeGreaterThan(100);
        expect(box?.height).toBeGreaterThan(40);
      }
      // ProductList.css is linked: the table scrolls in its own box and turns into stacked rows on a
      // phone; the cards sit in a grid.
      if (url.endsWith('view=grid')) {
        await expect(list.locator('.b2b-product-list__grid'), url).toHaveCSS('display', 'grid');
      } else {
        await expect(list.locator('.b2b-product-list__table-wrap'), url).toHaveCSS('overflow-x', 'auto');
        await expect(list.locator('.b2b-product-list__table'), url).toHaveCSS('display', 'block');
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${url}: horizontal scroll at 390 px`,
      ).toBeLessThanOrEqual(390);

      // A new visitor: the cookie notice, prerendered too.
      const cookie = page.locator('[data-component="CookieButton"][data-ssr]');
      await expect(
        cookie.getByText('Size daha iyi bir alışveriş deneyimi sunabilmek için çerezler kullanıyoruz.'),
      ).toBeVisible();
      await expect(cookie.getByRole('button', { name: 'Tamam' })).toBeVisible();
    }
  } finally {
    await context.close();
  }
});

test.describe('hydration keeps the server DOM', () => {
  // The language is saved per user: bayi1 goes back to Turkish for the other specs, whatever happened.
  test.afterEach(async ({ request }) => resetLocale(request, 'bayi1'));

  test('Turkish and English × anonymous and bayi1 × grid and list × 390 and 1280 px', async ({ browser }) => {
    test.setTimeout(60_000);
    const pages = ['/', CATEGORY, '/search?q=priz'];
    const loads = [
      { view: 'grid', width: 390 },
      { view: 'grid', width: 1280 },
      { view: 'list', width: 390 },
      { view: 'list', width: 1280 },
    ] as const;
    let round = 0;
    for (const locale of ['tr', 'en'] as const) {
      for (const account of [null, 'bayi1'] as (Account | null)[]) {
        const { context, page } = await openAs(browser, locale, account, recordServerMarkup);
        try {
          const noise = consoleNoise(page);
          for (const [index, { view, width }] of loads.entries()) {
            const pagePath = pages[(round + index) % pages.length]!;
            const url = `${pagePath}${pagePath.includes('?') ? '&' : '?'}view=${view}`;
            const where = `${url} (${locale}, ${account ?? 'anonymous'}, ${width} px)`;
            noise.length = 0;
            await page.setViewportSize({ width, height: 900 });
            await page.goto(url);
            await page.waitForFunction(() => window.__ssr?.rendered === true);
            await expect(page.locator('html'), where).toHaveAttribute('lang', locale);
            const state = await page.evaluate(
              ({ list, item }) => {
                const placeholder = document.querySelector(list)!;
                const recorded = window.__ssr!.first;
                return {
                  recorded: recorded?.className ?? null,
                  sameFirst: recorded !== null && recorded === placeholder.querySelector(item),
                  connected: recorded?.isConnected ?? false,
                  hydration: { ...window.B2BStorefront!.hydration },
                  prerendered: document.querySelectorAll('[data-component][data-ssr]').length,
                  mismatchMarked: document.querySelectorAll('[data-ssr-mismatch]').length,
                };
              },
              { list: LIST, item: ITEM },
            );
            expect(state.recorded, `${where}: the first product of the server's markup`).toBe(
              view === 'grid' ? 'b2b-product-card' : 'b2b-product-row',
            );
            expect(state.sameFirst, `${where}: the same first product element after hydration`).toBe(true);
            expect(state.connected, `${where}: still in the document`).toBe(true);
            expect(state.hydration.mismatched, `${where}: mismatched`).toBe(0);
            expect(state.hydration.hydrated, `${where}: hydrated`).toBeGreaterThanOrEqual(1);
            expect(state.hydration.hydrated, `${where}: every prerendered island hydrated`).toBe(
              state.prerendered,
            );
            expect(state.mismatchMarked, `${where}: data-ssr-mismatch`).toBe(0);
            expect(noise, `${where}: console errors and warnings`).toEqual([]);
          }
        } finally {
          await context.close();
        }
        round += 1;
      }
    }
  });
});

test('a server markup that does not match is drawn again, said once and counted', async ({ page }) => {
  let wrongName = '';
  let rightName = '';
  await rewriteDocuments(page, '/', (html) => {
    const start = html.search(/<div data-component="ProductList"[^>]*? data-ssr="/);
    expect(start).toBeGreaterThan(-1);
    const end = placeholderEnd(html, start);
    const opening = html.slice(start, html.indexOf('>', start) + 1);
    const props = JSON.parse(
      opening
        .match(/data-props='([^']*)'/)![1]!
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    ) as { firstPage: { answer: { products: Product[] } } };
    rightName = props.firstPage.answer.products[0]!.name;
    wrongName = `${rightName} (sunucuda başka)`;
    const inner = html.slice(start + opening.length, end);
    const text = `>${escapeHtml(rightName)}<`;
    expect(inner).toContain(text);
    // Only the markup: data-props (what the browser renders from) keeps the real name.
    const changed = inner.replace(text, `>${escapeHtml(wrongName)}<`);
    return html.slice(0, start + opening.length) + changed + html.slice(end);
  });
  const noise = consoleNoise(page);
  await page.addInitScript(recordServerMarkup);
  await page.goto('/');
  await page.waitForFunction(() => window.__ssr?.rendered === true);
  const list = page.locator(LIST);
  await expect(list.locator(ITEM).first().getByRole('link', { name: rightName, exact: true })).toBeVisible();
  await expect(list.getByText(wrongName)).toHaveCount(0);
  // Drawn again: the server's first row is gone (what the DOM identity check of the journeys above sees).
  expect(await page.evaluate(() => window.__ssr!.first?.isConnected)).toBe(false);
  expect(await page.evaluate(() => window.B2BStorefront!.hydration.mismatched)).toBe(1);
  await expect(list).toHaveAttribute('data-ssr-mismatch', '');
  expect(noise.filter((text) => text.startsWith(`warning: ${MISMATCH_WARNING}`))).toHaveLength(1);
  expect(noise, 'nothing else than the one warning').toEqual([expect.stringContaining(MISMATCH_WARNING)]);
});

test('a host that sends no server markup: the list is cleared and rendered as before', async ({ page }) => {
  let sent = '';
  await rewriteDocuments(page, '/', (html) => {
    // The host did prerender this page (the list and the cookie notice): there is something to take out.
    expect(html.match(/ data-ssr="/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    sent = withoutServerMarkup(html);
    return sent;
  });
  const noise = consoleNoise(page);
  await page.addInitScript(recordServerMarkup);
  await page.goto('/');
  expect(sent).toContain('<div data-component="ProductList" data-props=');
  expect(sent).not.toContain('data-ssr=');
  await page.waitForFunction(() => window.__ssr?.rendered === true);
  const list = page.locator(LIST);
  for (const product of await firstProducts(page.context(), '/')) {
    await expect(list.getByRole('link', { name: product.name, exact: true }).first()).toBeVisible();
  }
  await expect(list.locator('.b2b-price__sale').first()).toBeVisible();
  expect(await page.evaluate(() => ({ ...window.B2BStorefront!.hydration }))).toEqual({
    hydrated: 0,
    mismatched: 0,
  });
  expect(await page.evaluate(() => window.__ssr!.first === null), 'no server markup to record').toBe(true);
  await expect(page.locator('[data-ssr], [data-ssr-mismatch]')).toHaveCount(0);
  expect(noise).toEqual([]);
});

test.describe('the product page paints from the server', () => {
  test.afterEach(async ({ request }) => resetLocale(request, 'bayi1'));

  /** The detail's name element as the HTML parser made it, before the bundle ran. */
  function recordDetail() {
    window.__ssr = { first: null, rendered: false };
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        window.__ssr!.first = document.querySelector(
          '[data-component="ProductDetail"][data-ssr] .b2b-detail__name',
        );
    });
    document.addEventListener('b2b:rendered', () => (window.__ssr!.rendered = true));
  }

  test('Turkish and English × anonymous and bayi1 × 390 and 1280 px: the same nodes, no noise', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    for (const locale of ['tr', 'en'] as const) {
      for (const account of [null, 'bayi1'] as (Account | null)[]) {
        const { context, page } = await openAs(browser, locale, account, recordDetail);
        try {
          const [product] = await firstProducts(context, CATEGORY);
          const url = `/${product!.seo}-p-${product!.id}`;
          const noise = consoleNoise(page);
          for (const width of [390, 1280]) {
            const where = `${url} (${locale}, ${account ?? 'anonymous'}, ${width} px)`;
            noise.length = 0;
            await page.setViewportSize({ width, height: 900 });
            await page.goto(url);
            await page.waitForFunction(() => window.__ssr?.rendered === true);
            const detail = page.locator('[data-component="ProductDetail"][data-ssr]');
            await expect(detail.locator('.b2b-detail__name'), where).toHaveText(product!.name);
            // The page's largest image is asked for first, at its size.
            const image = detail.locator('.b2b-detail__media img');
            await expect(image, where).toHaveAttribute('fetchpriority', 'high');
            await expect(image).toHaveAttribute('width', '400');
            const state = await page.evaluate(() => ({
              same:
                window.__ssr!.first !== null &&
                window.__ssr!.first ===
                  document.querySelector('[data-component="ProductDetail"] .b2b-detail__name'),
              hydration: { ...window.B2BStorefront!.hydration },
              prerendered: document.querySelectorAll('[data-component][data-ssr]').length,
            }));
            expect(state.same, `${where}: the server's name element after hydration`).toBe(true);
            expect(state.hydration.mismatched, `${where}: mismatched`).toBe(0);
            expect(state.hydration.hydrated, `${where}: every prerendered island hydrated`).toBe(
              state.prerendered,
            );
            expect(noise, `${where}: console errors and warnings`).toEqual([]);
          }
        } finally {
          await context.close();
        }
      }
    }
  });
});

/** The user's own pages, drawn on the server from their first answers, hydrated with the same nodes. */
const PERSONAL_PAGES = [
  { url: '/sepet', name: 'Cart', node: '.b2b-cart__table tbody tr' },
  { url: '/hesap/siparisler', name: 'OrderList', node: 'th.b2b-history__key' },
] as const;

test.describe('the personal pages paint from the server', () => {
  test.afterEach(async ({ request }) => resetLocale(request, 'bayi1'));

  /** The island's first node as the HTML parser made it, before the bundle ran. */
  function recordIsland(selector: string) {
    window.__ssr = { first: null, rendered: false };
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.__ssr!.first = document.querySelector(selector);
    });
    document.addEventListener('b2b:rendered', () => (window.__ssr!.rendered = true));
  }

  for (const { url, name, node } of PERSONAL_PAGES) {
    test(`${url}: Turkish and English × 390 and 1280 px as bayi1: the same nodes, no noise, no shift`, async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const selector = `[data-component="${name}"][data-ssr] ${node}`;
      for (const locale of ['tr', 'en'] as const) {
        const context = await browser.newContext({
          baseURL: process.env.E2E_BASE_URL,
          locale: 'tr-TR',
          timezoneId: 'Europe/Istanbul',
        });
        try {
          await context.addInitScript(recordIsland, selector);
          const page = await context.newPage();
          await loginAs(page, 'bayi1');
          if (locale === 'en') await saveLocale(page, 'en');
          const lines = await cartLines(page);
          if (lines.length === 0) {
            const [product] = await firstProducts(context, CATEGORY);
            await addLine(page, { productId: product!.id, unitId: product!.units[0]!.id, quantity: 1 });
          }
          const noise = consoleNoise(page);
          for (const width of [390, 1280]) {
            const where = `${url} (${locale}, ${width} px)`;
            noise.length = 0;
            await page.setViewportSize({ width, height: 900 });
            const answer = await page.goto(url);
            expect(answer!.headers()['cache-control'], where).toBe('no-store');
            await page.waitForFunction(() => window.__ssr?.rendered === true);
            await page.waitForLoadState('networkidle');
            const state = await page.evaluate(
              ({ name, node }) => ({
                same:
                  window.__ssr!.first !== null &&
                  window.__ssr!.first === document.querySelector(`[data-component="${name}"] ${node}`),
                hydration: { ...window.B2BStorefront!.hydration },
                prerendered: document.querySelectorAll('[data-component][data-ssr]').length,
              }),
              { name, node },
            );
            expect(state.same, `${where}: the server's node after hydration`).toBe(true);
            expect(state.hydration.mismatched, `${where}: mismatched`).toBe(0);
            expect(state.hydration.hydrated, `${where}: every prerendered island hydrated`).toBe(
              state.prerendered,
            );
            const shift = await layoutShift(page);
            expect(shift.total, `${where}: ${shift.moved.join(', ')}`).toBeLessThanOrEqual(0.02);
            expect(noise, `${where}: console errors and warnings`).toEqual([]);
            await page.screenshot({ path: `test-results/shots/ssr-${name}-${locale}-${width}.png` });
          }
          await restoreCart(page, lines);
        } finally {
          await context.close();
        }
      }
    });
  }
});
