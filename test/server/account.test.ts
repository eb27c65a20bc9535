import { decode } from '../../src/contract/decode';
import { accountSettingsAnswer } from '../../src/contract/account';
import { warrantyAnswer } from '../../src/contract/warranty';
import { Client, configOf, errorType, loggedIn, startHost, type TestHost } from './helpers';

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.stop());

describe('POST /api/catalog/settings', () => {
  it('stores each preference and the next page’s config block reflects it', async () => {
    const client = await loggedIn(host.url, 'bayi1');
    for (const [key, value] of [
      ['productListView', 'grid'],
      ['showNotInStocks', '0'],
      ['defaultCurrency', 2],
      ['locale', 'en'],
    ] as const) {
      const answer = await client.post('/api/catalog/settings', { json: { key, value } });
      expect([key, answer.status, answer.json]).toEqual([key, 200, { success: true }]);
    }
    const config = configOf((await client.get('/')).text) as unknown as {
      settings: { defaultView: string; showNotInStocks: string };
      defaultCurrency: number;
      locale: string;
    };
    expect(config).toMatchObject({
      defaultCurrency: 2,
      locale: 'en',
      settings: { defaultView: 'grid', showNotInStocks: '0' },
    });
  });

  it('keeps an anonymous visitor’s preferences in the session', async () => {
    const client = new Client(host.url);
    await client.page('/');
    expect(
      (await client.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } })).status,
    ).toBe(200);
    expect(configOf((await client.get('/')).text).locale).toBe('en');
    expect((await client.post('/api/catalog/settings', { json: { key: 'branch', value: 1 } })).status).toBe(
      401,
    );
  });

  it('rejects unknown keys, bad values and requests without the token', async () => {
    const client = await loggedIn(host.url, 'bayi2');
    expect((await client.post('/api/catalog/settings', { json: { key: 'admin', value: '1' } })).status).toBe(
      400,
    );
    expect(
      (await client.post('/api/catalog/settings', { json: { key: 'productListView', value: 'table' } }))
        .status,
    ).toBe(400);
    expect(
      (await client.post('/api/catalog/settings', { json: { key: 'defaultCurrency', value: 99 } })).status,
    ).toBe(400);
    expect((await client.post('/api/catalog/settings', { json: { key: 'locale' } })).status).toBe(400);
    const noToken = new Client(host.url);
    expect(
      (await noToken.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } })).status,
    ).toBe(403);
  });
});

describe('POST /api/catalog/cookies', () => {
  it('stores the cookie choice so the banner stays hidden', async () => {
    const client = new Client(host.url);
    const page = await client.page('/');
    expect(page.text).toContain(`data-props='{&quot;accepted&quot;:false}'`);
    expect((await client.post('/api/catalog/cookies', { json: { allowCookies: true } })).json).toEqual({
      success: true,
    });
    // The notice is only rendered while no choice is stored.
    expect((await client.get('/')).text).not.toContain('data-component="CookieButton"');
    expect((await client.post('/api/catalog/cookies', { json: {} })).status).toBe(400);
  });

  it('refuses a choice that is not an acceptance and stores nothing', async () => {
    const client = new Client(host.url);
    await client.page('/');
    for (const allowCookies of [false, 'true', 1]) {
      const answer = await client.post('/api/catalog/cookies', { json: { allowCookies } });
      expect({ allowCookies, status: answer.status }).toEqual({ allowCookies, status: 400 });
      expect(client.cookies.has('b2b_cookies')).toBe(false);
    }
    expect((await client.get('/')).text).toContain('data-component="CookieButton"');
  });
});

