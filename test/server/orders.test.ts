import { decode } from '../../src/contract/decode';
import { cartAnswer, offerMadeAnswer, orderSavedAnswer } from '../../src/contract/cart';
import { orderCancelAnswer, orderListAnswer } from '../../src/contract/orders';
import {
  offerCancelAnswer,
  offerEditAnswer,
  offerEditErrorDecoder,
  offerListAnswer,
  type OfferItem,
} from '../../src/contract/offers';
import {
  withSettings,
  Client,
  configOf,
  errorType,
  insertTestOffer,
  loggedIn,
  productId,
  startHost,
  type TestHost,
} from './helpers';
import { formatAmount } from '../../src/domain/shared/money';
import { quoteTotals } from '../../src/domain/history/offerMargin';
import { unitPriceAsShown } from '../../src/domain/catalog/pricing';

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.stop());

const orders = async (client: Client, query = '') =>
  decode(orderListAnswer, (await client.get(`/api/catalog/orders${query}`)).json);
const offers = async (client: Client) =>
  decode(offerListAnswer, (await client.get('/api/catalog/offers?limit=50')).json);

describe('saving the cart as an order', () => {
  it('creates the order under the chosen plan, empties the cart and shows the success page once', async () => {
    const client = await loggedIn(host.url, 'bayi2');
    const before = await orders(client);
    const answer = await client.post('/api/catalog/cart', {
      form: { description: '', advencePrice: 'advencePrice1' },
    });
    expect(answer.status).toBe(200);
    const saved = decode(orderSavedAnswer, answer.json);
    expect(saved.orderNo).toMatch(/^SP\d+$/);
    expect((await client.get('/api/catalog/cart')).json).toEqual([]);
    const after = await orders(client);
    expect(after.total).toBe(before.total + 1);
    const order = after.orders[0]!;
    expect(order).toMatchObject({
      id: saved.orderId,
      // An order without a note stores '' (was 'Sipariş notu yok').
      description: '',
      advencePrice: 'advencePrice1',
      isCancel: false,
    });
    expect(order.total).toBeCloseTo(order.subtotal + order.taxTotal, 2);
    expect(order.subtotal).toBeCloseTo(
      order.orderItems.reduce((s, i) => s + i.total, 0),
      1,
    );
    const page = await client.get('/sepet');
    expect(page.text).toContain('data-component="CartComplete"');
    expect((await client.get('/sepet')).text).toContain('data-component="Cart"');
  });

  it('refuses an empty cart, an unknown plan and a card-only (virtual) plan', async () => {
    const client = await loggedIn(host.url, 'bayi5');
    expect(errorType(await client.post('/api/catalog/cart', { form: { description: 'x' } }))).toBe(
      'Sepetinizde ürün bulunmamaktadır.',
    );
    await client.post(`/api/catalog/cart/${await productId(host, '90960002')}`, { form: { quantity: 1 } });
    expect((await client.post('/api/catalog/cart', { form: { advencePrice: 'advencePrice9' } })).status).toBe(
      400,
    );
    expect((await client.post('/api/catalog/cart', { form: { advencePrice: 'advencePrice5' } })).status).toBe(
      400,
    );
  });

  it('enforces the risk limit: available = limit − overdue debt; a limit of exactly 1 blocks ordering', async () => {
    const bayi1 = await loggedIn(host.url, 'bayi1');
    // 60 000 limit − 18 750,40 overdue = 41 249,60 available; 100 KUTU of an RCCB in EUR is far beyond it.
    // Overselling allowed while the order is saved too: the save checks the stock again.
    await withSettings(host, { cartStockControl: '1' }, async () => {
      const big = await bayi1.post(`/api/catalog/cart/${await productId(host, '5SV3344-6')}`, {
        form: { quantity: 100, productValue: 'KUTU' },
      });
      expect(big.status).toBe(200);
      const blocked = await bayi1.post('/api/catalog/cart', { form: { description: 'büyük sipariş' } });
      expect(blocked.status).toBe(400);
      expect(errorType(blocked)).toMatch(
        /^Açık hesap risk limitinizi [\d.]+,\d{2} TL aştınız\. En fazla 41\.249,60 TL sipariş oluşturabilirsiniz veya ödemesini yaparak satın alabilirsiniz\.$/,
      );
      await withSettings(host, { b2b_risk_limit_islem: '0' }, async () => {
        expect(
          (await bayi1.post('/api/catalog/cart', { form: { description: 'limit kapalı' } })).status,
        ).toBe(200);
      });
    });

    const bayi3 = await loggedIn(host.url, 'bayi3');
    await bayi3.post(`/api/catalog/cart/${await productId(host, '90960002')}`, { form: { quantity: 1 } });
    const one = await bayi3.post('/api/catalog/cart', { form: {} });
    expect(one.status).toBe(400);
    // The 1 is a marker, not one lira of credit: nothing can be ordered on account.
    expect(errorType(one)).toContain('En fazla 0,00 TL');
  });

  it('orders go to the customer’s chosen branch', async () => {
    const bayi1 = await loggedIn(host.url, 'bayi1');
    const { user } = configOf((await bayi1.get('/')).text) as unknown as {
      user: { branches: { id: number; name: string }[] };
    };
    const branch = user.branches[1]!;
    expect(
      (await bayi1.post('/api/catalog/settings', { json: { key: 'branch', value: branch.id } })).status,
    ).toBe(200);
    await bayi1.post(`/api/catalog/cart/${await productId(host, '90960002')}`, { form: { quantity: 1 } });
    const saved = decode(
      orderSavedAnswer,
      (await bayi1.post('/api/catalog/cart', { form: { description: 'şube' } })).json,
    );
    expect((await orders(bayi1)).orders.find((o) => o.id === saved.orderId)?.branch).toBe(branch.name);
    expect((await bayi1.post('/api/catalog/settings', { json: { key: 'branch', value: 999 } })).status).toBe(
      400,
    );
  });
});

