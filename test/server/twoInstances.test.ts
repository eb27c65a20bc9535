/**
 * Several host instances on one PostgreSQL database behave as one store, so a balancer needs
 * no sticky sessions. Two host processes, A and B, each with a data folder of its own (nothing shared
 * on disk), one DATABASE_URL, and the public addresses a balancer in front of them would give both.
 */
import WebSocket from 'ws';
import { cartAnswer } from '../../src/contract/cart';
import { decode } from '../../src/contract/decode';
import { updateOnlineUsersDecoder } from '../../src/contract/admin';
import { binControlAnswer, paymentResultDecoder } from '../../src/contract/payment';
import { startHostProcess, type HostProcess } from '../../e2e/support/hostProcess';
import { Client, errorType, loggedIn, newStore, type HostStore } from './helpers';
import { openTestDb, testEngine, type TestDb } from './testDb';

jest.setTimeout(120_000);

// One store for several instances needs a server database: the PostgreSQL project only.
const onPostgres = testEngine() === 'postgres' ? describe : describe.skip;

const PUBLIC_URL = 'http://magaza.test';
const PAYMENT_PUBLIC_URL = 'http://odeme.test';

onPostgres('two instances on one database', () => {
  let store: HostStore;
  let other: HostStore;
  let a: HostProcess;
  let b: HostProcess;
  let db: TestDb;

  beforeAll(async () => {
    store = await newStore();
    // B's own folder, to show nothing of the store lives there.
    other = { ...(await newStore()), databaseUrl: store.databaseUrl };
    const env = { DATABASE_URL: store.databaseUrl!, PUBLIC_URL, PAYMENT_PUBLIC_URL };
    [a, b] = await Promise.all([
      startHostProcess({ dataDir: store.dataDir, env }),
      startHostProcess({ dataDir: other.dataDir, env }),
    ]);
    db = openTestDb(store);
  });
  afterAll(async () => {
    await db.close();
    await Promise.all([a.stop({ keepData: true }), b.stop({ keepData: true })]);
    await store.remove();
    await other.remove();
  });

  /** The same visitor (cookies, CSRF token) talking to the other instance, as a balancer would send it. */
  function on(instance: HostProcess, visitor: Client): Client {
    const moved = new Client(instance.url);
    moved.cookies = visitor.cookies;
    moved.csrf = visitor.csrf;
    return moved;
  }

  /** The payment frame's calls for `visitor`, on `instance`'s payment port. */
  function frameOn(instance: HostProcess, visitor: Client): Client {
    const frame = new Client(instance.paymentUrl, { Origin: PAYMENT_PUBLIC_URL });
    frame.cookies = visitor.cookies;
    frame.csrf = visitor.csrf;
    return frame;
  }

  const userId = (username: string) => db.value('SELECT id FROM users WHERE username = ?', username);

  /** A product any customer can add 50 of in its default unit (one piece per unit, enough stock). */
  const plentifulProduct = () =>
    db.value(
      `SELECT p.id FROM products p JOIN product_units u ON u.product_id = p.id AND u.is_default = 1
       WHERE p.sale_price > 0 AND p.variant_check = 1 AND u.multiplier = 1 AND p.stock_total >= 200
       ORDER BY p.id LIMIT 1`,
    );

  it('an anonymous visitor’s login form from A is accepted by B (the token of an unsaved session)', async () => {
    const visitor = new Client(a.url);
    const form = await visitor.get('/account/login');
    const token = /name="_csrf" value="([^"]+)"/.exec(form.text)![1]!;
    const answer = await on(b, visitor).post('/account/login', {
      form: { username: 'bayi2', password: 'demo1234', _csrf: token },
    });
    expect(answer.status).toBe(303);
  });

  it('a session made on A works on B, its CSRF token too', async () => {
    const visitor = await loggedIn(a.url, 'bayi2');
    const onB = on(b, visitor);
    const page = await onB.get('/hesap/siparisler');
    expect(page.status).toBe(200);
    const product = await plentifulProduct();
    const added = await onB.post(`/api/catalog/cart/${product}`, { form: { quantity: 1 } });
    expect(added.status).toBe(200);
    // And a token that is not the session's is refused on B as on A.
    const forged = await onB.post(
      `/api/catalog/cart/${product}`,
      { form: { quantity: 1 } },
      { 'X-CSRF-Token': 'x' },
    );
    expect(forged.status).toBe(403);
  });

  it('a customer active on A is online in the admin socket of B', async () => {
    await db.run("UPDATE users SET last_seen = NULL WHERE username = 'bayi3'");
    await loggedIn(a.url, 'bayi3');
    const admin = await loggedIn(a.url, 'yonetici');
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const socket = new WebSocket(`${b.url.replace('http', 'ws')}/ws`, {
      headers: { cookie, origin: PUBLIC_URL },
    });
    const message = await new Promise<unknown>((resolve, reject) => {
      socket.on('open', () =>
        socket.send(JSON.stringify({ type: 'checkOnlineUsers', domain: 'magaza.test' })),
      );
      socket.on('message', (data) => resolve(JSON.parse(String(data))));
      socket.on('error', reject);
      socket.on('close', (code) => reject(new Error(`socket closed: ${code}`)));
    });
    socket.close();
    const id = await userId('bayi3');
    const bayi3 = decode(updateOnlineUsersDecoder, message).onlineUsers.find((u) => u.id === id);
    expect(bayi3?.status).toBe('online');
  });

  it('3 failed logins on A and 3 on B: the next is throttled', async () => {
    const attempt = async (instance: HostProcess) => {
      const client = new Client(instance.url);
      const form = await client.get('/account/login');
      const token = /name="_csrf" value="([^"]+)"/.exec(form.text)![1]!;
      return (
        await client.post('/account/login', { form: { username: 'bayi5', password: 'yanlis', _csrf: token } })
      ).status;
    };
    expect([await attempt(a), await attempt(a), await attempt(a)]).toEqual([401, 401, 401]);
    expect([await attempt(b), await attempt(b)]).toEqual([401, 401]);
    // Five failures of the account from this address, counted together by both instances: that address
    // waits 1 s before its next attempt on the account is judged.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await attempt(b)).toBe(401);
    expect(await attempt(a)).toBe(429);
    expect(await attempt(b)).toBe(429);
    // bayi5 logs in again below, from this same address.
    await db.run('DELETE FROM login_failures');
  });

  it('the same visitor’s search on A and on B counts once', async () => {
    const visitor = await loggedIn(a.url, 'bayi1');
    const word = `sayac${Date.now()}`;
    const counted = () => db.value('SELECT COUNT(*) FROM search_queries WHERE query = ?', word);
    await visitor.get(`/search?q=${word}`);
    await on(b, visitor).get(`/search?q=${word}`);
    await Promise.all([visitor.get(`/search?q=${word}`), on(b, visitor).get(`/search?q=${word}`)]);
    expect(await counted()).toBe(1);
  });

  it('a payment authorised on A completes on B; two completions at once give one success', async () => {
    const visitor = await loggedIn(a.url, 'bayi4');
    await visitor.page('/hesap/odeme');
    const bin = decode(
      binControlAnswer,
      (await visitor.post('/api/catalog/bin-control', { form: { binNumber: '41111111' } })).json,
    );
    const paymentsBefore = await db.value("SELECT COUNT(*) FROM payments WHERE payment_type = 'pay'");
    const authorised = await frameOn(a, visitor).post('/payment/api/authorize', {
      json: {
        paymentType: 'pay',
        ccno: '4111111111111111',
        ccv: '123',
        expiry: '12/39',
        holder: 'AHMET YILMAZ',
        description: '',
        plan: bin.plans[0]!.id,
        installment: 1,
        amount: 125,
        advencePrice: '',
      },
    });
    expect(authorised.status).toBe(200);
    const { transactionId } = authorised.json as { transactionId: string };
    const answers = await Promise.all(
      [b, b].map((instance) =>
        frameOn(instance, visitor).post('/payment/api/complete', { json: { transactionId, code: '123456' } }),
      ),
    );
    const succeeded = answers.filter((answer) => answer.status === 200);
    expect(succeeded).toHaveLength(1);
    expect(decode(paymentResultDecoder, succeeded[0]!.json)).toMatchObject({
      succeed: true,
      paymentType: 'pay',
      amount: 125,
    });
    expect(answers.find((answer) => answer.status !== 200)!.status).toBeGreaterThanOrEqual(400);
    expect(await db.value("SELECT COUNT(*) FROM payments WHERE payment_type = 'pay'")).toBe(
      paymentsBefore + 1,
    );
  });

  it('the same cart ordered on A and on B at once, 10 rounds: one order a round', async () => {
    const visitor = await loggedIn(a.url, 'bayi4');
    const user = await userId('bayi4');
    const product = await plentifulProduct();
    await db.run('DELETE FROM cart_items WHERE user_id = ?', user);
    for (let round = 0; round < 10; round += 1) {
      await visitor.post(`/api/catalog/cart/${product}`, { form: { quantity: 2 } });
      const before = await db.value('SELECT COUNT(*) FROM orders WHERE user_id = ?', user);
      const answers = await Promise.all(
        [a, b].map((instance) =>
          on(instance, visitor).post('/api/catalog/cart', {
            form: { description: `tur ${round}`, advencePrice: 'advencePrice1' },
          }),
        ),
      );
      expect([round, answers.map((answer) => answer.status).sort()]).toEqual([round, [200, 400]]);
      expect(errorType(answers.find((answer) => answer.status !== 200)!)).toBe(
        'Sepetinizde ürün bulunmamaktadır.',
      );
      expect([round, await db.value('SELECT COUNT(*) FROM orders WHERE user_id = ?', user)]).toEqual([
        round,
        before + 1,
      ]);
    }
  });

  it('50 adds split across A and B give 50', async () => {
    const visitor = await loggedIn(a.url, 'bayi5');
    await db.run('DELETE FROM cart_items WHERE user_id = ?', await userId('bayi5'));
    const product = await plentifulProduct();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, k) =>
        on(k % 2 === 0 ? a : b, visitor).post(`/api/catalog/cart/${product}`, { form: { quantity: 1 } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const cart = decode(cartAnswer, (await on(b, visitor).get('/api/catalog/cart')).json);
    expect(cart.map((line) => [line.product.id, line.quantity])).toEqual([[product, 50]]);
  });

  it('a stock change shows on A and on B at once, their cached lists read again', async () => {
    const list = async (instance: HostProcess) =>
      (
        (await new Client(instance.url).get('/api/catalog/products?sort=-quantity&page=1')).json as {
          products: { id: number }[];
        }
      ).products.map((p) => p.id);
    const [firstA, firstB] = [await list(a), await list(b)];
    expect(firstB).toEqual(firstA);
    const target = firstA[firstA.length - 1]!;
    // The ERP's stock import writes the stock table; both instances must see it on their next request.
    const warehouse = await db.value(
      'SELECT warehouse_id FROM stock WHERE product_id = ? ORDER BY warehouse_id LIMIT 1',
      target,
    );
    expect(
      await db.run(
        'UPDATE stock SET quantity = quantity + 1000000 WHERE product_id = ? AND warehouse_id = ?',
        target,
        warehouse,
      ),
    ).toBe(1);
    expect((await list(a))[0]).toBe(target);
    expect((await list(b))[0]).toBe(target);
  });
});