describe('POST /api/catalog/account/settings', () => {
  it('applies the password rules and changes the password', async () => {
    const client = await loggedIn(host.url, 'bayi5');
    const post = (password: string, passwordVerify: string) =>
      client.post('/api/catalog/account/settings', {
        multipart: { currentPassword: 'demo1234', password, passwordVerify },
      });
    expect(errorType(await post('kısa', 'kısa'))).toBe(
      'Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.',
    );
    expect(errorType(await post('x'.repeat(31), 'x'.repeat(31)))).toBe(
      'Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.',
    );
    expect(errorType(await post('yenisifre1', ''))).toBe('Şifrenizi doğrulamalısınız.');
    expect(errorType(await post('yenisifre1', 'yenisifre2'))).toBe('Şifreleriniz eşleşmiyor.');
    const ok = await post('yenisifre1', 'yenisifre1');
    expect(decode(accountSettingsAnswer, ok.json)).toEqual({
      success: true,
      message: 'Hesap bilgileriniz güncellendi.',
    });
    expect((await new Client(host.url).login('bayi5', 'yenisifre1')).status).toBe(303);
  });

  it('counts the length in characters, as the widget does, and the old password stops working', async () => {
    const client = await loggedIn(host.url, 'bayi4');
    let currentPassword = 'demo1234';
    const post = (password: string) =>
      client.post('/api/catalog/account/settings', {
        multipart: { currentPassword, password, passwordVerify: password },
      });
    // Three emoji are six UTF-16 units but three characters: too short for both the widget and the host.
    expect(errorType(await post('😀😀😀'))).toBe('Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.');
    // Thirty Turkish letters plus nothing else: 30 characters, accepted.
    const turkish = 'ğüşıöç'.repeat(5);
    expect((await post(turkish)).status).toBe(200);
    currentPassword = turkish;
    expect((await new Client(host.url).login('bayi4', 'demo1234')).status).toBe(401);
    expect((await new Client(host.url).login('bayi4', turkish)).status).toBe(303);
    // Too long in characters, though within the schema's byte limit.
    expect(errorType(await post('ş'.repeat(31)))).toBe(
      'Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.',
    );
  });

  it('answers an anonymous visitor 401', async () => {
    const client = new Client(host.url);
    await client.page('/');
    const answer = await client.post('/api/catalog/account/settings', {
      multipart: { currentPassword: 'demo1234', password: 'abcdef', passwordVerify: 'abcdef' },
    });
    expect(answer.status).toBe(401);
  });

  it('asks for the current password: missing or wrong is a 400 in Turkish or English, and changes nothing', async () => {
    const client = await loggedIn(host.url, 'bayi3');
    const post = (fields: Record<string, string>) =>
      client.post('/api/catalog/account/settings', {
        multipart: { password: 'yenisifre3', passwordVerify: 'yenisifre3', ...fields },
      });
    const refusal = (type: string) => ({ error: { messages: { type } } });
    for (const fields of [{}, { currentPassword: '' }] as Record<string, string>[]) {
      const answer = await post(fields);
      expect([answer.status, answer.json]).toEqual([400, refusal('Mevcut şifrenizi girmelisiniz.')]);
    }
    const wrong = await post({ currentPassword: "$&$'$`$1<script>\r\nx" });
    expect([wrong.status, wrong.json]).toEqual([
      400,
      refusal('Mevcut şifreniz hatalı. Lütfen kontrol edip tekrar deneyin.'),
    ]);
    // A NUL in any text of a request is refused before the password is looked at.
    expect((await post({ currentPassword: 'demo1234\u0000' })).json).toEqual(
      refusal(
        'İstekteki bir metin geçersiz bir karakter (NUL) içeriyor. Lütfen kontrol edip tekrar deneyin.',
      ),
    );
    await client.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } });
    expect((await post({})).json).toEqual(refusal('You must enter your current password.'));
    expect((await post({ currentPassword: 'DEMO1234' })).json).toEqual(
      refusal('Your current password is wrong. Please check it and try again.'),
    );
    // The same session still works, with the old password.
    expect((await client.get('/hesap/ayarlar')).status).toBe(200);
    expect((await new Client(host.url).login('bayi3', 'yenisifre3')).status).toBe(401);
    expect((await new Client(host.url).login('bayi3', 'demo1234')).status).toBe(303);
    // The right one changes it.
    expect((await post({ currentPassword: 'demo1234' })).status).toBe(200);
    expect((await new Client(host.url).login('bayi3', 'yenisifre3')).status).toBe(303);
  });

  it('counts a wrong current password as a failed login of the account', async () => {
    const client = await loggedIn(host.url, 'bayi2');
    const post = (currentPassword: string) =>
      client.post('/api/catalog/account/settings', {
        multipart: { currentPassword, password: 'yenisifre2', passwordVerify: 'yenisifre2' },
      });
    for (let k = 0; k < 5; k++) expect([k, (await post(`tahmin${k}`)).status]).toEqual([k, 400]);
    // Five wrong guesses from this address: the next one waits, in the spec's error shape…
    const refused = await post('tahmin5');
    expect(refused.status).toBe(429);
    expect(errorType(refused)).toBe('Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // …even the right one, and so does the login form for the account from this address.
    expect((await post('demo1234')).status).toBe(429);
    expect((await new Client(host.url).login('bayi2', 'demo1234')).status).toBe(429);
    // Another account from the same address is not held back.
    expect((await new Client(host.url).login('bayi1', 'demo1234')).status).toBe(303);
  });
});

