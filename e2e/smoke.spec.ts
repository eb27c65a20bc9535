import { expect, expectClean, loginAs, test } from './support/fixtures';

test('bayi1 logs in and the catalogue loads cleanly', async ({ page, problems }) => {
  await loginAs(page, 'bayi1');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Tüm Ürünler' })).toBeVisible();
  const config = JSON.parse((await page.locator('#b2b-config').textContent()) ?? '{}');
  expect(config.user).toMatchObject({ authenticated: true, name: 'Yıldız Elektrik Taahhüt Ltd. Şti.' });
  // The widgets mount into their placeholders (the mount runtime marks each one it handled).
  await page.waitForFunction(
    () => document.querySelector('[data-component="ProductList"]')?.childElementCount,
  );
  await page.goto('/viko/karre');
  await expect(page.getByRole('heading', { name: 'Viko Karre', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectClean(problems);
});

test('an anonymous visitor is sent to login from the cart and comes back after logging in', async ({
  page,
  problems,
}) => {
  await page.goto('/sepet');
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fsepet$/);
  await page.getByLabel('Kullanıcı Adı').fill('bayi2');
  await page.getByLabel('Şifre').fill('yanlis');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.locator('.login [role=alert]')).toHaveText('Kullanıcı adı veya şifre hatalı.');
  await expect(page.getByLabel('Kullanıcı Adı')).toHaveValue('bayi2');
  // The failed login answers 401: expected here, not a fault of the page.
  problems.failedRequests.length = 0;
  problems.consoleErrors.length = 0;
  await page.getByLabel('Şifre').fill('demo1234');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL('/sepet');
  await page.waitForLoadState('networkidle');
  await expectClean(problems);
});
