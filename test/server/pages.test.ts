import { configOf, Client, loggedIn, placeholderProps, productId, startHost, type TestHost } from './helpers';

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.stop());

const ownOrder = (username: string) =>
  host.db.value(
    'SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.username = ? LIMIT 1',
    username,
  );

describe('pages', () => {
  it('renders the home page with the config block, the header widgets and a strict CSP', async () => {
    const page = await new Client(host.url).get('/');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    // Scripts from files only; WebAssembly may be compiled (the camera scanner's ZXing), JavaScript never evaluated.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-/);
    // Styles from files, and the page's own <style> elements by their hashes only: no style
    // attribute, no other inline style.
    expect(csp).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+;/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-hashes');
    expect(csp).toContain(`frame-src ${host.paymentUrl}`);
    for (const name of [
      'SearchBar',
      'CartIcon',
      'TopHeaderInfo',
      'LanguageList',
      'CurrencyList',
      'SocialMedia',
      'CookieButton',
      'ProductList',
      'Campaign',
    ])
      expect(page.text).toContain(`data-component="${name}"`);
    const config = configOf(page.text);
    expect(config.paymentFrameOrigin).toBe(host.paymentUrl);
    expect(config.socketUrl).toBe(`${host.url.replace('http', 'ws')}/ws`);
    expect(config.csrfToken).toMatch(/^[\w-]{40,}$/);
    expect(page.headers.get('set-cookie')).toMatch(/b2b_session=.*HttpOnly; SameSite=Lax/);
  });

  it("names the plan the cart is priced by in the config: the cart page's default plan", async () => {
    const client = await loggedIn(host.url, 'bayi1');
    const config = configOf((await client.get('/')).text) as unknown as { cartPriceName: string };
    const cartProps = placeholderProps((await client.get('/sepet')).text, 'Cart') as {
      paymentOptions: { priceName: string; varsayilan: boolean }[];
    };
    const preselected = cartProps.paymentOptions.find((o) => o.varsayilan) ?? cartProps.paymentOptions[0];
    expect(config.cartPriceName).toBe(preselected!.priceName);
    expect(config.cartPriceName).not.toBe('');
  });

  it.each([
    '/viko',
    '/viko/karre',
    '/tr/viko/karre',
    '/anahtar-ve-prizler',
    '/schneider/toprakli-prizler',
    '/search?q=priz',
  ])('renders the catalogue page %s', async (url) => {
    const page = await new Client(host.url).get(url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-component="ProductList"');
  });

  it('gives the list its catalogue path and renders /en/… in English', async () => {
    const page = await new Client(host.url).get('/en/viko/karre');
    expect(placeholderProps(page.text, 'ProductList')!.path).toBe('/en/viko/karre');
    expect(configOf(page.text).locale).toBe('en');
  });

  it('renders a product detail page by id and by ozelkod2, with the family in its props', async () => {
    const id = await productId(host, 'CorePro-LEDbulb');
    const byId = await new Client(host.url).get(`/philips-corepro-ledbulb-led-ampul-p-${id}`);
    expect(byId.status).toBe(200);
    const props = /data-component="ProductDetail" data-props='([^']*)'/.exec(byId.text)![1]!;
    const { product } = JSON.parse(
      props
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/&#39;/g, "'"),
    );
    expect(product.id).toBe(id);
    expect(product.variantCheck).toBe(0);
    expect(product.children).toHaveLength(8);
    const byCode = await new Client(host.url).get(`/x-p-EM${100000 + id}`);
    expect(byCode.status).toBe(200);
  });

  it("gives the product page the checkout's bank tables for its installment line", async () => {
    const id = await productId(host, '90960004');
    const detail = async (client: Client) =>
      placeholderProps((await client.get(`/x-p-${id}`)).text, 'ProductDetail') as {
        product: { id: number };
        banks: { name: string; posPlans: { installment: number; commisionFee: number }[] }[];
      };
    const anonymous = await detail(new Client(host.url));
    expect(anonymous.product.id).toBe(id);
    expect(anonymous.banks.map((b) => b.name)).toEqual([
      'Akbank',
      'Garanti BBVA',
      'Türkiye İş Bankası',
      'Yapı Kredi',
      'QNB',
    ]);
    for (const bank of anonymous.banks)
      expect(bank.posPlans.map((p) => p.installment)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Akbank's 12 as seeded: 1.1 + 11 × 0.95 = 11.55 %.
    expect(anonymous.banks[0]!.posPlans[11]!.commisionFee).toBe(11.55);
    // The very tables the checkout shows a customer.
    const customer = await loggedIn(host.url, 'bayi2');
    const checkout = placeholderProps((await customer.get('/hesap/odeme')).text, 'Checkout') as {
      banks: unknown;
    };
    expect((await detail(customer)).banks).toEqual(checkout.banks);
    expect(anonymous.banks).toEqual(checkout.banks);
  });

  it("gives the product page the cart's payment plans, so its installments are priced as a card pays", async () => {
    const id = await productId(host, '90960004');
    const customer = await loggedIn(host.url, 'bayi2');
    const plansOf = async (client: Client) =>
      (
        placeholderProps((await client.get(`/x-p-${id}`)).text, 'ProductDetail') as {
          paymentOptions: { name: string; priceName: string; isVirtual: boolean }[];
        }
      ).paymentOptions;
    const cart = placeholderProps((await customer.get('/sepet')).text, 'Cart') as { paymentOptions: unknown };
    const plans = await plansOf(customer);
    expect(plans).toEqual(cart.paymentOptions);
    expect(plans.filter((p) => p.isVirtual)).toEqual([
      { name: 'Kredi Kartı', priceName: 'advencePrice5', varsayilan: false, isVirtual: true },
    ]);
    expect(await plansOf(new Client(host.url))).toEqual(plans);
    // In the page's language.
    expect(
      (await customer.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } })).status,
    ).toBe(200);
    try {
      expect((await plansOf(customer)).find((p) => p.isVirtual)!.name).toBe('Credit card');
    } finally {
      await customer.post('/api/catalog/settings', { json: { key: 'locale', value: 'tr' } });
    }
  });

  it('escapes hostile product text in the title, the props and the config-free body', async () => {
    const id = await productId(host, '90960001');
    await host.db.run(
      'UPDATE products SET name = ? WHERE id = ?',
      `</script><script>alert(1)</script>'"`,
      id,
    );
    const page = await new Client(host.url).get(`/a-p-${id}`);
    expect(page.text).not.toContain('<script>alert(1)');
    expect(page.text).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#39;&quot;');
  });

  it('answers unknown pages with a 404 page', async () => {
    const page = await new Client(host.url).get('/no-such-category');
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await new Client(host.url).get('/viko/no-such-model').then((a) => a.status)).toBe(404);
  });

  it.each([
    '/sepet',
    '/teklif/liste',
    '/hesap/siparisler',
    '/hesap/ayarlar',
    '/hesap/ekstre',
    '/hesap/odeme',
    '/yonetim',
  ])('sends anonymous visitors of %s to the login page and back', async (url) => {
    const page = await new Client(host.url).get(url);
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(`/account/login?returnUrl=${encodeURIComponent(url)}`);
  });

  it('renders every customer page for bayi1', async () => {
    const client = await loggedIn(host.url, 'bayi1');
    const expectations: [string, string][] = [
      ['/sepet', 'Cart'],
      ['/teklif/liste', 'OfferList'],
      ['/hesap/siparisler', 'OrderList'],
      ['/hesap/ayarlar', 'AccountSetting'],
      ['/hesap/ekstre', 'OverdueDebtNotification'],
      ['/hesap/odeme', 'Checkout'],
      ['/sepet/odeme', 'Checkout'],
      ['/sepet/odeme/kart', 'Checkout'],
      [`/siparis/tamamlandi/${await ownOrder('bayi1')}`, 'CartComplete'],
      ['/garanti-sorgulama', 'WarrantyInquiry'],
      ['/ariza-bildirimi', 'FaultReport'],
    ];
    for (const [url, name] of expectations) {
      const page = await client.get(url);
      expect([url, page.status]).toEqual([url, 200]);
      expect(page.text).toContain(`data-component="${name}"`);
    }
    const config = configOf((await client.get('/')).text) as unknown as { user: Record<string, unknown> };
    expect(config.user).toMatchObject({
      authenticated: true,
      admin: false,
      name: 'Yıldız Elektrik Taahhüt Ltd. Şti.',
    });
    expect(config.user.branches).toHaveLength(2);
  });

  it('shows another customer’s order success page as not found', async () => {
    const client = await loggedIn(host.url, 'bayi2');
    expect((await client.get(`/siparis/tamamlandi/${await ownOrder('bayi1')}`)).status).toBe(404);
  });

  it('keeps /yonetim for admins: customers get 403, the admin every admin page', async () => {
    const customer = await loggedIn(host.url, 'bayi1');
    expect((await customer.get('/yonetim')).status).toBe(403);
    const admin = await loggedIn(host.url, 'yonetici');
    for (const [url, name] of [
      ['/yonetim', 'Dashboard'],
      ['/yonetim/cevrimici-kullanicilar', 'OnlineUsers'],
      ['/yonetim/musteri-sepetleri', 'Carts'],
    ]) {
      const page = await admin.get(url!);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`data-component="${name}"`);
    }
    expect((await admin.get('/sepet')).status).toBe(403);
  });
});

