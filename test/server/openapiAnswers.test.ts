/**
 * Issue 22: the reference host's real answers validate against contract/openapi.yaml, and the host
 * serves that document at /api/openapi.json. Each call is
 * made as the widgets make it (anonymous, customer bayi2/bayi1, admin yonetici), checked against the
 * operation's schema for the status it answered, and at the end every operation must have had a
 * success answer checked: a route the document describes but no test exercised fails here too.
 */
import {
  Client,
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
    const form = (password: string, passwordVerify: string) => ({ multipart: { password, passwordVerify } });
    check('saveAccountSettings', await c.post('/api/catalog/account/settings', form('abc', 'abc')), 400);
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
