/**
 * The quick order pad and 'Tekrar Sipariş Ver' against the reference host, in Chromium.
 * Data: bayi5 (its cart is empty for the other specs: it is emptied and put back) and bayi4 (its
 * seeded cart and the product price changed here are put back as they were).
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { cartLines, restoreCart } from './support/cartState';
import { expect, expectClean, loginAs, test } from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? path.join('test-results', 'shots');
const pad = (page: Page) => page.locator('[data-component="QuickOrder"]');
const badge = (page: Page) => page.locator('[data-component="CartIcon"] .b2b-cart-icon__badge');

async function axeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

interface ListedProduct {
  id: number;
  code: string;
  quantity: number;
  variantCheck: number;
  salePrice: { value: number };
  defaultUnit: number;
  units: { id: number; value: string; multiplier: number }[];
}

/** Products of the demo catalogue, as the product API lists them. */
async function catalogue(page: Page): Promise<ListedProduct[]> {
  const all: ListedProduct[] = [];
  for (let n = 1; n <= 2; n++) {
    const answer = await page.request.get(`/api/catalog/products?limit=100&page=${n}&sort=name`);
    all.push(...((await answer.json()) as { products: ListedProduct[] }).products);
  }
  return all;
}

async function noSidewaysScroll(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll).toBe(inner);
}

