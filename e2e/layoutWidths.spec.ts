/**
 * Every page of the tour at 390, 768, 1024 and 1280 px, in Turkish and in English, as the account
 * that sees it: nothing scrolls sideways and no button, link or input is covered by
 * another element (checked with elementFromPoint, the way a click lands, not on screenshots).
 * The page is loaded once per language and resized, as a window is.
 */
import type { Page } from '@playwright/test';
import { resetLocale, saveLocale } from './support/chrome';
import { expect, loginAs, test } from './support/fixtures';
import { layoutProblems } from './support/layoutCheck';
import { resolvePageTarget, TOURS } from './support/pageList';
import { newCompanyUser } from './support/newCompanyUser';

const WIDTHS = [390, 768, 1024, 1280];

for (const locale of ['tr', 'en'] as const) {
  for (const [account, pages] of TOURS) {
    test(`every page fits at every width (${account ?? 'anonymous'}, ${locale})`, async ({ page }) => {
      test.setTimeout(240_000);
      if (account) await loginAs(page, account);
      else await page.goto('/');
      await saveLocale(page, locale);
      try {
        const problems: string[] = [];
        for (const [name, target] of pages) {
          await page.setViewportSize({ width: WIDTHS[WIDTHS.length - 1]!, height: 900 });
          await page.goto(await resolvePageTarget(page, target));
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await page.waitForLoadState('networkidle');
          await expect(page.locator('[data-component] .b2b-skeleton')).toHaveCount(0);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            // Two frames: the resize's layout and any widget that measures itself after it.
            await page.evaluate(
              () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
            );
            for (const problem of await layoutProblems(page))
              problems.push(`${name} at ${width} px: ${problem}`);
          }
        }
        expect(problems).toEqual([]);
      } finally {
        if (account) await resetLocale(page.request, account);
      }
    });
  }
}

/** The password page's problems at every width, the page loaded once at the widest and resized. */
async function problemsAtEveryWidth(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    for (const problem of await layoutProblems(page)) problems.push(`${name} at ${width} px: ${problem}`);
  }
  return problems;
}

for (const locale of ['tr', 'en'] as const) {
  test(`a new user's first-login page fits at every width, before and after the save (${locale})`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    // bayi4's company, so bayi1's users, which the tour shows, stay as seeded.
    const adminContext = await browser.newContext({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
    const admin = await adminContext.newPage();
    await loginAs(admin, 'bayi4');
    const username = `bayi4.sweep${locale}${Date.now().toString(36)}`;
    const oneTime = await newCompanyUser(admin, username, 'satinalma');
    await adminContext.close();

    await page.setViewportSize({ width: WIDTHS[WIDTHS.length - 1]!, height: 900 });
    await page.goto('/account/login?returnUrl=%2Fteklif%2Fliste');
    await page.getByLabel('Kullanıcı Adı').fill(username);
    await page.getByLabel('Şifre').fill(oneTime);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/hesap\/ayarlar\?returnUrl=%2Fteklif%2Fliste$/);
    // The user's own language: a new account has none saved, so it is chosen here, as a user would.
    await saveLocale(page, locale);
    await page.reload();
    const settings = page.locator('[data-component="AccountSetting"]');
    const save = locale === 'en' ? 'Save' : 'Kaydet';
    await expect(settings.getByRole('button', { name: save })).toBeVisible();
    const problems = await problemsAtEveryWidth(page, 'first-login form');

    const fields = settings.locator('input[type="password"]');
    await page.setViewportSize({ width: WIDTHS[WIDTHS.length - 1]!, height: 900 });
    await fields.nth(0).fill(oneTime);
    await fields.nth(1).fill('sweep-kendi-sifresi');
    await fields.nth(2).fill('sweep-kendi-sifresi');
    await settings.getByRole('button', { name: save }).click();
    const onward = locale === 'en' ? 'Continue to the page you asked for' : 'İstediğiniz sayfaya devam edin';
    await expect(settings.getByRole('link', { name: onward })).toBeVisible();
    problems.push(...(await problemsAtEveryWidth(page, 'first-login saved')));
    expect(problems).toEqual([]);
  });
}

