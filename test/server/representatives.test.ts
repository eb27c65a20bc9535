/**
 * Sales representatives on the host: the book, acting for a consenting customer (the customer's cart,
 * prices and orders, judged by the consent's limit), the trace of what they did, and what acting never
 * opens (the password, company users, approvals, card payments). Against the demo: temsilci1 serves
 * bayi1 (consent, 10.000 TL an order) and bayi2 (no consent); temsilci2 serves bayi3.
 */
import { decode } from '../../src/contract/decode';
import { orderListAnswer } from '../../src/contract/orders';
import { offerListAnswer } from '../../src/contract/offers';
import { customerCartsAnswer } from '../../src/contract/admin';
import {
  actingAnswer,
  representativeBookAnswer,
  representativeConsentAnswer,
  type BookCustomer,
} from '../../src/contract/representatives';
import {
  Client,
  configOf,
  errorType,
  loggedIn,
  productId,
  setSetting,
  startHost,
  type Answer,
  type TestHost,
} from './helpers';

const MSG = {
  notActing: 'Bu işlem için önce bir müşteriniz adına çalışmaya başlamalısınız.',
  notWhileActing: 'Müşteri adına çalışırken bu işlemi yapamazsınız.',
  noConsent:
    'Bu müşteri, temsilcisinin kendi adına sipariş vermesine izin vermiyor. Müşterinin yöneticisi bu izni verebilir.',
  notTheirs: 'Bu müşteri sizin müşterileriniz arasında bulunmuyor.',
  role: 'Rolünüz bu işleme izin vermiyor.',
  cardPayment: 'Temsilci olarak müşteri adına kartla ödeme yapamazsınız.',
  representativeOnly: 'Bu alan yalnızca satış temsilcilerine açıktır.',
};

let host: TestHost;
const ids = { bayi1: 0, bayi2: 0, bayi3: 0, temsilci1: 0, product: 0 };

beforeAll(async () => {
  host = await startHost();
  const userId = (username: string) =>
    host.db.value<number>('SELECT id FROM users WHERE username = ?', username);
  for (const name of ['bayi1', 'bayi2', 'bayi3', 'temsilci1'] as const) ids[name] = await userId(name);
  ids.product = await productId(host, '90960002');
});
afterAll(() => host.stop());

const refused = (answer: Answer, status: number, message: string) =>
  expect({ status: answer.status, message: errorType(answer) }).toEqual({ status, message });

const book = async (client: Client) => {
  const answer = await client.get('/api/representative/customers');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return decode(representativeBookAnswer, answer.json).customers;
};
const act = (client: Client, companyId: number) =>
  client.post('/api/representative/acting', { json: { companyId } });
const stop = (client: Client) => client.delete('/api/representative/acting');
const consent = (client: Client, body: unknown) =>
  client.request('PUT', '/api/company/representative', { json: body });
const orders = async (client: Client) =>
  decode(orderListAnswer, (await client.get('/api/catalog/orders?limit=100')).json).orders;
const cartCodes = async (client: Client) =>
  ((await client.get('/api/catalog/cart')).json as { product: { id: number } }[]).map((l) => l.product.id);
const placeOrder = async (client: Client) =>
  client.post('/api/catalog/cart', {
    form: { description: 'Temsilci siparişi', advencePrice: await cartPlan(client) },
  });
/** Whether temsilci1's newest acting (its log row) is still open: 1, or closed: 0. */
const openLogRows = () =>
  host.db.value<number>(
    `SELECT COUNT(*) FROM representative_sessions WHERE ended_at IS NULL AND id =
       (SELECT MAX(id) FROM representative_sessions WHERE representative_id = ?)`,
    ids.temsilci1,
  );
/** The plan the cart page prices under (the config block's cartPriceName), as the Cart widget orders. */
const cartPlan = async (client: Client) => String(configOf((await client.page('/sepet')).text).cartPriceName);
/** Puts bayi1's consent back as the demo has it. */
async function demoConsent() {
  const bayi1 = await loggedIn(host.url, 'bayi1');
  expect((await consent(bayi1, { mayOrder: true, orderLimit: 10000 })).status).toBe(200);
}