describe('POST /api/catalog/WarrantyInquiry', () => {
  const ask = (client: Client, serialNumber: string) =>
    client.post('/api/catalog/WarrantyInquiry', { multipart: { serialNumber } });

  it('needs a login (403 with the spec’s message)', async () => {
    const client = new Client(host.url);
    await client.page('/');
    const answer = await ask(client, 'VK2024KRP000123');
    expect(answer.status).toBe(403);
    expect(errorType(answer)).toBe(
      'Garanti sorgulama servisini kullanabilmeniz için giriş yapmış olmalısınız.Lütfen giriş yapıniz',
    );
  });

  it('answers days left, expired, a single movement, no sale and unknown serials', async () => {
    const client = await loggedIn(host.url, 'bayi1');
    const active = decode(warrantyAnswer, (await ask(client, 'VK2024KRP000123')).json);
    expect(active.data!.garantiSuresi).toBeGreaterThan(500);
    expect(active.data!.hareket.map((h) => h.durum)).toEqual(['DEPO GİRİŞ', 'SATIŞ']);
    const expired = decode(warrantyAnswer, (await ask(client, 'ABB2021S201C16X')).json);
    expect(expired.data!.garantiSuresi).toBeLessThan(0);
    const single = await ask(client, 'PH2025COREPRO77');
    expect(Array.isArray((single.json as { data: { hareket: unknown } }).data.hareket)).toBe(false);
    expect(decode(warrantyAnswer, single.json).data!.hareket).toHaveLength(1);
    const neverSold = decode(warrantyAnswer, (await ask(client, 'SE2023EZ9000045')).json);
    expect(neverSold.data!.hareket.some((h) => h.durum === 'SATIŞ')).toBe(false);
    expect(decode(warrantyAnswer, (await ask(client, 'YOK-123')).json).data).toBeNull();
    expect((await ask(client, '')).status).toBe(400);
  });

  it('trims the serial and refuses what the widget refuses: blank, control characters, over 50 characters', async () => {
    const client = await loggedIn(host.url, 'bayi1');
    const padded = decode(warrantyAnswer, (await ask(client, '  VK2024KRP000123 \t')).json);
    expect(padded.data!.garantiSuresi).toBeGreaterThan(500);
    for (const serial of ['   ', 'VK2024\nKRP000123', 'VK2024\u200bKRP', 'x'.repeat(51), 'x'.repeat(500)]) {
      const answer = await ask(client, serial);
      expect([serial, answer.status]).toEqual([serial, 400]);
      expect(typeof errorType(answer)).toBe('string');
    }
    expect((await ask(client, 'x'.repeat(50))).status).toBe(200);
  });
});