test('a spreadsheet of 50 lines, 3 of them bad: 47 lines land in the cart in one go', async ({
  page,
  problems,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, 'bayi5');
  const before = await cartLines(page);
  await page.request.delete('/api/catalog/cart', {
    headers: {
      'X-CSRF-Token': await page.evaluate(
        () =>
          (JSON.parse(document.getElementById('b2b-config')!.textContent!) as { csrfToken: string })
            .csrfToken,
      ),
    },
  });
  try {
    const products = await catalogue(page);
    const addable = products.filter((p) => p.variantCheck === 1 && p.salePrice.value > 0 && p.quantity >= 20);
    const priceless = products.find((p) => p.variantCheck === 1 && !(p.salePrice.value > 0))!;
    const soldOut = products.find((p) => p.variantCheck === 1 && p.salePrice.value > 0 && p.quantity <= 0)!;
    expect(addable.length).toBeGreaterThanOrEqual(47);
    const good = addable.slice(0, 47);
    const unit = (p: ListedProduct) => p.units.find((u) => u.id === p.defaultUnit)!.value;
    // Tabs as a spreadsheet copies them, a header line, Turkish decimal commas, a unit column.
    const sheet = [
      'Ürün Kodu\tMiktar\tBirim',
      ...good.map((p, i) => `${p.code}\t${i % 3 === 0 ? `${(i % 5) + 1},00` : (i % 5) + 1}\t${unit(p)}`),
    ];
    sheet.splice(10, 0, 'YOK-BOYLE-BIR-KOD\t1');
    sheet.splice(20, 0, `${priceless.code}\t1`);
    sheet.splice(30, 0, `${soldOut.code}\t2`);

    await page.goto('/');
    await page.getByRole('link', { name: 'Hızlı Sipariş' }).click();
    await expect(page).toHaveURL(/\/hizli-siparis$/);
    await pad(page).getByRole('button', { name: 'Excel’den Yapıştır' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excel’den Yapıştır' });
    await dialog.getByLabel('Kopyaladığınız satırlar').fill(sheet.join('\n'));
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Listeye Ekle' }).click();
    await expect(pad(page).getByText('50 satır listeye eklendi. Başlık satırı atlandı.')).toBeVisible();
    await expect(pad(page).getByText('47 kalem sepete eklenmeye hazır')).toBeVisible();
    await expect(pad(page).getByText('3 satırda sorun var')).toBeVisible();
    const row = (n: number) => pad(page).locator(`tr[data-row-index="${n - 1}"]`);
    await expect(row(10)).toContainText('Bu kodla bir ürün bulunamadı.');
    await expect(row(20)).toContainText('Fiyat Sorunuz');
    await expect(row(30)).toContainText('Bu üründen 2 adet bulunmamaktadır!');
    expect(await axeViolations(page, '[data-component="QuickOrder"]')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, '60-quick-order-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await noSidewaysScroll(page);
    await page.screenshot({ path: path.join(SHOTS, '61-quick-order-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    const batch = page.waitForResponse((r) => r.url().endsWith('/api/catalog/cart/batch'));
    await pad(page).getByRole('button', { name: 'Sepete Ekle' }).click();
    expect((await batch).ok()).toBe(true);
    await expect(pad(page).getByText('47 kalem sepete eklendi.')).toBeVisible();
    await expect(badge(page)).toHaveText('47');
    const lines = await cartLines(page);
    expect(lines).toHaveLength(47);
    expect(new Set(lines.map((l) => l.productId))).toEqual(new Set(good.map((p) => p.id)));
    // The bad rows stay on the pad, nothing else.
    await expect(pad(page).getByText('3 satırda sorun var')).toBeVisible();
    await expect(pad(page).getByRole('combobox', { name: '1. satır ürün kodu' })).toHaveValue(
      'YOK-BOYLE-BIR-KOD',
    );
    expect(await axeViolations(page, '[data-component="QuickOrder"]')).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, '62-quick-order-added-1280.png'), fullPage: true });

    // A reload keeps the pad for the tab.
    await page.reload();
    await expect(pad(page).getByRole('combobox', { name: '3. satır ürün kodu' })).toHaveValue(soldOut.code);
    await expectClean(problems);
  } finally {
    await restoreCart(page, before);
  }
});

test('200 pasted rows are read, looked up and checked in one go (time recorded, not asserted)', async ({
  page,
  problems,
}) => {
  await loginAs(page, 'bayi5');
  const addable = (await catalogue(page)).filter(
    (p) => p.variantCheck === 1 && p.salePrice.value > 0 && p.quantity >= 20,
  );
  const rows = Array.from({ length: 200 }, (_, i) => `${addable[i % addable.length]!.code}\t1`);
  const distinct = Math.min(200, addable.length);
  await page.goto('/hizli-siparis');
  await pad(page).getByRole('button', { name: 'Excel’den Yapıştır' }).click();
  await page.getByLabel('Kopyaladığınız satırlar').fill(rows.join('\n'));
  // From the click to every row judged (the lookup answered, duplicates merged), in the page's own clock.
  const elapsed = await page.evaluate(async (ready) => {
    const widget = document.querySelector('[data-component="QuickOrder"]')!;
    const done = () =>
      widget.textContent!.includes(ready) && !widget.textContent!.includes('kontrol ediliyor');
    const started = performance.now();
    const apply = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Listeye Ekle')!;
    apply.click();
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!done()) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(widget, { childList: true, subtree: true, characterData: true });
    });
    return performance.now() - started;
  }, `${distinct} kalem sepete eklenmeye hazır`);
  test.info().annotations.push({
    type: 'timing',
    description: `200 rows pasted and checked in ${Math.round(elapsed)} ms`,
  });
  console.log(`[quick order] 200 rows pasted and checked in ${Math.round(elapsed)} ms`);
  await expect(pad(page).getByRole('combobox', { name: '200. satır ürün kodu' })).toHaveValue(
    rows[199]!.split('\t')[0]!,
  );
  await expectClean(problems);
});