describe('the representative’s book', () => {
  it('lists temsilci1’s customers with the figures of the seed, in one answer', async () => {
    const temsilci = await loggedIn(host.url, 'temsilci1');
    const customers = await book(temsilci);
    expect(customers.map((c) => c.companyId)).toEqual(expect.arrayContaining([ids.bayi1, ids.bayi2]));
    expect(customers.map((c) => c.companyId)).not.toContain(ids.bayi3);
    const bayi1 = customers.find((c) => c.companyId === ids.bayi1)!;
    const lastOrder = await host.db.value<string>(
      "SELECT MAX(created_at) FROM orders WHERE user_id = ? AND is_cancel = 0 AND status = 'placed'",
      ids.bayi1,
    );
    expect(bayi1).toMatchObject<Partial<BookCustomer>>({
      code: '120.01.0001',
      balance: 48250.75,
      currency: 'TRY',
      overdueBalance: 18750.4,
      overdueDays: 45,
      riskLimit: 60000,
      // The limit less the overdue debt: what the order's risk check lets through (README: 41.249,60 TL)
      riskHeadroom: 41249.6,
      lastOrderAt: lastOrder,
      cartCurrency: 'TRY',
      consent: true,
    });
    expect(bayi1.cartTotal).toBeGreaterThan(0);
    const bayi2 = customers.find((c) => c.companyId === ids.bayi2)!;
    expect(bayi2).toMatchObject({ consent: false, riskLimit: 0, riskHeadroom: null });
    const temsilci2 = await book(await loggedIn(host.url, 'temsilci2'));
    expect(temsilci2.map((c) => c.companyId)).toEqual([ids.bayi3]);
    expect(temsilci2[0]).toMatchObject({ riskLimit: 1, riskHeadroom: 0 });
  });

  it('says a customer is online when one of its users has a page open', async () => {
    await host.db.run('UPDATE users SET last_seen = ? WHERE id = ?', new Date(0).toISOString(), ids.bayi2);
    const temsilci = await loggedIn(host.url, 'temsilci1');
    expect((await book(temsilci)).find((c) => c.companyId === ids.bayi2)!.online).toBe(false);
    await loggedIn(host.url, 'bayi2');
    expect((await book(temsilci)).find((c) => c.companyId === ids.bayi2)!.online).toBe(true);
  });

  it('is a representative’s only', async () => {
    refused(
      await (await loggedIn(host.url, 'bayi1')).get('/api/representative/customers'),
      403,
      MSG.representativeOnly,
    );
    refused(
      await (await loggedIn(host.url, 'yonetici')).get('/api/representative/customers'),
      403,
      MSG.representativeOnly,
    );
    expect((await new Client(host.url).get('/api/representative/customers')).status).toBe(401);
  });
});

