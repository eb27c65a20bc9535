/**
 * The performance budgets in the browser: pages and bundle arrive compressed, every chunk a page asks
 * for at start was preloaded with it, the first paint's stylesheets come inside the page, the
 * catalogue's first page needs no call, b2b:rendered follows b2b:ready, the all-products list runs
 * past ten pages, and no page type moves while its widgets mount.
 */
import type { Page } from '@playwright/test';
import { chunkOwnPathEnds } from './support/bundleFiles';
import { startHostProcess, type HostProcess } from './support/hostProcess';
import { expect, loginAs, test } from './support/fixtures';
import { layoutShift } from './support/layoutShift';

/**
 * The skeleton heights were measured on the demo data as seeded; the specs before this one leave
 * carts, orders and offers behind (longer admin lists move the footer by data, not by mounting).
 * The layout-shift journeys run against a host of their own on a fresh demo database.
 */
const freshDemo = test.extend<object, { freshHost: HostProcess }>({
  freshHost: [
    // (named `provide`, not `use`: the React hooks lint rule would mistake it; Playwright reads the
    // fixtures a fixture needs from its first parameter's pattern, so an empty one says none)
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const host = await startHostProcess();
      await provide(host);
      await host.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ freshHost }, provide) => provide(freshHost.url),
});

type Account = 'anonymous' | 'bayi1' | 'yonetici';

/** Every page type, by who sees it (the cart and checkout send anonymous visitors to the login page). */
const PAGES: Record<Account, string[]> = {
  anonymous: [
    '/',
    '/anahtar-ve-prizler',
    '/viko-karre-adi-anahtar-beyaz-p-1',
    '/search?q=priz',
    '/account/login',
    '/garanti-sorgulama',
    '/ariza-bildirimi',
  ],
  bayi1: [
    '/',
    '/viko',
    '/viko-karre-adi-anahtar-beyaz-p-1',
    '/search?q=priz',
    '/sepet',
    '/sepet/odeme',
    '/hesap/siparisler',
    '/teklif/liste',
    '/hesap/ayarlar',
    '/hesap/ekstre',
    '/hesap/odeme',
    '/garanti-sorgulama',
    '/ariza-bildirimi',
    '/hizli-siparis',
  ],
  yonetici: ['/yonetim', '/yonetim/cevrimici-kullanicilar', '/yonetim/musteri-sepetleri'],
};

/** Records the b2b:ready and b2b:rendered times of every page the tab loads from now on. */
async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { __b2b: Record<string, number> }).__b2b = marks;
    document.addEventListener('b2b:ready', () => (marks.ready = performance.now()));
    document.addEventListener('b2b:rendered', () => (marks.rendered = performance.now()));
  });
}

/** Loads a page and waits until its widgets show their data; the two event times. */
async function openRendered(page: Page, url: string): Promise<{ ready: number; rendered: number }> {
  await page.goto(url);
  const marks = await page.waitForFunction(
    () => {
      const b2b = (window as unknown as { __b2b: Record<string, number> }).__b2b;
      return b2b.rendered !== undefined && b2b;
    },
    null,
    { timeout: 15_000 },
  );
  return (await marks.jsonValue()) as { ready: number; rendered: number };
}

async function signIn(page: Page, account: Account): Promise<void> {
  if (account !== 'anonymous') await loginAs(page, account);
}

