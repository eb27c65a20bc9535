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
});

describe('POST /api/catalog/account/settings', () => {
  it('applies the password rules and changes the password', async () => {
    const client = await loggedIn(host.url, 'bayi5');
    const post = (password: string, passwordVerify: string) =>
      client.post('/api/catalog/account/settings', { multipart: { password, passwordVerify } });
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
    const post = (password: string) =>
      client.post('/api/catalog/account/settings', { multipart: { password, passwordVerify: password } });
    // Three emoji are six UTF-16 units but three characters: too short for both the widget and the host.
    expect(errorType(await post('😀😀😀'))).toBe('Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.');
    // Thirty Turkish letters plus nothing else: 30 characters, accepted.
    const turkish = 'ğüşıöç'.repeat(5);
    expect((await post(turkish)).status).toBe(200);
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
      multipart: { password: 'abcdef', passwordVerify: 'abcdef' },
    });
    expect(answer.status).toBe(401);
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