describe('order list and cancel', () => {
  it('pages the customer’s orders, newest first', async () => {
    const client = await loggedIn(host.url, 'bayi1');
    const page1 = await orders(client, '?limit=5');
    expect(page1).toMatchObject({ page: 1, limit: 5 });
    expect(page1.pages).toBe(Math.ceil(page1.total / 5));
    const dates = page1.orders.map((o) => o.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page1.orders[0]!.orderItems[0]).toEqual(
      expect.objectContaining({ productUnit: expect.any(Object) }),
    );
    expect((await client.get('/api/catalog/orders?page=0')).status).toBe(400);
  });

  it('cancels once; another customer’s order is not found; anonymous 401, admin 403', async () => {
    const bayi1 = await loggedIn(host.url, 'bayi1');
    const open = (await orders(bayi1, '?limit=50')).orders.find((o) => !o.isCancel)!;
    const bayi2 = await loggedIn(host.url, 'bayi2');
    expect((await bayi2.patch(`/api/catalog/order/${open.id}`, { json: { cancel: true } })).status).toBe(404);
    const done = decode(
      orderCancelAnswer,
      (await bayi1.patch(`/api/catalog/order/${open.id}`, { json: { cancel: true } })).json,
    );
    expect(done.order.isCancel).toBe(true);
    const twice = await bayi1.patch(`/api/catalog/order/${open.id}`, { json: { cancel: true } });
    expect(twice.status).toBe(400);
    expect(errorType(twice)).toBe('Bu sipariş zaten iptal edilmiş.');
    expect((await bayi1.patch(`/api/catalog/order/${open.id}`, { json: { cancel: false } })).status).toBe(
      400,
    );
    expect((await new Client(host.url).get('/api/catalog/orders')).status).toBe(401);
    expect((await (await loggedIn(host.url, 'yonetici')).get('/api/catalog/orders')).status).toBe(403);
  });
});

