/**
 * The embedding guide outside Node: examples/python-host, a storefront in Python's standard library
 * with its own layout, renders its pages (the config block taken from the reference host for the
 * visitor's session, the placeholders, the bundle's tags from dist/manifest.json) and proxies every
 * other address to the reference host of the global setup. The journey accepts the cookie notice,
 * browses, searches, opens a product, logs in, adds to the cart and opens the cart, in Turkish, at
 * 1280 and 390 px; the proxy's Origin rule is checked on a call and on the /ws socket.
 * Data: bayi5, whose cart is put back as it was; the administrator's socket changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { request as apiRequest, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { restoreCart, cartLines } from './support/cartState';
import { expect, expectCleanBesidesMissingImages, PASSWORD, test as base } from './support/fixtures';
import { startPythonHost } from './support/pythonHost';
import {
  browseSearchAndLogIn,
  cartBadge as badge,
  configOf,
  productList as list,
} from './support/foreignStorefront';
import { ANONYMOUS_USER } from '../src/contract/hostConfigDefaults';

const SHOTS = process.env.SHOTS_DIR ?? path.join('test-results', 'shots');
const DIST = path.resolve(__dirname, '..', 'dist');
const FOREIGN_ORIGIN = 'http://evil.example';

const test = base.extend<object, { pythonHost: string }>({
  pythonHost: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const upstream = process.env.E2E_BASE_URL;
      if (!upstream) throw new Error('E2E_BASE_URL is unset: the global setup starts the reference host');
      const running = await startPythonHost({ upstream, distDir: DIST });
      await provide(running.url);
      await running.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ pythonHost }, provide) => provide(pythonHost),
});

interface PageConfig {
  csrfToken: string;
  socketUrl: string;
  user: { authenticated: boolean; name: string };
}

/** A screenshot to look at; the long catalogue pages only as far as the window reaches. */
async function shoot(page: Page, name: string, width: number, fullPage = true): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `python-host-${name}-${width}.png`), fullPage });
}

/** A call the way the widgets make it, with the page's token and the given Origin. */
function saveCookieChoice(page: Page, origin: string, token: string) {
  return page.request.post('/api/catalog/cookies', {
    headers: { Origin: origin, 'X-CSRF-Token': token, 'X-Requested-With': 'XMLHttpRequest' },
    data: { allowCookies: true },
  });
}

test('browse, search, log in, add to the cart and open it on a Python storefront', async ({
  page,
  problems,
  pythonHost,
}) => {
  const started = Date.now();
  await page.setViewportSize({ width: 1280, height: 900 });
  // The home page: the storefront's own layout, the list from the proxied product API.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Tüm Ürünler' })).toBeVisible();
  await expect(list(page).getByText(/^Toplam \d+ ürün$/)).toBeVisible();
  const anonymous = await configOf<PageConfig>(page);
  expect(anonymous.user).toEqual(ANONYMOUS_USER);
  // The page's socket goes through this storefront's /ws, never straight to the reference host.
  expect(anonymous.socketUrl).toBe(`${pythonHost.replace(/^http/, 'ws')}/ws`);

  // The cookie notice until it is accepted; the accept call's cookie keeps it off later pages.
  const notice = page.getByRole('region', { name: 'Çerez bildirimi' });
  await expect(notice).toBeVisible();
  await shoot(page, 'home', 1280, false);
  await notice.getByRole('button', { name: 'Tamam' }).click();
  await expect(notice).toHaveCount(0);

  const detail = await browseSearchAndLogIn(page, pythonHost);
  // The accepted notice stays away on every later page.
  await expect(page.locator('[data-component="CookieButton"]')).toHaveCount(0);
  const customer = await configOf<PageConfig>(page);
  expect(customer.user.authenticated).toBe(true);

  // The proxy rewrites only this storefront's Origin: the same call from another site is refused.
  expect((await saveCookieChoice(page, FOREIGN_ORIGIN, customer.csrfToken)).status()).toBe(403);
  expect((await saveCookieChoice(page, pythonHost, customer.csrfToken)).status()).toBe(200);

  const seeded = await cartLines(page);
  try {
    // Start without the product, so the mini cart's count must go up by one.
    const others = seeded.filter((line) => line.productId !== 1);
    await restoreCart(page, others);
    await page.reload();
    await expect(badge(page)).toHaveText(String(others.length));
    await detail.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(detail.getByRole('button', { name: 'Sepete Eklendi' })).toBeVisible();
    await expect(badge(page)).toHaveText(String(others.length + 1));
    await shoot(page, 'product', 390);

    // The mini cart lists the line and leads to the cart page, the storefront's own again.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('[data-component="CartIcon"] button').first().click();
    const panel = page.getByRole('region', { name: 'Sepetim' });
    await expect(panel.getByText('Viko Karre Adi Anahtar Beyaz')).toBeVisible();
    await panel.getByRole('link', { name: 'Sepete Git' }).click();
    await expect(page).toHaveURL(`${pythonHost}/sepet`);
    const cart = page.locator('[data-component="Cart"]');
    await expect(cart.getByRole('row').filter({ hasText: 'Viko Karre Adi Anahtar Beyaz' })).toBeVisible();
    await expect(cart.getByRole('combobox', { name: 'Ödeme Planı' })).toBeVisible();
    await shoot(page, 'cart', 1280);
    await shoot(page, 'cart', 390);
  } finally {
    await restoreCart(page, seeded);
  }
  // The proxied logout form ends the session and lands on the home page, anonymous again.
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(`${pythonHost}/`);
  expect((await configOf<PageConfig>(page)).user).toEqual(ANONYMOUS_USER);
  await expectCleanBesidesMissingImages(problems);
  console.log(`[python-host] journey ${Date.now() - started} ms on ${pythonHost}`);
});

/** Opens the socket as the cookie's session with that Origin: 101 when kept open, else the close code. */
function socketAnswer(url: string, cookie: string, origin: string): Promise<number> {
  const ws = new WebSocket(url, { headers: { cookie, origin } });
  return new Promise((resolve, reject) => {
    // Kept, or refused (1008): the host's close frame comes before the pong to our ping.
    ws.on('open', () => ws.ping());
    ws.on('pong', () => {
      ws.close();
      resolve(101);
    });
    ws.on('close', (code) => resolve(code));
    ws.on('unexpected-response', (_request, response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    ws.on('error', reject);
  });
}

test('the /ws socket through the Python proxy opens for its own origin only', async ({ pythonHost }) => {
  // The administrator's session, logged in through the proxied form.
  const api = await apiRequest.newContext({ baseURL: pythonHost });
  try {
    const form = await (await api.get('/account/login')).text();
    const csrf = /name="_csrf" value="([^"]+)"/.exec(form)?.[1] ?? '';
    const login = await api.post('/account/login', {
      form: { username: 'yonetici', password: PASSWORD, _csrf: csrf, returnUrl: '/' },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(303);
    const cookie = (await api.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const socketUrl = `${pythonHost.replace(/^http/, 'ws')}/ws`;
    expect(await socketAnswer(socketUrl, cookie, pythonHost)).toBe(101);
    expect(await socketAnswer(socketUrl, cookie, FOREIGN_ORIGIN)).toBe(1008);
  } finally {
    await api.dispose();
  }
});
