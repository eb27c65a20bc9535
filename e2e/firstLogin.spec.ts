/**
 * A new company user's first login in Chromium, at 390 and 1280 px: the Yönetici (bayi1) makes the
 * user in the company users page; the user asks for their orders, logs in with the one-time
 * password, lands on the password page with the reason above the form, sets their own, is offered
 * the page they had asked for and goes on to it. No error toast, console error or failed request on
 * the way, nothing covered.
 */
import type { Page } from '@playwright/test';
import { layoutProblems } from './support/layoutCheck';
import { expect, expectClean, loginAs, test } from './support/fixtures';

const ASKED = '/hesap/siparisler';

async function noErrorToast(page: Page, step: string): Promise<void> {
  await expect(page.locator('.Toastify__toast--error'), step).toHaveCount(0);
}

for (const width of [390, 1280]) {
  test(`a new user's first login at ${width} px sets the password and goes on to the page asked for`, async ({
    browser,
    page,
    problems,
  }) => {
    test.setTimeout(120_000);
    const viewport = { width, height: width < 768 ? 844 : 900 };

    // The Yönetici makes the user in the company users page and reads the one-time password.
    const adminContext = await browser.newContext({
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
      viewport,
    });
    const admin = await adminContext.newPage();
    await loginAs(admin, 'bayi1');
    await admin.goto('/hesap/kullanicilar');
    await admin.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
    const form = admin.getByRole('dialog', { name: 'Yeni Kullanıcı' });
    const part = `ilk${width}${Date.now().toString(36)}`;
    await form.getByLabel('Ad Soyad').fill('Deniz İlkgiriş');
    await form.getByLabel('Kullanıcı Adı').fill(part);
    await form.getByLabel('E-posta').fill(`${part}@example.com`);
    await form.getByLabel('Rol').selectOption({ label: 'İzleyici' });
    await form.getByRole('button', { name: 'Kaydet' }).click();
    const once = admin.getByRole('dialog', { name: 'Tek Kullanımlık Şifre' });
    const oneTime = await once.getByLabel('Şifre').inputValue();
    expect(oneTime).toMatch(/^[A-Za-z2-9]{10}$/);
    await noErrorToast(admin, 'the Yönetici made the user');
    await adminContext.close();

    // The user asks for their orders and is asked to log in first.
    await page.setViewportSize(viewport);
    await page.goto(ASKED);
    await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fhesap%2Fsiparisler$/);
    await page.getByLabel('Kullanıcı Adı').fill(`bayi1.${part}`);
    await page.getByLabel('Şifre').fill(oneTime);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();

    // The password page, with the page asked for as its return address and the reason above the form.
    await expect(page).toHaveURL(/\/hesap\/ayarlar\?returnUrl=%2Fhesap%2Fsiparisler$/);
    await expect(page.getByText(/tek kullanımlık şifreyi Mevcut Şifre alanına yazın/)).toBeVisible();
    const settings = page.locator('[data-component="AccountSetting"]');
    await expect(settings.getByLabel('Mevcut Şifre')).toBeVisible();
    await noErrorToast(page, 'the password page');
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: `test-results/first-login-form-${width}.png`, fullPage: true });

    await settings.getByLabel('Mevcut Şifre').fill(oneTime);
    await settings.getByLabel('Yeni Şifre', { exact: true }).fill('deniz-kendi-sifresi');
    await settings.getByLabel('Yeni Şifre Tekrar').fill('deniz-kendi-sifresi');
    await settings.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(settings.getByRole('status')).toHaveText('Hesap bilgileriniz güncellendi.');
    await expect(settings.getByText(/Şifreniz belirlendi/)).toBeVisible();
    const onward = settings.getByRole('link', { name: 'İstediğiniz sayfaya devam edin' });
    await expect(onward).toBeVisible();
    await expect(settings.getByRole('link', { name: 'Alışverişe devam et' })).toHaveCount(0);
    await noErrorToast(page, 'the password saved');
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: `test-results/first-login-saved-${width}.png`, fullPage: true });

    // On to the page they had asked for: it opens.
    await onward.click();
    await expect(page).toHaveURL(new RegExp(`${ASKED}$`));
    await expect(page.locator('[data-component="OrderList"] .b2b-skeleton')).toHaveCount(0);
    await expect(page.locator('[data-component="OrderList"]')).toBeVisible();
    await noErrorToast(page, 'the page asked for');
    await expectClean(problems);
  });
}
