import { axeViolations, screenshotsAtBothWidths } from './support/chrome';
import { expect, expectCleanBesidesMissingImages, loginAs, test } from './support/fixtures';

test.describe('store chrome', () => {
  test('bayi1 at 1280 px: the representative, the balance and the overdue banner', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'bayi1');
    const top = page.locator('[data-component="TopHeaderInfo"]');
    await expect(top.getByText('Temsilciniz:')).toBeVisible();
    await expect(top.getByText('Ahmet Kaya')).toBeVisible();
    await expect(top.getByRole('link', { name: /^0\d{3} / })).toHaveAttribute('href', /^tel:0\d{10}$/);
    await expect(top.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:[^?&]+@/);
    const name = top.locator('.b2b-top-header__name');
    await expect(name).toHaveAttribute('title', 'Yıldız Elektrik Taahhüt Ltd. Şti.');
    await expect(top.locator('.b2b-top-header__balance')).toHaveText('Bakiye: 48,250.75 TRY');

    const banner = page.locator('[data-component="OverdueDebtNotification"]').getByRole('alert');
    await expect(banner).toHaveText('Vadesi 45 gün geçmiş 18.750,40 TRY ödemeniz bulunmaktadır');
    // The statement page carries its own banner (statementPage), once.
    await page.goto('/hesap/ekstre');
    await expect(page.getByRole('alert').filter({ hasText: 'Vadesi 45 gün geçmiş' })).toHaveCount(1);

    // The footer's social links load when the footer comes into view (data-load="visible").
    await page.locator('.site-footer').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-component="SocialMedia"] a').first()).toBeVisible();
    for (const widget of ['TopHeaderInfo', 'LanguageList', 'OverdueDebtNotification', 'SocialMedia'])
      expect(await axeViolations(page, `[data-component="${widget}"]`), widget).toEqual([]);
    await screenshotsAtBothWidths(page, '40-statement-banner');
    await expectCleanBesidesMissingImages(problems);
  });

  test('at 390 px there is no top bar, and its data is not even asked for', async ({ page, problems }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/catalog/top-header-info')) asked.push(request.url());
    });
    await loginAs(page, 'bayi1');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.topbar')).toBeHidden();
    await expect(page.locator('[data-component="TopHeaderInfo"] .b2b-top-header')).toHaveCount(0);
    expect(asked).toEqual([]);
    // The banner is not part of the top bar: phones see it too.
    await expect(page.locator('[data-component="OverdueDebtNotification"]').getByRole('alert')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectCleanBesidesMissingImages(problems);
  });

  test('bayi2 sees no overdue banner', async ({ page, problems }) => {
    await loginAs(page, 'bayi2');
    await expect(
      page.locator('[data-component="TopHeaderInfo"]').getByText('Demir Yapı Market'),
    ).toBeVisible();
    await expect(page.locator('[data-component="OverdueDebtNotification"]')).toHaveCount(0);
    await expect(page.getByText(/Vadesi \d+ gün geçmiş/)).toHaveCount(0);
    // Its representative is the demo's temsilci1 (who may not order for it).
    await expect(page.locator('[data-component="TopHeaderInfo"]').getByText('Ahmet Kaya')).toBeVisible();
    await expectCleanBesidesMissingImages(problems);
  });

  test('the cookie notice: Tamam hides it, and it stays away after a reload', async ({ page, problems }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Çerez bildirimi' });
    await expect(notice).toContainText('çerezler kullanıyoruz');
    expect(await axeViolations(page, '[data-component="CookieButton"]')).toEqual([]);
    // Keyboard reachable: right after the skip link.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(notice.getByRole('button', { name: 'Tamam' })).toBeFocused();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/catalog/cookies') && r.status() === 200);
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    await saved;
    await page.reload();
    await expect(page.locator('[data-component="ProductList"] table')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expectCleanBesidesMissingImages(problems);
  });

  test('on a phone the cookie notice never lies over the add-to-cart buttons', async ({ page, problems }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'bayi2', '/hes-nya-h07v-u-tek-damarli-kablo-p-173');
    const notice = page.getByRole('region', { name: 'Çerez bildirimi' });
    await expect(notice).toBeVisible();
    // It takes its own place at the top of the page rather than floating over it.
    expect(await notice.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    const buttons = page.getByRole('button', { name: 'Sepete Ekle' });
    await expect(buttons.first()).toBeVisible();
    for (const button of await buttons.all()) {
      await button.scrollIntoViewIfNeeded();
      const hit = await button.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return top !== null && el.contains(top);
      });
      expect(hit).toBe(true);
    }
    await page.goto('/viko');
    for (const button of (await buttons.all()).slice(0, 6)) {
      await button.scrollIntoViewIfNeeded();
      expect(
        await button.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return top !== null && el.contains(top);
        }),
      ).toBe(true);
    }
    await screenshotsAtBothWidths(page, '41-cookie-notice');
    await expectCleanBesidesMissingImages(problems);
  });

  test('the social links: the visible networks, each in a new tab with a name and an icon', async ({
    page,
    problems,
  }) => {
    await page.goto('/');
    const config = JSON.parse((await page.locator('#b2b-config').textContent()) ?? '{}') as {
      store: { socialMedia: string; socialMediaSeparator: string };
    };
    const expected = config.store.socialMedia
      .split(config.store.socialMediaSeparator)
      .map((part, i) => ({ part, network: ['Facebook', 'Instagram', 'Twitter', 'YouTube', 'Pinterest'][i]! }))
      .filter(({ part }) => part[0] !== '0')
      .map(({ part, network }) => ({ name: `${network} (yeni pencerede açılır)`, href: part.slice(2) }));
    expect(expected.length).toBeGreaterThan(0);
    // They load when the footer comes into view (data-load="visible"), as a visitor scrolls to it.
    await page.locator('.site-footer').scrollIntoViewIfNeeded();
    const links = page.getByRole('list', { name: 'Sosyal medya hesaplarımız' }).getByRole('link');
    await expect(links).toHaveCount(expected.length);
    for (const [i, { name, href }] of expected.entries()) {
      const link = links.nth(i);
      await expect(link).toHaveAccessibleName(name);
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.locator('svg')).toBeVisible();
    }
    // Inline SVG, no icon font: no font file is fetched.
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => /\.(woff2?|ttf|otf)/.test(e.name)),
      ),
    ).toBe(false);
    await expectCleanBesidesMissingImages(problems);
  });
});
