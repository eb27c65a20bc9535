/**
 * Orders above the buyer's limits wait for approval. bayi1's company: bayi1.satinalma (Satın
 * Alma, 10.000 TL per order, the buyer), bayi1.onay (Onaylayıcı, the approver), bayi1.izleyici
 * (İzleyici, the viewer) and bayi1 (the Yönetici). The save decides waiting or placed, the approver
 * decides (the risk limit and the stock checked again), the buyer is told once (page or socket), each
 * role sees its own or the company's orders, and a waiting order is cancelled by its placer or a
 * Yönetici only.
 */
import WebSocket from 'ws';
import {
  approvalDecisionAnswer,
  approvalsAnswer,
  companyUsersAnswer,
  orderNoticesMessage,
  type CompanyUser,
} from '../../src/contract/company';
import { decode } from '../../src/contract/decode';
import { orderListAnswer, type Order } from '../../src/contract/orders';
import { formatAmount } from '../../src/domain/shared/money';
import {
  Client,
  configOf,
  errorType,
  loggedIn,
  productId,
  startHost,
  type Answer,
  type TestHost,
} from './helpers';

const MESSAGES = {
  own: 'Kendi siparişinizi onaylayamaz veya reddedemezsiniz.',
  reasonMissing: 'Ret nedeni yazmalısınız.',
  notWaiting: 'Onay bekleyen sipariş bulunamadı.',
  notCancellable: 'Bu siparişi yalnızca veren kullanıcı veya bir yönetici iptal edebilir.',
  role: 'Rolünüz bu işleme izin vermiyor.',
  seededReason: 'Bu ayın bütçesi aşıldı; lütfen gelecek ay tekrar gönderin.',
} as const;
/** bayi1's credit: risk limit 60.000 TL, 18.750,40 TL overdue. */
const RISK_LIMIT = 60000;
const OVERDUE = 18750.4;
const riskMessage = (excess: number, available: number) =>
  `Açık hesap risk limitinizi ${formatAmount(excess)} TL aştınız. En fazla ${formatAmount(available)} TL sipariş oluşturabilirsiniz veya ödemesini yaparak satın alabilirsiniz.`;

let host: TestHost;
/** bayi1.satinalma, logged in by the first test (its first page carries the demo's rejection). */
let buyer: Client;
let approver: Client;
let viewer: Client;
let admin: Client;
let ids: { company: number; buyer: number; approver: number; product: number };

beforeAll(async () => {
  host = await startHost();
  [approver, viewer, admin] = await Promise.all([
    loggedIn(host.url, 'bayi1.onay'),
    loggedIn(host.url, 'bayi1.izleyici'),
    loggedIn(host.url, 'bayi1'),
  ]);
  const userId = (username: string) =>
    host.db.value<number>('SELECT id FROM users WHERE username = ?', username);
  ids = {
    company: await userId('bayi1'),
    buyer: await userId('bayi1.satinalma'),
    approver: await userId('bayi1.onay'),
    product: await productId(host, '90960002'),
  };
});
afterAll(() => host.stop());

const refused = (answer: Answer, status: number, message: string) => {
  expect({ status: answer.status, message: errorType(answer) }).toEqual({ status, message });
};

/** Empties the client's cart, adds `quantity` of the product and saves the cart as an order. */
async function order(client: Client, quantity: number): Promise<Answer> {
  await client.delete('/api/catalog/cart');
  expect((await client.post(`/api/catalog/cart/${ids.product}`, { form: { quantity } })).status).toBe(200);
  return client.post('/api/catalog/cart', { form: { description: 'Onay testi', advencePrice: '' } });
}
const saved = (answer: Answer) => {
  expect(answer.status).toBe(200);
  return answer.json as { orderId: number; orderNo: string; status: string };
};

async function ordersOf(client: Client): Promise<{ orders: Order[]; total: number }> {
  return decode(orderListAnswer, (await client.get('/api/catalog/orders?limit=100')).json);
}
const orderIn = async (client: Client, id: number) =>
  (await ordersOf(client)).orders.find((o) => o.id === id);
