import { decode } from '../../src/contract/decode';
import { binControlAnswer, paymentResultDecoder } from '../../src/contract/payment';
import { Client, errorType, loggedIn, productId, startHost, withSettings, type TestHost } from './helpers';

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.stop());

const CARD = {
  ccno: '4355 0843 5508 4358',
  ccv: '123',
  expiry: '12/39',
  holder: 'AHMET YILMAZ',
  description: '',
  advencePrice: '',
};

/** A client of the payment origin sharing the storefront session, as the frame does. */
function frameClient(storefront: Client): Client {
  const frame = new Client(host.paymentUrl, { Origin: host.paymentUrl });
  frame.cookies = storefront.cookies;
  frame.csrf = storefront.csrf;
  return frame;
}

/** The Checkout placeholder's props of a checkout page (what the widget shows and sends). */
async function checkoutProps(client: Client, url: string) {
  const page = await client.page(url);
  const props = /data-component="Checkout" data-props='([^']*)'/.exec(page.text)![1]!;
  return JSON.parse(
    props
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  ) as {
    amount: number;
    paymentType: string;
    description: string;
  };
}

const count = (table: string) => host.db.value(`SELECT COUNT(*) AS n FROM ${table}`);

async function planFor(client: Client, bin: string, installment: number) {
  const answer = decode(
    binControlAnswer,
    (await client.post('/api/catalog/bin-control', { form: { binNumber: bin } })).json,
  );
  return answer.plans.find((p) => p.installment === installment)!;
}

