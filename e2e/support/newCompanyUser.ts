/** A new company user made through the company users API, as the Yönetici's form makes one. */
import { expect, type Page } from '@playwright/test';

/**
 * Adds `username` (the company's prefix and a part) to the company of the Yönetici logged in on
 * `admin` and answers the one-time password shown once.
 */
export async function newCompanyUser(admin: Page, username: string, role = 'izleyici'): Promise<string> {
  await admin.goto('/hesap/kullanicilar');
  const config = JSON.parse((await admin.locator('#b2b-config').textContent()) ?? '{}') as {
    csrfToken: string;
  };
  const answer = await admin.request.post('/api/company/users', {
    data: {
      name: 'İlk Giriş',
      username,
      email: `${username.replace(/\W/g, '-')}@example.com`,
      phone: '',
      role,
      orderLimit: null,
      monthlyLimit: null,
      branchIds: [],
    },
    headers: { 'X-CSRF-Token': config.csrfToken, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { oneTimePassword: string }).oneTimePassword;
}