describe('login and logout', () => {
  it('says so when the login fails and keeps the username', async () => {
    const client = new Client(host.url);
    const form = await client.get('/account/login');
    const token = /name="_csrf" value="([^"]+)"/.exec(form.text)![1]!;
    const answer = await client.post('/account/login', {
      form: { username: 'bayi1', password: 'yanlis', _csrf: token },
    });
    expect(answer.status).toBe(401);
    expect(answer.text).toContain('Kullanıcı adı veya şifre hatalı.');
    expect(answer.text).toContain('value="bayi1"');
  });

  it('rejects a login post without the form token', async () => {
    const client = new Client(host.url);
    await client.get('/account/login');
    const answer = await client.post('/account/login', { form: { username: 'bayi1', password: 'demo1234' } });
    expect(answer.status).toBe(403);
  });

  it('rotates the session on login, follows a safe returnUrl and ignores an unsafe one', async () => {
    const client = new Client(host.url);
    const form = await client.get('/account/login?returnUrl=%2Fsepet');
    const before = client.cookies.get('b2b_session');
    const token = /name="_csrf" value="([^"]+)"/.exec(form.text)![1]!;
    const answer = await client.post('/account/login', {
      form: { username: 'bayi1', password: 'demo1234', _csrf: token, returnUrl: '/sepet' },
    });
    expect(answer.headers.get('location')).toBe('/sepet');
    expect(client.cookies.get('b2b_session')).not.toBe(before);
    const other = new Client(host.url);
    const form2 = await other.get('/account/login');
    const token2 = /name="_csrf" value="([^"]+)"/.exec(form2.text)![1]!;
    const evil = await other.post('/account/login', {
      form: { username: 'bayi2', password: 'demo1234', _csrf: token2, returnUrl: '//evil.example' },
    });
    expect(evil.headers.get('location')).toBe('/');
  });

  it('logs out with a form post carrying the token', async () => {
    const client = await loggedIn(host.url, 'bayi2');
    expect((await client.post('/account/logout', { form: { _csrf: client.csrf } })).status).toBe(303);
    expect((await client.get('/sepet')).status).toBe(303);
  });
});

describe('static files', () => {
  it('serves images, the 404 picture and no paths outside the image folder', async () => {
    const client = new Client(host.url);
    const image = await client.get('/images/404.png');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await client.get('/images/..%2Fstorefront.sqlite')).status).toBe(404);
    expect((await client.get('/images/nope.png')).status).toBe(404);
    expect((await client.get('/static/host.css')).headers.get('cache-control')).toContain('immutable');
    expect((await client.get('/assets/..%2F..%2Fpackage.json')).status).toBe(404);
  });

  it('serves the pictures from the database with an ETag of their bytes, and 304 to a revalidation', async () => {
    const client = new Client(host.url);
    const image = await client.get('/images/logo.png');
    const stored = await host.db.value<Buffer>('SELECT data FROM images WHERE name = ?', 'logo.png');
    expect(Number(image.headers.get('content-length'))).toBe(Buffer.from(stored).length);
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = image.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await client.get('/images/logo.png', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await client.get('/images/logo.png', { 'if-none-match': '"eski"' })).status).toBe(200);
    for (const name of ['..%5Cstorefront.sqlite', 'logo', 'logo.exe', '%00.png'])
      expect([name, (await client.get(`/images/${name}`)).status]).toEqual([name, 404]);
  });
});
