/**
 * The `test` of every browser spec: a page whose console errors, CSP violations and failed requests
 * are collected, so a journey can assert it ran clean. Also login helpers for each demo account.
 */
import { test as base, expect, type Page } from '@playwright/test';

export const ACCOUNTS = ['bayi1', 'bayi2', 'bayi3', 'yonetici'] as const;
/** bayi4 and bayi5 exist too: journeys that must not disturb the main demo accounts use them. */
export type Account =
  | (typeof ACCOUNTS)[number]
  | 'bayi4'
  | 'bayi5'
  // bayi1's company users: a buyer with a 10.000 TL per-order limit, an approver, a viewer.
  | 'bayi1.satinalma'
  | 'bayi1.onay'
  | 'bayi1.izleyici'
  // the distributor's sales representatives: temsilci1 serves bayi1 (with its consent) and bayi2.
  | 'temsilci1'
  | 'temsilci2';
export const PASSWORD = 'demo1234';

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
  cspViolations(): Promise<string[]>;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export const test = base.extend<{ problems: PageProblems }>({
  // (the fixture callback is named `provide`, not `use`: the React hooks lint rule would mistake it)
  problems: async ({ page }, provide) => {
    const consoleErrors: string[] = [];
    const failedRequests: string[] = [];
    // Init scripts run through the DevTools protocol, outside the page's CSP.
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => consoleErrors.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => {
      // Navigating away aborts pending requests: that is not a failure of the page.
      if (r.failure()?.errorText !== 'net::ERR_ABORTED')
        failedRequests.push(`${r.url()} ${r.failure()?.errorText}`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) failedRequests.push(`${r.status()} ${r.url()}`);
    });
    await provide({
      consoleErrors,
      failedRequests,
      cspViolations: () => page.evaluate(() => window.__cspViolations ?? []).catch(() => []),
    });
  },
});

export { expect };

/** Logs in through the real form and waits for the redirect. */
export async function loginAs(page: Page, username: Account, returnUrl?: string): Promise<void> {
  await page.goto(returnUrl ? `/account/login?returnUrl=${encodeURIComponent(returnUrl)}` : '/account/login');
  await page.getByLabel('Kullanıcı Adı').fill(username);
  await page.getByLabel('Şifre').fill(PASSWORD);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/account/login')),
    page.getByRole('button', { name: 'Giriş Yap' }).click(),
  ]);
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await page.waitForURL('/');
}

/** Asserts the page ran clean: no console errors, CSP violations or failed requests. */
export async function expectClean(problems: PageProblems): Promise<void> {
  expect(problems.consoleErrors, 'console errors').toEqual([]);
  expect(await problems.cspViolations(), 'CSP violations').toEqual([]);
  expect(problems.failedRequests, 'failed requests').toEqual([]);
}

/** Some demo products have no image on purpose: their 404 (answered by the fallback image) is expected. */
export async function expectCleanBesidesMissingImages(problems: PageProblems): Promise<void> {
  problems.failedRequests.splice(
    0,
    problems.failedRequests.length,
    ...problems.failedRequests.filter((entry) => !/^404 .*\/images\//.test(entry)),
  );
  problems.consoleErrors.splice(
    0,
    problems.consoleErrors.length,
    ...problems.consoleErrors.filter((text) => !/status of 404/.test(text)),
  );
  await expectClean(problems);
}