const approvals = async (client = approver) =>
  decode(approvalsAnswer, (await client.get('/api/company/approvals')).json).approvals;
const approve = (client: Client, id: number) => client.post(`/api/company/approvals/${id}/approve`);
const reject = (client: Client, id: number, body: unknown) =>
  client.post(`/api/company/approvals/${id}/reject`, { json: body });
const configUser = async (client: Client, url = '/') =>
  configOf((await client.page(url)).text).user as {
    companyRole: string | null;
    limits: { orderLimit: number | null; monthlyLimit: number | null; monthlyUsed: number } | null;
    notices: { orderNo: string; status: string; reason: string }[];
  };

/** Saves a company user's limits through the Yönetici's API. */
async function setLimits(userId: number, limits: Pick<CompanyUser, 'orderLimit' | 'monthlyLimit'>) {
  const users = decode(companyUsersAnswer, (await admin.get('/api/company/users')).json).users;
  const { name, username, email, phone, role, branchIds } = users.find((u) => u.id === userId)!;
  const answer = await admin.patch(`/api/company/users/${userId}`, {
    json: { name, username, email, phone, role, branchIds, ...limits },
  });
  expect(answer.status).toBe(200);
}

/** Asks the socket for the user's notices, `times` times on one connection. */
async function socketNotices(client: Client, times: number): Promise<unknown[]> {
  const socket = new WebSocket(`${host.url.replace('http', 'ws')}/ws`, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin: host.url },
  });
  const answers: unknown[] = [];
  await new Promise<void>((resolve, reject_) => {
    const ask = () => socket.send(JSON.stringify({ type: 'checkNotices' }));
    socket.on('open', ask);
    socket.on('message', (data) => {
      answers.push(decode(orderNoticesMessage, JSON.parse(String(data))));
      if (answers.length === times) resolve();
      else ask();
    });
    socket.on('error', reject_);
  });
  socket.close();
  return answers;
}