describe('POST /api/catalog/bin-control', () => {
  it('knows banks by BIN, with VISA / Mastercard and installment plans with commission', async () => {
    const client = await loggedIn(host.url, 'bayi1');
    const bin = async (binNumber: string) =>
      decode(binControlAnswer, (await client.post('/api/catalog/bin-control', { form: { binNumber } })).json);
    const akbank = await bin('43550843');
    expect(akbank.bank).toMatchObject({ name: 'Akbank', organization: 'VISA' });
    expect(akbank.plans.map((p) => p.installment)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(akbank.plans[0]).toMatchObject({ commisionFee: 0, isDefault: true });
    expect(akbank.plans[5]!.commisionFee).toBeGreaterThan(0);
    expect((await bin('54066754')).bank).toMatchObject({ name: 'Garanti BBVA', organization: 'MASTERCARD' });
    const unknown = await bin('41111111');
    expect(unknown.bank.organization).toBe('VISA');
    expect(unknown.plans).toHaveLength(1);
    expect((await bin('52222222')).bank.organization).toBe('MASTERCARD');
    expect((await client.post('/api/catalog/bin-control', { form: { binNumber: '1234' } })).status).toBe(400);
    const anon = new Client(host.url);
    await anon.page('/');
    expect((await anon.post('/api/catalog/bin-control', { form: { binNumber: '43550843' } })).status).toBe(
      401,
    );
  });
});

describe('the payment frame', () => {
  it('is served on its own origin, framable only by the storefront, with no inline script', async () => {
    const client = await loggedIn(host.url, 'bayi1');
    const page = await frameClient(client).get('/payment/start');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain(`frame-ancestors ${host.url}`);
    expect(csp).toContain("script-src 'self'");
    expect(page.text).toContain(`data-parent-origin="${host.url}"`);
    expect(page.text).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const script = await frameClient(client).get(/src="([^"]+frame\.js[^"]*)"/.exec(page.text)![1]!);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.text).not.toMatch(/postMessage\([^)]*'\*'/);
    expect((await new Client(host.url).get('/payment/start')).headers.get('location')).toBe(
      `${host.paymentUrl}/payment/start`,
    );
  });

  // The frame's own origin cannot read the storefront's locale; its address names it.
  it('speaks the page’s language given in its address (?lang=en), and Turkish otherwise', async () => {
    const client = await loggedIn(host.url, 'bayi1');
    const english = await frameClient(client).get('/payment/start?lang=en');
    expect(english.text).toContain('<html lang="en">');
    for (const words of ['Secure payment', 'The verification code sent to your phone', 'Confirm', 'Cancel'])
      expect([words, english.text.includes(words)]).toEqual([words, true]);
    for (const words of ['Güvenli Ödeme', 'Telefonunuza gönderilen doğrulama kodu', 'Onayla', 'Vazgeç'])
      expect([words, english.text.includes(words)]).toEqual([words, false]);
    // The script's texts ride on the page in that language too.
    expect(english.text).toContain('Payment successful.');
    expect(english.text).not.toContain('Ödeme başarılı.');
    for (const url of ['/payment/start', '/payment/start?lang=xx', '/payment/start?lang=<b>'])
      expect((await frameClient(client).get(url)).text).toContain('Telefonunuza gönderilen doğrulama kodu');
    // The storefront's own /payment/start passes a named language on.
    expect((await new Client(host.url).get('/payment/start?lang=en')).headers.get('location')).toBe(
      `${host.paymentUrl}/payment/start?lang=en`,
    );
  });

  it('answers the frame’s calls in the language they name: declines, wrong codes, card checks', async () => {
    const client = await loggedIn(host.url, 'bayi1');
    await client.page('/hesap/odeme');
    const plan = await planFor(client, '43550843', 1);
    const frame = frameClient(client);
    const authorize = (lang: string, card: Partial<typeof CARD>) =>
      frame.post(`/payment/api/authorize?lang=${lang}`, {
        json: { ...CARD, ...card, paymentType: 'pay', plan: plan.id, installment: 1, amount: 10 },
      });
    expect(errorType(await authorize('en', { ccno: '4355 0843 0000 0002' }))).toBe(
      'Transaction declined: insufficient card limit.',
    );
    expect(errorType(await authorize('tr', { ccno: '4355 0843 0000 0002' }))).toBe(
      'İşlem reddedildi: kart limiti yetersiz.',
    );
    expect(errorType(await authorize('en', { ccno: '4355 0843 0000 0010' }))).toBe(
      'Transaction declined: the card has been reported lost or stolen.',
    );
    expect(errorType(await authorize('en', { expiry: '01/20' }))).toBe(
      'Transaction declined: the card has expired.',
    );
    expect(errorType(await authorize('en', { holder: ' ' }))).toBe('Please fill in the name on the card!');
    const tx = (await authorize('en', {})).json as { transactionId: string };
    const wrong = await frame.post('/payment/api/complete?lang=en', {
      json: { transactionId: tx.transactionId, code: '000000' },
    });
    expect(errorType(wrong)).toBe('The verification code is wrong. Attempts left: 2');
    await frame.post('/payment/api/complete?lang=en', {
      json: { transactionId: tx.transactionId, code: '1' },
    });
    const last = await frame.post('/payment/api/complete?lang=en', {
      json: { transactionId: tx.transactionId, code: '2' },
    });
    expect(errorType(last)).toBe('Transaction declined: 3-D Secure verification failed.');
  });

  it('pays the cart after the 3-D Secure step: order, payment record, empty cart', async () => {
    const client = await loggedIn(host.url, 'bayi1');
    await client.post(`/api/catalog/cart/${await productId(host, '90960002')}`, { form: { quantity: 2 } });
    expect(
      (
        await client.post('/sepet/odeme', {
          form: { description: 'kartla', advencePrice: 'advencePrice5', _csrf: client.csrf },
        })
      ).status,
    ).toBe(303);
    const { amount } = await checkoutProps(client, '/sepet/odeme/kart');
    const plan = await planFor(client, '43550843', 3);
    const frame = frameClient(client);
    const authorized = await frame.post('/payment/api/authorize', {
      json: { ...CARD, paymentType: 'order', plan: plan.id, installment: 3, amount },
    });
    expect(authorized.status).toBe(200);
    const tx = authorized.json as { transactionId: string; total: number; maskedCard: string };
    expect(tx.maskedCard).toBe('4355 08** **** 4358');
    expect(
      (
        await frame.post('/payment/api/complete', {
          json: { transactionId: tx.transactionId, code: '000000' },
        })
      ).json,
    ).toMatchObject({ attemptsLeft: 2 });
    const done = await frame.post('/payment/api/complete', {
      json: { transactionId: tx.transactionId, code: '123456' },
    });
    expect(done.status).toBe(200);
    const result = decode(paymentResultDecoder, done.json);
    expect(result).toMatchObject({ succeed: true, paymentType: 'order', description: 'kartla' });
    expect(result.order!.advencePrice).toBe('advencePrice5');
    expect(result.order!.total).toBe(amount);
    expect(result.amount).toBe(tx.total);
    expect(result.amount).toBeCloseTo(amount * (1 + plan.commisionFee / 100), 2);
    expect(result.mailOrder).toMatchObject({
      cardNumber: '4355 08** **** 4358',
      expiryDate: '**/**',
      installment: 3,
    });
    expect((await client.get('/api/catalog/cart')).json).toEqual([]);
    const stored = JSON.stringify(await host.db.all('SELECT * FROM payments'));
    expect(stored).not.toContain('4355084355084358');
    expect(stored).not.toContain('4355 0843 5508 4358');
    expect(stored).not.toContain('12/39');
    const payment = (await host.db.get<{ id: number }>('SELECT id FROM payments ORDER BY id DESC LIMIT 1'))!;
    expect(result.paymentId).toBe(payment.id);
    expect((await client.get(`/sepet/odeme/ozet/${payment.id}`)).text).toContain(
      '&quot;step&quot;:&quot;summary&quot;',
    );
    expect((await (await loggedIn(host.url, 'bayi2')).get(`/sepet/odeme/ozet/${payment.id}`)).status).toBe(
      404,
    );
  });

  it('takes a free payment to the account and lowers the balance', async () => {
    const client = await loggedIn(host.url, 'bayi4');
    await client.page('/hesap/odeme');
    const plan = await planFor(client, '41111111', 1);
    const frame = frameClient(client);
    const tx = (
      await frame.post('/payment/api/authorize', {
        json: {
          ...CARD,
          paymentType: 'pay',
          ccno: '4111111111111111',
          plan: plan.id,
          installment: 1,
          amount: 1500,
        },
      })
    ).json as {
      transactionId: string;
    };
    const result = decode(
      paymentResultDecoder,
      (
        await frame.post('/payment/api/complete', {
          json: { transactionId: tx.transactionId, code: '123456' },
        })
      ).json,
    );
    expect(result).toMatchObject({ paymentType: 'pay', amount: 1500, order: null, orderId: null });
    const balance = await host.db.value("SELECT balance FROM users WHERE username = 'bayi4'");
    expect(balance).toBeCloseTo(7340.2 - 1500, 2);
  });

  it('takes installments only for an amount above installmentLimit, the widgets’ rule (installmentsAllowed)', async () => {
    const client = await loggedIn(host.url, 'bayi2');
    await client.page('/hesap/odeme');
    const single = await planFor(client, '43550843', 1);
    const three = await planFor(client, '43550843', 3);
    const frame = frameClient(client);
    const authorize = (amount: number, plan: typeof three) =>
      frame.post('/payment/api/authorize', {
        json: { ...CARD, paymentType: 'pay', plan: plan.id, installment: plan.installment, amount },
      });
    await withSettings(host, { installmentLimit: 1000 }, async () => {
      for (const amount of [999.99, 1000]) {
        const refused = await authorize(amount, three);
        expect(refused.status).toBe(400);
        expect(errorType(refused)).toBe('Bu tutar için taksit yapılamaz.');
        expect((await authorize(amount, single)).status).toBe(200);
      }
      expect((await authorize(1000.01, three)).status).toBe(200);
    });
  });

  it('declines test cards, expired cards, wrong plans and three wrong codes', async () => {
    const client = await loggedIn(host.url, 'bayi2');
    await client.post(`/api/catalog/cart/${await productId(host, '90960002')}`, { form: { quantity: 1 } });
    const { amount } = await checkoutProps(client, '/sepet/odeme');
    const plan = await planFor(client, '43550843', 1);
    const frame = frameClient(client);
    const authorize = (card: Partial<typeof CARD> & { plan?: number; installment?: number }) =>
      frame.post('/payment/api/authorize', {
        json: { ...CARD, paymentType: 'order', plan: plan.id, installment: 1, amount, ...card },
      });
    expect(errorType(await authorize({ ccno: '4355 0843 0000 0002' }))).toBe(
      'İşlem reddedildi: kart limiti yetersiz.',
    );
    expect(errorType(await authorize({ expiry: '01/20' }))).toContain('son kullanma');
    expect(errorType(await authorize({ ccno: '4355' }))).toBe('Kart bilgilerini eksiksiz doldurunuz!');
    expect(errorType(await authorize({ holder: ' ' }))).toBe('Kart üzerindeki ismi doldurunuz!');
    expect(errorType(await authorize({ ccv: '1' }))).toBe('CCV bilgisini eksiksiz doldurunuz!');
    expect((await authorize({ installment: 6 })).status).toBe(400);
    const tx = (await authorize({})).json as { transactionId: string };
    for (const left of [2, 1]) {
      expect(
        (await frame.post('/payment/api/complete', { json: { transactionId: tx.transactionId, code: '1' } }))
          .json,
      ).toMatchObject({ attemptsLeft: left });
    }
    const last = await frame.post('/payment/api/complete', {
      json: { transactionId: tx.transactionId, code: '1' },
    });
    expect(errorType(last)).toBe('İşlem reddedildi: 3-D Secure doğrulaması başarısız.');
    expect(
      (
        await frame.post('/payment/api/complete', {
          json: { transactionId: tx.transactionId, code: '123456' },
        })
      ).status,
    ).toBe(400);
  });

  it('accepts frame calls only from its own origin, with the session’s token', async () => {
    const client = await loggedIn(host.url, 'bayi2');
    const plan = await planFor(client, '43550843', 1);
    const body = { json: { ...CARD, paymentType: 'order', plan: plan.id, installment: 1, amount: 10 } };
    const foreign = frameClient(client);
    expect((await foreign.post('/payment/api/authorize', body, { Origin: host.url })).status).toBe(403);
    expect((await foreign.post('/payment/api/authorize', body, { 'X-CSRF-Token': 'x' })).status).toBe(403);
    const anonymous = new Client(host.paymentUrl, { Origin: host.paymentUrl });
    expect((await anonymous.post('/payment/api/authorize', body)).status).toBe(401);
    // The session is checked before the body, as on the storefront; an administrator gets the storefront's 403.
    expect((await anonymous.post('/payment/api/authorize', { json: { amount: 'x' } })).status).toBe(401);
    expect((await anonymous.post('/payment/api/complete', { json: {} })).status).toBe(401);
    const admin = frameClient(await loggedIn(host.url, 'yonetici'));
    const refused = await admin.post('/payment/api/authorize', body);
    expect(refused.status).toBe(403);
    expect(errorType(refused)).toBe('Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.');
    expect(
      (
        await client.post(
          '/sepet/odeme',
          { form: { description: 'x', advencePrice: '' } },
          { 'X-CSRF-Token': '' },
        )
      ).status,
    ).toBe(403);
  });
});

