/**
 * The payment frame's message protocol in a real browser: the storefront page frames /payment/start
 * from the payment origin, posts the card message to that exact origin, the frame runs the simulated
 * 3-D Secure step and posts loading / payment_succeed / dialogClose back to the storefront's origin.
 */
import type { Page } from '@playwright/test';
import { resetLocale } from './support/chrome';
import { expect, loginAs, test } from './support/fixtures';

const PAYMENT = () => process.env.E2E_PAYMENT_URL!;

interface Received {
  origin: string;
  data: {
    type: string;
    loading?: boolean;
    result?: { paymentType: string; order: { orderNo: string } | null };
  };
}

/** Frames the payment page the way the Checkout widget does and records what it posts back. */
async function openFrame(page: Page): Promise<void> {
  await page.evaluate((src) => {
    const w = window as unknown as { __frameMessages: unknown[] };
    w.__frameMessages = [];
    window.addEventListener('message', (e) => w.__frameMessages.push({ origin: e.origin, data: e.data }));
    const frame = document.createElement('iframe');
    frame.id = 'pay';
    frame.title = 'Ödeme';
    frame.src = src;
    frame.style.cssText = 'width:480px;height:420px;border:1px solid #ccc';
    document.querySelector('main')!.prepend(frame);
  }, `${PAYMENT()}/payment/start`);
  await expect(page.frameLocator('#pay').getByText('Kart bilgileri bekleniyor…')).toBeVisible();
}

/** Posts the card message from the storefront window to the frame, as the Checkout widget does. */
async function sendCard(page: Page, ccno: string, installment: number): Promise<void> {
  await page.evaluate(
    async ({ ccno, installment, origin }) => {
      const config = JSON.parse(document.getElementById('b2b-config')!.textContent!);
      const answer = await fetch('/api/catalog/bin-control', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-Token': config.csrfToken },
        body: new URLSearchParams({ binNumber: ccno.replace(/\s/g, '').slice(0, 8) }),
      }).then((r) => r.json());
      const plan = answer.plans.find((p: { installment: number }) => p.installment === installment);
      // The amount the Checkout widget shows and sends: the host refuses any other for a cart payment.
      const props = JSON.parse(
        document.querySelector<HTMLElement>('[data-component="Checkout"]')!.dataset.props!,
      ) as {
        amount: number;
        paymentType: 'order' | 'pay';
      };
      const message = {
        paymentType: props.paymentType,
        ccno,
        ccv: '123',
        expiry: '12/39',
        holder: 'AYŞE KAYA',
        plan: plan.id,
        installment,
        amount: props.amount,
        description: 'e2e',
        advencePrice: '',
      };
      (document.getElementById('pay') as HTMLIFrameElement).contentWindow!.postMessage(message, origin);
    },
    { ccno, installment, origin: PAYMENT() },
  );
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { __frameMessages: Received[] }).__frameMessages);

test('a card payment through the frame ends in payment_succeed posted to the storefront origin', async ({
  page,
  problems,
}) => {
  await loginAs(page, 'bayi2');
  await page.goto('/sepet/odeme/kart');
  await openFrame(page);
  await sendCard(page, '4355 0843 5508 4358', 3);
  const frame = page.frameLocator('#pay');
  await expect(frame.getByText('Akbank · 3-D Secure doğrulaması')).toBeVisible();
  await expect(frame.getByText('3 taksit')).toBeVisible();
  await page.screenshot({ path: `${process.env.SHOTS_DIR ?? 'test-results/shots'}/32-payment-3d-step.png` });
  await frame.getByLabel('Telefonunuza gönderilen doğrulama kodu').fill('123456');
  await frame.getByRole('button', { name: 'Onayla' }).click();
  await expect(frame.getByText('Ödeme başarılı.')).toBeVisible();
  await expect.poll(async () => (await received(page)).map((m) => m.data.type)).toContain('payment_succeed');
  const messages = await received(page);
  expect(new Set(messages.map((m) => m.origin))).toEqual(new Set([PAYMENT()]));
  expect(messages.filter((m) => m.data.type === 'loading').map((m) => m.data.loading)).toContain(true);
  const success = messages.find((m) => m.data.type === 'payment_succeed')!;
  expect(success.data.result).toMatchObject({
    paymentType: 'order',
    order: { orderNo: expect.stringMatching(/^SP\d+$/) },
  });
  await frame.getByRole('button', { name: 'Kapat' }).click();
  await expect.poll(async () => (await received(page)).map((m) => m.data.type)).toContain('dialogClose');
  expect(await problems.cspViolations()).toEqual([]);
});

test('a declined test card shows the bank’s answer and the frame asks to be closed', async ({ page }) => {
  await loginAs(page, 'bayi1');
  await page.goto('/sepet/odeme/kart');
  await openFrame(page);
  await sendCard(page, '4355 0843 0000 0002', 1);
  const frame = page.frameLocator('#pay');
  await expect(frame.getByText('İşlem reddedildi: kart limiti yetersiz.')).toBeVisible();
  await frame.getByRole('button', { name: 'Kapat' }).click();
  await expect.poll(async () => (await received(page)).map((m) => m.data.type)).toContain('dialogClose');
});

// The frame (its own origin) shows the storefront page's language.
test.describe('the frame on an English page', () => {
  test.afterEach(async ({ request }) => resetLocale(request, 'bayi4'));

  test('the Checkout widget opens the frame in English: steps, labels, buttons and the bank’s answers', async ({
    page,
  }) => {
    await resetLocale(page.request, 'bayi4', 'en');
    await page.goto('/hesap/odeme');
    await page.getByLabel('Amount (TL)').fill('250');
    for (const [label, value] of [
      ['Card number', '4355084355084358'],
      ['Expiry date', '1239'],
      ['Security code', '123'],
    ] as const) {
      const input = page.getByLabel(label, { exact: true });
      await input.click();
      await input.pressSequentially(value);
    }
    await page.getByLabel('Name on card').fill('AYSE KAYA');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const frame = page.frameLocator('iframe[src*="/payment/start"]');
    await expect(frame.getByText('Akbank · 3-D Secure verification')).toBeVisible();
    await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
    await expect(frame.getByText('Secure payment · 3-D Secure')).toBeVisible();
    await expect(frame.getByText('Single payment')).toBeVisible();
    await frame.getByLabel('The verification code sent to your phone').fill('000000');
    await frame.getByRole('button', { name: 'Confirm' }).click();
    await expect(frame.getByText('The verification code is wrong. Attempts left: 2')).toBeVisible();
    const turkish = [
      'Güvenli Ödeme',
      'Telefonunuza',
      'Onayla',
      'Vazgeç',
      'Taksit',
      'Tutar',
      'Kart',
      'hatalı',
    ];
    const text = await frame.locator('body').innerText();
    for (const word of turkish) expect([word, text.includes(word)]).toEqual([word, false]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `${process.env.SHOTS_DIR ?? 'test-results/shots'}/33-payment-frame-english-${width}.png`,
      });
    }
    await frame.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