describe('acting for a customer', () => {
  it('is refused for a company that is not theirs (404) and without consent (403)', async () => {
    const temsilci = await loggedIn(host.url, 'temsilci1');
    refused(await act(temsilci, ids.bayi3), 404, MSG.notTheirs);
    refused(await act(temsilci, ids.bayi2), 403, MSG.noConsent);
    // and nothing of bayi2's is theirs: no cart, no orders, no statement
    expect(await cartCodes(temsilci)).toEqual([]);
    refused(await temsilci.get('/api/catalog/orders'), 403, MSG.notActing);
    refused(await temsilci.get('/api/catalog/offers'), 403, MSG.notActing);
    expect((await temsilci.get('/hesap/ekstre')).status).toBe(403);
    expect(configOf((await temsilci.page('/')).text).user).toMatchObject({
      companyRole: null,
      representative: { id: ids.temsilci1, name: 'Ahmet Kaya', actingFor: null },
    });
  });

  it('takes a body of exactly its shape', async () => {
    const temsilci = await loggedIn(host.url, 'temsilci1');
    expect((await act(temsilci, String(ids.bayi1) as unknown as number)).status).toBe(400);
    expect((await temsilci.post('/api/representative/acting', { json: {} })).status).toBe(400);
  });

  it('makes the session the customer’s: its cart is the one bayi1 sees, the change traced', async () => {
    const temsilci = await loggedIn(host.url, 'temsilci1');
    const started = await act(temsilci, ids.bayi1);
    expect(started.status).toBe(200);
    expect(started.headers.get('cache-control')).toBe('no-store');
    expect(decode(actingAnswer, started.json).representative.actingFor).toEqual({
      companyId: ids.bayi1,
      code: '120.01.0001',
      name: expect.any(String),
    });
    const page = await temsilci.page('/');
    expect(configOf(page.text).user).toMatchObject({ companyRole: 'temsilci', id: ids.bayi1, notices: [] });
    expect(page.text).toContain('data-component="ActingBanner"');
    expect(page.text).toContain('data-component="CustomerPicker"');
    await temsilci.delete(`/api/catalog/cart/${ids.product}`);
    expect((await temsilci.post(`/api/catalog/cart/${ids.product}`, { form: { quantity: 2 } })).status).toBe(
      200,
    );
    const bayi1 = await loggedIn(host.url, 'bayi1');
    expect(await cartCodes(bayi1)).toContain(ids.product);
    const carts = decode(
      customerCartsAnswer,
      (await (await loggedIn(host.url, 'yonetici')).get('/yonetim/carts')).json,
    );
    const bayi1Name = await host.db.value<string>('SELECT name FROM users WHERE id = ?', ids.bayi1);
    expect(carts.find((c) => c.userName === bayi1Name)!.lastChangedBy).toEqual({
      name: 'Ahmet Kaya',
      representative: true,
    });
    // bayi1's own change is bayi1's
    expect((await bayi1.patch(`/api/catalog/cart/${ids.product}`, { json: { quantity: 3 } })).status).toBe(
      200,
    );
    const after = decode(
      customerCartsAnswer,
      (await (await loggedIn(host.url, 'yonetici')).get('/yonetim/carts')).json,
    );
    expect(after.find((c) => c.userName === bayi1Name)!.lastChangedBy).toEqual({
      name: bayi1Name,
      representative: false,
    });
    expect((await stop(temsilci)).status).toBe(200);
  });

  it('never opens the password, the company’s users, approvals or a card payment', async () => {
    const temsilci = await loggedIn(host.url, 'temsilci1');
    await act(temsilci, ids.bayi1);
    refused(
      await temsilci.post('/api/catalog/account/settings', {
        multipart: { currentPassword: 'demo1234', password: 'yenisifre1', passwordVerify: 'yenisifre1' },
      }),
      403,
      MSG.notWhileActing,
    );
    expect((await temsilci.get('/hesap/ayarlar')).status).toBe(403);
    refused(await temsilci.get('/api/company/users'), 403, MSG.role);
    refused(await temsilci.get('/api/company/approvals'), 403, MSG.role);
    refused(await temsilci.post('/api/company/approvals/1/approve'), 403, MSG.role);
    refused(await temsilci.get('/api/company/representative'), 403, MSG.role);
    refused(
      await temsilci.post('/api/catalog/bin-control', { form: { binNumber: '435508' } }),
      403,
      MSG.notWhileActing,
    );
    expect((await temsilci.get('/hesap/odeme')).status).toBe(403);
    const frame = new Client(host.paymentUrl);
    frame.cookies = new Map(temsilci.cookies);
    refused(
      await frame.post(
        '/payment/api/authorize',
        {
          json: {
            ...{ ccno: '4355 0843 5508 4358', ccv: '737', expiry: '11/38', holder: 'A' },
            ...{ paymentType: 'order', plan: '', installment: 1, amount: 10 },
          },
        },
        { origin: host.paymentUrl },
      ),
      403,
      MSG.cardPayment,
    );
    // bayi1's password is untouched: bayi1 still logs in with it
    expect((await new Client(host.url).login('bayi1')).status).toBe(303);
    await stop(temsilci);
  });

  it('keeps the representative’s language their own', async () => {
    const temsilci = await loggedIn(host.url, 'temsilci1');
    await act(temsilci, ids.bayi1);
    expect(
      (await temsilci.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } })).status,
    ).toBe(200);
    expect(configOf((await temsilci.page('/')).text).locale).toBe('en');
    expect(configOf((await (await loggedIn(host.url, 'bayi1')).page('/')).text).locale).toBe('tr');
    await temsilci.post('/api/catalog/settings', { json: { key: 'locale', value: 'tr' } });
    await stop(temsilci);
  });
});

