/**
 * Saved shopping lists in Chromium against the reference host, with bayi1's company: the
 * buyer (bayi1.satinalma) saves the cart as a list, changes a quantity on the list's page and puts
 * the list into an empty cart, where every line is found; imports a CSV with bad rows and downloads
 * the list again; shares a list, which the approver (bayi1.onay) sees read-only and the viewer
 * (bayi1.izleyici) only sees, while another company's user cannot reach it. Each journey makes the
 * lists it works on under a name of its own and deletes them, and leaves the carts empty.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { axeViolations } from './support/chrome';
import { expect, loginAs, test, type Account } from './support/fixtures';

interface Product {
  id: number;
  seo: string;
  name: string;
}

/** Demo products sold in their default unit with stock for these quantities. */
const CODES = ['90960004', '90960005', '90440006'] as const;

async function productOf(page: Page, code: string): Promise<Product> {
  const answer = await page.request.get(`/api/catalog/products/search?q=${encodeURIComponent(code)}`);
  const product = (await answer.json()).products[0];
  return { id: product.id, seo: product.seo, name: product.name };
}

async function writeHeaders(page: Page): Promise<Record<string, string>> {
  const config = JSON.parse((await page.locator('#b2b-config').textContent()) ?? '{}') as {
    csrfToken: string;
  };
  return { 'X-CSRF-Token': config.csrfToken, 'X-Requested-With': 'XMLHttpRequest' };
}

async function emptyCart(page: Page): Promise<void> {
  const answer = await page.request.delete('/api/catalog/cart', { headers: await writeHeaders(page) });
  expect(answer.status()).toBe(200);
}

/** Deletes the signed-in user's lists of that name (what a journey made, also after a failed run). */
async function deleteLists(page: Page, name: string): Promise<void> {
  const answer = await page.request.get('/api/catalog/lists');
  const lists = (await answer.json()).lists as { id: number; name: string; mine: boolean }[];
  for (const list of lists.filter((l) => l.mine && l.name === name)) {
    const gone = await page.request.delete(`/api/catalog/lists/${list.id}`, {
      headers: await writeHeaders(page),
    });
    expect(gone.status()).toBe(200);
  }
}

async function signedIn(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  const page = await context.newPage();
  await loginAs(page, account);
  return page;
}

const listsWidget = (page: Page) => page.locator('[data-component="ShoppingLists"]');

