/**
 * The reference host's real answers validate against contract/openapi.yaml, and the host
 * serves that document at /api/openapi.json. Each call is
 * made as the widgets make it (anonymous, customer bayi2/bayi1, admin yonetici; the users of
 * bayi1's company by role), checked against the operation's schema for the status it answered, and at
 * the end every operation must have had a success answer checked: a route the document describes but
 * no test exercised fails here too. The config block and the socket's messages of a company user are
 * checked against their schemas as well.
 */
import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { hashApiToken, newApiToken } from '../../server/domain/apiTokens';
import { createValidator } from '../contract/openapi/openApiDocument';
import {
  Client,
  configOf,
  errorType,
  insertTestOffer,
  loggedIn,
  placeholderProps,
  productId,
  startHost,
  type Answer,
  type TestHost,
} from './helpers';
import { conformance } from './openApiConformance';

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.stop());

const { check, unchecked, doc } = conformance();
const validator = createValidator(doc);
const PRODUCT = '90960002';
const defaultUnit = (id: number) =>
  host.db.value('SELECT id FROM product_units WHERE product_id = ? AND is_default = 1', id);
const json = (answer: Answer) => answer.json as Record<string, unknown>;

async function anonymous(): Promise<Client> {
  const client = new Client(host.url);
  await client.page('/');
  return client;
}