describe('the charge is exactly what was approved', () => {
  /** Authorises what a checkout page pays (its paymentType: the cart, or a free payment). */
  const approve = async (
    client: Client,
    paymentType: 'order' | 'pay',
    amount: number,
    installment = 1,
    description = '',
  ) => {
    const plan = await planFor(client, '43550843', installment);
    const answer = await frameClient(client).post('/payment/api/authorize', {
      json: { ...CARD, paymentType, plan: plan.id, installment, amount, description },
    });
    return { answer, tx: answer.json as { transactionId: string; total: number } };
  };
  const complete = (client: Client, transactionId: string) =>
    frameClient(client).post('/payment/api/complete', { json: { transactionId, code: '123456' } });
  const records = async () => ({ payments: await count('payments'), orders: await count('orders') });
  const balanceOf = (username: string) =>
    host.db.value('SELECT balance FROM users WHERE username = ?', username);

  it('charges a free payment approved for 1,00 TL exactly, whatever other checkout pages are opened meanwhile', async () => {
    const client = await loggedIn(host.url, 'bayi3');
    await client.post(`/api/catalog/cart/${await productId(host, '90960002')}`, { form: { quantity: 40 } });
    expect((await checkoutProps(client, '/hesap/odeme')).paymentType).toBe('pay');
    const { answer, tx } = await approve(client, 'pay', 1);
    expect(answer.status).toBe(200);
    expect(tx.total).toBe(1);
    const before = { ...(await records()), balance: await balanceOf('bayi3') };
    const cart = (await client.get('/api/catalog/cart')).json;
    // Another tab (or a link from another site) opens the cart's checkout pages: page views change nothing.
    expect((await checkoutProps(client, '/sepet/odeme')).paymentType).toBe('order');
    expect((await checkoutProps(client, '/sepet/odeme/kart')).paymentType).toBe('order');
    const result = decode(paymentResultDecoder, (await complete(client, tx.transactionId)).json);
    expect(result).toMatchObject({ paymentType: 'pay', amount: 1, order: null });
    expect({ ...(await records()), balance: await balanceOf('bayi3') }).toEqual({
      payments: before.payments + 1,
      orders: before.orders,
      balance: before.balance - 1,
    });
    expect((await client.get('/api/catalog/cart')).json).toEqual(cart);
    // The transaction is spent: the right code again does not pay twice.
    expect((await complete(client, tx.transactionId)).status).toBe(400);
    await client.delete('/api/catalog/cart');
  });

  it('completes a cart payment with its note and plan after links from another site open every checkout page', async () => {
    const client = await loggedIn(host.url, 'bayi3');
    await client.delete('/api/catalog/cart');
    await client.post(`/api/catalog/cart/${await productId(host, '90960002')}`, { form: { quantity: 2 } });
    const note = 'Kartla; $& $` $1 <b>not</b>\nikinci satır';
    expect(
      (
        await client.post('/sepet/odeme', {
          form: { description: note, advencePrice: 'advencePrice5', _csrf: client.csrf },
        })
      ).status,
    ).toBe(303);
    const { amount } = await checkoutProps(client, '/sepet/odeme/kart');
    const { tx } = await approve(client, 'order', amount, 3);
    // A page of another site links to the checkout pages: the browser sends the session cookie along.
    const crossSite = { Referer: 'https://baska-site.example/', 'Sec-Fetch-Site': 'cross-site' };
    for (const url of ['/hesap/odeme', '/sepet/odeme', '/sepet/odeme/kart'])
      expect((await client.get(url, crossSite)).status).toBe(200);
    const result = decode(paymentResultDecoder, (await complete(client, tx.transactionId)).json);
    expect(result).toMatchObject({ paymentType: 'order', description: note });
    expect(result.order).toMatchObject({ advencePrice: 'advencePrice5', total: amount });
  });

  it('refuses a cart payment once its checkout form was posted again with another note or plan', async () => {
    const client = await loggedIn(host.url, 'bayi3');
    await client.delete('/api/catalog/cart');
    await client.post(`/api/catalog/cart/${await productId(host, '90960002')}`, { form: { quantity: 1 } });
    const post = (description: string) =>
      client.post('/sepet/odeme', {
        form: { description, advencePrice: 'advencePrice5', _csrf: client.csrf },
      });
    expect((await post('ilk sekme')).status).toBe(303);
    const { amount } = await checkoutProps(client, '/sepet/odeme/kart');
    const { tx } = await approve(client, 'order', amount);
    const before = { ...(await records()), cart: (await client.get('/api/catalog/cart')).json };
    // The cart page's form, posted again from another tab, is a new checkout: the first approval is void.
    expect((await post('ikinci sekme')).status).toBe(303);
    const refused = await complete(client, tx.transactionId);
    expect(refused.status).toBe(400);
    expect(errorType(refused)).toBe(
      'Ödeme onaylandıktan sonra ödeme bilgileri değişti; ödeme alınmadı. Lütfen ödeme sayfasını yeniden açıp tekrar deneyin.',
    );
    expect({ ...(await records()), cart: (await client.get('/api/catalog/cart')).json }).toEqual(before);
    await client.delete('/api/catalog/cart');
  });

  it('refuses an order approval once the cart was filled, then charges a new approval exactly', async () => {
    const client = await loggedIn(host.url, 'bayi3');
    await client.delete('/api/catalog/cart');
    await client.post(`/api/catalog/cart/${await productId(host, '90960002')}`, { form: { quantity: 1 } });
    const small = await checkoutProps(client, '/sepet/odeme/kart');
    const first = await approve(client, 'order', small.amount, 3);
    expect(first.answer.status).toBe(200);
    const before = await records();
    await client.post(`/api/catalog/cart/${await productId(host, '90960002')}`, { form: { quantity: 50 } });
    const refused = await complete(client, first.tx.transactionId);
    expect(errorType(refused)).toBe(
      'Ödeme onaylandıktan sonra sepetiniz değişti; ödeme alınmadı. Lütfen sepetinizi kontrol edip tekrar deneyin.',
    );
    expect(await records()).toEqual(before);
    expect((await client.get('/api/catalog/cart')).json).toHaveLength(1);

    // The widget's amount is the cart total it showed: an old page's amount is refused before the bank step.
    expect(errorType((await approve(client, 'order', small.amount, 3)).answer)).toBe(
      'Sepet tutarı ödeme sayfası açıldıktan sonra değişti; ödeme alınmadı. Lütfen sayfayı yenileyip tekrar deneyin.',
    );
    const full = await checkoutProps(client, '/sepet/odeme/kart');
    expect(full.amount).toBeGreaterThan(small.amount);
    const second = await approve(client, 'order', full.amount, 3);
    const plan = await planFor(client, '43550843', 3);
    expect(second.tx.total).toBeCloseTo(full.amount * (1 + plan.commisionFee / 100), 2);
    const result = decode(paymentResultDecoder, (await complete(client, second.tx.transactionId)).json);
    expect(result.amount).toBe(second.tx.total);
    expect(result.order!.total).toBe(full.amount);
    const stored = await host.db.get(
      'SELECT amount, total, payment_type, order_id FROM payments WHERE id = ?',
      result.paymentId,
    );
    expect(stored).toEqual({
      amount: full.amount,
      total: second.tx.total,
      payment_type: 'order',
      order_id: result.orderId,
    });
    expect((await client.get('/api/catalog/cart')).json).toEqual([]);
  });

  it('saves no order from a card payment when a line is beyond the stock at the bank’s step', async () => {
    const client = await loggedIn(host.url, 'bayi3');
    await client.delete('/api/catalog/cart');
    const id = await productId(host, '90960002');
    const stock = await host.db.all<{ warehouse_id: number; quantity: number }>(
      'SELECT warehouse_id, quantity FROM stock WHERE product_id = ?',
      id,
    );
    await client.post(`/api/catalog/cart/${id}`, { form: { quantity: 20 } });
    const { amount } = await checkoutProps(client, '/sepet/odeme/kart');
    const approved = await approve(client, 'order', amount);
    expect(approved.answer.status).toBe(200);
    const before = await records();
    // The stock moves between the approval and the bank's step.
    await host.db.run('UPDATE stock SET quantity = 0 WHERE product_id = ?', id);
    await host.db.run(
      'UPDATE stock SET quantity = 5 WHERE product_id = ? AND warehouse_id = ?',
      id,
      stock[0]!.warehouse_id,
    );
    try {
      const refused = await complete(client, approved.tx.transactionId);
      expect(refused.status).toBe(400);
      expect(errorType(refused)).toBe('Bu üründen 20 adet bulunmamaktadır!');
      expect(await records()).toEqual(before);
      // A new approval of the same cart is refused before the bank's step.
      expect(errorType((await approve(client, 'order', amount)).answer)).toBe(
        'Bu üründen 20 adet bulunmamaktadır!',
      );
    } finally {
      for (const row of stock)
        await host.db.run(
          'UPDATE stock SET quantity = ? WHERE product_id = ? AND warehouse_id = ?',
          row.quantity,
          id,
          row.warehouse_id,
        );
      await client.delete('/api/catalog/cart');
    }
  });

  it('pays one cart once: a second approval of the same cart is refused after the first completes', async () => {
    const client = await loggedIn(host.url, 'bayi3');
    await client.post(`/api/catalog/cart/${await productId(host, '90960002')}`, { form: { quantity: 2 } });
    const { amount } = await checkoutProps(client, '/sepet/odeme/kart');
    const a = await approve(client, 'order', amount);
    const b = await approve(client, 'order', amount);
    expect((await complete(client, a.tx.transactionId)).status).toBe(200);
    const after = await records();
    expect((await complete(client, b.tx.transactionId)).status).toBe(400);
    expect(await records()).toEqual(after);
  });

  it('opens the free payment with an empty description and stores an empty one as empty', async () => {
    const client = await loggedIn(host.url, 'bayi5');
    expect((await checkoutProps(client, '/hesap/odeme')).description).toBe('');
    const { tx } = await approve(client, 'pay', 10, 1, '   ');
    const result = decode(paymentResultDecoder, (await complete(client, tx.transactionId)).json);
    expect(result).toMatchObject({ paymentType: 'pay', description: '' });
    expect(result.mailOrder.description).toBe('');
  });

  it('records the free payment’s typed description, and its amount exactly', async () => {
    const client = await loggedIn(host.url, 'bayi5');
    await client.page('/hesap/odeme');
    const balance = await balanceOf('bayi5');
    const { tx } = await approve(client, 'pay', 80.64, 1, '  Mart ayı ödemesi ');
    const result = decode(paymentResultDecoder, (await complete(client, tx.transactionId)).json);
    expect(result).toMatchObject({ paymentType: 'pay', amount: 80.64, description: 'Mart ayı ödemesi' });
    expect(await balanceOf('bayi5')).toBeCloseTo(balance - 80.64, 2);
    expect((await checkoutProps(client, `/sepet/odeme/ozet/${result.paymentId}`)).amount).toBe(80.64);
  });

  it('pays only what the role may pay: a Satın Alma buyer’s free payment is refused, their cart is not', async () => {
    const client = await loggedIn(host.url, 'bayi1.satinalma');
    const refused = (await approve(client, 'pay', 10)).answer;
    expect(refused.status).toBe(403);
    expect(errorType(refused)).toBe('Rolünüz bu işleme izin vermiyor.');
    await client.delete('/api/catalog/cart');
    expect(errorType((await approve(client, 'order', 10)).answer)).toBe('Sepetinizde ürün bulunmamaktadır.');
  });
});
