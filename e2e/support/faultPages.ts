/**
 * What the fault-matrix specs share: a page prepared for faults (Playwright's clock, so a stall can
 * move it 10 s on), the other widgets each case checks still work, and the loop over the faults.
 */
import type { Page } from '@playwright/test';
import {
  FAULTS,
  FaultLab,
  inject,
  type CallPattern,
  type Fault,
  type FaultTally,
  type Injection,
} from './faultLab';
import { expect, test } from './fixtures';

export async function openLab(page: Page): Promise<FaultLab> {
  await page.clock.install();
  return new FaultLab(page);
}

export const miniCartButton = (page: Page) => page.locator('[data-component="CartIcon"] button').first();

/** Another widget of the page still works: the mini cart opens and closes (logged-in pages). */
export async function miniCartWorks(page: Page): Promise<void> {
  await miniCartButton(page).click();
  const panel = page.getByRole('region', { name: 'Sepetim' });
  await expect(panel).toBeVisible();
  await expect(
    panel
      .getByRole('link', { name: /Sepete Git|Giriş Yap/ })
      .or(panel.getByText('Sepetinizde ürün bulunmamaktadır.')),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** Another widget of the page still works: the header's search box suggests. */
export async function searchWorks(page: Page): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Ürün Ara' });
  await box.fill('karre');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await box.fill('');
  await page.keyboard.press('Escape');
}

/** A case: triggers the call under the fault and asserts what the user gets. */
export type FaultCase = (fault: Fault, injected: Injection) => Promise<void>;

/**
 * Runs the seven faults of one call on a page. A failed case is recorded and `recover` brings the
 * page back to where the next case can start; the test fails at its end with every failed case.
 */
export async function runFaults(
  tally: FaultTally,
  lab: FaultLab,
  name: string,
  call: CallPattern,
  each: FaultCase,
  recover: () => Promise<void> = async () => undefined,
): Promise<void> {
  for (const fault of FAULTS) {
    const injected = await inject(lab.page, call, fault);
    const ok = await tally.run(name, fault, async () => {
      await each(fault, injected);
      lab.expectNothingUncaught();
    });
    await injected.remove();
    lab.alerts.length = 0;
    lab.uncaught.length = 0;
    if (!ok) await recover();
  }
}

/** Prints the matrix's summary line (and each failed case) once the spec file has run. */
export function reportAfterAll(tally: FaultTally): void {
  test.afterAll(() => {
    console.log(tally.summary());
    for (const failure of tally.failures()) console.log(`[faults]   ${failure}`);
  });
}
