/**
 * The fault matrix, cart page and checkout: remove, clear, quantity, order and offer,
 * and the BIN lookup, each under every fault of support/faultLab. bayi4's cart is put back.
 */
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

const tally = new FaultTally('cart page and checkout');
reportAfterAll(tally);

test.describe('fault matrix: cart page and checkout', () => {
  test.describe.configure({ timeout: 360_000 });

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
    /** A cart call that fails silently: no message, and the cart shows what the host holds. */
    const silently = async (check: () => Promise<void>) => {
      await check();
      await lab.expectQuiet();
      await expect(page.locator('.Toastify').getByRole('alert')).toHaveCount(0);
    };
    try {
      await open();
      const quantityBefore = await firstLine().getByRole('textbox', { name: 'Miktar' }).inputValue();

      // DELETE /api/catalog/cart/{productId}
      await runFaults(
        tally,
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
      await runFaults(
        tally,
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
      await runFaults(
        tally,
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
      // what went wrong, 401 → login; the note typed stays and the buttons come back.
      const note = cart.getByRole('textbox', { name: 'Açıklama' });
      for (const [name, button, path, done] of [
        ['POST /api/catalog/cart', 'Sipariş Ver', /^\/api\/catalog\/cart$/, '/sepet'],
        ['POST /api/catalog/cart/offer', 'Teklif Ver', /^\/api\/catalog\/cart\/offer$/, '/teklif/liste'],
      ] as const) {
        const typed = `Hata denemesi: ${button} — kapıya teslim.`;
        await note.fill(typed);
        await runFaults(
          tally,
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
              // The order button is hidden while saving; the offer button is disabled.
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
    // POST /api/catalog/bin-control: "errors not handled": single payment stays, typed fields stay.
    await runFaults(
      tally,
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