test('the pad works without a mouse: suggestions, Enter from code to quantity to the next row, Sepete Ekle', async ({
  page,
  problems,
}) => {
  await loginAs(page, 'bayi5');
  const before = await cartLines(page);
  try {
    await page.goto('/hizli-siparis');
    const first = pad(page).getByRole('combobox', { name: '1. satır ürün kodu' });
    await first.focus();
    await page.keyboard.type('9096000');
    const listbox = pad(page).getByRole('listbox', { name: 'Ürün önerileri' });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const chosen = (await listbox.getByRole('option').first().locator('span').first().textContent())!;
    await page.keyboard.press('Enter');
    await expect(pad(page).getByRole('textbox', { name: '1. satır miktar' })).toBeFocused();
    await expect(first).toHaveValue(chosen);
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await expect(pad(page).getByRole('combobox', { name: '2. satır ürün kodu' })).toBeFocused();
    // As a person types (at full speed, 8 keys and Enter are a barcode scanner's burst).
    await page.keyboard.type('90410001', { delay: 70 });
    await page.keyboard.press('Enter');
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await expect(pad(page).getByText('2 kalem sepete eklenmeye hazır')).toBeVisible();
    const add = pad(page).getByRole('button', { name: 'Sepete Ekle' });
    for (let i = 0; i < 60 && !(await add.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(pad(page).getByText('2 kalem sepete eklendi.')).toBeVisible();
    await expect(badge(page)).toHaveText(String(before.length + 2));
    await expectClean(problems);
  } finally {
    await restoreCart(page, before);
  }
});

test('reordering a past order shows the price that changed since, then puts it into the cart', async ({
  page,
  problems,
}) => {
  await loginAs(page, 'bayi4');
  const before = await cartLines(page);
  const { orders } = (await (await page.request.get('/api/catalog/orders?limit=10')).json()) as {
    orders: { id: number; orderNo: string; orderItems: { product: { id: number }; code: string }[] }[];
  };
  const order = orders[0]!;
  const item = order.orderItems[0]!;
  // The shop raised this product's prices by 10% since the order (every unit, every plan).
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'storefront.sqlite'));
  db.pragma('busy_timeout = 5000');
  const product = db
    .prepare('SELECT sale_price, adv1, adv2, adv3, adv4, adv5 FROM products WHERE id = ?')
    .get(item.product.id) as Record<string, number>;
  const units = db
    .prepare('SELECT id, sale_price FROM product_units WHERE product_id = ?')
    .all(item.product.id) as {
    id: number;
    sale_price: number;
  }[];
  const raise = db.transaction((factor: number) => {
    db.prepare(
      `UPDATE products SET sale_price = ?, adv1 = ?, adv2 = ?, adv3 = ?, adv4 = ?, adv5 = ? WHERE id = ?`,
    ).run(
      ...['sale_price', 'adv1', 'adv2', 'adv3', 'adv4', 'adv5'].map(
        (k) => Math.round(product[k]! * factor * 100) / 100,
      ),
      item.product.id,
    );
    for (const unit of units)
      db.prepare('UPDATE product_units SET sale_price = ? WHERE id = ?').run(
        Math.round(unit.sale_price * factor * 100) / 100,
        unit.id,
      );
  });
  raise(1.1);
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/hesap/siparisler');
    const row = page
      .locator('[data-component="OrderList"] tbody')
      .filter({ has: page.getByRole('rowheader', { name: order.orderNo, exact: true }) });
    await row.getByRole('button', { name: 'Tekrar Sipariş Ver' }).click();
    const dialog = page.getByRole('dialog', { name: `${order.orderNo} numaralı siparişi tekrarla` });
    const line = dialog.getByRole('row').filter({ hasText: item.code });
    await expect(line).toContainText('Fiyat arttı');
    await expect(line).toContainText('(+%10)');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, '63-reorder-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await noSidewaysScroll(page);
    await page.screenshot({ path: path.join(SHOTS, '64-reorder-390.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    const confirm = dialog.getByRole('button', { name: /^Sepete Ekle \(\d+ kalem\)$/ });
    const count = Number(/\((\d+) kalem\)/.exec((await confirm.textContent())!)![1]);
    await confirm.click();
    await expect(dialog.getByText(`${count} kalem sepete eklendi.`)).toBeVisible();
    const after = await cartLines(page);
    expect(after.map((l) => l.productId)).toContain(item.product.id);
    await expect(badge(page)).toHaveText(String(after.length));
    await dialog.getByRole('link', { name: 'Sepete Git' }).click();
    await expect(page).toHaveURL(/\/sepet$/);
    await expectClean(problems);
  } finally {
    db.prepare(
      `UPDATE products SET sale_price = ?, adv1 = ?, adv2 = ?, adv3 = ?, adv4 = ?, adv5 = ? WHERE id = ?`,
    ).run(
      product.sale_price,
      product.adv1,
      product.adv2,
      product.adv3,
      product.adv4,
      product.adv5,
      item.product.id,
    );
    for (const unit of units)
      db.prepare('UPDATE product_units SET sale_price = ? WHERE id = ?').run(unit.sale_price, unit.id);
    db.close();
    await restoreCart(page, before);
  }
});