describe('offers', () => {
  it('makes an offer from the cart and lists it with the printable address', async () => {
    const client = await loggedIn(host.url, 'bayi4');
    const before = (await offers(client)).total;
    const made = decode(
      offerMadeAnswer,
      (await client.post('/api/catalog/cart/offer', { form: { description: 'Otel projesi' } })).json,
    );
    expect(made.redirect).toBe('/teklif/liste');
    expect(decode(cartAnswer, (await client.get('/api/catalog/cart')).json)).toEqual([]);
    const list = await offers(client);
    expect(list.total).toBe(before + 1);
    expect(list.offers[0]).toMatchObject({ id: made.offerId, description: 'Otel projesi', isCancel: false });
    await withSettings(host, { b2b_teklif_ver_durum: '0' }, async () => {
      await client.post(`/api/catalog/cart/${await productId(host, '90960002')}`, { form: { quantity: 1 } });
      expect((await client.post('/api/catalog/cart/offer', { form: {} })).status).toBe(403);
    });
  });

  it('cancels, mails (to the outbox), saves discounts and the customer — only for the owner', async () => {
    const bayi1 = await loggedIn(host.url, 'bayi1');
    const list = await offers(bayi1);
    expect(list.user_logo).toBe('/images/bayi-logo.png');
    expect(list.user_address.city).toBe('İstanbul');
    const withMail = list.offers.find((o) => o.customerEmail !== '' && !o.isCancel)!;
    const outbox = () => host.db.value('SELECT COUNT(*) AS n FROM outbox');
    const sent = await outbox();
    expect((await bayi1.patch(`/api/catalog/offer/mail/${withMail.id}`)).json).toEqual({ success: true });
    expect(await outbox()).toBe(sent + 1);
    const mail = await host.db.get<{ to_address: string; subject: string }>(
      'SELECT * FROM outbox ORDER BY id DESC LIMIT 1',
    );
    expect(mail).toMatchObject({
      to_address: withMail.customerEmail,
      subject: `${withMail.orderNo} numaralı teklifiniz`,
    });

    const item = withMail.offerItems[0]!;
    const profit = await bayi1.patch('/api/catalog/offer/update/profit', {
      json: { [withMail.id]: { [item.id]: 12.5 } },
    });
    expect(profit.json).toEqual({ success: true });
    const customer = {
      customerName: 'Ali Veli',
      customerEmail: 'ali@example.com',
      customerCompanyName: 'Veli Yapı',
      customerPhone: '0555 123 45 67',
    };
    expect(
      (await bayi1.patch('/api/catalog/offer/update/customer', { json: { [withMail.orderNo]: customer } }))
        .status,
    ).toBe(200);
    const updated = (await offers(bayi1)).offers.find((o) => o.id === withMail.id)!;
    expect(updated.offerItems[0]!.profit).toBe(12.5);
    expect(updated).toMatchObject(customer);
    const badEmail = await bayi1.patch('/api/catalog/offer/update/customer', {
      json: { [withMail.orderNo]: { ...customer, customerEmail: 'not-an-email' } },
    });
    expect(badEmail.status).toBe(400);

    const bayi2 = await loggedIn(host.url, 'bayi2');
    expect((await bayi2.patch(`/api/catalog/offer/mail/${withMail.id}`)).status).toBe(404);
    expect((await bayi2.patch(`/api/catalog/offer/${withMail.id}`, { json: { cancel: true } })).status).toBe(
      404,
    );
    expect(
      (await bayi2.patch('/api/catalog/offer/update/profit', { json: { [withMail.id]: { [item.id]: 1 } } }))
        .status,
    ).toBe(404);
    expect(
      (await bayi2.patch('/api/catalog/offer/update/customer', { json: { [withMail.orderNo]: customer } }))
        .status,
    ).toBe(404);
    expect((await bayi2.patch(`/api/catalog/offer/edit/${withMail.id}`)).status).toBe(404);

    const cancelled = decode(
      offerCancelAnswer,
      (await bayi1.patch(`/api/catalog/offer/${withMail.id}`, { json: { cancel: true } })).json,
    );
    expect(cancelled.offer.isCancel).toBe(true);
    expect((await bayi1.patch(`/api/catalog/offer/${withMail.id}`, { json: { cancel: true } })).status).toBe(
      400,
    );
    expect((await bayi1.patch(`/api/catalog/offer/mail/${withMail.id}`)).status).toBe(400);
  });

  // A line the shop no longer sells is left out with its message (the whole edit was
  // refused before); the edit is refused, naming the product, only when no line can go.
  it('edits an offer back into the cart, leaving out and naming a product no longer sold', async () => {
    const bayi1 = await loggedIn(host.url, 'bayi1');
    const list = await offers(bayi1);
    const blocked = list.offers.find((o) => o.offerItems.some((i) => i.code === '2CDS251001R10324'))!;
    const partial = decode(
      offerEditAnswer,
      (await bayi1.patch(`/api/catalog/offer/edit/${blocked.id}`)).json,
    );
    const goneId = await productId(host, '2CDS251001R10324');
    const gone = partial.lines.find((l) => l.productId === goneId)!;
    expect(gone).toMatchObject({
      quantity: 0,
      message: 'Bu ürünün fiyatı için lütfen bizimle iletişime geçiniz.',
    });
    expect(partial.lines.filter((l) => l.quantity > 0)).toHaveLength(blocked.offerItems.length - 1);
    const kept = decode(cartAnswer, (await bayi1.get('/api/catalog/cart')).json);
    expect(kept.map((c) => c.product.code)).not.toContain('2CDS251001R10324');

    const onlyGone = await insertTestOffer(host, 'bayi1', [['2CDS251001R10324', 4]]);
    const failure = await bayi1.patch(`/api/catalog/offer/edit/${onlyGone}`);
    expect(failure.status).toBe(400);
    const body = decode(offerEditErrorDecoder, failure.json);
    expect(body.product.id).toBe(await productId(host, '2CDS251001R10324'));
    // Refused as a whole: the cart is as it was.
    const after = decode(cartAnswer, (await bayi1.get('/api/catalog/cart')).json);
    expect(after.map((c) => [c.product.code, c.quantity])).toEqual(
      kept.map((c) => [c.product.code, c.quantity]),
    );

    const good = list.offers.find(
      (o) => o.id !== blocked.id && !o.isCancel && o.offerItems.every((i) => i.code !== '2CDS251001R10324'),
    )!;
    const answer = decode(offerEditAnswer, (await bayi1.patch(`/api/catalog/offer/edit/${good.id}`)).json);
    expect(answer).toMatchObject({ success: true, redirect: '/sepet' });
    expect(answer.lines.map((l) => [l.itemId, l.quantity])).toEqual(
      good.offerItems.map((i) => [i.id, i.quantity]),
    );
    const cart = decode(cartAnswer, (await bayi1.get('/api/catalog/cart')).json);
    expect(cart.map((c) => [c.product.code, c.quantity])).toEqual(
      good.offerItems.map((i) => [i.code, i.quantity]),
    );
  });

  it('an offer’s total is the grand total with tax its detail, quote and mail show', async () => {
    const bayi1 = await loggedIn(host.url, 'bayi1');
    const list = await offers(bayi1);
    for (const offer of list.offers) {
      const totals = quoteTotals(offer.offerItems);
      expect(offer.total).toBe(totals.total);
      expect(offer.total).toBeGreaterThan(totals.subtotal);
    }
    const byTotal = decode(
      offerListAnswer,
      (await bayi1.get('/api/catalog/offers?limit=50&sort=-total')).json,
    );
    const totals = byTotal.offers.map((o) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const withMail = list.offers.find((o) => !o.isCancel)!;
    const customer = { customerName: 'Ali Veli', customerCompanyName: '', customerPhone: '' };
    await bayi1.patch('/api/catalog/offer/update/customer', {
      json: { [withMail.orderNo]: { ...customer, customerEmail: 'ali@example.com' } },
    });
    expect((await bayi1.patch(`/api/catalog/offer/mail/${withMail.id}`)).status).toBe(200);
    const mail = await host.db.get<{ body: string }>('SELECT body FROM outbox ORDER BY id DESC LIMIT 1');
    expect(mail!.body).toContain(`Genel Toplam (KDV dahil): ${formatAmount(withMail.total)} TL`);
  });

  it('sorts and pages both lists by date or total, and never lets a shared cache keep them', async () => {
    const bayi1 = await loggedIn(host.url, 'bayi1');
    for (const list of ['orders', 'offers'] as const) {
      const read = async (query: string) => {
        const answer = await bayi1.get(`/api/catalog/${list}${query}`);
        expect(answer.headers.get('cache-control')).toBe('no-store');
        const body = answer.json as { [k: string]: { date: string; total: number; id: number }[] };
        return body[list]!;
      };
      const newest = await read('?limit=50');
      expect(newest.map((o) => o.date)).toEqual(
        newest
          .map((o) => o.date)
          .sort()
          .reverse(),
      );
      const oldest = await read('?limit=50&sort=date');
      expect(oldest.map((o) => o.id)).toEqual(newest.map((o) => o.id).reverse());
      const high = await read('?limit=50&sort=-total');
      expect(high.map((o) => o.total)).toEqual([...high.map((o) => o.total)].sort((a, b) => b - a));
      const low = await read('?limit=50&sort=total');
      expect(low.map((o) => o.total)).toEqual([...low.map((o) => o.total)].sort((a, b) => a - b));
      const pages = [...(await read('?limit=2&sort=total')), ...(await read('?limit=2&page=2&sort=total'))];
      expect(pages.map((o) => o.id)).toEqual(low.slice(0, 4).map((o) => o.id));
      expect((await bayi1.get(`/api/catalog/${list}?sort=name`)).status).toBe(400);
      expect((await bayi1.get(`/api/catalog/${list}?sort=-date;DROP`)).status).toBe(400);
    }
  });

  it('takes margins from 0 to 100 with at most 2 decimals, and nothing of a refused map', async () => {
    const bayi1 = await loggedIn(host.url, 'bayi1');
    const offer = (await offers(bayi1)).offers.find((o) => o.offerItems.length >= 2 && !o.isCancel)!;
    const [a, b] = offer.offerItems as [OfferItem, OfferItem];
    const patch = (json: unknown) => bayi1.patch('/api/catalog/offer/update/profit', { json });
    for (const bad of [-1, 100.01, 12.345, 1000])
      expect([bad, (await patch({ [offer.id]: { [a.id]: 5, [b.id]: bad } })).status]).toEqual([bad, 400]);
    const after = (await offers(bayi1)).offers.find((o) => o.id === offer.id)!;
    expect(after.offerItems.map((i) => i.profit)).toEqual(offer.offerItems.map((i) => i.profit));
    expect((await patch({ [offer.id]: { [a.id]: 0, [b.id]: 100 } })).status).toBe(200);
    expect((await patch({ [offer.id]: { [a.id]: 12.34, [b.id]: a.profit } })).status).toBe(200);
    const saved = (await offers(bayi1)).offers.find((o) => o.id === offer.id)!;
    expect(saved.offerItems.slice(0, 2).map((i) => i.profit)).toEqual([12.34, a.profit]);
    // The total follows: the grand total with tax (it was the total without tax),
    // Σ (price × (100 + profit) / 100 as shown, to the kuruş) × quantity × (100 + taxRate) / 100.
    const expected = saved.offerItems.reduce(
      (s, i) =>
        s + (unitPriceAsShown((i.price * (100 + i.profit)) / 100) * i.quantity * (100 + i.taxRate)) / 100,
      0,
    );
    expect(saved.total).toBeCloseTo(expected, 1);
    expect(saved.total).toBe(quoteTotals(saved.offerItems).total);
    await patch({ [offer.id]: Object.fromEntries(offer.offerItems.map((i) => [i.id, i.profit])) });
  });

  it('checks the customer as the modal does: a name, an e-mail and a phone that look like them', async () => {
    const bayi1 = await loggedIn(host.url, 'bayi1');
    const offer = (await offers(bayi1)).offers[0]!;
    const good = {
      customerName: offer.customerName || 'Ali Veli',
      customerEmail: offer.customerEmail,
      customerCompanyName: offer.customerCompanyName,
      customerPhone: offer.customerPhone,
    };
    const save = (change: Partial<typeof good>) =>
      bayi1.patch('/api/catalog/offer/update/customer', {
        json: { [offer.orderNo]: { ...good, ...change } },
      });
    for (const change of [
      { customerName: '' },
      { customerName: '   ' },
      { customerEmail: 'ali@x' },
      { customerPhone: '0555' },
      { customerPhone: 'ara beni' },
      { customerName: 'x'.repeat(101) },
    ])
      expect([change, (await save(change)).status]).toEqual([change, 400]);
    expect((await save({ customerEmail: '', customerPhone: '' })).status).toBe(200);
    expect((await save({})).status).toBe(200);
  });

  it('validates the discount and customer maps', async () => {
    const bayi1 = await loggedIn(host.url, 'bayi1');
    expect((await bayi1.patch('/api/catalog/offer/update/profit', { json: {} })).status).toBe(400);
    const notANumber = await bayi1.patch('/api/catalog/offer/update/profit', { json: { 1: { 1: 'x' } } });
    expect(notANumber.status).toBe(400);
    // The map has ids where a form has field names: the message names no id as a field.
    expect(errorType(notANumber)).toBe('İstek geçersiz. Lütfen bilgileri kontrol edip tekrar deneyin.');
    expect((await bayi1.patch('/api/catalog/offer/update/profit', { json: { abc: { 1: 1 } } })).status).toBe(
      400,
    );
    expect(
      (await bayi1.patch('/api/catalog/offer/update/customer', { json: { TK1: { customerName: 'x' } } }))
        .status,
    ).toBe(400);
  });
});