/** The 'Listeye Ekle' menus where they open near the window's right edge, and at which widths. */
const LIST_MENUS: [name: string, target: string, widths: number[]][] = [
  ['product list rows', '/viko/karre', [768, 1024, 1280]],
  ['product page', 'product:90960004', [768]],
  ['cart lines', '/sepet', [1024]],
];

/** The bayi1 cart holds a line while `run` runs (the one it adds is taken out again). */
async function withCartLine(page: Page, run: () => Promise<void>): Promise<void> {
  await page.goto('/');
  const cart = (await (await page.request.get('/api/catalog/cart')).json()) as unknown[];
  if (cart.length > 0) return run();
  const product = (await (await page.request.get('/api/catalog/products/search?q=90960004')).json())
    .products[0];
  const config = JSON.parse((await page.locator('#b2b-config').textContent()) ?? '{}') as {
    csrfToken: string;
  };
  const headers = { 'X-CSRF-Token': config.csrfToken, 'X-Requested-With': 'XMLHttpRequest' };
  const added = await page.request.post(`/api/catalog/cart/${product.id}`, {
    form: { quantity: 1 },
    headers,
  });
  expect(added.status()).toBe(200);
  try {
    await run();
  } finally {
    await page.request.delete(`/api/catalog/cart/${product.id}`, { headers });
  }
}

for (const locale of ['tr', 'en'] as const) {
  test(`the Listeye Ekle menu stays inside the window, its line counts whole (bayi1, ${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'bayi1');
    await saveLocale(page, locale);
    try {
      await withCartLine(page, async () => {
        const problems: string[] = [];
        for (const [name, target, widths] of LIST_MENUS) {
          for (const width of widths) {
            await page.setViewportSize({ width, height: 900 });
            await page.goto(await resolvePageTarget(page, target));
            await page.waitForLoadState('networkidle');
            // The control nearest the right edge: where a menu is most likely cut off.
            const buttons = page.locator('[data-component] .b2b-add-to-list__button:visible');
            await expect(buttons.first()).toBeVisible();
            const rights = await buttons.evaluateAll((all) =>
              all.map((b) => b.getBoundingClientRect().right),
            );
            const button = buttons.nth(rights.indexOf(Math.max(...rights)));
            await button.scrollIntoViewIfNeeded();
            await button.click();
            const popup = page.locator('.b2b-add-to-list__popup');
            // The lists have come (the menu grows with their names and counts).
            await expect(popup.locator('.b2b-add-to-list__count').first()).toBeVisible();
            await page.evaluate(
              () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
            );
            const outside = await popup.evaluate((menu) => {
              const view = document.documentElement.clientWidth;
              const parts = [
                menu,
                ...menu.querySelectorAll('.b2b-add-to-list__count, .b2b-add-to-list__name'),
              ];
              return parts
                .map((part) => part.getBoundingClientRect())
                .filter((box) => box.left < 0 || box.right > view)
                .map((box) => `${Math.round(box.left)}–${Math.round(box.right)} px in ${view} px`);
            });
            for (const box of outside) problems.push(`${name} at ${width} px: the menu is cut off (${box})`);
            for (const problem of await layoutProblems(page, '.b2b-add-to-list__popup'))
              problems.push(`${name} at ${width} px: ${problem}`);
            await page.keyboard.press('Escape');
            await expect(popup).toHaveCount(0);
          }
        }
        expect(problems).toEqual([]);
      });
    } finally {
      await resetLocale(page.request, 'bayi1');
    }
  });
}

test('the cart’s list controls and each line’s Sil are at least 44×44 px to a finger (390 px, bayi1)', async ({
  page,
}) => {
  await loginAs(page, 'bayi1');
  await withCartLine(page, async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sepet');
    await page.waitForLoadState('networkidle');
    const cart = page.locator('[data-component="Cart"]');
    const targets = [
      cart.getByRole('button', { name: 'Sepeti listeye kaydet' }),
      ...(await cart.locator('.b2b-cart-line__actions .b2b-add-to-list__button').all()),
      ...(await cart.locator('.b2b-cart-line__remove-button').all()),
    ];
    expect(targets.length).toBeGreaterThan(1);
    const small: string[] = [];
    for (const target of targets) {
      const box = (await target.boundingBox())!;
      const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
      if (box.width < 44 || box.height < 44) small.push(`${name}: ${box.width}×${box.height} px`);
    }
    expect(small).toEqual([]);
  });
});