/** Opens the list of that name from the overview. */
async function openList(page: Page, name: string): Promise<void> {
  await page.goto('/hesap/listeler');
  const row = listsWidget(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
  await row.getByRole('link', { name: `Aç ${name}`, exact: true }).click();
  await expect(listsWidget(page).getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page).toHaveURL(/\?liste=\d+$/);
}

test.describe('saved shopping lists', () => {
  test('save the cart as a list, change a quantity, put the list into an empty cart: every line is there', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const buyer = await signedIn(browser, 'bayi1.satinalma');
    const name = 'Ataşehir deposu (e2e)';
    await buyer.goto('/');
    await deleteLists(buyer, name);
    const products = await Promise.all(CODES.map((code) => productOf(buyer, code)));
    try {
      await emptyCart(buyer);
      for (const [index, product] of products.entries()) {
        const added = await buyer.request.post(`/api/catalog/cart/${product.id}`, {
          form: { quantity: index + 3 },
          headers: await writeHeaders(buyer),
        });
        expect(added.status()).toBe(200);
      }

      // The whole cart into a new list, from the cart page's link.
      await buyer.goto('/sepet');
      await buyer.getByRole('button', { name: 'Sepeti listeye kaydet' }).click();
      await buyer.getByRole('menuitem', { name: 'Yeni liste…' }).click();
      await buyer.getByLabel('Yeni listenin adı').fill(name);
      await buyer.getByRole('button', { name: 'Oluştur ve Ekle' }).click();
      await expect(buyer.getByText(`“${name}” listesine eklendi.`)).toBeVisible();

      // The overview counts its lines; the list shows each with the cart's quantity.
      await openList(buyer, name);
      const list = listsWidget(buyer);
      await expect(list.getByText('3 kalem')).toBeVisible();
      const rowOf = (product: Product) => list.getByRole('row').filter({ hasText: product.name });
      for (const [index, product] of products.entries())
        await expect(rowOf(product).getByRole('textbox', { name: 'Miktar' })).toHaveValue(String(index + 3));

      // A quantity is saved when committed (Enter), and is still there after a reload.
      const second = rowOf(products[1]!).getByRole('textbox', { name: 'Miktar' });
      await second.fill('7');
      await second.press('Enter');
      await expect(rowOf(products[1]!).getByText('Kaydediliyor…')).toHaveCount(0);
      await buyer.reload();
      await expect(rowOf(products[1]!).getByRole('textbox', { name: 'Miktar' })).toHaveValue('7');

      // Into an emptied cart in one batch: reported per line, every line in the cart, the list kept.
      await emptyCart(buyer);
      await list.getByRole('button', { name: 'Tümünü Sepete Ekle' }).click();
      await expect(list.getByText('3 kalem sepete eklendi.')).toBeVisible();
      await expect(list.getByText('Eklendi', { exact: true })).toHaveCount(3);
      await list.getByRole('link', { name: 'Sepete Git' }).click();
      await expect(buyer).toHaveURL(/\/sepet$/);
      const cart = buyer.locator('[data-component="Cart"]');
      for (const [index, product] of products.entries())
        await expect(
          cart.getByRole('row').filter({ hasText: product.name }).getByRole('textbox', { name: 'Miktar' }),
        ).toHaveValue(index === 1 ? '7' : String(index + 3));
      await openList(buyer, name);
      await expect(listsWidget(buyer).getByText('3 kalem')).toBeVisible();
    } finally {
      await emptyCart(buyer);
      await deleteLists(buyer, name);
      await buyer.context().close();
    }
  });

  test('import a CSV with bad rows: the good rows land, each bad one is reported by its row; the list downloads as CSV', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const buyer = await signedIn(browser, 'bayi1.satinalma');
    const name = 'Sayım sonrası (e2e)';
    await buyer.goto('/hesap/listeler');
    await deleteLists(buyer, name);
    const [first, second] = await Promise.all(CODES.slice(0, 2).map((code) => productOf(buyer, code)));
    try {
      const lists = listsWidget(buyer);
      await lists.getByRole('button', { name: 'Yeni Liste' }).click();
      await buyer.getByRole('dialog').getByLabel('Liste Adı').fill(name);
      await buyer.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
      await expect(lists.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(lists.getByText('Bu listede ürün bulunmamaktadır.')).toBeVisible();

      // A sheet saved by Excel: a header, a blank line, a line without a code, four bad rows.
      const sheet = [
        'Ürün Kodu;Miktar;Birim',
        `${CODES[0]};5`,
        'YOK-KOD-1;2',
        `${CODES[1]};abc`,
        '',
        ';3',
        `${CODES[1]};2;VARİL`,
        `${CODES[1]};150`,
        `${CODES[1]};4`,
      ].join('\r\n');
      await lists.getByRole('button', { name: 'CSV İçe Aktar' }).click();
      const dialog = buyer.getByRole('dialog');
      await dialog.getByLabel('CSV dosyası seç').setInputFiles({
        name: 'sayim.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFF${sheet}`, 'utf8'),
      });
      await expect(dialog.getByLabel('Satırlar')).toHaveValue(sheet.replace(/\r\n/g, '\n'));
      await dialog.getByRole('button', { name: 'Listeye Aktar' }).click();
      await expect(lists.getByText('2 satır listeye eklendi, 4 satır eklenemedi.')).toBeVisible();
      await expect(lists.getByText('1 satır ürün kodu olmadığı için atlandı.')).toBeVisible();
      await expect(lists.getByText('3. satır: “YOK-KOD-1” koduyla bir ürün bulunamadı.')).toBeVisible();
      await expect(lists.getByText('4. satır: Miktar okunamadı: “abc”')).toBeVisible();
      await expect(lists.getByText('7. satır: Bu ürün “VARİL” biriminde satılmıyor.')).toBeVisible();
      await expect(lists.getByText('8. satır: En fazla 100 ADET girebilirsiniz.')).toBeVisible();
      const rowOf = (product: Product) => lists.getByRole('row').filter({ hasText: product.name });
      await expect(rowOf(first!).getByRole('textbox', { name: 'Miktar' })).toHaveValue('5');
      await expect(rowOf(second!).getByRole('textbox', { name: 'Miktar' })).toHaveValue('4');

      // The list as a CSV the import reads back: the header, then code;quantity;unit per line.
      const download = buyer.waitForEvent('download');
      await lists.getByRole('button', { name: 'CSV Olarak İndir' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('sayim-sonrasi-e2e.csv');
      const text = await readFile((await file.path())!, 'utf8');
      const rows = text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(rows[0]).toBe('Kod;Miktar;Birim');
      expect(rows.slice(1).map((row) => row.split(';').slice(0, 2))).toEqual([
        [CODES[0], '5'],
        [CODES[1], '4'],
      ]);
      expect(await axeViolations(buyer, '[data-component="ShoppingLists"]')).toEqual([]);
    } finally {
      await deleteLists(buyer, name);
      await buyer.context().close();
    }
  });

  test('share a list: the approver puts it into a cart but cannot change it, the viewer only sees it, another company cannot reach it', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const buyer = await signedIn(browser, 'bayi1.satinalma');
    const name = 'Bağcılar şantiyesi (e2e)';
    await buyer.goto('/');
    await deleteLists(buyer, name);
    const product = await productOf(buyer, CODES[2]);
    const approver = await signedIn(browser, 'bayi1.onay');
    const viewer = await signedIn(browser, 'bayi1.izleyici');
    const stranger = await signedIn(browser, 'bayi2');
    try {
      // From the product page: 'Listeye Ekle' → 'Yeni liste…'.
      await buyer.goto(`/${product.seo}-p-${product.id}`);
      const detail = buyer.locator('[data-component="ProductDetail"]');
      await detail.getByRole('button', { name: /^Listeye Ekle/ }).click();
      await buyer.getByRole('menuitem', { name: 'Yeni liste…' }).click();
      await buyer.getByLabel('Yeni listenin adı').fill(name);
      await buyer.getByRole('button', { name: 'Oluştur ve Ekle' }).click();
      await expect(buyer.getByText(`“${name}” listesine eklendi.`)).toBeVisible();

      // Private: nobody else sees it.
      await openList(buyer, name);
      const listUrl = buyer.url();
      const listId = Number(new URL(listUrl).searchParams.get('liste'));
      await approver.goto('/hesap/listeler');
      await expect(
        listsWidget(approver).getByRole('rowheader', { name: 'Kadıköy şantiyesi – aylık' }),
      ).toBeVisible();
      await expect(listsWidget(approver).getByText(name)).toHaveCount(0);
      expect((await approver.request.get(`/api/catalog/lists/${listId}`)).status()).toBe(404);

      await listsWidget(buyer).getByRole('button', { name: 'Şirketle Paylaş' }).click();
      await expect(buyer.getByText('Liste şirketinizle paylaşıldı.')).toBeVisible();

      // The approver sees it among the shared lists, cannot change it, may put it into a cart.
      await approver.goto(listUrl.replace(new URL(listUrl).origin, ''));
      const shared = listsWidget(approver);
      await expect(shared.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(
        shared.getByText(
          'Bu liste Mert Demir tarafından paylaşıldı; değiştiremezsiniz, sepete ekleyebilir veya kopyalayabilirsiniz.',
        ),
      ).toBeVisible();
      await expect(shared.getByRole('textbox', { name: 'Miktar' })).toHaveCount(0);
      await expect(shared.getByRole('button', { name: /^Kaldır/ })).toHaveCount(0);
      await expect(shared.getByRole('button', { name: 'Şirketle Paylaş' })).toHaveCount(0);
      await emptyCart(approver);
      await shared.getByRole('button', { name: 'Tümünü Sepete Ekle' }).click();
      await expect(shared.getByText('1 kalem sepete eklendi.')).toBeVisible();
      await emptyCart(approver);
      expect(await axeViolations(approver, '[data-component="ShoppingLists"]')).toEqual([]);

      // The viewer sees it and nothing to do with it.
      await viewer.goto('/hesap/listeler');
      await expect(listsWidget(viewer).getByRole('rowheader', { name })).toBeVisible();
      await openList(viewer, name);
      const seen = listsWidget(viewer);
      await expect(
        seen.getByText('Bu liste Mert Demir tarafından paylaşıldı; yalnızca görüntüleyebilirsiniz.'),
      ).toBeVisible();
      await expect(seen.getByRole('button', { name: /Sepete Ekle/ })).toHaveCount(0);
      await expect(seen.getByRole('button', { name: 'Kopyala' })).toHaveCount(0);
      await expect(seen.getByRole('row').filter({ hasText: product.name })).toBeVisible();

      // Another company's user: the list does not exist for them.
      expect((await stranger.request.get(`/api/catalog/lists/${listId}`)).status()).toBe(404);
      await stranger.goto(`/hesap/listeler?liste=${listId}`);
      // Not theirs: said so, with the way back to their own lists, and no retry that could not help.
      const alert = listsWidget(stranger).getByRole('alert');
      await expect(alert).toContainText('Bu liste size ait değil veya artık paylaşılmıyor.');
      await expect(alert.getByRole('link', { name: 'Listelerime Dön' })).toBeVisible();
      await expect(alert.getByRole('button', { name: 'Tekrar Dene' })).toHaveCount(0);
    } finally {
      await deleteLists(buyer, name);
      for (const page of [buyer, approver, viewer, stranger]) await page.context().close();
    }
  });
});
