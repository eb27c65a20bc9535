/**
 * The fault matrix, order and offer lists: the lists, cancel, mail, edit into the cart,
 * margins and the offer customer, each under every fault of support/faultLab. The journeys use bayi4
 * and offers they make for it (the other specs rely on bayi1's); bayi4's cart is put back.
 */
import type { Page } from '@playwright/test';
import { cartLines, restoreCart } from './support/cartState';
import { errorTextOf, FaultTally, type Injection } from './support/faultLab';
import { miniCartWorks, openLab, reportAfterAll, runFaults, searchWorks } from './support/faultPages';
import { expect, loginAs, test } from './support/fixtures';

const tally = new FaultTally('order and offer lists');
reportAfterAll(tally);

const CANCEL_FAILED = 'Sipariş iptal edilemedi. Lütfen bizimle iletişime geçiniz.';

/** A call of the page's own session (its cookies and the CSRF token of its config block). */
async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const config = JSON.parse(document.getElementById('b2b-config')!.textContent!) as { csrfToken: string };
      const answer = await fetch(url, {
        method,
        headers: { 'X-CSRF-Token': config.csrfToken, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return answer.json();
    },
    { method, url, body },
  );
}

const rowOf = (widget: ReturnType<Page['locator']>, page: Page, number: string) =>
  widget.locator('tbody').filter({ has: page.getByRole('rowheader', { name: number, exact: true }) });

/** A list's sort select makes it ask again; a failed load says so and offers to try again. */
async function listCase(
  page: Page,
  widget: ReturnType<Page['locator']>,
  fault: string,
  injected: Injection,
  label: string,
) {
  await widget.getByRole('combobox', { name: 'Sıralama' }).selectOption({ label });
  await injected.made();
  if (fault === 'stall') {
    await expect(widget.locator('[aria-busy="true"]').first()).toBeAttached();
    await miniCartWorks(page);
    await injected.release();
  } else {
    await expect(widget.getByText('Liste yüklenemedi.')).toBeVisible();
    await injected.remove();
    await widget.getByRole('button', { name: 'Tekrar Dene' }).click();
  }
  await expect(widget.getByRole('rowheader').first()).toBeVisible();
}

