/**
 * An offer made before today's limits (300 METRE of a cable now sold out, 150 of a
 * product: over the 1-100 of a cart line) goes back into the cart through Düzenle. The preview says
 * which lines are capped or left out and why before the cart is replaced; after confirming, the cart
 * holds the capped quantities. bayi1's cart and offers are put back as they were, for the other specs.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { cartLines, restoreCart } from './support/cartState';
import { expect, loginAs, test } from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? path.join('test-results', 'shots');

/**
 * Writes an old offer of bayi1 straight into the host's database: lines of code, quantity, unit name
 * (products priced in TRY: the offer's price is their sale price).
 */
function insertOldOffer(lines: [string, number, string][]): string {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'storefront.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    return db.transaction(() => {
      const user = db.prepare("SELECT id FROM users WHERE username = 'bayi1'").get() as { id: number };
      const id = (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM offers').get() as { n: number }).n;
      const orderNo = `TK${100000 + id}`;
      db.prepare(
        `INSERT INTO offers (id, order_no, user_id, created_at, description, currency) VALUES (?, ?, ?, ?, '', 'TRY')`,
      ).run(id, orderNo, user.id, new Date().toISOString());
      lines.forEach(([code, quantity, unitName], position) => {
        const p = db
          .prepare(
            `SELECT p.id, p.name, p.image, p.sale_price, p.tax_rate, u.id AS unit_id FROM products p
             JOIN product_units u ON u.product_id = p.id AND u.name = ? WHERE p.code = ?`,
          )
          .get(unitName, code) as {
          id: number;
          name: string;
          image: string;
          sale_price: number;
          tax_rate: number;
          unit_id: number;
        };
        db.prepare(
          `INSERT INTO offer_items (offer_id, product_id, unit_id, code, name, image, quantity, price, tax_rate,
           position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(id, p.id, p.unit_id, code, p.name, p.image, quantity, p.sale_price, p.tax_rate, position);
      });
      return orderNo;
    })();
  } finally {
    db.close();
  }
}

/** Takes the offer away again: the other specs read bayi1's demo offers as the seed made them. */
function deleteOffer(orderNo: string): void {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'storefront.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    db.transaction(() => {
      db.prepare('DELETE FROM offer_items WHERE offer_id = (SELECT id FROM offers WHERE order_no = ?)').run(
        orderNo,
      );
      db.prepare('DELETE FROM offers WHERE order_no = ?').run(orderNo);
    })();
  } finally {
    db.close();
  }
}

async function setLocale(page: Page, locale: 'tr' | 'en') {
  const token = await page.evaluate(
    () =>
      (JSON.parse(document.getElementById('b2b-config')!.textContent!) as { csrfToken: string }).csrfToken,
  );
  await page.request.post('/api/catalog/settings', {
    headers: { 'X-CSRF-Token': token, 'X-Requested-With': 'XMLHttpRequest' },
    data: { key: 'locale', value: locale },
  });
}

test('Düzenle of an offer over the limits previews the capped and left-out lines, then the cart holds the capped quantities', async ({
  page,
}) => {
  const orderNo = insertOldOffer([
    ['HES-TTR-H05VV-F-3X1.5-100M', 300, 'METRE'],
    ['90960004', 150, 'ADET'],
    ['90960003', 12, 'ADET'],
  ]);
  await loginAs(page, 'bayi1');
  const seeded = await cartLines(page);
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/teklif/liste');
    const row = page.locator('tbody').filter({ has: page.getByRole('rowheader', { name: orderNo }) });
    await row.getByRole('button', { name: 'Düzenle', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `${orderNo} numaralı teklifi sepete aktar` });
    const line = (code: string) => dialog.getByRole('row').filter({ hasText: code });
    await expect(line('HES-TTR-H05VV-F-3X1.5-100M')).toContainText('Stokta yok; eklenmeyecek.');
    await expect(line('90960004')).toContainText('Bir kalemde en fazla 100 ADET: 150 yerine 100 eklenecek.');
    await expect(line('90960003')).toContainText('12 ADET');
    await expect(line('90960003')).toContainText('Değişiklik yok');
    await expect(
      dialog.getByText(/Sepetinizdeki ürünler bu teklifin ürünleriyle değiştirilecek/),
    ).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, '19-offer-edit-preview-1280-tr.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(SHOTS, '19-offer-edit-preview-390-tr.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();

    // The same preview in English.
    await setLocale(page, 'en');
    await page.reload();
    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    const english = page.getByRole('dialog', { name: `Put offer ${orderNo} into the cart` });
    await expect(english.getByRole('row').filter({ hasText: '90960004' })).toContainText('100');
    await page.screenshot({ path: path.join(SHOTS, '19-offer-edit-preview-390-en.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, '19-offer-edit-preview-1280-en.png') });
    await english.getByRole('button', { name: 'Keep it' }).click();
    await setLocale(page, 'tr');
    await page.reload();

    await row.getByRole('button', { name: 'Düzenle', exact: true }).click();
    await Promise.all([
      page.waitForURL(/\/sepet$/),
      dialog.getByRole('button', { name: 'Sepeti Değiştir (2 kalem)' }).click(),
    ]);
    const cart = (await (await page.request.get('/api/catalog/cart')).json()) as {
      product: { code: string };
      quantity: number;
      productUnit: { value: string };
    }[];
    expect(cart.map((c) => [c.product.code, c.quantity, c.productUnit.value])).toEqual([
      ['90960004', 100, 'ADET'],
      ['90960003', 12, 'ADET'],
    ]);
  } finally {
    await setLocale(page, 'tr');
    await restoreCart(page, seeded);
    deleteOffer(orderNo);
  }
});