describe('orders waiting for approval', () => {
  it('shows the demo: the buyer’s first page tells of the rejection once, the orders carry their status', async () => {
    buyer = new Client(host.url);
    const form = await buyer.get('/account/login');
    const token = /name="_csrf" value="([^"]+)"/.exec(form.text)![1]!;
    const login = await buyer.post('/account/login', {
      form: { username: 'bayi1.satinalma', password: 'demo1234', _csrf: token },
    });
    expect(login.status).toBe(303);
    const first = await configUser(buyer);
    expect(first.companyRole).toBe('satinalma');
    expect(first.limits).toEqual({ orderLimit: 10000, monthlyLimit: null, monthlyUsed: 0 });
    const rejected = await host.db.get<{ id: number; order_no: string }>(
      "SELECT id, order_no FROM orders WHERE placed_by = ? AND status = 'rejected'",
      ids.buyer,
    );
    expect(first.notices).toEqual([
      { orderNo: rejected!.order_no, status: 'rejected', reason: MESSAGES.seededReason },
    ]);
    expect((await configUser(buyer)).notices).toEqual([]);

    const { orders } = await ordersOf(buyer);
    expect(orders.find((o) => o.id === rejected!.id)).toEqual(
      expect.objectContaining({ status: 'rejected', rejectReason: MESSAGES.seededReason, approvedBy: null }),
    );
    expect(orders.filter((o) => o.status === 'waiting')).toHaveLength(1);
  });

  it('saves an order above the buyer’s per-order limit as waiting, and one below it as placed', async () => {
    const above = saved(await order(buyer, 100));
    expect(above.status).toBe('waiting');
    const waiting = (await orderIn(buyer, above.orderId))!;
    expect(waiting).toEqual(
      expect.objectContaining({ status: 'waiting', approvedBy: null, rejectReason: '' }),
    );
    expect(Number(waiting.total)).toBeGreaterThan(10000);
    // The approver's queue has it, with the buyer, their limits and the total judged.
    const queued = (await approvals()).find((a) => a.order.id === above.orderId);
    expect(queued).toEqual(
      expect.objectContaining({
        buyer: { id: ids.buyer, name: 'Mert Demir' },
        limits: { orderLimit: 10000, monthlyLimit: null, monthlyUsed: 0 },
        totalTry: waiting.total,
        own: false,
      }),
    );

    const below = saved(await order(buyer, 50));
    expect(below.status).toBe('placed');
    expect((await orderIn(buyer, below.orderId))!.status).toBe('placed');
    expect((await approvals()).some((a) => a.order.id === below.orderId)).toBe(false);
    expect(await host.db.value('SELECT placed_by FROM orders WHERE id = ?', below.orderId)).toBe(ids.buyer);
  });

  it('holds an order that would take the buyer over their monthly limit, set by the Yönetici', async () => {
    await setLimits(ids.buyer, { orderLimit: 10000, monthlyLimit: 10000000 });
    try {
      // What this month's orders (placed and waiting) already take.
      const used = (await configUser(buyer)).limits!.monthlyUsed;
      expect(used).toBeGreaterThan(0);
      await setLimits(ids.buyer, { orderLimit: 10000, monthlyLimit: used + 3000 });
      const small = saved(await order(buyer, 10));
      const smallTotal = Number((await orderIn(buyer, small.orderId))!.total);
      expect(smallTotal).toBeLessThanOrEqual(3000);
      expect(small.status).toBe('placed');
      // Below the per-order limit, but over what is left of the month.
      const next = saved(await order(buyer, 20));
      expect(next.status).toBe('waiting');
      const nextTotal = Number((await orderIn(buyer, next.orderId))!.total);
      expect(smallTotal + nextTotal).toBeGreaterThan(3000);
      expect((await configUser(buyer)).limits).toEqual({
        orderLimit: 10000,
        monthlyLimit: used + 3000,
        monthlyUsed: expect.closeTo(used + smallTotal + nextTotal, 2),
      });
      // A rejected order gives its share back.
      expect((await reject(approver, next.orderId, { reason: 'Bu ay olmaz.' })).status).toBe(200);
      expect((await configUser(buyer)).limits!.monthlyUsed).toBeCloseTo(used + smallTotal, 2);
    } finally {
      await setLimits(ids.buyer, { orderLimit: 10000, monthlyLimit: null });
    }
  });

  it('keeps why an order waits as it was judged when sent, and the queue answers that, not today’s limits', async () => {
    const perOrder = saved(await order(buyer, 100));
    expect(perOrder.status).toBe('waiting');
    await setLimits(ids.buyer, { orderLimit: 10000, monthlyLimit: 10000000 });
    try {
      const used = (await configUser(buyer)).limits!.monthlyUsed;
      await setLimits(ids.buyer, { orderLimit: 10000, monthlyLimit: used + 1 });
      const monthly = saved(await order(buyer, 20));
      expect(monthly.status).toBe('waiting');
      const stored = await host.db.get(
        'SELECT approval_limit, approval_limit_amount, approval_month_used FROM orders WHERE id = ?',
        monthly.orderId,
      );
      expect(stored).toEqual({
        approval_limit: 'monthly',
        approval_limit_amount: used + 1,
        approval_month_used: expect.closeTo(used, 2),
      });
      // The Yönetici lifts the limits afterwards: the queue still says what the orders were judged on.
      await setLimits(ids.buyer, { orderLimit: null, monthlyLimit: null });
      const queue = await approvals();
      expect(queue.find((a) => a.order.id === perOrder.orderId)).toEqual(
        expect.objectContaining({
          reason: { limit: 'order', amount: 10000, used: 0 },
          limits: { orderLimit: null, monthlyLimit: null, monthlyUsed: 0 },
        }),
      );
      expect(queue.find((a) => a.order.id === monthly.orderId)!.reason).toEqual({
        limit: 'monthly',
        amount: used + 1,
        used: expect.closeTo(used, 2),
      });
      // An order placed within the limits keeps no reason.
      const placed = saved(await order(buyer, 1));
      expect(placed.status).toBe('placed');
      expect(
        await host.db.value('SELECT approval_limit FROM orders WHERE id = ?', placed.orderId),
      ).toBeNull();
      for (const id of [perOrder.orderId, monthly.orderId])
        expect((await reject(approver, id, { reason: 'Sınama' })).status).toBe(200);
    } finally {
      await setLimits(ids.buyer, { orderLimit: 10000, monthlyLimit: null });
    }
  });

  it.each([
    ['tr', 'Sipariş Onaya Gönderildi', 'Sipariş Tamamlandı'],
    ['en', 'Order sent for approval', 'Order complete'],
  ])(
    'titles the page after a waiting order as sent for approval, not complete (%s)',
    async (locale, sent, done) => {
      expect(
        (await buyer.post('/api/catalog/settings', { json: { key: 'locale', value: locale } })).status,
      ).toBe(200);
      try {
        const { orderId, status } = saved(await order(buyer, 100));
        expect(status).toBe('waiting');
        for (const url of ['/sepet', `/siparis/tamamlandi/${orderId}`]) {
          const page = (await buyer.page(url)).text;
          expect(page).toContain('data-component="CartComplete"');
          expect(page).toContain(`<h1>${sent}</h1>`);
          expect(/<title>([^<]*)<\/title>/.exec(page)![1]).toContain(sent);
          expect(page).not.toContain(done);
        }
        expect((await reject(approver, orderId, { reason: 'Sınama' })).status).toBe(200);
      } finally {
        await buyer.post('/api/catalog/settings', { json: { key: 'locale', value: 'tr' } });
      }
    },
  );

  it('places an approved order, names the approver, and tells the buyer once on the next page', async () => {
    // The socket's and the pages' notices of the earlier tests are taken first.
    await configUser(buyer);
    const { orderId, orderNo } = saved(await order(buyer, 100));
    const answer = await approve(approver, orderId);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const decision = decode(approvalDecisionAnswer, answer.json);
    expect(decision.order).toEqual(
      expect.objectContaining({ id: orderId, status: 'placed', approvedBy: 'Elif Yıldız', rejectReason: '' }),
    );
    expect(await orderIn(buyer, orderId)).toEqual(
      expect.objectContaining({ status: 'placed', approvedBy: 'Elif Yıldız', rejectedBy: null }),
    );
    expect((await approvals()).some((a) => a.order.id === orderId)).toBe(false);
    // Decided once: a second decision finds nothing waiting.
    refused(await approve(approver, orderId), 404, MESSAGES.notWaiting);
    refused(await reject(admin, orderId, { reason: 'Geç kaldım.' }), 404, MESSAGES.notWaiting);

    expect((await configUser(buyer, '/hesap/siparisler')).notices).toEqual([
      { orderNo, status: 'approved', reason: '' },
    ]);
    expect((await configUser(buyer)).notices).toEqual([]);
    expect(await socketNotices(buyer, 1)).toEqual([{ type: 'orderNotices', notices: [] }]);
  });

  it('tells the buyer of a rejection once over the socket too, and then not on the next page', async () => {
    const { orderId, orderNo } = saved(await order(buyer, 100));
    const answer = await reject(approver, orderId, { reason: '  Şantiye ertelendi.  ' });
    expect(decode(approvalDecisionAnswer, answer.json).order).toEqual(
      expect.objectContaining({ status: 'rejected', rejectReason: 'Şantiye ertelendi.', approvedBy: null }),
    );
    expect(await socketNotices(buyer, 2)).toEqual([
      { type: 'orderNotices', notices: [{ orderNo, status: 'rejected', reason: 'Şantiye ertelendi.' }] },
      { type: 'orderNotices', notices: [] },
    ]);
    expect((await configUser(buyer)).notices).toEqual([]);
    const decidedAt = await host.db.value<string>(
      'SELECT decided_at FROM order_approvals WHERE order_id = ?',
      orderId,
    );
    // Who rejected it and when, as 'Onaylayan' names who approved one.
    expect(await orderIn(buyer, orderId)).toEqual(
      expect.objectContaining({
        status: 'rejected',
        rejectReason: 'Şantiye ertelendi.',
        rejectedBy: 'Elif Yıldız',
        decidedAt,
        approvedBy: null,
      }),
    );
    expect(Date.parse(decidedAt)).not.toBeNaN();
    // Other users of the company are told nothing of it.
    expect(await socketNotices(approver, 1)).toEqual([{ type: 'orderNotices', notices: [] }]);
  });

  it('needs a reason to reject', async () => {
    const { orderId } = saved(await order(buyer, 100));
    refused(await reject(approver, orderId, { reason: '   ' }), 400, MESSAGES.reasonMissing);
    refused(await reject(approver, orderId, { reason: '' }), 400, MESSAGES.reasonMissing);
    refused(await reject(approver, orderId, {}), 400, 'Geçersiz değer: reason.');
    expect((await reject(approver, orderId, { reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await orderIn(buyer, orderId))!.status).toBe('waiting');
    expect((await reject(approver, orderId, { reason: 'x'.repeat(500) })).status).toBe(200);
  });

  it('checks the company’s risk limit again at the approval', async () => {
    // Above the available credit (60.000 − 18.750,40 = 41.249,60 TL) an order is refused when saved,
    // before any approval: four full lines of 100 come to about 45.500 TL.
    await buyer.delete('/api/catalog/cart');
    const lines = [];
    for (const code of ['90960002', '90960004', 'EZ9F14116', '90410001']) {
      const id = await productId(host, code);
      const unit = await host.db.value<number>(
        'SELECT id FROM product_units WHERE product_id = ? AND is_default = 1',
        id,
      );
      lines.push({ productId: id, quantity: 100, unit });
    }
    expect((await buyer.post('/api/catalog/cart/batch', { json: { lines } })).status).toBe(200);
    const tooMuch = await buyer.post('/api/catalog/cart', { form: { description: '', advencePrice: '' } });
    expect(tooMuch.status).toBe(400);
    expect(errorType(tooMuch)).toMatch(
      /^Açık hesap risk limitinizi [\d.]+,\d\d TL aştınız\. En fazla 41\.249,60 TL sipariş oluşturabilirsiniz/,
    );

    // Within the credit when saved; by the approval the overdue debt has grown and 5.000 TL are left.
    const { orderId } = saved(await order(buyer, 100));
    const total = Number((await orderIn(buyer, orderId))!.total);
    const available = 5000;
    await host.db.run(
      'UPDATE users SET overdue_balance = ? WHERE id = ?',
      RISK_LIMIT - available,
      ids.company,
    );
    try {
      refused(await approve(approver, orderId), 400, riskMessage(total - available, available));
      expect((await orderIn(buyer, orderId))!.status).toBe('waiting');
      // The same cart is refused when saved now, with the same words.
      refused(await order(buyer, 100), 400, riskMessage(total - available, available));
      expect((await approvals()).some((a) => a.order.id === orderId)).toBe(true);
    } finally {
      await host.db.run('UPDATE users SET overdue_balance = ? WHERE id = ?', OVERDUE, ids.company);
    }
    expect(decode(approvalDecisionAnswer, (await approve(approver, orderId)).json).order.status).toBe(
      'placed',
    );
  });

  it('checks each line’s stock again at the approval', async () => {
    const { orderId } = saved(await order(buyer, 100));
    const stock = await host.db.all<{ warehouse_id: number; quantity: number }>(
      'SELECT warehouse_id, quantity FROM stock WHERE product_id = ?',
      ids.product,
    );
    await host.db.run('UPDATE stock SET quantity = 0 WHERE product_id = ?', ids.product);
    await host.db.run(
      'UPDATE stock SET quantity = 30 WHERE product_id = ? AND warehouse_id = ?',
      ids.product,
      stock[0]!.warehouse_id,
    );
    try {
      refused(await approve(approver, orderId), 400, 'Bu üründen 100 adet bulunmamaktadır!');
      expect((await orderIn(buyer, orderId))!.status).toBe('waiting');
    } finally {
      for (const row of stock)
        await host.db.run(
          'UPDATE stock SET quantity = ? WHERE product_id = ? AND warehouse_id = ?',
          row.quantity,
          ids.product,
          row.warehouse_id,
        );
    }
    expect((await approve(approver, orderId)).status).toBe(200);
  });

  it('lets nobody decide on their own order', async () => {
    // The approver with a limit of their own: their order waits, for someone else.
    await setLimits(ids.approver, { orderLimit: 100, monthlyLimit: null });
    try {
      const own = saved(await order(approver, 2));
      expect(own.status).toBe('waiting');
      expect((await approvals()).find((a) => a.order.id === own.orderId)!.own).toBe(true);
      expect((await approvals(admin)).find((a) => a.order.id === own.orderId)!.own).toBe(false);
      refused(await approve(approver, own.orderId), 403, MESSAGES.own);
      refused(await reject(approver, own.orderId, { reason: 'Kendime ret.' }), 403, MESSAGES.own);
      expect((await orderIn(approver, own.orderId))!.status).toBe('waiting');
      const decided = decode(approvalDecisionAnswer, (await approve(admin, own.orderId)).json);
      expect(decided.order).toEqual(
        expect.objectContaining({ status: 'placed', approvedBy: 'Yıldız Elektrik Taahhüt Ltd. Şti.' }),
      );
    } finally {
      await setLimits(ids.approver, { orderLimit: null, monthlyLimit: null });
    }
    // Without a limit again, the approver's orders are placed at once.
    expect(saved(await order(approver, 2)).status).toBe('placed');
    // The buyer and the viewer decide nothing.
    const { orderId } = saved(await order(buyer, 100));
    refused(await approve(buyer, orderId), 403, MESSAGES.role);
    refused(await approve(viewer, orderId), 403, MESSAGES.role);
    refused(await reject(viewer, orderId, { reason: 'Hayır.' }), 403, MESSAGES.role);
    expect((await orderIn(buyer, orderId))!.status).toBe('waiting');
  });

  it('shows the buyer only their own orders and offers; the approver and the viewer the company’s', async () => {
    const placedByBuyer = await host.db.value<number>(
      'SELECT COUNT(*) FROM orders WHERE placed_by = ?',
      ids.buyer,
    );
    const companyOrders = await host.db.value<number>(
      'SELECT COUNT(*) FROM orders WHERE user_id = ?',
      ids.company,
    );
    expect(companyOrders).toBeGreaterThan(placedByBuyer);
    const mine = await ordersOf(buyer);
    expect(mine.total).toBe(placedByBuyer);
    expect(new Set(mine.orders.map((o) => o.creator))).toEqual(new Set(['Mert Demir']));
    for (const client of [approver, viewer, admin])
      expect((await ordersOf(client)).total).toBe(companyOrders);

    // Offers likewise: the buyer's own one only.
    await buyer.delete('/api/catalog/cart');
    await buyer.post(`/api/catalog/cart/${ids.product}`, { form: { quantity: 1 } });
    const made = await buyer.post('/api/catalog/cart/offer', { form: { description: 'Alıcının teklifi' } });
    expect(made.status).toBe(200);
    const offerId = (made.json as { offerId: number }).offerId;
    const offersOf = async (client: Client) =>
      (await client.get('/api/catalog/offers?limit=100')).json as { offers: { id: number }[]; total: number };
    expect((await offersOf(buyer)).offers.map((o) => o.id)).toEqual([offerId]);
    const companyOffers = await host.db.value<number>(
      'SELECT COUNT(*) FROM offers WHERE user_id = ?',
      ids.company,
    );
    for (const client of [approver, viewer, admin])
      expect((await offersOf(client)).total).toBe(companyOffers);
    // Another user's order or offer is not the buyer's to see.
    const adminsOrder = await host.db.value<number>(
      'SELECT id FROM orders WHERE placed_by = ? ORDER BY id DESC LIMIT 1',
      ids.company,
    );
    expect((await buyer.get(`/siparis/tamamlandi/${adminsOrder}`)).status).toBe(404);
    expect((await viewer.get(`/siparis/tamamlandi/${adminsOrder}`)).status).toBe(200);
  });

  it('cancels a waiting order for its buyer or a Yönetici, never for the approver', async () => {
    const first = saved(await order(buyer, 100));
    const second = saved(await order(buyer, 100));
    const cancel = (client: Client, id: number) =>
      client.patch(`/api/catalog/order/${id}`, { json: { cancel: true } });
    refused(await cancel(approver, first.orderId), 403, MESSAGES.notCancellable);
    refused(await cancel(viewer, first.orderId), 403, MESSAGES.role);
    expect(await orderIn(buyer, first.orderId)).toEqual(
      expect.objectContaining({ status: 'waiting', isCancel: false }),
    );

    const byBuyer = await cancel(buyer, first.orderId);
    expect(byBuyer.status).toBe(200);
    expect((byBuyer.json as { order: Order }).order.isCancel).toBe(true);
    const byAdmin = await cancel(admin, second.orderId);
    expect(byAdmin.status).toBe(200);
    expect((await orderIn(buyer, second.orderId))!.isCancel).toBe(true);
    // Cancelled, they wait for nobody.
    const queue = await approvals();
    expect(queue.some((a) => [first.orderId, second.orderId].includes(a.order.id))).toBe(false);
    refused(await approve(approver, first.orderId), 404, MESSAGES.notWaiting);
  });

  it('gives the İzleyici an empty cart and refuses their adds', async () => {
    const viewerId = await host.db.value<number>("SELECT id FROM users WHERE username = 'bayi1.izleyici'");
    const unit = await host.db.value<number>(
      'SELECT id FROM product_units WHERE product_id = ? AND is_default = 1',
      ids.product,
    );
    // Even a line left in the table (from before the role changed) is not theirs to see.
    await host.db.run(
      'INSERT INTO cart_items (user_id, product_id, unit_id, quantity, added_at) VALUES (?, ?, ?, 3, ?)',
      viewerId,
      ids.product,
      unit,
      new Date().toISOString(),
    );
    expect((await viewer.get('/api/catalog/cart')).json).toEqual([]);
    refused(
      await viewer.post(`/api/catalog/cart/${ids.product}`, { form: { quantity: 1 } }),
      403,
      MESSAGES.role,
    );
    refused(
      await viewer.post('/api/catalog/cart/batch', {
        json: { lines: [{ productId: ids.product, quantity: 1 }] },
      }),
      403,
      MESSAGES.role,
    );
    refused(
      await viewer.patch(`/api/catalog/cart/${ids.product}`, { json: { quantity: 2 } }),
      403,
      MESSAGES.role,
    );
    refused(
      await viewer.post('/api/catalog/cart', { form: { description: '', advencePrice: '' } }),
      403,
      MESSAGES.role,
    );
    expect(await host.db.value('SELECT quantity FROM cart_items WHERE user_id = ?', viewerId)).toBe(3);
    expect(await host.db.value('SELECT COUNT(*) FROM orders WHERE placed_by = ?', viewerId)).toBe(0);
    const user = await configUser(viewer);
    expect([user.companyRole, user.limits]).toEqual(['izleyici', null]);
  });

  /**
   * Pages (or a page and the socket, or two instances) asking at the same time: each decision is
   * claimed by one of them (repo/members.ts takeOrderNotices claims and reads in one statement).
   */
  it('tells of each decision once, also to pages loaded at the same time', async () => {
    // The buyer in a browser of their own (logging in takes what there was to tell).
    const tabs = await loggedIn(host.url, 'bayi1.satinalma');
    const told: number[] = [];
    for (let round = 0; round < 15; round++) {
      const { orderId } = saved(await order(tabs, 100));
      expect((await approve(approver, orderId)).status).toBe(200);
      const pages = await Promise.all(Array.from({ length: 10 }, () => tabs.get('/hesap/siparisler')));
      told.push(
        pages
          .map((page) => (configOf(page.text).user as { notices: unknown[] }).notices.length)
          .reduce((a, b) => a + b, 0),
      );
    }
    expect(told).toEqual(told.map(() => 1));
  });
});