describe('the reference host answers as contract/openapi.yaml says', () => {
  it('catalogue calls, anonymous', async () => {
    const c = await anonymous();
    check('listProducts', await c.get('/api/catalog/products?limit=3'), 200);
    check('listProducts', await c.get('/api/catalog/products?limit=1000'), 400);
    check('listProductsAtPath', await c.get('/api/catalog/products/viko/karre?sort=name'), 200);
    check('listProductsAtPath', await c.get('/api/catalog/products/search?q=priz&limit=5'), 200);
    check('listProductsAtPath', await c.get('/api/catalog/products/yok-boyle-bir-marka'), 404);
    check('suggestProducts', await c.get('/autocomplete?q=kablo'), 200);
    check('getTopHeaderInfo', await c.get('/api/catalog/top-header-info'), 200);
    const top = check(
      'listFaultSubcategories',
      await c.get('/api/catalog/faultreport/basecategories/0'),
      200,
    );
    const category = (top.json as { id: number }[])[0]!.id;
    check('listFaultSubcategories', await c.get(`/api/catalog/faultreport/basecategories/${category}`), 200);
    check('listFaultSubcategories', await c.get('/api/catalog/faultreport/basecategories/999999'), 404);
    check('listFaultProducts', await c.get(`/api/catalog/faultreport/product/${category}`), 200);
    check('listFaultProducts', await c.get('/api/catalog/faultreport/product/999999'), 404);
    check(
      'lookupProducts',
      await c.post('/api/catalog/product-lookup', { json: { codes: [PRODUCT, 'YOK'], ids: [1] } }),
      200,
    );
    check(
      'lookupProducts',
      await c.post('/api/catalog/product-lookup', { json: { colours: ['mavi'] } }),
      400,
    );
  });

  it('calls an anonymous visitor may not make, and CSRF refusals', async () => {
    const c = await anonymous();
    const id = await productId(host, PRODUCT);
    check('getCart', await c.get('/api/catalog/cart'), 200);
    check('addToCart', await c.post(`/api/catalog/cart/${id}`, { form: { quantity: 1 } }), 401);
    check(
      'inquireWarranty',
      await c.post('/api/catalog/WarrantyInquiry', { multipart: { serialNumber: 'X1' } }),
      403,
    );
    check('listOrders', await c.get('/api/catalog/orders'), 401);
    check('getTopQueries', await c.get('/yonetim/top-queries'), 401);
    check('saveSetting', await c.post('/api/catalog/settings', { json: { key: 'branch', value: 1 } }), 401);
    check(
      'saveSetting',
      await c.post('/api/catalog/settings', { json: { key: 'productListView', value: 'grid' } }),
      200,
    );
    check(
      'saveSetting',
      await c.post('/api/catalog/settings', { json: { key: 'renk', value: 'mavi' } }),
      400,
    );
    const forged = { 'X-CSRF-Token': 'sahte' };
    check(
      'saveSetting',
      await c.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } }, forged),
      403,
    );
    check('lookupProducts', await c.post('/api/catalog/product-lookup', { json: { ids: [1] } }, forged), 403);
    check(
      'acceptCookies',
      await c.post('/api/catalog/cookies', { json: { allowCookies: true } }, forged),
      403,
    );
    check('acceptCookies', await c.post('/api/catalog/cookies', { json: {} }), 400);
    check('acceptCookies', await c.post('/api/catalog/cookies', { json: { allowCookies: true } }), 200);
  });

  it('cart calls of a customer', async () => {
    const c = await loggedIn(host.url, 'bayi2');
    const id = await productId(host, PRODUCT);
    const unit = await defaultUnit(id);
    check('getTopHeaderInfo', await c.get('/api/catalog/top-header-info'), 200);
    check('getCart', await c.get('/api/catalog/cart'), 200);
    check(
      'addToCart',
      await c.post(`/api/catalog/cart/${id}`, { form: { quantity: 2, productValue: unit } }),
      200,
    );
    check('addToCart', await c.post(`/api/catalog/cart/${id}`, { form: { quantity: 200 } }), 400);
    check('addToCart', await c.post('/api/catalog/cart/999999', { form: { quantity: 1 } }), 404);
    check(
      'addToCart',
      await c.post(`/api/catalog/cart/${id}`, { form: { quantity: 1 } }, { 'X-CSRF-Token': 'sahte' }),
      403,
    );
    check('patchCartItem', await c.patch(`/api/catalog/cart/${id}`, { json: { addQuantity: 1 } }), 200);
    check('patchCartItem', await c.patch(`/api/catalog/cart/${id}`, { json: { quantity: 3 } }), 200);
    check(
      'patchCartItem',
      await c.patch(`/api/catalog/cart/${id}`, { json: { quantity: 3, addQuantity: 1 } }),
      400,
    );
    check(
      'patchCartItem',
      await c.patch(`/api/catalog/cart/${await productId(host, '90410001')}`, { json: { quantity: 1 } }),
      404,
    );
    check('getCart', await c.get('/api/catalog/cart'), 200);
    check('removeCartItem', await c.delete(`/api/catalog/cart/${id}`), 200);
    check('removeCartItem', await c.delete(`/api/catalog/cart/${id}`), 404);
    // An id outside the document's range is refused before any line is looked up.
    check('removeCartItem', await c.delete('/api/catalog/cart/0'), 400);
    const batch = {
      lines: [
        { productId: id, quantity: 1, unit },
        { productId: id, quantity: 1, unit: 999999 },
      ],
    };
    check('addBatchToCart', await c.post('/api/catalog/cart/batch', { json: batch }), 200);
    check('addBatchToCart', await c.post('/api/catalog/cart/batch', { json: { lines: [] } }), 400);
    check(
      'saveSetting',
      await c.post('/api/catalog/settings', { json: { key: 'defaultCurrency', value: 999 } }),
      400,
    );
    check('clearCart', await c.delete('/api/catalog/cart'), 200);
  });

  it('account, service and checkout calls of a customer', async () => {
    const c = await loggedIn(host.url, 'bayi2');
    const form = (password: string, passwordVerify: string, currentPassword = 'demo1234') => ({
      multipart: { currentPassword, password, passwordVerify },
    });
    check('saveAccountSettings', await c.post('/api/catalog/account/settings', form('abc', 'abc')), 400);
    check(
      'saveAccountSettings',
      await c.post('/api/catalog/account/settings', form('demo1234', 'demo1234', 'yanlis')),
      400,
    );
    check(
      'saveAccountSettings',
      await c.post('/api/catalog/account/settings', form('demo1234', 'demo1234')),
      200,
    );
    const warranty = (serialNumber: string) =>
      c.post('/api/catalog/WarrantyInquiry', { multipart: { serialNumber } });
    check('inquireWarranty', await warranty('VK2024KRP000123'), 200);
    check('inquireWarranty', await warranty('PH2025COREPRO77'), 200);
    check('inquireWarranty', await warranty('YOK-BOYLE-SERI'), 200);
    check('inquireWarranty', await warranty('   '), 400);
    check('binControl', await c.post('/api/catalog/bin-control', { form: { binNumber: '43550843' } }), 200);
    check('binControl', await c.post('/api/catalog/bin-control', { form: { binNumber: '1234' } }), 400);
    check('getTopQueries', await c.get('/yonetim/top-queries'), 403);
    check('listCustomerCarts', await c.get('/yonetim/carts'), 403);
  });

  it('orders and offers of a customer', async () => {
    const c = await loggedIn(host.url, 'bayi2');
    const id = await productId(host, PRODUCT);
    check('listOrders', await c.get('/api/catalog/orders?page=1&limit=5&sort=-total'), 200);
    check('listOrders', await c.get('/api/catalog/orders?sort=en-yeni'), 400);
    check(
      'saveOrder',
      await c.post('/api/catalog/cart', { form: { description: '', advencePrice: '' } }),
      400,
    );
    await c.post(`/api/catalog/cart/${id}`, { form: { quantity: 2 } });
    const saved = json(
      check(
        'saveOrder',
        await c.post('/api/catalog/cart', {
          form: { description: 'Sipariş notu yok', advencePrice: 'advencePrice1' },
        }),
        200,
      ),
    );
    const order = `/api/catalog/order/${saved.orderId}`;
    check('cancelOrder', await c.patch(order, { json: { cancel: true } }), 200);
    check('cancelOrder', await c.patch(order, { json: { cancel: true } }), 400);
    check('cancelOrder', await c.patch('/api/catalog/order/999999', { json: { cancel: true } }), 404);

    await c.post(`/api/catalog/cart/${id}`, { form: { quantity: 1 } });
    const made = json(
      check('makeOffer', await c.post('/api/catalog/cart/offer', { form: { description: 'Deneme' } }), 200),
    );
    check('makeOffer', await c.post('/api/catalog/cart/offer', { form: { description: 'Boş sepet' } }), 400);
    const list = json(check('listOffers', await c.get('/api/catalog/offers?limit=50'), 200));
    const offer = (list.offers as { id: number; orderNo: string; offerItems: { id: number }[] }[]).find(
      (o) => o.id === made.offerId,
    )!;
    const customer = (customerName: string) => ({
      json: {
        [offer.orderNo]: {
          customerName,
          customerEmail: 'ayse@yilmazyapi.com.tr',
          customerCompanyName: '',
          customerPhone: '',
        },
      },
    });
    check('saveOfferCustomer', await c.patch('/api/catalog/offer/update/customer', customer(' ')), 400);
    check(
      'saveOfferCustomer',
      await c.patch('/api/catalog/offer/update/customer', customer('Ayşe Yılmaz')),
      200,
    );
    const margin = (value: number) => ({ json: { [offer.id]: { [offer.offerItems[0]!.id]: value } } });
    check('saveOfferProfits', await c.patch('/api/catalog/offer/update/profit', margin(12.5)), 200);
    check('saveOfferProfits', await c.patch('/api/catalog/offer/update/profit', margin(120)), 400);
    check(
      'saveOfferProfits',
      await c.patch('/api/catalog/offer/update/profit', { json: { 999999: { 1: 5 } } }),
      404,
    );
    check('mailOffer', await c.patch(`/api/catalog/offer/mail/${offer.id}`), 200);
    check('editOffer', await c.patch(`/api/catalog/offer/edit/${offer.id}`), 200);
    check('editOffer', await c.patch('/api/catalog/offer/edit/999999'), 404);
    check('cancelOffer', await c.patch(`/api/catalog/offer/${offer.id}`, { json: { cancel: true } }), 200);
    check('cancelOffer', await c.patch(`/api/catalog/offer/${offer.id}`, { json: { cancel: true } }), 400);
    check('mailOffer', await c.patch(`/api/catalog/offer/mail/${offer.id}`), 400);
    check('mailOffer', await c.patch('/api/catalog/offer/mail/999999'), 404);
    check('clearCart', await c.delete('/api/catalog/cart'), 200);
  });

  it('the offer edit’s refusal names the product (an offer whose only line is no longer sold)', async () => {
    const c = await loggedIn(host.url, 'bayi1');
    const onlyGone = await insertTestOffer(host, 'bayi1', [['2CDS251001R10324', 4]]);
    const refused = check('editOffer', await c.patch(`/api/catalog/offer/edit/${onlyGone}`), 400);
    expect(json(refused).product).toEqual({ id: await productId(host, '2CDS251001R10324') });
  });

  it('the admin’s calls, and a customer call made by the admin', async () => {
    const c = await loggedIn(host.url, 'yonetici');
    check('getCart', await c.get('/api/catalog/cart'), 200);
    check(
      'addToCart',
      await c.post(`/api/catalog/cart/${await productId(host, PRODUCT)}`, { form: { quantity: 1 } }),
      403,
    );
    check('clearCart', await c.delete('/api/catalog/cart'), 403);
    check('listOrders', await c.get('/api/catalog/orders'), 403);
    check('getTopQueries', await c.get('/yonetim/top-queries'), 200);
    check(
      'searchQueries',
      await c.get(`/yonetim/search_queries?${new URLSearchParams({ query: 'priz', type: 'kelime' })}`),
      200,
    );
    check(
      'searchQueries',
      await c.get(`/yonetim/search_queries?${new URLSearchParams({ query: 'Demir', type: 'kullanıcı' })}`),
      200,
    );
    check('searchQueries', await c.get('/yonetim/search_queries?query=%20&type=kelime'), 400);
    check('listCustomerCarts', await c.get('/yonetim/carts'), 200);
  });

  it('card payment: the checkout form post and the payment frame’s two calls', async () => {
    const c = await loggedIn(host.url, 'bayi2');
    await c.post(`/api/catalog/cart/${await productId(host, PRODUCT)}`, { form: { quantity: 1 } });
    const form = { form: { description: 'kartla', advencePrice: 'advencePrice5', _csrf: c.csrf } };
    check('startCheckout', await c.post('/sepet/odeme', form), 303);
    const { amount } = placeholderProps((await c.page('/sepet/odeme/kart')).text, 'Checkout') as {
      amount: number;
    };
    const bin = json(
      check('binControl', await c.post('/api/catalog/bin-control', { form: { binNumber: '43550843' } }), 200),
    );
    const plan = (bin.plans as { id: number; installment: number }[]).find((p) => p.installment === 1)!;
    const frame = new Client(host.paymentUrl, { Origin: host.paymentUrl });
    frame.cookies = c.cookies;
    frame.csrf = c.csrf;
    const card = {
      paymentType: 'order',
      ccno: '4355 0843 5508 4358',
      ccv: '123',
      expiry: '12/39',
      holder: 'AHMET YILMAZ',
      plan: plan.id,
      installment: 1,
    };
    const authorize = (extra: Record<string, unknown>, headers?: Record<string, string>) =>
      frame.post(
        '/payment/api/authorize?lang=tr',
        { json: { ...card, description: '', advencePrice: '', amount, ...extra } },
        headers,
      );
    check('authorizeCardPayment', await authorize({ ccno: '4355 0843 0000 0002' }), 400);
    check('authorizeCardPayment', await authorize({}, { 'X-CSRF-Token': 'sahte' }), 403);
    const stranger = new Client(host.paymentUrl, { Origin: host.paymentUrl });
    check(
      'authorizeCardPayment',
      await stranger.post('/payment/api/authorize', { json: { ...card, amount } }),
      401,
    );
    const tx = json(check('authorizeCardPayment', await authorize({}), 200));
    const complete = (code: string) =>
      frame.post('/payment/api/complete?lang=tr', { json: { transactionId: tx.transactionId, code } });
    expect(json(check('completeCardPayment', await complete('000000'), 400)).attemptsLeft).toBe(2);
    check('completeCardPayment', await complete('123456'), 200);
    check('completeCardPayment', await complete('123456'), 400);
  });

  it('company users calls of a Yönetici, and who else may not make them', async () => {
    const y = await loggedIn(host.url, 'bayi1');
    const users = json(check('listCompanyUsers', await y.get('/api/company/users'), 200));
    const self = (users.users as { id: number; self: boolean }[]).find((u) => u.self)!;
    const branch = (users.branches as { id: number }[])[1]!.id;
    const newUser = {
      name: 'Ayşe Kaya',
      username: 'bayi1.ayse',
      email: 'ayse.kaya@yildizelektrik.com.tr',
      phone: '0532 444 12 12',
      role: 'satinalma',
      orderLimit: 7500,
      monthlyLimit: null,
      branchIds: [branch],
    };
    const USERS = '/api/company/users';
    const created = json(check('createCompanyUser', await y.post(USERS, { json: newUser }), 200));
    const id = (created.user as { id: number }).id;
    expect(errorType(check('createCompanyUser', await y.post(USERS, { json: newUser }), 400))).toBe(
      'Bu kullanıcı adı kullanılıyor.',
    );
    check('createCompanyUser', await y.post(USERS, { json: { ...newUser, username: 'a b' } }), 400);
    check('createCompanyUser', await y.post(USERS, { json: { ...newUser, role: 'patron' } }), 400);
    check(
      'updateCompanyUser',
      await y.patch(`${USERS}/${id}`, { json: { ...newUser, monthlyLimit: 30000 } }),
      200,
    );
    const demoted = { ...newUser, username: 'bayi1', email: 'satinalma@yildizelektrik.com.tr' };
    check('updateCompanyUser', await y.patch(`${USERS}/${self.id}`, { json: demoted }), 400);
    check('updateCompanyUser', await y.patch(`${USERS}/999999`, { json: newUser }), 404);

    // The new user's first login: every call but the password form waits for their own password.
    const first = new Client(host.url);
    expect((await first.login('bayi1.ayse', created.oneTimePassword as string)).status).toBe(303);
    await first.page('/hesap/ayarlar');
    check('listOrders', await first.get('/api/catalog/orders'), 403);
    check('listCompanyUsers', await first.get(USERS), 403);
    const own = {
      multipart: {
        currentPassword: created.oneTimePassword as string,
        password: 'kendi-sifrem',
        passwordVerify: 'kendi-sifrem',
      },
    };
    check('saveAccountSettings', await first.post('/api/catalog/account/settings', own), 200);
    check('listOrders', await first.get('/api/catalog/orders'), 200);

    check('deactivateCompanyUser', await y.post(`${USERS}/${id}/deactivate`), 200);
    check('deactivateCompanyUser', await y.post(`${USERS}/${self.id}/deactivate`), 400);
    check('deactivateCompanyUser', await y.post(`${USERS}/999999/deactivate`), 404);
    check('reactivateCompanyUser', await y.post(`${USERS}/${id}/reactivate`), 200);
    check('reactivateCompanyUser', await y.post(`${USERS}/999999/reactivate`), 404);
    check('reactivateCompanyUser', await y.post(`${USERS}/2147483648/reactivate`), 400);
    check('createCompanyUser', await y.post(USERS, { json: newUser }, { 'X-CSRF-Token': 'sahte' }), 403);

    const buyer = await loggedIn(host.url, 'bayi1.satinalma');
    check('listCompanyUsers', await buyer.get(USERS), 403);
    check('updateCompanyUser', await buyer.patch(`${USERS}/${id}`, { json: newUser }), 403);
    check('deactivateCompanyUser', await buyer.post(`${USERS}/${id}/deactivate`), 403);
    check('reactivateCompanyUser', await buyer.post(`${USERS}/${id}/reactivate`), 403);
    const admin = await loggedIn(host.url, 'yonetici');
    check('listCompanyUsers', await admin.get(USERS), 403);
    check('listCompanyUsers', await (await anonymous()).get(USERS), 401);
    check('createCompanyUser', await (await anonymous()).post(USERS, { json: newUser }), 401);
    // Another company's user is not found.
    const other = await loggedIn(host.url, 'bayi2');
    check('updateCompanyUser', await other.patch(`${USERS}/${id}`, { json: newUser }), 404);
  });

  it('orders waiting for approval, the decisions, and how the buyer hears of them', async () => {
    const buyer = await loggedIn(host.url, 'bayi1.satinalma');
    const approver = await loggedIn(host.url, 'bayi1.onay');
    const product = await productId(host, PRODUCT);
    const order = (form: Record<string, string>) =>
      buyer.post('/api/catalog/cart', { form: { description: '', advencePrice: '', ...form } });

    // Above the buyer's 10.000 TL per-order limit: saved, waiting.
    await buyer.post(`/api/catalog/cart/${product}`, { form: { quantity: 100 } });
    // Not payable by card: it must go to an approver.
    const checkout = { form: { description: 'kartla', advencePrice: 'advencePrice5', _csrf: buyer.csrf } };
    check('startCheckout', await buyer.post('/sepet/odeme', checkout), 303);
    const { amount } = placeholderProps((await buyer.page('/sepet/odeme/kart')).text, 'Checkout') as {
      amount: number;
    };
    const frame = new Client(host.paymentUrl, { Origin: host.paymentUrl });
    frame.cookies = buyer.cookies;
    frame.csrf = buyer.csrf;
    const bin = json(await buyer.post('/api/catalog/bin-control', { form: { binNumber: '43550843' } }));
    const plan = (bin.plans as { id: number; installment: number }[]).find((p) => p.installment === 1)!;
    const card = { ccno: '4355 0843 5508 4358', ccv: '123', expiry: '12/39', holder: 'MERT DEMIR' };
    const refused = check(
      'authorizeCardPayment',
      await frame.post('/payment/api/authorize?lang=tr', {
        json: {
          ...card,
          paymentType: 'order',
          plan: plan.id,
          installment: 1,
          amount,
          description: '',
          advencePrice: '',
        },
      }),
      403,
    );
    expect(errorType(refused)).toBe('Onaya gidecek bir sipariş kartla ödenemez; siparişi onaya gönderin.');
    const waiting = json(check('saveOrder', await order({}), 200));
    expect(waiting.status).toBe('waiting');
    const orders = json(check('listOrders', await buyer.get('/api/catalog/orders'), 200));
    expect((orders.orders as { id: number; status: string }[]).find((o) => o.id === waiting.orderId)).toEqual(
      expect.objectContaining({ status: 'waiting', approvedBy: null }),
    );
    // Below it: placed.
    await buyer.post(`/api/catalog/cart/${product}`, { form: { quantity: 1 } });
    expect(json(check('saveOrder', await order({}), 200)).status).toBe('placed');

    const queue = json(check('listApprovals', await approver.get('/api/company/approvals'), 200));
    const seeded = (queue.approvals as { order: { id: number } }[])
      .map((a) => a.order.id)
      .find((id) => id !== waiting.orderId)!;
    check('listApprovals', await buyer.get('/api/company/approvals'), 403);
    check('listApprovals', await (await loggedIn(host.url, 'yonetici')).get('/api/company/approvals'), 403);
    const approve = (client: Client, id: unknown) => client.post(`/api/company/approvals/${id}/approve`);
    const reject = (client: Client, id: unknown, body: unknown) =>
      client.post(`/api/company/approvals/${id}/reject`, { json: body });
    check('approveOrder', await approve(buyer, waiting.orderId), 403);
    check(
      'cancelOrder',
      await approver.patch(`/api/catalog/order/${waiting.orderId}`, { json: { cancel: true } }),
      403,
    );
    const approved = json(check('approveOrder', await approve(approver, waiting.orderId), 200));
    expect(approved.order).toEqual(expect.objectContaining({ status: 'placed', approvedBy: 'Elif Yıldız' }));
    check('approveOrder', await approve(approver, waiting.orderId), 404);

    // The buyer's socket tells of the approval once.
    const socket = new WebSocket(`${host.url.replace('http', 'ws')}/ws`, {
      headers: { cookie: [...buyer.cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin: host.url },
    });
    const notices = await new Promise<unknown>((resolve, reject_) => {
      socket.on('open', () => socket.send(JSON.stringify({ type: 'checkNotices' })));
      socket.on('message', (data) => resolve(JSON.parse(String(data))));
      socket.on('error', reject_);
    });
    socket.close();
    expect(validator.check('#/components/schemas/OrderNoticesMessage', notices)).toBeNull();
    expect(notices).toEqual({
      type: 'orderNotices',
      notices: [{ orderNo: waiting.orderNo, status: 'approved', reason: '' }],
    });

    check('rejectOrder', await reject(approver, seeded, { reason: '  ' }), 400);
    check('rejectOrder', await reject(approver, seeded, {}), 400);
    const rejected = json(
      check('rejectOrder', await reject(approver, seeded, { reason: 'Bütçe yok.' }), 200),
    );
    expect(rejected.order).toEqual(
      expect.objectContaining({ status: 'rejected', rejectReason: 'Bütçe yok.' }),
    );
    check('rejectOrder', await reject(approver, seeded, { reason: 'Bütçe yok.' }), 404);
    check('rejectOrder', await reject(buyer, seeded, { reason: 'x' }), 403);

    // Nobody decides on their own order.
    const approverId = await host.db.value<number>("SELECT id FROM users WHERE username = 'bayi1.onay'");
    await host.db.run('UPDATE company_users SET order_limit = 100 WHERE user_id = ?', approverId);
    try {
      await approver.post(`/api/catalog/cart/${product}`, { form: { quantity: 2 } });
      const own = json(
        check(
          'saveOrder',
          await approver.post('/api/catalog/cart', { form: { description: '', advencePrice: '' } }),
          200,
        ),
      );
      expect(own.status).toBe('waiting');
      expect(errorType(check('approveOrder', await approve(approver, own.orderId), 403))).toBe(
        'Kendi siparişinizi onaylayamaz veya reddedemezsiniz.',
      );
      check('approveOrder', await approve(await loggedIn(host.url, 'bayi1'), own.orderId), 200);
    } finally {
      await host.db.run('UPDATE company_users SET order_limit = NULL WHERE user_id = ?', approverId);
    }

    // The buyer's next page carries the rejection once, in a config block the document describes.
    const config = configOf((await buyer.page('/hesap/siparisler')).text);
    expect(validator.check('#/components/schemas/HostConfig', config)).toBeNull();
    const user = config.user as Record<string, unknown>;
    expect(user.companyRole).toBe('satinalma');
    const rejectedNo = (rejected.order as { orderNo: string }).orderNo;
    expect(user.notices).toEqual([{ orderNo: rejectedNo, status: 'rejected', reason: 'Bütçe yok.' }]);
    expect((configOf((await buyer.page('/')).text).user as { notices: unknown[] }).notices).toEqual([]);
  });

  it('saved shopping lists of every reader, and their refusals', async () => {
    const LISTS = '/api/catalog/lists';
    const buyer = await loggedIn(host.url, 'bayi1.satinalma');
    const yonetici = await loggedIn(host.url, 'bayi1');
    const approver = await loggedIn(host.url, 'bayi1.onay');
    const viewer = await loggedIn(host.url, 'bayi1.izleyici');
    const listId = (name: string) =>
      host.db.value<number>('SELECT id FROM shopping_lists WHERE name = ?', name);
    const shared = await listId('Kadıköy şantiyesi – aylık');
    const depot = await listId('Depo takviyesi');
    const product = await productId(host, PRODUCT);
    const paket = await host.db.value<number>(
      "SELECT id FROM product_units WHERE product_id = ? AND name = 'PAKET'",
      product,
    );

    // Reads: every company role, the shared list whole (a product without stock among its lines).
    for (const reader of [buyer, yonetici, approver, viewer])
      check('listShoppingLists', await reader.get(LISTS), 200);
    const detail = json(check('getShoppingList', await viewer.get(`${LISTS}/${shared}`), 200));
    expect(detail.lines as unknown[]).toHaveLength(8);
    check('getShoppingList', await buyer.get(`${LISTS}/${depot}`), 404);
    check('getShoppingList', await buyer.get(`${LISTS}/abc`), 400);
    check('listShoppingLists', await (await anonymous()).get(LISTS), 401);
    check('listShoppingLists', await (await loggedIn(host.url, 'yonetici')).get(LISTS), 403);
    check('getShoppingList', await (await loggedIn(host.url, 'bayi2')).get(`${LISTS}/${shared}`), 404);
    // On an English page: the products' English names, in the same shape.
    await approver.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } });
    check('getShoppingList', await approver.get(`${LISTS}/${shared}`), 200);
    await approver.post('/api/catalog/settings', { json: { key: 'locale', value: 'tr' } });

    // A list of one's own, from its making to its deletion.
    const made = json(
      check('createShoppingList', await buyer.post(LISTS, { json: { name: 'Ataşehir ofis' } }), 200),
    );
    const id = (made.list as { id: number }).id;
    check('createShoppingList', await buyer.post(LISTS, { json: { name: '  ' } }), 400);
    check('createShoppingList', await buyer.post(LISTS, { json: { name: 'Evet mi?', shared: 'evet' } }), 400);
    check('createShoppingList', await viewer.post(LISTS, { json: { name: 'Benim' } }), 403);
    check('createShoppingList', await (await anonymous()).post(LISTS, { json: { name: 'Benim' } }), 401);
    check(
      'createShoppingList',
      await buyer.post(LISTS, { json: { name: 'Sahte' } }, { 'X-CSRF-Token': 'sahte' }),
      403,
    );
    check('updateShoppingList', await buyer.patch(`${LISTS}/${id}`, { json: { name: 'Ataşehir' } }), 200);
    check('updateShoppingList', await buyer.patch(`${LISTS}/${id}`, { json: { shared: true } }), 200);
    check('updateShoppingList', await buyer.patch(`${LISTS}/${id}`, { json: { name: '\u200b' } }), 400);
    check('updateShoppingList', await buyer.patch(`${LISTS}/${id}`, { json: {} }), 400);
    check('updateShoppingList', await approver.patch(`${LISTS}/${id}`, { json: { shared: false } }), 403);
    check('updateShoppingList', await viewer.patch(`${LISTS}/${id}`, { json: { shared: false } }), 403);
    check('updateShoppingList', await buyer.patch(`${LISTS}/${depot}`, { json: { shared: true } }), 404);

    const lines = `${LISTS}/${id}/lines`;
    const added = json(
      check(
        'addShoppingListLines',
        await buyer.post(lines, {
          json: {
            lines: [
              { productId: product, quantity: 2, note: 'Koridor' },
              { productId: 999999, quantity: 1 },
              { productId: await productId(host, 'CorePro-LEDbulb'), quantity: 1 },
              { productId: product, quantity: 1, unit: paket },
            ],
          },
        }),
        200,
      ),
    );
    expect((added.results as { ok: boolean }[]).map((r) => r.ok)).toEqual([true, false, false, true]);
    const lineId = (added.lines as { id: number }[])[0]!.id;
    check('addShoppingListLines', await buyer.post(lines, { json: { lines: [] } }), 400);
    check(
      'addShoppingListLines',
      await buyer.post(lines, { json: { lines: [{ productId: product, quantity: 101 }] } }),
      400,
    );
    check(
      'addShoppingListLines',
      await buyer.post(lines, { json: { lines: [{ productId: product, quantity: 1, note: 'a\nb' }] } }),
      400,
    );
    check(
      'addShoppingListLines',
      await approver.post(lines, { json: { lines: [{ productId: product, quantity: 1 }] } }),
      403,
    );
    check(
      'addShoppingListLines',
      await buyer.post(`${LISTS}/999999/lines`, { json: { lines: [{ productId: product, quantity: 1 }] } }),
      404,
    );
    const line = `${lines}/${lineId}`;
    check('updateShoppingListLine', await buyer.patch(line, { json: { quantity: 5, note: 'Salon' } }), 200);
    check('updateShoppingListLine', await buyer.patch(line, { json: { unit: paket } }), 200);
    check('updateShoppingListLine', await buyer.patch(line, { json: { unit: 999999 } }), 400);
    check('updateShoppingListLine', await buyer.patch(line, { json: { quantity: 0 } }), 400);
    check('updateShoppingListLine', await approver.patch(line, { json: { quantity: 1 } }), 403);
    check('updateShoppingListLine', await buyer.patch(`${lines}/999999`, { json: { quantity: 1 } }), 404);

    // The Yönetici copies it (shared) as a private list of their own, and may change the shared original.
    const copy = json(
      check(
        'duplicateShoppingList',
        await yonetici.post(`${LISTS}/${id}/duplicate`, { json: { name: 'Ataşehir kopyası' } }),
        200,
      ),
    );
    check(
      'duplicateShoppingList',
      await yonetici.post(`${LISTS}/${id}/duplicate`, { json: { name: '' } }),
      400,
    );
    check(
      'duplicateShoppingList',
      await viewer.post(`${LISTS}/${id}/duplicate`, { json: { name: 'X' } }),
      403,
    );
    check(
      'duplicateShoppingList',
      await buyer.post(`${LISTS}/${(copy.list as { id: number }).id}/duplicate`, { json: { name: 'X' } }),
      404,
    );
    check('deleteShoppingList', await yonetici.delete(`${LISTS}/${(copy.list as { id: number }).id}`), 200);

    check('removeShoppingListLine', await approver.delete(line), 403);
    check('removeShoppingListLine', await buyer.delete(line), 200);
    check('removeShoppingListLine', await buyer.delete(line), 404);
    check('removeShoppingListLine', await buyer.delete(`${lines}/abc`), 400);
    check('deleteShoppingList', await viewer.delete(`${LISTS}/${id}`), 403);
    check('deleteShoppingList', await approver.delete(`${LISTS}/${id}`), 403);
    check('deleteShoppingList', await buyer.delete(`${LISTS}/${depot}`), 404);
    check('deleteShoppingList', await yonetici.delete(`${LISTS}/${id}`), 200);
    check('deleteShoppingList', await buyer.delete(`${LISTS}/${id}`), 404);
  });

  it('the ERP import calls of a program with an API token: written, refused with the report, unreadable', async () => {
    const token = newApiToken();
    await host.db.run(
      'INSERT INTO api_tokens (name, token_hash, created_at) VALUES (?, ?, ?)',
      'conformance',
      hashApiToken(token),
      new Date().toISOString(),
    );
    const post = async (kind: string, body: string, query = ''): Promise<Answer> => {
      const response = await fetch(new URL(`/api/admin/import/${kind}${query}`, host.url), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
        body,
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, json: JSON.parse(text) as unknown };
    };
    const sample = (file: string) =>
      fs.readFileSync(path.join(__dirname, '../../examples/import', file), 'utf8');
    // Stock of products the store does not have yet: 422 with the report.
    check('importStock', await post('stock', sample('stock.csv')), 422);
    check('importProducts', await post('products', sample('products.csv'), '?dryRun=true'), 200);
    check('importProducts', await post('products', sample('products.csv')), 200);
    check('importProducts', await post('products', 'code\nX1\n'), 400);
    check('importStock', await post('stock', sample('stock.csv')), 200);
    check('importPrices', await post('prices', sample('prices.csv'), '?partial=true'), 200);
    check('importCustomers', await post('customers', sample('customers.csv'), '?dryRun=true'), 200);
    check('importSynonyms', await post('synonyms', sample('synonyms.csv'), '?dryRun=true'), 200);
  });

  it('sales representatives: the book, acting, the consent', async () => {
    const temsilci = await loggedIn(host.url, 'temsilci1');
    check('listRepresentativeCustomers', await temsilci.get('/api/representative/customers'), 200);
    check(
      'listRepresentativeCustomers',
      await new Client(host.url).get('/api/representative/customers'),
      401,
    );
    const bayi1 = await host.db.value<number>("SELECT id FROM users WHERE username = 'bayi1'");
    const bayi2 = await host.db.value<number>("SELECT id FROM users WHERE username = 'bayi2'");
    check(
      'startActing',
      await temsilci.post('/api/representative/acting', { json: { companyId: 999999 } }),
      404,
    );
    check(
      'startActing',
      await temsilci.post('/api/representative/acting', { json: { companyId: bayi2 } }),
      403,
    );
    check(
      'startActing',
      await temsilci.post('/api/representative/acting', { json: { companyId: '1' } }),
      400,
    );
    check(
      'startActing',
      await temsilci.post('/api/representative/acting', { json: { companyId: bayi1 } }),
      200,
    );
    check('stopActing', await temsilci.delete('/api/representative/acting'), 200);
    const yonetici = await loggedIn(host.url, 'bayi1');
    check('getRepresentativeConsent', await yonetici.get('/api/company/representative'), 200);
    check(
      'getRepresentativeConsent',
      await (await loggedIn(host.url, 'bayi1.satinalma')).get('/api/company/representative'),
      403,
    );
    const put = (body: unknown) => yonetici.request('PUT', '/api/company/representative', { json: body });
    check('saveRepresentativeConsent', await put({ mayOrder: true, orderLimit: 0 }), 400);
    check('saveRepresentativeConsent', await put({ mayOrder: true, orderLimit: 10000 }), 200);
  });

  it('serves this very document at /api/openapi.json, public and cacheable', async () => {
    const answer = check('getOpenApiDocument', await new Client(host.url).get('/api/openapi.json'), 200);
    expect(answer.json).toEqual(doc);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    // No session is made for it.
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('has checked a success answer of every operation of the document', () => {
    expect(unchecked()).toEqual([]);
  });
});