describe('orders and offers made while acting', () => {
  afterEach(demoConsent);
  it('waits for approval above the consent’s limit, with the reason kept; below it, placed; both traced', async () => {
    const temsilci = await loggedIn(host.url, 'temsilci1');
    const bayi1 = await loggedIn(host.url, 'bayi1');
    await act(temsilci, ids.bayi1);
    await temsilci.delete('/api/catalog/cart');
    expect((await temsilci.post(`/api/catalog/cart/${ids.product}`, { form: { quantity: 1 } })).status).toBe(
      200,
    );
    const total = (await book(await loggedIn(host.url, 'temsilci1'))).find(
      (c) => c.companyId === ids.bayi1,
    )!.cartTotal;
    const limit = Math.round((total - 0.01) * 100) / 100;
    const set = await consent(bayi1, { mayOrder: true, orderLimit: limit });
    expect(decode(representativeConsentAnswer, set.json)).toEqual({
      representative: {
        name: 'Ahmet Kaya',
        phone: '0532 111 22 33',
        email: 'ahmet.kaya@anadoluelektrik.com.tr',
      },
      mayOrder: true,
      orderLimit: limit,
    });
    const waiting = await placeOrder(temsilci);
    expect(waiting.status).toBe(200);
    const waitingId = (waiting.json as { orderId: number; status: string }).orderId;
    expect((waiting.json as { status: string }).status).toBe('waiting');
    expect(
      await host.db.get(
        'SELECT approval_limit, approval_limit_amount, placed_by_representative, total FROM orders WHERE id = ?',
        waitingId,
      ),
    ).toEqual({
      approval_limit: 'order',
      approval_limit_amount: limit,
      placed_by_representative: ids.temsilci1,
      total,
    });

    await demoConsent();
    expect((await temsilci.post(`/api/catalog/cart/${ids.product}`, { form: { quantity: 1 } })).status).toBe(
      200,
    );
    const placed = await placeOrder(temsilci);
    expect((placed.json as { status: string }).status).toBe('placed');
    const placedId = (placed.json as { orderId: number }).orderId;
    const listed = await orders(bayi1);
    expect(listed.find((o) => o.id === placedId)!.placedByRepresentative).toBe('Ahmet Kaya');
    expect(listed.find((o) => o.id === waitingId)!.placedByRepresentative).toBe('Ahmet Kaya');
    expect(
      listed
        .filter((o) => o.id !== placedId && o.id !== waitingId)
        .every((o) => o.placedByRepresentative === null),
    ).toBe(true);
    await stop(temsilci);
  });

  it('records the representative on an offer', async () => {
    await setSetting(host, 'b2b_teklif_ver_durum', '1');
    const temsilci = await loggedIn(host.url, 'temsilci1');
    await act(temsilci, ids.bayi1);
    expect((await temsilci.post(`/api/catalog/cart/${ids.product}`, { form: { quantity: 1 } })).status).toBe(
      200,
    );
    const made = await temsilci.post('/api/catalog/cart/offer', {
      form: { description: 'Temsilci teklifi' },
    });
    expect(made.status).toBe(200);
    const offerId = (made.json as { offerId: number }).offerId;
    const offers = decode(
      offerListAnswer,
      (await (await loggedIn(host.url, 'bayi1')).get('/api/catalog/offers?limit=100')).json,
    ).offers;
    expect(offers.find((o) => o.id === offerId)!.madeByRepresentative).toBe('Ahmet Kaya');
    expect(await host.db.value('SELECT made_by_representative FROM offers WHERE id = ?', offerId)).toBe(
      ids.temsilci1,
    );
    await stop(temsilci);
  });
});