test.describe('fault matrix: order and offer lists', () => {
  test.describe.configure({ timeout: 360_000 });

  test('orders: the list and cancel', async ({ page }) => {
    const lab = await openLab(page);
    const from = tally.size();
    await loginAs(page, 'bayi4');
    await page.goto('/hesap/siparisler');
    const orders = page.locator('[data-component="OrderList"]');
    await expect(orders.getByRole('rowheader').first()).toBeVisible();

    const sorts = ['Eskiden Yeniye', 'Yeniden Eskiye'];
    let k = 0;
    await runFaults(
      tally,
      lab,
      'GET /api/catalog/orders{search}',
      { method: 'GET', path: /^\/api\/catalog\/orders/ },
      async (fault, injected) => {
        await listCase(page, orders, fault, injected, sorts[k++ % 2]!);
        await lab.expectQuiet();
        await searchWorks(page);
      },
    );

    // PATCH /api/catalog/order/{id}: the spec's cancel failure text; the order stays active.
    const active = async () =>
      (
        await api<{ orders: { orderNo: string; isCancel: boolean }[] }>(
          page,
          'GET',
          '/api/catalog/orders?limit=50',
        )
      ).orders.find((o) => !o.isCancel)!.orderNo;
    await runFaults(
      tally,
      lab,
      'PATCH /api/catalog/order/{id}',
      { method: 'PATCH', path: /^\/api\/catalog\/order\/\d+$/ },
      async (fault, injected) => {
        const row = rowOf(orders, page, await active());
        await row.getByRole('button', { name: 'İptal', exact: true }).click();
        await page
          .getByRole('dialog', { name: 'Siparişi İptal Et' })
          .getByRole('button', { name: 'Evet, İptal Et' })
          .click();
        await injected.made();
        if (fault === 'stall') {
          await searchWorks(page);
          await injected.release();
          await expect(row.getByText('İptal Edildi')).toBeVisible();
        } else {
          await lab.expectToast(CANCEL_FAILED);
          await expect(row.getByRole('button', { name: 'İptal', exact: true })).toBeEnabled();
        }
        await lab.expectQuiet();
        await miniCartWorks(page);
      },
      async () => {
        await page.reload();
      },
    );
    expect(tally.failures(from)).toEqual([]);
  });

  test('offers: the list, cancel, mail, edit, margins, customer', async ({ page }) => {
    const lab = await openLab(page);
    const from = tally.size();
    await loginAs(page, 'bayi4');
    const seeded = await cartLines(page);
    const offers = page.locator('[data-component="OfferList"]');
    try {
      // Offers of bayi4's own, from its cart: three to cancel, mail and edit for real when a stall ends.
      await page.goto('/teklif/liste');
      const made: string[] = [];
      for (let n = 0; n < 3; n++) {
        await restoreCart(page, seeded);
        const offer = await api<{ orderNo: string }>(page, 'POST', '/api/catalog/cart/offer', {
          description: `Hata matrisi ${n + 1}`,
        });
        made.push(offer.orderNo);
      }
      await restoreCart(page, seeded);
      await api(page, 'PATCH', '/api/catalog/offer/update/customer', {
        [made[1]!]: {
          customerName: 'Deniz Kaya',
          customerCompanyName: 'Kaya Yapı',
          customerEmail: 'deniz@kayayapi.com.tr',
          customerPhone: '05325556677',
        },
      });
      await page.reload();
      await expect(offers.getByRole('rowheader').first()).toBeVisible();
      const [toCancel, toMail, toEdit] = made.map((number) => rowOf(offers, page, number));

      const sorts = ['Eskiden Yeniye', 'Yeniden Eskiye'];
      let k = 0;
      await runFaults(
        tally,
        lab,
        'GET /api/catalog/offers{search}',
        { method: 'GET', path: /^\/api\/catalog\/offers/ },
        async (fault, injected) => {
          await listCase(page, offers, fault, injected, sorts[k++ % 2]!);
          await lab.expectQuiet();
          await searchWorks(page);
        },
      );

      await runFaults(
        tally,
        lab,
        'PATCH /api/catalog/offer/{id}',
        { method: 'PATCH', path: /^\/api\/catalog\/offer\/\d+$/ },
        async (fault, injected) => {
          await toCancel!.getByRole('button', { name: 'İptal', exact: true }).click();
          await page
            .getByRole('dialog', { name: 'Teklifi İptal Et' })
            .getByRole('button', { name: 'Evet, İptal Et' })
            .click();
          await injected.made();
          if (fault === 'stall') {
            await searchWorks(page);
            await injected.release();
            await expect(toCancel!.getByText('İptal Edildi')).toBeVisible();
          } else {
            await lab.expectToast(CANCEL_FAILED);
            await expect(toCancel!.getByRole('button', { name: 'İptal', exact: true })).toBeEnabled();
          }
          await lab.expectQuiet();
        },
        async () => {
          await page.reload();
        },
      );

      await runFaults(
        tally,
        lab,
        'PATCH /api/catalog/offer/mail/{id}',
        { method: 'PATCH', path: /^\/api\/catalog\/offer\/mail\/\d+$/ },
        async (fault, injected) => {
          await toMail!.getByRole('button', { name: 'Mail Gönder' }).click();
          await injected.made();
          if (fault === 'stall') {
            await miniCartWorks(page);
            await injected.release();
            await lab.expectToast('Teklif mailiniz gönderilmiştir.');
          } else await lab.expectToast('Mailiniz gönderilemedi. Lütfen bizimle iletişime geçiniz.');
          await expect(toMail!.getByRole('button', { name: 'Mail Gönder' })).toBeEnabled();
          await lab.expectQuiet();
        },
        async () => {
          await page.reload();
        },
      );

      // Margins: the global margin typed stays when saving fails.
      await toMail!.getByRole('button', { name: 'Detay', exact: true }).click();
      const global = toMail!.getByLabel('Genel Kâr Marjı %');
      let margin = 11;
      await runFaults(
        tally,
        lab,
        'PATCH /api/catalog/offer/update/profit',
        { method: 'PATCH', path: /^\/api\/catalog\/offer\/update\/profit$/ },
        async (fault, injected) => {
          const typed = String(margin++);
          await global.fill(typed);
          await global.press('Enter');
          await toMail!.getByRole('button', { name: 'Kaydet' }).click();
          await injected.made();
          if (fault === 'stall') {
            await searchWorks(page);
            await injected.release();
            await lab.expectToast('Kâr marjınız kaydedildi.');
          } else {
            await lab.expectToast('Kar marjınız kaydedilemedi lütfen tekrar deneyin.');
            await expect(toMail!.getByText('Kaydedilmemiş değişiklikler var.')).toBeVisible();
          }
          await expect(global).toHaveValue(typed);
          await lab.expectQuiet();
        },
        async () => {
          await page.reload();
          await toMail!.getByRole('button', { name: 'Detay', exact: true }).click();
        },
      );

      // The customer modal stays open with what was typed and says so.
      await runFaults(
        tally,
        lab,
        'PATCH /api/catalog/offer/update/customer',
        { method: 'PATCH', path: /^\/api\/catalog\/offer\/update\/customer$/ },
        async (fault, injected) => {
          await toEdit!.getByRole('button', { name: /^Müşteri(yi)? (Ekle|Düzenle)/ }).click();
          const modal = page.getByRole('dialog', { name: new RegExp(`^Müşteri Bilgileri`) });
          const fields: [string, string][] = [
            ['Ad Soyad', `Ece Tan ${fault}`],
            ['Firma', 'Tan Elektrik'],
            ['E-posta', 'ece@tanelektrik.com.tr'],
            ['Telefon', '0532 111 22 44'],
          ];
          for (const [label, value] of fields) await modal.getByLabel(label).fill(value);
          await modal.getByRole('button', { name: 'Kaydet' }).click();
          await injected.made();
          if (fault === 'stall') {
            await injected.release();
            await expect(modal).toBeHidden();
            await expect(toEdit!.getByText(`Ece Tan ${fault}`)).toBeVisible();
          } else {
            // A refusal by role (403) says so: trying again would not help.
            const why =
              fault === 'forbidden'
                ? 'Rolünüz bu işleme izin vermiyor; tekrar denemek sonucu değiştirmez.'
                : 'Müşteri kaydedilemedi lütfen tekrar deneyin.';
            await expect(modal.getByText(why)).toBeVisible();
            for (const [label, value] of fields) await expect(modal.getByLabel(label)).toHaveValue(value);
            await page.keyboard.press('Escape');
            await expect(modal).toBeHidden();
          }
          await lab.expectQuiet();
          await miniCartWorks(page);
        },
        async () => {
          await page.reload();
        },
      );

      // Düzenle: an alert of what went wrong; the user stays on the list. A stall ends in the cart.
      await runFaults(
        tally,
        lab,
        'PATCH /api/catalog/offer/edit/{id}',
        { method: 'PATCH', path: /^\/api\/catalog\/offer\/edit\/\d+$/ },
        async (fault, injected) => {
          // Düzenle previews the lines first; the edit call is sent on confirmation.
          await toEdit!.getByRole('button', { name: 'Düzenle', exact: true }).click();
          await page
            .getByRole('dialog')
            .getByRole('button', { name: /^Sepeti Değiştir/ })
            .click();
          await injected.made();
          if (fault === 'stall') {
            await searchWorks(page);
            await injected.release();
            await page.waitForURL(/\/sepet$/);
            return;
          }
          await lab.expectAlert(errorTextOf(fault));
          await expect(page).toHaveURL(/\/teklif\/liste/);
          await expect(toEdit!.getByRole('button', { name: 'Düzenle', exact: true })).toBeEnabled();
          await miniCartWorks(page);
        },
        async () => {
          await page.goto('/teklif/liste');
        },
      );
    } finally {
      await restoreCart(page, seeded);
    }
    expect(tally.failures(from)).toEqual([]);
  });
});
