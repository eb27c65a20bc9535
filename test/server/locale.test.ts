import { MSG } from '../../server/messages';
import { localizeMessage, MSG_EN } from '../../server/messagesEn';
import { decode } from '../../src/contract/decode';
import { topQueriesAnswer } from '../../src/contract/admin';
import { Client, configOf, errorType, loggedIn, startHost, type TestHost } from './helpers';

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.stop());

/** A client whose saved language is English (per session while anonymous, per user once logged in). */
async function english(client: Client): Promise<Client> {
  await client.page('/');
  const answer = await client.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } });
  expect(answer.status).toBe(200);
  return client;
}

/** The page's visible text: tags, the config block and attribute values left out. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe("the host's own page text follows the locale", () => {
  it('renders the login page in English for a visitor who chose English', async () => {
    const client = await english(new Client(host.url));
    const page = await client.get('/account/login');
    expect(page.text).toContain('<html lang="en">');
    const text = visibleText(page.text);
    for (const words of [
      'Dealer login',
      'Username',
      'Password',
      'Log in',
      'Skip to content',
      'All rights reserved.',
    ])
      expect(text).toContain(words);
    for (const words of [
      'Bayi Girişi',
      'Kullanıcı Adı',
      'Şifre',
      'Giriş Yap',
      'İçeriğe geç',
      'Tüm hakları saklıdır.',
    ])
      expect(text).not.toContain(words);
  });

  it('carries a language chosen before logging in over to an account that never chose one', async () => {
    const client = await english(new Client(host.url));
    await client.login('bayi4');
    expect(configOf((await client.get('/')).text).locale).toBe('en');
    // An account with a saved language keeps it.
    const bayi5 = await loggedIn(host.url, 'bayi5');
    await bayi5.post('/api/catalog/settings', { json: { key: 'locale', value: 'tr' } });
    const visitor = await english(new Client(host.url));
    await visitor.login('bayi5');
    expect(configOf((await visitor.get('/')).text).locale).toBe('tr');
  });

  it('stays Turkish by default', async () => {
    const text = visibleText((await new Client(host.url).get('/account/login')).text);
    expect(text).toContain('Bayi Girişi');
    expect(text).toContain('Kullanıcı Adı');
  });

  it('renders catalogue, search, warranty, fault report and statement pages in English', async () => {
    const client = await english(await loggedIn(host.url, 'bayi1'));
    const pages: [string, string[], string[]][] = [
      [
        '/',
        ['All products', 'Categories', 'Brands', 'My account', 'Log out'],
        ['Tüm Ürünler', 'Kategoriler', 'Markalar', 'Hesabım', 'Çıkış Yap'],
      ],
      ['/search?q=priz', ['Search results for "priz"', 'Search'], ['için arama sonuçları']],
      [
        '/garanti-sorgulama',
        ['Warranty lookup', 'serial number'],
        ['Garanti Sorgulama', 'seri numarası ile'],
      ],
      [
        '/ariza-bildirimi',
        ['Fault report', 'Product code', 'Fault description', 'Send'],
        ['Arıza Açıklaması', 'Gönder'],
      ],
      [
        '/hesap/ekstre',
        [
          'Account statement',
          'Date',
          'Document no',
          'Due date',
          'Debit',
          'Credit',
          'Balance',
          'Amounts are in TL.',
        ],
        ['Belge No', 'Vade', 'Borç', 'Alacak', 'Tutarlar TL cinsindendir.'],
      ],
      ['/sepet', ['My cart'], ['Sepetim']],
      ['/hesap/siparisler', ['My orders'], ['Siparişlerim']],
      ['/teklif/liste', ['My offers'], ['Tekliflerim']],
      ['/hesap/ayarlar', ['Account settings'], ['Hesap Ayarları']],
      ['/hesap/odeme', ['Make a payment'], ['Cari Ödeme']],
    ];
    for (const [url, present, absent] of pages) {
      const page = await client.get(url);
      expect([url, page.status]).toEqual([url, 200]);
      const text = visibleText(page.text);
      for (const words of present) expect([url, text.includes(words), words]).toEqual([url, true, words]);
      for (const words of absent) expect([url, text.includes(words), words]).toEqual([url, false, words]);
    }
  });

  it('renders the admin pages, their tabs and the guest name in English', async () => {
    const admin = await english(await loggedIn(host.url, 'yonetici'));
    const text = visibleText((await admin.get('/yonetim')).text);
    for (const words of ['Search analytics', 'Online users', 'Customer carts', 'Admin panel'])
      expect(text).toContain(words);
    for (const words of ['Arama Analizi', 'Çevrimiçi Kullanıcılar', 'Müşteri Sepetleri'])
      expect(text).not.toContain(words);
    const answer = decode(topQueriesAnswer, (await admin.get('/yonetim/top-queries')).json);
    const names = answer.lastQueries.map((q) => q.name);
    expect(names).toContain('Guest');
    expect(names).not.toContain('Misafir');
    const search = await admin.get(
      `/yonetim/search_queries?query=guest&type=${encodeURIComponent('kullanıcı')}`,
    );
    expect((search.json as { searchResult: unknown[] }).searchResult.length).toBeGreaterThan(0);
  });

  it('answers API errors and error pages in English', async () => {
    const client = await english(new Client(host.url));
    const missing = await client.get('/api/catalog/products/no-such-category');
    expect(missing.status).toBe(404);
    expect(errorType(missing)).toBe('The category you are looking for was not found.');
    const page = await client.get('/no-such-page');
    expect(page.status).toBe(404);
    expect(visibleText(page.text)).toContain('Page not found');
    expect(visibleText(page.text)).toContain('The record you are looking for was not found.');
    const anonymousAdd = await client.post('/api/catalog/cart/1', { form: { quantity: 1, productValue: 1 } });
    expect(anonymousAdd.status).toBe(401);
    expect(errorType(anonymousAdd)).toBe('You must log in to do this.');
    // Turkish visitors keep the spec's Turkish texts.
    expect(errorType(await new Client(host.url).get('/api/catalog/products/no-such-category'))).toBe(
      'Aradığınız kategori bulunamadı.',
    );
  });
});

describe('English host messages (messagesEn)', () => {
  it('has an English text for every message of MSG, with the same parameters', () => {
    const missing = (Object.keys(MSG) as (keyof typeof MSG)[]).filter((key) => MSG_EN[key] === undefined);
    expect(missing).toEqual([]);
    for (const key of Object.keys(MSG) as (keyof typeof MSG)[]) {
      const turkish = MSG[key] as unknown;
      const english = MSG_EN[key] as unknown;
      expect([key, typeof english]).toEqual([key, typeof turkish]);
      if (typeof turkish === 'function')
        expect([key, (english as () => string).length]).toEqual([key, (turkish as () => string).length]);
    }
  });

  it('translates plain and templated messages, and leaves others as they are', () => {
    expect(localizeMessage(MSG.adminForbidden, 'en')).toBe(
      'This action cannot be performed with an administrator account.',
    );
    expect(localizeMessage(MSG.stockShort(12), 'en')).toBe(
      'There are not 12 pieces of this product available!',
    );
    expect(localizeMessage(MSG.riskLimitExceeded('1.250,00', '41.249,60'), 'en')).toBe(
      'You have exceeded your open account risk limit by 1.250,00 TL. You can order at most 41.249,60 TL or buy by paying for it.',
    );
    expect(localizeMessage(MSG.badField('quantity'), 'en')).toBe('Invalid value: quantity.');
    expect(localizeMessage(MSG.stockShort(12), 'tr')).toBe('Bu üründen 12 adet bulunmamaktadır!');
    expect(localizeMessage('Bankanın kendi mesajı', 'en')).toBe('Bankanın kendi mesajı');
  });
});

describe('the cookie notice', () => {
  it('sits at the top of the page while no choice is stored, and is gone for good once accepted', async () => {
    const client = new Client(host.url);
    const first = await client.page('/');
    const notice = first.text.indexOf('data-component="CookieButton"');
    expect(notice).toBeGreaterThan(-1);
    expect(notice).toBeLessThan(first.text.indexOf('class="topbar"'));
    expect(first.text).toContain(`data-props='{&quot;accepted&quot;:false}'`);
    expect((await client.post('/api/catalog/cookies', { json: { allowCookies: true } })).status).toBe(200);
    expect((await client.get('/')).text).not.toContain('data-component="CookieButton"');
    // Remembered beyond the session: a new session of the same browser (the cookie) does not ask again.
    const remembered = new Client(host.url);
    remembered.cookies.set('b2b_cookies', client.cookies.get('b2b_cookies')!);
    expect((await remembered.get('/')).text).not.toContain('data-component="CookieButton"');
  });

  it('keeps the choice across login', async () => {
    const client = new Client(host.url);
    await client.page('/account/login');
    await client.post('/api/catalog/cookies', { json: { allowCookies: true } });
    client.cookies.delete('b2b_cookies');
    await client.login('bayi2');
    expect((await client.get('/')).text).not.toContain('data-component="CookieButton"');
  });
});

describe('the overdue debt banner placement', () => {
  it('is on the pages of a customer with overdue debt and on the statement page, once each', async () => {
    const bayi1 = await loggedIn(host.url, 'bayi1');
    const count = (html: string) => html.split('data-component="OverdueDebtNotification"').length - 1;
    const home = (await bayi1.get('/')).text;
    expect(count(home)).toBe(1);
    expect(home).toContain(`data-props='{&quot;statementPage&quot;:false}'`);
    const statement = (await bayi1.get('/hesap/ekstre')).text;
    expect(count(statement)).toBe(1);
    expect(statement).toContain(`data-props='{&quot;statementPage&quot;:true}'`);
    const bayi2 = await loggedIn(host.url, 'bayi2');
    expect(count((await bayi2.get('/')).text)).toBe(0);
    expect(configOf((await bayi2.get('/')).text).user).toMatchObject({ debt: null });
  });
});
