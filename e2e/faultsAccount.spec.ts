/**
 * The fault matrix, account services and the admin area: the password save, the
 * warranty lookup, the fault report's picker lists, the search dashboard and its search, and the
 * online-users socket, each under every fault of support/faultLab (the socket under their socket
 * equivalents). The password is saved as it already is (demo1234), so other specs are not disturbed.
 */
import type { Page, WebSocketRoute } from '@playwright/test';
import { CLIENT_TEXT, errorTextOf, FAULTS, FaultTally, STALL_MS, type Fault } from './support/faultLab';
import { miniCartWorks, openLab, reportAfterAll, runFaults, searchWorks } from './support/faultPages';
import { expect, loginAs, PASSWORD, test } from './support/fixtures';

const tally = new FaultTally('account services and admin');
reportAfterAll(tally);

/** The form message of the account and warranty widgets: the server's text, else the technical one. */
const formMessageOf = (fault: Exclude<Fault, 'stall' | 'unauthorized'>) =>
  fault === 'error500' || fault === 'forbidden' ? errorTextOf(fault) : CLIENT_TEXT.technical;

const toLogin = (page: Page) =>
  page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/account/login'));

test.describe('fault matrix: account services and admin', () => {
  test.describe.configure({ timeout: 360_000 });

  test('account settings and the warranty lookup', async ({ page }) => {
    const lab = await openLab(page);
    const from = tally.size();
    await loginAs(page, 'bayi5');

    // POST /api/catalog/account/settings: the message under the form, 401 → login; typed fields stay.
    const form = page.locator('[data-component="AccountSetting"]');
    const fill = async () => {
      await form.getByLabel('Mevcut Şifre').fill(PASSWORD);
      await form.getByLabel('Yeni Şifre', { exact: true }).fill(PASSWORD);
      await form.getByLabel('Yeni Şifre Tekrar').fill(PASSWORD);
    };
    await page.goto('/hesap/ayarlar');
    await runFaults(
      tally,
      lab,
      'POST /api/catalog/account/settings',
      { method: 'POST', path: /^\/api\/catalog\/account\/settings$/ },
      async (fault, injected) => {
        await fill();
        if (fault === 'unauthorized') {
          const redirected = toLogin(page);
          await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
          await redirected;
          await page.goto('/hesap/ayarlar');
          return;
        }
        await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
        await injected.made();
        if (fault === 'stall') {
          await expect(form.getByRole('button', { name: 'Kaydediliyor...' })).toBeDisabled();
          await miniCartWorks(page);
          await injected.release();
          await expect(form.getByText('Hesap bilgileriniz güncellendi.')).toBeVisible();
          await expect(form.getByLabel('Mevcut Şifre')).toHaveValue('');
          await expect(form.getByLabel('Yeni Şifre', { exact: true })).toHaveValue('');
        } else {
          await expect(form.getByText(formMessageOf(fault))).toBeVisible();
          await expect(form.getByLabel('Mevcut Şifre')).toHaveValue(PASSWORD);
          await expect(form.getByLabel('Yeni Şifre', { exact: true })).toHaveValue(PASSWORD);
          await expect(form.getByLabel('Yeni Şifre Tekrar')).toHaveValue(PASSWORD);
          await expect(form.getByRole('button', { name: 'Kaydet', exact: true })).toBeEnabled();
        }
        await lab.expectQuiet();
        await miniCartWorks(page);
      },
      async () => {
        await page.goto('/hesap/ayarlar');
      },
    );

    // POST /api/catalog/WarrantyInquiry: 403 → the spec's login text, 401 → login; the serial stays.
    const warranty = page.locator('[data-component="WarrantyInquiry"]');
    const serial = 'VK2024KRP000123';
    await page.goto('/garanti-sorgulama');
    await runFaults(
      tally,
      lab,
      'POST /api/catalog/WarrantyInquiry',
      { method: 'POST', path: /^\/api\/catalog\/WarrantyInquiry$/ },
      async (fault, injected) => {
        await warranty.getByLabel('Seri Numarası').fill(serial);
        if (fault === 'unauthorized') {
          const redirected = toLogin(page);
          await warranty.getByRole('button', { name: 'Sorgula' }).click();
          await redirected;
          await page.goto('/garanti-sorgulama');
          return;
        }
        await warranty.getByRole('button', { name: 'Sorgula' }).click();
        await injected.made();
        if (fault === 'stall') {
          await miniCartWorks(page);
          await injected.release();
          const result = page.getByRole('dialog', { name: 'Garanti Durumu' });
          await expect(result.getByText('Garanti kapsamında')).toBeVisible();
          await result.getByRole('button', { name: 'Kapat' }).click();
        } else {
          const text =
            fault === 'forbidden'
              ? 'Garanti sorgulama servisini kullanabilmeniz için giriş yapmış olmalısınız.Lütfen giriş yapıniz'
              : formMessageOf(fault);
          await expect(warranty.getByRole('alert')).toContainText(text);
        }
        await expect(warranty.getByLabel('Seri Numarası')).toHaveValue(serial);
        await lab.expectQuiet();
        await searchWorks(page);
      },
      async () => {
        await page.goto('/garanti-sorgulama');
      },
    );
    expect(tally.failures(from)).toEqual([]);
  });

  test('the fault report picker', async ({ page }) => {
    const lab = await openLab(page);
    const from = tally.size();
    await loginAs(page, 'bayi4');
    const picker = page.getByRole('dialog', { name: 'Ürün Seçiniz' });
    const described = 'Anahtar basıldığında ışık yanmıyor.';
    const open = async () => {
      await page.goto('/ariza-bildirimi');
      await page.getByLabel('Arıza Açıklaması').fill(described);
    };
    /** A list of the picker that failed says why and offers to try again; the form keeps its text. */
    const failedThenRetried = async (fault: Fault, injected: { remove(): Promise<void> }) => {
      await expect(picker.getByText(/^Liste yüklenemedi: /)).toContainText(
        errorTextOf(fault as Exclude<Fault, 'stall'>),
      );
      await injected.remove();
      await picker.getByRole('button', { name: 'Tekrar Dene' }).click();
    };
    for (const [name, path, choose] of [
      [
        'GET /api/catalog/faultreport/basecategories/{id}',
        /^\/api\/catalog\/faultreport\/basecategories\/0$/,
        false,
      ],
      ['GET /api/catalog/faultreport/product/{id}', /^\/api\/catalog\/faultreport\/product\/\d+$/, true],
    ] as const) {
      await runFaults(
        tally,
        lab,
        name,
        { method: 'GET', path },
        async (fault, injected) => {
          await open();
          await page.getByRole('button', { name: 'Ürün Seç' }).click();
          // Products are listed at the last level of subcategories.
          if (choose)
            for (const [label, option] of [
              ['Kategori', 'Anahtar ve Prizler'],
              ['Alt Kategori 1', 'Anahtarlar'],
              ['Alt Kategori 2', 'Adi Anahtarlar'],
            ] as const)
              await picker.getByLabel(label, { exact: true }).selectOption({ label: option });
          await injected.made();
          if (fault === 'stall') {
            await expect(picker.locator('[aria-busy="true"]').first()).toBeAttached();
            await injected.release();
          } else await failedThenRetried(fault, injected);
          if (choose) await expect(picker.getByLabel('Ürün', { exact: true })).toBeEnabled();
          else await expect(picker.getByLabel('Kategori', { exact: true })).toBeEnabled();
          await lab.expectQuiet();
          await page.keyboard.press('Escape');
          await expect(picker).toBeHidden();
          await expect(page.getByLabel('Arıza Açıklaması')).toHaveValue(described);
          await miniCartWorks(page);
        },
        open,
      );
    }
    expect(tally.failures(from)).toEqual([]);
  });

  test('the search dashboard, its search and the online-users socket', async ({ page }) => {
    const lab = await openLab(page);
    const from = tally.size();
    // Not the admin's landing page (/yonetim): its own dashboard would ask for the top queries while
    // the faults are being set up, and a fault meant for the next page would hit that one.
    await loginAs(page, 'yonetici', '/yonetim/musteri-sepetleri');
    const dashboard = page.locator('[data-component="Dashboard"]');

    // GET /yonetim/top-queries: the spec's two texts, on the page and alerted.
    await runFaults(
      tally,
      lab,
      'GET /yonetim/top-queries',
      { method: 'GET', path: /^\/yonetim\/top-queries$/ },
      async (fault, injected) => {
        // Not waiting for 'load': the failure alert may come while the page is still loading.
        await page.goto('/yonetim', { waitUntil: 'commit' });
        await injected.made();
        if (fault === 'stall') {
          await expect(dashboard.locator('.b2b-dashboard')).toHaveAttribute('aria-busy', 'true');
          await searchWorks(page);
          await injected.release();
          await expect(dashboard.getByRole('heading', { name: 'En Çok Aranan Kelimeler' })).toBeVisible();
          await expect(dashboard.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
        } else {
          await expect(dashboard.getByText('Veri yüklenirken bir hata oluştu.')).toBeVisible();
          await lab.expectAlert('En çok aranan kelimeler yüklenirken bir hata oluştu.');
          await searchWorks(page);
        }
        await lab.expectQuiet();
      },
    );

    // GET /yonetim/search_queries: 'Aranan kelimeler yüklenirken bir hata oluştu.'; the term stays.
    const box = dashboard.getByRole('searchbox', { name: 'Arama terimi' });
    await runFaults(
      tally,
      lab,
      'GET /yonetim/search_queries',
      { method: 'GET', path: /^\/yonetim\/search_queries\?/ },
      async (fault, injected) => {
        await box.fill('priz');
        await dashboard.getByRole('button', { name: 'Ara', exact: true }).click();
        await injected.made();
        if (fault === 'stall') {
          await searchWorks(page);
          await injected.release();
          const results = page.getByRole('dialog', { name: 'Arama Sonuçları' });
          await expect(results).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(results).toBeHidden();
        } else
          await expect(dashboard.getByText('Aranan kelimeler yüklenirken bir hata oluştu.')).toBeVisible();
        await expect(box).toHaveValue('priz');
        await lab.expectQuiet();
      },
      async () => {
        await page.goto('/yonetim');
      },
    );

    // The online-users socket: its faults are the socket's own — dropped at once, closed with an
    // error (1011), an HTML page for a message, refused as unauthorised (1008, the host's own way),
    // a message that is not JSON, and 10 s of silence. The list comes once the socket works again.
    const users = page.locator('[data-component="OnlineUsers"]');
    for (const fault of FAULTS) {
      let first = true;
      let release: () => void = () => undefined;
      // The newest handler of the address wins: each fault's own applies to its page load.
      await page.routeWebSocket(/\/ws$/, (ws) => {
        if (!first) {
          ws.connectToServer();
          return;
        }
        first = false;
        release = socketFault(ws, fault);
      });
      await tally.run('live socket (online users)', fault, async () => {
        await page.goto('/yonetim/cevrimici-kullanicilar');
        await expect(users.locator('.b2b-online-users')).toHaveAttribute('aria-busy', 'true');
        await searchWorks(page);
        // Past the reconnect backoff (1 s) or the next poll (10 s): the list arrives.
        await page.clock.fastForward(STALL_MS + 1000);
        release();
        await expect(users.getByRole('list', { name: 'Çevrimiçi Kullanıcılar' })).toBeVisible();
        await lab.expectQuiet();
        lab.expectNothingUncaught();
      });
      lab.alerts.length = 0;
      lab.uncaught.length = 0;
    }
    expect(tally.failures(from)).toEqual([]);
  });
});

/**
 * The socket's equivalent of each fault, on the first connection of a page. Returns what ends a
 * stall (the held messages go to the host); the other faults need no ending.
 */
function socketFault(ws: WebSocketRoute, fault: Fault): () => void {
  const nothing = () => undefined;
  switch (fault) {
    case 'network':
      void ws.close();
      return nothing;
    case 'error500':
      void ws.close({ code: 1011, reason: 'Internal Error' });
      return nothing;
    case 'unauthorized':
    case 'forbidden':
      void ws.close({ code: 1008, reason: 'Yetkisiz' });
      return nothing;
    case 'html500':
    case 'malformed': {
      // The host answers, but its first answer is not the message the widget expects.
      const server = ws.connectToServer();
      let replaced = false;
      server.onMessage((message) => {
        if (replaced) return ws.send(message);
        replaced = true;
        ws.send(
          fault === 'html500'
            ? '<html><body>500 Internal Server Error</body></html>'
            : '{"type":"updateOnlineUsers","onlineUsers":[{',
        );
      });
      return nothing;
    }
    case 'stall': {
      // Silence: what the page sends is held until the stall ends, then the host answers it.
      const held: (string | Buffer)[] = [];
      let server: ReturnType<WebSocketRoute['connectToServer']> | null = null;
      ws.onMessage((message) => {
        if (server) server.send(message);
        else held.push(message);
      });
      return () => {
        server = ws.connectToServer();
        for (const message of held.splice(0)) server.send(message);
      };
    }
  }
}
