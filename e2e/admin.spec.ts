import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { axeViolations, screenshotsAtBothWidths } from './support/chrome';
import { expect, expectClean, loginAs, test } from './support/fixtures';

const BAYI1 = 'Yıldız Elektrik Taahhüt Ltd. Şti.';

const panel = (page: Page, name: string) =>
  page.locator('section.b2b-dashboard__panel').filter({ has: page.getByRole('heading', { name }) });

test.describe('admin area as yonetici', () => {
  test('the search dashboard: three tables with their details, a word and a user search, the blank-term alert', async ({
    page,
    problems,
  }) => {
    test.setTimeout(60_000);
    await loginAs(page, 'yonetici');
    await expect(page).toHaveURL('/yonetim');
    const words = panel(page, 'En Çok Aranan Kelimeler');
    const users = panel(page, 'En Çok Arama Yapan Kullanıcılar');
    const last = panel(page, 'Son Aramalar');
    await expect(words.getByRole('columnheader')).toHaveText(['#', 'Kelime', 'Sayı', 'Tarih']);
    await expect(users.getByRole('columnheader')).toHaveText(['#', 'Kullanıcı', 'Sayı']);
    await expect(last.getByRole('columnheader')).toHaveText(['#', 'Kullanıcı', 'Kelime', 'Tarih']);
    expect(await words.getByRole('row').count()).toBeGreaterThan(3);

    // The detail of the first word: on hover, and on keyboard focus.
    const firstWord = words.getByRole('row').nth(1).getByRole('button');
    const detailOf = async (trigger: typeof firstWord) =>
      page.locator(`[id="${await trigger.getAttribute('aria-describedby')}"]`);
    const wordDetail = await detailOf(firstWord);
    await expect(wordDetail).toBeHidden();
    await firstWord.hover();
    await expect(wordDetail).toBeVisible();
    await expect(wordDetail).toContainText('kelimesini arayan kullanıcılar');
    await expect(wordDetail).toContainText(/Toplam: \d+/);
    await page.mouse.move(0, 0);
    await expect(wordDetail).toBeHidden();
    const firstUser = users.getByRole('row').nth(1).getByRole('button');
    const userDetail = await detailOf(firstUser);
    await firstUser.focus();
    await expect(userDetail).toBeVisible();
    await expect(userDetail).toContainText(/Sayı: \d+/);
    await page.keyboard.press('Escape');
    await expect(userDetail).toBeHidden();

    expect(await axeViolations(page, '[data-component="Dashboard"]')).toEqual([]);

    // Word search.
    const box = page.getByRole('searchbox', { name: 'Arama terimi' });
    await box.fill('priz');
    await page.getByRole('button', { name: 'Ara', exact: true }).last().click();
    const results = page.getByRole('dialog', { name: 'Arama Sonuçları' });
    await expect(results.getByRole('columnheader')).toHaveText(['#', 'Kullanıcı', 'Kelime', 'Sayı', 'Tarih']);
    const rows = results.getByRole('row');
    expect(await rows.count()).toBeGreaterThan(1);
    for (const word of await results.locator('tbody td:nth-child(3)').allTextContents())
      expect(word.toLocaleLowerCase('tr-TR')).toContain('priz');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(results).toBeHidden();
    // Focus is back on the button that opened the results.
    await expect(page.getByRole('button', { name: 'Ara', exact: true }).last()).toBeFocused();

    // User search.
    await box.fill('yıldız');
    await page.getByRole('combobox', { name: 'Arama türü' }).selectOption('kullanıcı');
    await page.getByRole('button', { name: 'Ara', exact: true }).last().click();
    await expect(results.locator('tbody td:nth-child(2)').first()).toHaveText(BAYI1);
    for (const name of await results.locator('tbody td:nth-child(2)').allTextContents())
      expect(name).toBe(BAYI1);
    await results.getByRole('button', { name: 'Kapat' }).click();

    // A user nobody is called: the empty message of the type.
    await box.fill('zzzz-hiç-kimse');
    await page.getByRole('button', { name: 'Ara', exact: true }).last().click();
    await expect(results.getByRole('status')).toHaveText('Aradığınız kullanıcıyla ilgili sonuç bulunamadı.');
    await page.keyboard.press('Escape');

    // A blank term only alerts.
    await box.fill('   ');
    const alerts: string[] = [];
    page.once('dialog', (alert) => {
      alerts.push(alert.message());
      void alert.accept();
    });
    await page.getByRole('button', { name: 'Ara', exact: true }).last().click();
    await expect.poll(() => alerts).toEqual(['Lütfen bir arama terimi girin.']);
    await expect(results).toHaveCount(0);

    await screenshotsAtBothWidths(page, '43-admin-dashboard');
    await expectClean(problems);
  });

  test('online users: bayi1 shows up online within 12 s of browsing in another browser', async ({
    page,
    browser,
    problems,
  }) => {
    test.setTimeout(60_000);
    // Start from bayi1 not seen for two hours: the host writes last_seen, the UI cannot set it back.
    const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'storefront.sqlite'));
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare("UPDATE users SET last_seen = ? WHERE username = 'bayi1'").run(
        new Date(Date.now() - 2 * 3600 * 1000).toISOString(),
      );
    } finally {
      db.close();
    }

    await loginAs(page, 'yonetici', '/yonetim/cevrimici-kullanicilar');
    const list = page.getByRole('list', { name: 'Çevrimiçi Kullanıcılar' });
    const card = list.getByRole('listitem').filter({ hasText: BAYI1 });
    await expect(card).toContainText('Çevrimdışı');
    await expect(card).toContainText(/Son görülme: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await expect(card.locator('.b2b-online-user__dot')).toBeVisible();
    expect(await axeViolations(page, '[data-component="OnlineUsers"]')).toEqual([]);

    const other = await browser.newContext();
    try {
      const bayi1 = await other.newPage();
      await loginAs(bayi1, 'bayi1');
      await bayi1.goto('/viko');
      await expect(card).toContainText('Çevrimiçi', { timeout: 12_000 });
      await expect(card).not.toContainText('Çevrimdışı');
    } finally {
      await other.close();
    }
    await screenshotsAtBothWidths(page, '44-admin-online-users');
    await expectClean(problems);
  });

  test('customer carts: a card per customer, a row opens the product in a new tab', async ({
    page,
    problems,
  }) => {
    await loginAs(page, 'yonetici', '/yonetim/musteri-sepetleri');
    const cards = page.getByRole('list', { name: 'Müşteri Sepetleri' }).getByRole('listitem');
    // count() does not wait for the widget's data: a slow run counted the cards before they came.
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);
    const first = cards.first();
    await expect(first.getByRole('heading')).toBeVisible();
    await expect(first.getByRole('columnheader')).toHaveText(['Ürün Adı', 'Ürün Kodu', 'Miktar']);
    const link = first.getByRole('link').first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/[a-z0-9-]+-p-\d+$/);
    // A click on the row (on the code, not the link) opens the product in a new tab.
    const opened = page.context().waitForEvent('page');
    await first.getByRole('row').nth(1).getByRole('cell').nth(1).click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(href);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    expect(await axeViolations(page, '[data-component="Carts"]')).toEqual([]);
    await screenshotsAtBothWidths(page, '45-admin-carts');
    await expectClean(problems);
  });
});
