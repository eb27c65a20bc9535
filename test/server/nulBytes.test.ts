/**
 * A NUL character in any text a request carries (query string, path, JSON keys and values, form and
 * multipart fields) is refused before the route reads it: a 400 in the spec's shape and the visitor's
 * language, never the 500 of the engine (SQLite's search and PostgreSQL's text refuse NUL), and nothing
 * of the request is stored.
 */
import {
  Client,
  errorType,
  insertTestOffer,
  loggedIn,
  startHost,
  type Answer,
  type TestHost,
} from './helpers';

const NUL_TR =
  'İstekteki bir metin geçersiz bir karakter (NUL) içeriyor. Lütfen kontrol edip tekrar deneyin.';
const NUL_EN = 'A text in the request holds an invalid character (NUL). Please check it and try again.';

let host: TestHost;
let bayi1: Client;
let english: Client;
let offerNo: string;
let waitingId: number;
let buyerId: number;
beforeAll(async () => {
  host = await startHost();
  bayi1 = await loggedIn(host.url, 'bayi1');
  english = await loggedIn(host.url, 'bayi1.onay');
  await english.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } });
  offerNo = await host.db.value<string>(
    'SELECT order_no FROM offers WHERE id = ?',
    await insertTestOffer(host, 'bayi1', [['90960002', 1]]),
  );
  waitingId = await host.db.value<number>("SELECT id FROM orders WHERE status = 'waiting' LIMIT 1");
  buyerId = await host.db.value<number>("SELECT id FROM users WHERE username = 'bayi1.satinalma'");
});
afterAll(() => host.stop());

/** What the refused calls could have written. */
const stored = async () => ({
  orders: await host.db.value('SELECT COUNT(*) AS n FROM orders'),
  waiting: await host.db.value<string>('SELECT status FROM orders WHERE id = ?', waitingId),
  users: await host.db.value('SELECT COUNT(*) AS n FROM users'),
  buyer: await host.db.value<string>('SELECT name FROM users WHERE id = ?', buyerId),
  offer: await host.db.get('SELECT customer_name, customer_email FROM offers WHERE order_no = ?', offerNo),
  searches: await host.db.value('SELECT COUNT(*) AS n FROM search_queries'),
});

const customer = {
  customerName: 'Ali\u0000Veli',
  customerCompanyName: '',
  customerEmail: 'ali@example.com',
  customerPhone: '',
};
const user = {
  name: 'Ayşe\u0000Kaya',
  username: 'bayi1.ayse',
  email: 'ayse@example.com',
  phone: '',
  role: 'satinalma',
  orderLimit: null,
  monthlyLimit: null,
  branchIds: [],
};

const CALLS: [string, (c: Client) => Promise<Answer>][] = [
  ['the search page', (c) => c.get('/search?q=priz%00x')],
  ['the products API with q', (c) => c.get('/api/catalog/products/search?q=priz%00x')],
  ['a catalogue path', (c) => c.get('/api/catalog/products/viko%00')],
  ['suggestions', (c) => c.get('/autocomplete?q=priz%00x')],
  ['a product lookup', (c) => c.post('/api/catalog/product-lookup', { json: { codes: ['90960002\u0000'] } })],
  ['a new company user', (c) => c.post('/api/company/users', { json: user })],
  [
    'a company user’s name',
    (c) => c.patch(`/api/company/users/${buyerId}`, { json: { ...user, username: 'bayi1.satinalma' } }),
  ],
  [
    'an offer customer',
    (c) => c.patch('/api/catalog/offer/update/customer', { json: { [offerNo]: customer } }),
  ],
  [
    'an offer number as a JSON key',
    (c) =>
      c.patch('/api/catalog/offer/update/customer', {
        json: { [`${offerNo}\u0000`]: { ...customer, customerName: 'Ali' } },
      }),
  ],
  [
    'a reject reason',
    (c) => c.post(`/api/company/approvals/${waitingId}/reject`, { json: { reason: 'Bu ay\u0000olmaz' } }),
  ],
  [
    'an order note (form)',
    (c) => c.post('/api/catalog/cart', { form: { description: 'Not\u0000x', advencePrice: '' } }),
  ],
  [
    'a warranty serial (multipart)',
    (c) => c.post('/api/catalog/WarrantyInquiry', { multipart: { serialNumber: 'AB\u0000' } }),
  ],
];

describe('a NUL character in a request', () => {
  it.each(CALLS)('in %s: 400 in the spec’s shape, nothing stored', async (_what, call) => {
    const before = await stored();
    const answer = await call(bayi1);
    expect(answer.status).toBe(400);
    if (answer.headers.get('content-type')?.startsWith('text/html')) expect(answer.text).toContain(NUL_TR);
    else expect(answer.json).toEqual({ error: { messages: { type: NUL_TR } } });
    expect(await stored()).toEqual(before);
  });

  // bayi1.onay (Onaylayıcı) may not manage users: those calls stop at the role, before any input is read.
  it.each(CALLS.filter(([what]) => what !== 'the search page' && !what.includes('company user')))(
    'in %s: in English for an English reader',
    async (_what, call) => {
      const answer = await call(english);
      expect(answer.status).toBe(400);
      expect(errorType(answer)).toBe(NUL_EN);
    },
  );

  it('in the login form’s user name (its return address is judged by its own rule, and leads home)', async () => {
    const visitor = new Client(host.url);
    const form = await visitor.get('/account/login?returnUrl=/%00/evil.example');
    expect(form.status).toBe(200);
    const token = /name="_csrf" value="([^"]+)"/.exec(form.text)![1]!;
    const login = (username: string) =>
      visitor.post('/account/login', {
        form: { username, password: 'demo1234', _csrf: token, returnUrl: '/\u0000/evil.example' },
      });
    const refused = await login('bayi2\u0000');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(NUL_TR);
    const welcomed = await login('bayi2');
    expect(welcomed.status).toBe(303);
    expect(welcomed.headers.get('location')).toBe('/');
  });

  it('in a file name: the 404 of any name that is not a file', async () => {
    const visitor = new Client(host.url);
    for (const path of ['/images/%00.png', '/assets/%00.js', '/static/host%00.css'])
      expect([path, (await visitor.get(path)).status]).toEqual([path, 404]);
  });

  it('on the payment frame’s origin too', async () => {
    const answer = await new Client(host.paymentUrl).get('/payment/start?lang=tr%00');
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(NUL_TR);
  });

  it('asks an anonymous visitor to log in first, as any call without its login', async () => {
    const answer = await new Client(host.url).post('/api/catalog/cart', {
      form: { description: 'Not\u0000x', advencePrice: '' },
    });
    expect(answer.status).toBe(401);
  });

  it('still takes the same texts without the NUL', async () => {
    expect((await bayi1.get('/api/catalog/products/search?q=priz')).status).toBe(200);
    expect((await bayi1.get('/autocomplete?q=priz')).status).toBe(200);
    const saved = await bayi1.patch('/api/catalog/offer/update/customer', {
      json: { [offerNo]: { ...customer, customerName: 'Ali Veli' } },
    });
    expect(saved.status).toBe(200);
  });
});
