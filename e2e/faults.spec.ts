/**
 * The fault matrix of the shop pages (issue 14): every call of spec section 7 the catalogue, the top
 * bar, the mini cart, the cart page and the checkout make, under each fault of support/faultLab
 * (network failure, 500 in the error shape, 500 in HTML, 401, 403, a malformed body, a 10 s stall).
 * Per case: what the spec says (message, redirect, or silence), nothing typed is lost, nothing
 * uncaught reaches the console, and another widget of the page still works. The account area and
 * the admin screens are in faultsAccount.spec.ts. Journeys use bayi4, whose cart they put back.
 */
import type { Page } from '@playwright/test';
import { cartLines, restoreCart } from './support/cartState';
import {
  FAULTS,
  FaultLab,
  FaultTally,
  errorTextOf,
  inject,
  type CallPattern,
  type Fault,
} from './support/faultLab';
import { expect, loginAs, test } from './support/fixtures';

const tally = new FaultTally('shop pages');
test.afterAll(() => {
  console.log(tally.summary());
  for (const failure of tally.failures()) console.log(`[faults]   ${failure}`);
});

const CATALOGUE = '/anahtar-ve-prizler';
const ADMIN_TOAST = 'Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.';

async function openLab(page: Page): Promise<FaultLab> {
  // The page's clock is Playwright's: a stall moves it 10 s on while the call is held.
  await page.clock.install();
  return new FaultLab(page);
}

const list = (page: Page) => page.locator('[data-component="ProductList"]');
const miniCartButton = (page: Page) => page.locator('[data-component="CartIcon"] button').first();

