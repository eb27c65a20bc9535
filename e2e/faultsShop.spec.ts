/**
 * The fault matrix, catalogue and page chrome: the product list, add to cart, the
 * suggestions, the view setting, the top bar, the mini cart's load and the cookie notice, each call
 * under every fault of support/faultLab (network failure, 500 in the error shape, 500 in HTML, 401,
 * 403, a malformed body, a 10 s stall). Per case: what the spec says (message, redirect, or
 * silence), nothing typed is lost, nothing uncaught reaches the console, another widget still works.
 * Journeys use bayi4, whose cart they put back.
 */
import type { Page } from '@playwright/test';
import { cartLines, restoreCart } from './support/cartState';
import { errorTextOf, FaultTally } from './support/faultLab';
import {
  miniCartButton,
  miniCartWorks,
  openLab,
  reportAfterAll,
  runFaults,
  searchWorks,
} from './support/faultPages';
import { expect, loginAs, test } from './support/fixtures';
import { barePlaceholders } from './support/serverMarkup';

const tally = new FaultTally('catalogue and page chrome');
reportAfterAll(tally);

const CATALOGUE = '/anahtar-ve-prizler';
const ADMIN_TOAST = 'Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.';
const list = (page: Page) => page.locator('[data-component="ProductList"]');

test.describe('fault matrix: catalogue and page chrome', () => {
  test.describe.configure({ timeout: 360_000 });

  test('catalogue: products, add to cart, suggestions, the view setting', async ({ page }) => {
    const lab = await openLab(page);
    const from = tally.size();
    await loginAs(page, 'bayi4');
    const seeded = await cartLines(page);
    const open = async () => {
      await page.goto(CATALOGUE);
      await expect(list(page).locator('tbody tr').first()).toBeVisible();
    };
    try {
      await open();

      // GET /api/catalog/products{path}{query}: a failed load says so and offers to try again.
      const sorts = ['Ürün Adı A-Z', 'Ürün Adı Z-A'];
      let sortIndex = 0;
      await runFaults(
        tally,
        lab,
        'GET /api/catalog/products{path}{query}',
        { method: 'GET', path: /^\/api\/catalog\/products\/anahtar-ve-prizler/ },
        async (fault, injected) => {
          await list(page)
            .getByRole('combobox', { name: 'Sıralama' })
            .selectOption({ label: sorts[sortIndex++ % 2]! });
          await injected.made();
          if (fault === 'stall') {
            await expect(list(page).locator('.b2b-product-list')).toHaveAttribute('aria-busy', 'true');
            await miniCartWorks(page);
            await injected.release();
            await expect(list(page).locator('.b2b-product-list')).toHaveAttribute('aria-busy', 'false');
            await expect(list(page).locator('tbody tr').first()).toBeVisible();
          } else {
            await expect(list(page).getByText('Ürünler yüklenemedi.')).toBeVisible();
            await injected.remove();
            await list(page).getByRole('button', { name: 'Tekrar Dene' }).click();
            await expect(list(page).locator('tbody tr').first()).toBeVisible();
          }
          await lab.expectQuiet();
          await miniCartWorks(page);
        },
        open,
      );

      // POST /api/catalog/cart/{productId}: 401 → login, 403 → the admin toast, else an alert.
      const row = list(page)
        .locator('tbody tr')
        .filter({ has: page.getByRole('button', { name: 'Sepete Ekle' }) })
        .first();
      const rowName = await row.getByRole('link').first().textContent();
      const theRow = () => list(page).locator('tbody tr').filter({ hasText: rowName! }).first();
      const typeQuantity = async () => {
        const quantity = theRow().getByRole('textbox', { name: 'Miktar' });
        await quantity.fill('3');
        await quantity.press('Tab');
        await expect(quantity).toHaveValue('3');
      };
      // The row is on this page under this sort (both in the URL); the category's default sort may
      // show it on another page.
      const rowPage = page.url();
      const reopenRow = async () => {
        await page.goto(rowPage);
        await expect(theRow()).toBeVisible();
        await typeQuantity();
      };
      await typeQuantity();
      await runFaults(
        tally,
        lab,
        'POST /api/catalog/cart/{productId}',
        { method: 'POST', path: /^\/api\/catalog\/cart\/\d+$/ },
        async (fault, injected) => {
          if (fault === 'unauthorized') {
            const toLogin = page.waitForRequest(
              (r) => r.isNavigationRequest() && r.url().includes('/account/login'),
            );
            await theRow().getByRole('button', { name: 'Sepete Ekle' }).click();
            await toLogin;
            await lab.expectQuiet();
            await reopenRow();
            return;
          }
          await theRow().getByRole('button', { name: 'Sepete Ekle' }).click();
          await injected.made();
          if (fault === 'forbidden') await lab.expectToast(ADMIN_TOAST);
          else if (fault === 'stall') {
            await expect(theRow().getByRole('button', { name: 'Ekleniyor...' })).toBeVisible();
            await searchWorks(page);
            await injected.release();
            await expect(theRow().getByRole('button', { name: 'Sepete Eklendi' })).toBeVisible();
          } else await lab.expectAlert(errorTextOf(fault));
          // What the user typed is still there, and the button is usable again.
          await expect(theRow().getByRole('textbox', { name: 'Miktar' })).toHaveValue('3');
          await expect(theRow().getByRole('button', { name: /Sepete Ekle/ })).toBeEnabled();
          await miniCartWorks(page);
        },
        reopenRow,
      );

      // GET /autocomplete: suggestions fail silently; the words typed stay in the box.
      const box = page.getByRole('combobox', { name: 'Ürün Ara' });
      const words = ['anahtar', 'sigorta', 'kablo', 'buat', 'klemens', 'ampul', 'priz'];
      let wordIndex = 0;
      await runFaults(
        tally,
        lab,
        'GET /autocomplete',
        { method: 'GET', path: /^\/autocomplete\?/ },
        async (fault, injected) => {
          const word = words[wordIndex++ % words.length]!;
          await box.fill(word);
          await injected.made();
          if (fault === 'stall') {
            // (no other widget meanwhile: a click outside the box closes the suggestions, as it should)
            await injected.release();
            await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
          } else {
            // The next suggestions would have come by now; none, and no message.
            await page.clock.runFor(600);
            await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);
          }
          await expect(box).toHaveValue(word);
          await lab.expectQuiet();
          await box.fill('');
          await page.keyboard.press('Escape');
          await miniCartWorks(page);
        },
        open,
      );

      // POST /api/catalog/settings (productListView): the view changes at once; a failed save is logged only.
      const views = ['Izgara görünüm', 'Liste görünüm'];
      let viewIndex = 0;
      await runFaults(
        tally,
        lab,
        'POST /api/catalog/settings',
        { method: 'POST', path: /^\/api\/catalog\/settings$/ },
        async (fault, injected) => {
          const view = views[viewIndex++ % 2]!;
          await list(page).getByRole('button', { name: view }).click();
          await injected.made();
          await expect(list(page).getByRole('button', { name: view })).toHaveAttribute(
            'aria-pressed',
            'true',
          );
          if (fault === 'stall') {
            await miniCartWorks(page);
            const saved = page.waitForResponse((r) => r.url().endsWith('/api/catalog/settings'));
            await injected.release();
            expect((await saved).status()).toBe(200);
          }
          await lab.expectQuiet();
          await miniCartWorks(page);
        },
        open,
      );
      // The saved view goes back to the list.
      if (
        (await list(page).getByRole('button', { name: 'Liste görünüm' }).getAttribute('aria-pressed')) !==
        'true'
      ) {
        const saved = page.waitForResponse((r) => r.url().endsWith('/api/catalog/settings'));
        await list(page).getByRole('button', { name: 'Liste görünüm' }).click();
        await saved;
      }
    } finally {
      await restoreCart(page, seeded);
    }
    expect(tally.failures(from)).toEqual([]);
  });

  test('every page: the top bar and the mini cart load, the cookie notice', async ({ page, browser }) => {
    const lab = await openLab(page);
    const from = tally.size();
    await loginAs(page, 'bayi4');
    const top = page.locator('[data-component="TopHeaderInfo"]');

    // GET /api/catalog/top-header-info: logged only, the skeleton goes, no message. The reference host
    // embeds the call's answer in the page (the widget then makes no call): here the page comes as
    // from a host that embeds none, so the widget asks.
    const embedded = await barePlaceholders(page, 'TopHeaderInfo');
    await runFaults(
      tally,
      lab,
      'GET /api/catalog/top-header-info',
      { method: 'GET', path: /^\/api\/catalog\/top-header-info$/ },
      async (fault, injected) => {
        await page.goto(CATALOGUE);
        await injected.made();
        if (fault === 'stall') {
          await expect(top.locator('.b2b-top-header--loading')).toHaveCount(1);
          await expect(list(page).locator('tbody tr').first()).toBeVisible();
          await miniCartWorks(page);
          await injected.release();
          await expect(top.getByText('Karadeniz Elektrik Market')).toBeVisible();
        } else {
          await expect(top.locator('.b2b-top-header--loading')).toHaveCount(0);
          await expect(top.locator('.b2b-top-header')).toHaveCount(0);
          await miniCartWorks(page);
        }
        await lab.expectQuiet();
      },
      async () => undefined,
    );
    await embedded();

    // GET /api/catalog/cart: fails silently; the mini cart reads it again when opened.
    const badge = page.locator('[data-component="CartIcon"] .b2b-cart-icon__badge');
    const lines = (await cartLines(page)).length;
    await runFaults(
      tally,
      lab,
      'GET /api/catalog/cart',
      { method: 'GET', path: /^\/api\/catalog\/cart$/ },
      async (fault, injected) => {
        await page.goto(CATALOGUE);
        await injected.made();
        if (fault === 'stall') {
          await expect(list(page).locator('tbody tr').first()).toBeVisible();
          await searchWorks(page);
          await injected.release();
        } else {
          await expect(list(page).locator('tbody tr').first()).toBeVisible();
          await searchWorks(page);
          await injected.remove();
          await miniCartButton(page).click();
          await expect(
            page.getByRole('region', { name: 'Sepetim' }).getByRole('link', { name: 'Sepete Git' }),
          ).toBeVisible();
          await page.keyboard.press('Escape');
        }
        await expect(badge).toHaveText(String(lines));
        await lab.expectQuiet();
      },
      async () => undefined,
    );

    // POST /api/catalog/cookies (a visitor): the notice goes at once; a failed save is logged only.
    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    const visitorLab = await openLab(anonymous);
    const notice = anonymous.getByRole('region', { name: 'Çerez bildirimi' });
    try {
      await runFaults(
        tally,
        visitorLab,
        'POST /api/catalog/cookies',
        { method: 'POST', path: /^\/api\/catalog\/cookies$/ },
        async (fault, injected) => {
          await anonymous.goto('/');
          await notice.getByRole('button', { name: 'Tamam' }).click();
          await injected.made();
          if (fault === 'stall') {
            // Hidden while the choice is saved.
            await expect(notice).toBeHidden();
            await searchWorks(anonymous);
            const saved = anonymous.waitForResponse((r) => r.url().endsWith('/api/catalog/cookies'));
            await injected.release();
            expect((await saved).status()).toBe(200);
            await expect(notice).toBeHidden();
          } else {
            // Not saved: the notice comes back saying so, for another try.
            await expect(notice.getByRole('alert')).toHaveText(
              'Çerez tercihiniz kaydedilemedi. Lütfen tekrar deneyin.',
            );
            await expect(notice.getByRole('button', { name: 'Tamam' })).toBeEnabled();
            await searchWorks(anonymous);
          }
          await visitorLab.expectQuiet();
        },
        async () => undefined,
      );
    } finally {
      await visitor.close();
    }
    expect(tally.failures(from)).toEqual([]);
  });
});