describe('the end of acting', () => {
  afterEach(demoConsent);
  it('comes at the next request once the Yönetici refuses consent: that request is the representative’s own', async () => {
    const temsilci = await loggedIn(host.url, 'temsilci1');
    const bayi1 = await loggedIn(host.url, 'bayi1');
    expect((await act(temsilci, ids.bayi1)).status).toBe(200);
    expect(await openLogRows()).toBe(1);
    expect((await consent(bayi1, { mayOrder: false, orderLimit: null })).status).toBe(200);
    refused(await temsilci.get('/api/catalog/orders'), 403, MSG.notActing);
    expect(await cartCodes(temsilci)).toEqual([]);
    expect(await openLogRows()).toBe(0);
    expect(configOf((await temsilci.page('/')).text).user).toMatchObject({
      representative: { actingFor: null },
      companyRole: null,
    });
    refused(await act(temsilci, ids.bayi1), 403, MSG.noConsent);
    await demoConsent();
  });

  it('comes with the logout, and the log keeps who acted for whom and when', async () => {
    const temsilci = await loggedIn(host.url, 'temsilci1');
    await act(temsilci, ids.bayi1);
    expect(await openLogRows()).toBe(1);
    await temsilci.post('/account/logout', { form: { _csrf: temsilci.csrf } });
    expect(await openLogRows()).toBe(0);
    const last = await host.db.get<{ company_id: number; started_at: string; ended_at: string }>(
      'SELECT company_id, started_at, ended_at FROM representative_sessions WHERE representative_id = ? ORDER BY id DESC LIMIT 1',
      ids.temsilci1,
    );
    expect(last!.company_id).toBe(ids.bayi1);
    expect(last!.ended_at >= last!.started_at).toBe(true);
  });

  it('with DELETE answers the session acting for nobody', async () => {
    const temsilci = await loggedIn(host.url, 'temsilci1');
    await act(temsilci, ids.bayi1);
    const stopped = await stop(temsilci);
    expect(decode(actingAnswer, stopped.json).representative).toEqual({
      id: ids.temsilci1,
      name: 'Ahmet Kaya',
      actingFor: null,
    });
    expect(await openLogRows()).toBe(0);
  });
});

describe('the consent', () => {
  it('is the Yönetici’s, with a limit above 0 of whole kuruş, and bodies of exactly its shape', async () => {
    const bayi1 = await loggedIn(host.url, 'bayi1');
    const read = await bayi1.get('/api/company/representative');
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(decode(representativeConsentAnswer, read.json)).toMatchObject({
      mayOrder: true,
      orderLimit: 10000,
    });
    expect((await consent(bayi1, { mayOrder: true, orderLimit: 0 })).status).toBe(400);
    expect((await consent(bayi1, { mayOrder: true, orderLimit: 1.005 })).status).toBe(400);
    expect((await consent(bayi1, { mayOrder: 'true', orderLimit: null })).status).toBe(400);
    expect((await consent(bayi1, { mayOrder: true })).status).toBe(400);
    refused(
      await consent(await loggedIn(host.url, 'bayi1.satinalma'), { mayOrder: true, orderLimit: null }),
      403,
      MSG.role,
    );
    const bayi2 = decode(
      representativeConsentAnswer,
      (await (await loggedIn(host.url, 'bayi2')).get('/api/company/representative')).json,
    );
    expect(bayi2).toMatchObject({
      mayOrder: false,
      orderLimit: null,
      representative: { name: 'Ahmet Kaya' },
    });
  });
});

describe('hostile names', () => {
  const HOSTILE = "A$&B$`C$'D$1 <script>alert(1)</script>\nE";
  it('come back as they are in the book and are escaped on the pages', async () => {
    await host.db.run('UPDATE users SET name = ? WHERE id = ?', `Müşteri ${HOSTILE}`, ids.bayi1);
    await host.db.run('UPDATE users SET name = ? WHERE id = ?', `Temsilci ${HOSTILE}`, ids.temsilci1);
    const temsilci = await loggedIn(host.url, 'temsilci1');
    expect((await book(temsilci)).find((c) => c.companyId === ids.bayi1)!.name).toBe(`Müşteri ${HOSTILE}`);
    const bookPage = await temsilci.page('/temsilci');
    expect(bookPage.status).toBe(200);
    expect(bookPage.text).toContain('data-component="RepresentativeBook"');
    await act(temsilci, ids.bayi1);
    const page = await temsilci.page('/');
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(configOf(page.text).user).toMatchObject({
      representative: { name: `Temsilci ${HOSTILE}`, actingFor: { name: `Müşteri ${HOSTILE}` } },
    });
    expect(page.text).toContain('Müşteri A$&amp;B$`C$&#39;D$1 &lt;script&gt;');
    await stop(temsilci);
  });
});