/** Another widget of the page still works: the mini cart opens and closes. */
async function miniCartWorks(page: Page): Promise<void> {
  await miniCartButton(page).click();
  const panel = page.getByRole('region', { name: 'Sepetim' });
  await expect(panel).toBeVisible();
  await expect(
    panel
      .getByRole('link', { name: /Sepete Git|Giriş Yap/ })
      .or(panel.getByText('Sepetinizde ürün bulunmamaktadır.')),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** Another widget of the page still works: the search box suggests (its call is not the one under test). */
async function searchWorks(page: Page): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Ürün Ara' });
  await box.fill('karre');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await box.fill('');
  await page.keyboard.press('Escape');
}

/** Runs the seven faults of one call; `each` triggers the call, answers for the outcome and cleans up. */
async function matrix(
  page: Page,
  lab: FaultLab,
  name: string,
  call: CallPattern,
  each: (fault: Fault, injected: Awaited<ReturnType<typeof inject>>) => Promise<void>,
  recover: () => Promise<void>,
): Promise<void> {
  for (const fault of FAULTS) {
    const injected = await inject(page, call, fault);
    const ok = await tally.run(name, fault, async () => {
      await each(fault, injected);
      lab.expectNothingUncaught();
    });
    await injected.remove();
    lab.alerts.length = 0;
    lab.uncaught.length = 0;
    if (!ok) await recover();
  }
}

test.describe('fault matrix: shop pages', () => {
  test.describe.configure({ timeout: 240_000 });

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
      await matrix(
        page,
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

      // POST /api/catalog/cart/{productId}: 401 → login, 403 → the admin toast, else an alert (section 8).
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
      await typeQuantity();
      await matrix(
        page,
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
            await open();
            await typeQuantity();
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
        async () => {
          await open();
          await typeQuantity();
        },
      );

      // GET /autocomplete: suggestions fail silently; the words typed stay in the box.
      const box = page.getByRole('combobox', { name: 'Ürün Ara' });
      const words = ['anahtar', 'sigorta', 'kablo', 'buat', 'klemens', 'ampul', 'priz'];
      let wordIndex = 0;
      await matrix(
        page,
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
      await matrix(
        page,
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

    // GET /api/catalog/top-header-info: logged only, the skeleton goes, no message (section 8).
    await matrix(
      page,
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

    // GET /api/catalog/cart: fails silently; the mini cart reads it again when opened.
    const badge = page.locator('[data-component="CartIcon"] .b2b-cart-icon__badge');
    const lines = (await cartLines(page)).length;
    await matrix(
      page,
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
      await matrix(
        anonymous,
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

  test('cart page: remove, clear, quantity, order, offer', async ({ page }) => {
    const lab = await openLab(page);
    const from = tally.size();
    await loginAs(page, 'bayi4');
    const seeded = await cartLines(page);
    const cart = page.locator('[data-component="Cart"]');
    const firstLine = () => cart.locator('tbody tr').first();
    const open = async () => {
      await restoreCart(page, seeded);
      await page.goto('/sepet');
      await expect(firstLine()).toBeVisible();
    };
    /** A cart call that fails silently (section 8): no message, and the cart shows what the host holds. */
    const silently = async (check: () => Promise<void>) => {
      await check();
      await lab.expectQuiet();
      await expect(page.locator('.Toastify').getByRole('alert')).toHaveCount(0);
    };
    try {
      await open();
      const quantityBefore = await firstLine().getByRole('textbox', { name: 'Miktar' }).inputValue();

      // DELETE /api/catalog/cart/{productId}
      await matrix(
        page,
        lab,
        'DELETE /api/catalog/cart/{productId}',
        { method: 'DELETE', path: /^\/api\/catalog\/cart\/\d+$/ },
        async (fault, injected) => {
          await firstLine()
            .getByRole('button', { name: /^Sil: / })
            .click();
          await injected.made();
          if (fault === 'stall') {
            await expect(firstLine()).toHaveAttribute('aria-busy', 'true');
            await searchWorks(page);
            await injected.release();
            await expect(cart.getByText('Sepetinizde ürün bulunmamaktadır.')).toBeVisible();
            await open();
          } else await silently(() => expect(firstLine()).toHaveAttribute('aria-busy', 'false'));
          await expect(firstLine()).toBeVisible();
          await miniCartWorks(page);
        },
        open,
      );

      // DELETE /api/catalog/cart (the mini cart's Sepeti Temizle)
      const panel = page.getByRole('region', { name: 'Sepetim' });
      await matrix(
        page,
        lab,
        'DELETE /api/catalog/cart',
        { method: 'DELETE', path: /^\/api\/catalog\/cart$/ },
        async (fault, injected) => {
          await miniCartButton(page).click();
          await panel.getByRole('button', { name: 'Sepeti Temizle' }).click();
          await injected.made();
          if (fault === 'stall') {
            await expect(panel.getByRole('button', { name: 'Sepeti Temizle' })).toBeDisabled();
            await injected.release();
            await expect(panel.getByText('Sepetinizde ürün bulunmamaktadır.')).toBeVisible();
            await open();
          } else
            await silently(async () => {
              await expect(panel.getByRole('button', { name: 'Sepeti Temizle' })).toBeEnabled();
              await expect(panel.getByRole('button', { name: /^Kaldır: / }).first()).toBeVisible();
            });
          await page.keyboard.press('Escape');
          await expect(firstLine()).toBeVisible();
          await searchWorks(page);
        },
        open,
      );

      // PATCH /api/catalog/cart/{productId}: the quantity shows at once; a failure reads the cart again.
      await matrix(
        page,
        lab,
        'PATCH /api/catalog/cart/{productId}',
        { method: 'PATCH', path: /^\/api\/catalog\/cart\/\d+$/ },
        async (fault, injected) => {
          const quantity = firstLine().getByRole('textbox', { name: 'Miktar' });
          await quantity.fill('7');
          await quantity.press('Enter');
          await injected.made();
          if (fault === 'stall') {
            await expect(quantity).toHaveValue('7');
            await miniCartWorks(page);
            await injected.release();
            await expect(firstLine()).toHaveAttribute('aria-busy', 'false');
            await expect(quantity).toHaveValue('7');
            await open();
          } else
            await silently(async () => {
              await expect(firstLine()).toHaveAttribute('aria-busy', 'false');
              await expect(quantity).toHaveValue(quantityBefore);
            });
          await miniCartWorks(page);
        },
        open,
      );

      // POST /api/catalog/cart (Sipariş Ver) and POST /api/catalog/cart/offer (Teklif Ver): an alert of
      // what went wrong, 401 → login; the note typed stays and the buttons come back (section 8).
      const note = cart.getByRole('textbox', { name: 'Açıklama' });
      for (const [name, button, path, done] of [
        ['POST /api/catalog/cart', 'Sipariş Ver', /^\/api\/catalog\/cart$/, '/sepet'],
        ['POST /api/catalog/cart/offer', 'Teklif Ver', /^\/api\/catalog\/cart\/offer$/, '/teklif/liste'],
      ] as const) {
        const typed = `Hata denemesi: ${button} — kapıya teslim.`;
        await note.fill(typed);
        await matrix(
          page,
          lab,
          name,
          { method: 'POST', path },
          async (fault, injected) => {
            if (fault === 'unauthorized') {
              const toLogin = page.waitForRequest(
                (r) => r.isNavigationRequest() && r.url().includes('/account/login'),
              );
              await cart.getByRole('button', { name: button }).click();
              await toLogin;
              await lab.expectQuiet();
              await open();
              await note.fill(typed);
              return;
            }
            await cart.getByRole('button', { name: button }).click();
            await injected.made();
            if (fault === 'stall') {
              // The order button is hidden while saving; the offer button is disabled (section 4).
              if (button === 'Sipariş Ver')
                await expect(cart.getByRole('button', { name: button })).toHaveCount(0);
              else await expect(cart.getByRole('button', { name: 'Teklif oluşturuluyor...' })).toBeDisabled();
              await searchWorks(page);
              await injected.release();
              await page.waitForURL((url) => url.pathname === done);
              if (done === '/sepet')
                await expect(page.getByRole('heading', { name: 'Siparişiniz başarılı.' })).toBeVisible();
              await open();
              await note.fill(typed);
              return;
            }
            await lab.expectAlert(errorTextOf(fault));
            await expect(note).toHaveValue(typed);
            await expect(cart.getByRole('button', { name: button })).toBeEnabled();
            await miniCartWorks(page);
          },
          async () => {
            await open();
            await note.fill(typed);
          },
        );
      }
    } finally {
      await restoreCart(page, seeded);
    }
    expect(tally.failures(from)).toEqual([]);
  });

  test('checkout: the BIN lookup', async ({ page }) => {
    const lab = await openLab(page);
    const from = tally.size();
    await loginAs(page, 'bayi4');
    await page.goto('/hesap/odeme');
    const checkout = page.locator('[data-component="Checkout"]');
    const amount = checkout.getByRole('textbox', { name: 'Tutar (TL)' });
    const holder = checkout.getByRole('textbox', { name: 'Kart Üzerindeki İsim' });
    const number = checkout.getByRole('textbox', { name: 'Kart Numarası' });
    const plans = checkout.locator('.b2b-checkout__plans');
    await amount.fill('1500');
    await amount.press('Tab');
    await holder.fill('Ayşe Yılmaz');
    // One card per case: a BIN asked once is remembered.
    const cards = [
      '4111 1111 1111 1111',
      '4242 4242 4242 4242',
      '5555 5555 5555 4444',
      '4508 0345 0803 4509',
      '5571 1355 7113 5575',
      '4012 8888 8888 1881',
      '4355 0843 5508 4358',
    ];
    let cardIndex = 0;
    // POST /api/catalog/bin-control: "errors not handled" (section 7): single payment stays, typed fields stay.
    await matrix(
      page,
      lab,
      'POST /api/catalog/bin-control',
      { method: 'POST', path: /^\/api\/catalog\/bin-control$/ },
      async (fault, injected) => {
        const card = cards[cardIndex++]!;
        // The masked field keeps its value under fill(): empty it, then type as a person would.
        await number.fill('');
        await number.pressSequentially(card.replace(/ /g, ''));
        await injected.made();
        if (fault === 'stall') {
          await expect(plans).toHaveAttribute('aria-busy', 'true');
          await expect(checkout.getByRole('status', { name: 'Kart bilgileri sorgulanıyor…' })).toBeVisible();
          await miniCartWorks(page);
          await injected.release();
          await expect(plans).toHaveAttribute('aria-busy', 'false');
          await expect(checkout.getByRole('status').filter({ hasText: 'Akbank' })).toBeVisible();
        } else {
          await expect(plans).toHaveAttribute('aria-busy', 'false');
          await expect(
            checkout.getByText('Taksit seçenekleri şu anda alınamadı; tek çekim ile ödeyebilirsiniz.'),
          ).toBeVisible();
        }
        await expect(number).toHaveValue(card);
        await expect(amount).toHaveValue(/1[.]?500/);
        await expect(holder).toHaveValue('Ayşe Yılmaz');
        await expect(checkout.getByRole('button', { name: 'Ödeme Yap' })).toBeEnabled();
        await lab.expectQuiet();
        await miniCartWorks(page);
      },
      async () => undefined,
    );
    expect(tally.failures(from)).toEqual([]);
  });
});
