/**
 * 'Barkod Okut' with Chromium's fake camera: the test draws a demo product's EAN-13 into a
 * Y4M video, starts a Chromium that plays it as its camera (and grants the permission), and finds the
 * product's row on the pad. Chromium on Linux has no BarcodeDetector of its own, so this is the
 * WebAssembly path: ZXing's .wasm must come from the storefront's own origin. localhost is a secure
 * context. bayi1's pad is kept per tab only: nothing here touches a cart.
 */
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { axeViolations, SHOTS } from './support/chrome';
import { scannableProduct } from './support/demoBarcodes';
import { writeBarcodeVideo } from './support/fakeCamera';
import { expect, expectClean, loginAs, test } from './support/fixtures';
import { layoutProblems } from './support/layoutCheck';

const pad = (page: Page) => page.locator('[data-component="QuickOrder"]');

/** A Chromium like the config's, with the file as its camera. */
function launchWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

test('a demo product’s EAN-13 held up to the camera lands on the pad with its name, once, from the bundle’s own .wasm', async ({
  page: probe,
}, testInfo) => {
  test.setTimeout(90_000);
  await loginAs(probe, 'bayi1');
  const product = await scannableProduct(probe);
  const video = testInfo.outputPath('barcode.y4m');
  writeBarcodeVideo(video, product.barcode);

  const browser = await launchWithCamera(video);
  try {
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      locale: 'tr-TR',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const origin = new URL(process.env.E2E_BASE_URL!).origin;
    const requests: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    // Every stream the page gets, to see it stopped when the view closes.
    await page.addInitScript(() => {
      const streams: MediaStream[] = [];
      (window as unknown as { __streams: MediaStream[] }).__streams = streams;
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await original(constraints);
        streams.push(stream);
        return stream;
      };
    });
    await loginAs(page, 'bayi1');
    await page.goto('/hizli-siparis');
    await expect(pad(page).getByRole('table', { name: 'Hızlı Sipariş' })).toBeVisible();
    expect(
      requests.some((url) => url.endsWith('.wasm')),
      'no .wasm before the button',
    ).toBe(false);

    await pad(page).getByRole('button', { name: 'Barkod Okut' }).click();
    const dialog = page.getByRole('dialog', { name: 'Barkod Okut' });
    await expect(dialog.getByLabel('Kamera görüntüsü')).toBeVisible();
    const row = pad(page).locator('tr[data-row-index="0"]');
    await expect(row.getByRole('link', { name: product.name })).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText(`Okundu: ${product.name}, 1. satıra 1`)).toBeVisible();
    await expect(pad(page).getByRole('combobox', { name: '1. satır ürün kodu' })).toHaveValue(
      product.barcode,
    );

    // The reader came from the storefront itself; nothing was fetched from anywhere else.
    const wasm = requests.filter((url) => url.endsWith('.wasm'));
    expect(wasm).toHaveLength(1);
    expect(new URL(wasm[0]!).origin).toBe(origin);
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);

    // Still in view two seconds later: still one.
    await page.waitForTimeout(2000);
    await expect(pad(page).getByRole('textbox', { name: '1. satır miktar' })).toHaveValue('1');

    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await layoutProblems(page, '[role="dialog"]'), `at ${width} px`).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `26-scan-camera-${width}.png`) });
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(pad(page).getByRole('button', { name: 'Barkod Okut' })).toBeFocused();
    const live = await page.evaluate(() =>
      (window as unknown as { __streams: MediaStream[] }).__streams.flatMap((s) =>
        s.getTracks().map((t) => t.readyState),
      ),
    );
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((state) => state === 'ended')).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('without a camera to use, the view says why in the page’s language and the pad keeps working by hand', async ({
  page,
  problems,
}) => {
  // The run's Chromium has no camera and grants no permission: getUserMedia is refused.
  await loginAs(page, 'bayi1');
  await page.goto('/hizli-siparis');
  await pad(page).getByRole('button', { name: 'Barkod Okut' }).click();
  const dialog = page.getByRole('dialog', { name: 'Barkod Okut' });
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Kodları listeye elle yazmaya devam edebilirsiniz.');
  await expect(alert).toContainText(/Kamera izni verilmedi|Bu cihazda kamera bulunamadı|Kamera açılamadı/);
  await expect(dialog.getByLabel('Kamera görüntüsü')).toBeHidden();
  await page.keyboard.press('Escape');
  const product = await scannableProduct(page);
  await pad(page).getByRole('combobox', { name: '1. satır ürün kodu' }).fill(product.code);
  await page.keyboard.press('Enter');
  await expect(
    pad(page).locator('tr[data-row-index="0"]').getByRole('link', { name: product.name }),
  ).toBeVisible();
  // The refusal is logged as a warning, not an error: the run stays clean.
  await expectClean(problems);
});