for (const width of [390, 1280]) {
  for (const account of Object.keys(PAGES) as Account[]) {
    freshDemo(`no page type moves while its widgets mount: ${account} at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
      await signIn(page, account);
      await recordEvents(page);
      for (const url of PAGES[account]) {
        await openRendered(page, url);
        await page.waitForLoadState('networkidle');
        const shift = await layoutShift(page);
        expect(shift.total, `${url}: ${shift.moved.join(', ')}`).toBeLessThanOrEqual(0.02);
      }
    });
  }
}

test('every script and stylesheet a page asks for at start came with a preload tag; the first paint’s stylesheets came inline', async ({
  page,
  problems,
}) => {
  test.setTimeout(90_000);
  await recordEvents(page);
  for (const account of Object.keys(PAGES) as Account[]) {
    await page.context().clearCookies();
    await signIn(page, account);
    for (const url of PAGES[account]) {
      const asked: string[] = [];
      const onRequest = (request: { url(): string; resourceType(): string }) => {
        if (/^(script|stylesheet)$/.test(request.resourceType())) asked.push(new URL(request.url()).pathname);
      };
      page.on('request', onRequest);
      await openRendered(page, url);
      page.off('request', onRequest);
      const head = await page.evaluate(() => ({
        preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
          (link) => new URL(link.href).pathname,
        ),
        entry: [
          ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
            'script[src], link[rel="stylesheet"]',
          ),
        ].map((tag) => new URL('src' in tag ? tag.src : tag.href).pathname),
        inline: [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].map(
          (tag) => tag.dataset.href!,
        ),
        // Widgets that load when seen (the footer's links) may come in when the page is short.
        later: [...document.querySelectorAll<HTMLElement>('[data-component][data-load]')].map(
          (el) => el.dataset.component!,
        ),
      }));
      // Chunk files are named by id: the manifest says which are a later widget's own.
      const later = head.later.flatMap((name) => chunkOwnPathEnds(`w-${name}`).map((end) => `/assets${end}`));
      const unexpected = asked.filter(
        (file) =>
          file.startsWith('/assets/') &&
          !head.preloaded.includes(file) &&
          !head.entry.includes(file) &&
          !later.includes(file),
      );
      expect(unexpected, `${account} ${url}`).toEqual([]);
      // The host's, the entry's and the rendered widgets' stylesheets are in the page: none is asked
      // for, not even by a widget's chunk when it loads (the loader finds its data-href). The
      // <link> tags that loader adds are in the DOM by now, so they are no proof of a tag of the page.
      expect(head.inline, `${account} ${url}`).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/static\/host\.css/),
          expect.stringMatching(/^storefront\./),
        ]),
      );
      const stylesheetsAsked = asked.filter(
        (file) => file.endsWith('.css') && !head.preloaded.includes(file) && !later.includes(file),
      );
      expect(stylesheetsAsked, `${account} ${url}`).toEqual([]);
      expect(await problems.cspViolations(), `${account} ${url}`).toEqual([]);
    }
  }
});

test('a catalogue page shows its first page without a call, and the events come in order', async ({
  page,
}) => {
  await recordEvents(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/catalog/products')) calls.push(request.url());
  });
  for (const url of ['/', '/anahtar-ve-prizler?sort=name', '/search?q=priz']) {
    const { ready, rendered } = await openRendered(page, url);
    expect(rendered).toBeGreaterThanOrEqual(ready);
    await expect(page.locator('[data-component="ProductList"] .b2b-product-row').first()).toBeVisible();
  }
  expect(calls).toEqual([]);
  // A change of page is a call as before.
  await page.locator('[data-component="ProductList"]').getByRole('link', { name: 'Sayfa 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect.poll(() => calls.length).toBe(1);
});

test('the page and the bundle arrive compressed', async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/' || /^\/assets\/storefront\.[0-9a-f]+\.js$/.test(url.pathname))
      encodings.set(
        url.pathname === '/' ? 'page' : 'entry',
        (await response.allHeaders())['content-encoding'],
      );
  });
  await page.goto('/');
  await expect.poll(() => encodings.size).toBe(2);
  expect(encodings.get('page')).toBe('br');
  expect(encodings.get('entry')).toBe('br');
});

test('the all-products list runs past ten pages, with the spec’s gaps', async ({ page }) => {
  const { total, limit } = (await (await page.request.get('/api/catalog/products')).json()) as {
    total: number;
    limit: number;
  };
  const last = Math.ceil(total / limit);
  expect(total).toBeGreaterThanOrEqual(300);
  expect(last).toBeGreaterThan(10);
  const shown = async (url: string) => {
    await page.goto(url);
    const nav = page.locator('[data-component="ProductList"]').getByRole('navigation', { name: 'Sayfalar' });
    await expect(nav).toBeVisible();
    return nav
      .locator('li')
      .evaluateAll((items) =>
        items.map((li) => li.textContent!.trim()).filter((text) => /^(\d+|…)$/.test(text)),
      );
  };
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
  expect(await shown('/')).toEqual([...range(1, 7), '…', String(last)]);
  const middle = Math.ceil(last / 2);
  expect(await shown(`/?page=${middle}`)).toEqual([
    '1',
    '…',
    ...range(middle - 2, middle + 2),
    '…',
    String(last),
  ]);
  expect(await shown(`/?page=${last}`)).toEqual(['1', '…', ...range(last - 6, last)]);
});
