/**
 * Every way of ordering ends in one order service, which judges the order by the buyer's limits and
 * branch as they are when it is placed, inside the buyer's lock. bayi1.satinalma (Satın Alma, granted
 * the Kadıköy branch only) buys; bayi1 (the Yönetici) sets the limits and grants; bayi1.onay approves.
 * A cart filled by an add, a reorder (the batch), a saved list or an offer's Düzenle is judged the same,
 * whether it is ordered on account or paid by card, and a card payment authorised earlier is judged
 * again when it completes.
 */
import { companyUsersAnswer, type CompanyUser } from '../../src/contract/company';
import { decode } from '../../src/contract/decode';
import { paymentResultDecoder } from '../../src/contract/payment';
import {
  Client,
  configOf,
  errorType,
  loggedIn,
  placeholderProps,
  productId,
  startHost,
  type TestHost,
} from './helpers';

const MESSAGES = {
  approvalNoCard: 'Onaya gidecek bir sipariş kartla ödenemez; siparişi onaya gönderin.',
  branchRequired: 'Siparişi vereceğiniz şubeyi seçiniz.',
  branchRequiredEn: 'Choose the branch you are ordering for.',
} as const;
const CARD = { ccno: '4355 0843 5508 4358', ccv: '123', expiry: '12/39', holder: 'MERT DEMIR' };

let host: TestHost;
let buyer: Client;
let admin: Client;
let approver: Client;
let ids: { buyer: number; product: number };

beforeAll(async () => {
  host = await startHost();
  [buyer, admin, approver] = await Promise.all([
    loggedIn(host.url, 'bayi1.satinalma'),
    loggedIn(host.url, 'bayi1'),
    loggedIn(host.url, 'bayi1.onay'),
  ]);
  ids = {
    buyer: await host.db.value<number>("SELECT id FROM users WHERE username = 'bayi1.satinalma'"),
    product: await productId(host, '90960002'),
  };
  await buyer.page('/');
});
afterAll(() => host.stop());

type Config = {
  user: {
    limits: { monthlyUsed: number } | null;
    currentBranch: number | null;
    branchRequired: boolean;
    branches: { id: number; name: string }[];
  };
};
const configUser = async (client: Client) =>
  (configOf((await client.page('/')).text) as unknown as Config).user;

/** The Yönetici's form for the buyer, changed by `change` (limits, branch grants). */
async function saveBuyer(change: Partial<Pick<CompanyUser, 'orderLimit' | 'monthlyLimit' | 'branchIds'>>) {
  const users = decode(companyUsersAnswer, (await admin.get('/api/company/users')).json).users;
  const { name, username, email, phone, role, orderLimit, monthlyLimit, branchIds } = users.find(
    (u) => u.id === ids.buyer,
  )!;
  const form = { name, username, email, phone, role, orderLimit, monthlyLimit, branchIds, ...change };
  const answer = await admin.patch(`/api/company/users/${ids.buyer}`, { json: form });
  expect(answer.status).toBe(200);
}

/** Sets the monthly limit to what this month's orders took plus `room` TL. */
async function monthlyRoom(room: number) {
  // The month's use is counted while a monthly limit is set.
  await saveBuyer({ orderLimit: null, monthlyLimit: 10_000_000 });
  const used = (await configUser(buyer)).limits?.monthlyUsed ?? 0;
  await saveBuyer({ orderLimit: null, monthlyLimit: Math.round((used + room) * 100) / 100 });
}

/** The card checkout page as the widget shows it: what it pays, and the amount. */
async function cardCheckout() {
  const props = placeholderProps((await buyer.page('/sepet/odeme/kart')).text, 'Checkout') as {
    amount: number;
    paymentType: 'order' | 'pay';
  };
  expect(props.paymentType).toBe('order');
  return props;
}

const frame = () => {
  const client = new Client(host.paymentUrl, { Origin: host.paymentUrl });
  client.cookies = buyer.cookies;
  client.csrf = buyer.csrf;
  return client;
};
async function authorise(amount: number) {
  const bin = (await buyer.post('/api/catalog/bin-control', { form: { binNumber: '43550843' } })).json as {
    plans: { id: number; installment: number }[];
  };
  const plan = bin.plans.find((p) => p.installment === 1)!;
  return frame().post('/payment/api/authorize', {
    json: {
      ...CARD,
      paymentType: 'order',
      plan: plan.id,
      installment: 1,
      amount,
      description: '',
      advencePrice: '',
    },
  });
}
const complete = (transactionId: string) =>
  frame().post('/payment/api/complete', { json: { transactionId, code: '123456' } });

const orderCount = () => host.db.value<number>('SELECT COUNT(*) FROM orders WHERE placed_by = ?', ids.buyer);
const cartOf = async () => (await buyer.get('/api/catalog/cart')).json as unknown[];
const fill = async (quantity: number) => {
  await buyer.delete('/api/catalog/cart');
  expect((await buyer.post(`/api/catalog/cart/${ids.product}`, { form: { quantity } })).status).toBe(200);
};
const orderOnAccount = () =>
  buyer.post('/api/catalog/cart', { form: { description: 'Aylık', advencePrice: '' } });
const cancel = (orderId: number) => buyer.patch(`/api/catalog/order/${orderId}`, { json: { cancel: true } });

describe('the monthly limit holds on every path', () => {
  afterEach(() => saveBuyer({ orderLimit: 10000, monthlyLimit: null }));

  it('judges a card payment again when it completes: two authorisations cannot both go over the month', async () => {
    await fill(4);
    const { amount } = await cardCheckout();
    // Room for one such order this month, not for two.
    await monthlyRoom(amount * 1.5);
    const form = { description: 'İki sekme', advencePrice: 'advencePrice5', _csrf: buyer.csrf };
    expect((await buyer.post('/sepet/odeme', { form })).status).toBe(303);
    const card = await cardCheckout();
    const a = await authorise(card.amount);
    const b = await authorise(card.amount);
    expect([a.status, b.status]).toEqual([200, 200]);
    const first = decode(
      paymentResultDecoder,
      (await complete((a.json as { transactionId: string }).transactionId)).json,
    );
    expect(first.order).toMatchObject({ status: 'placed', total: card.amount });
    // The same cart again, through the same form: only the month's limit now stands in the way.
    const before = await orderCount();
    await fill(4);
    expect((await buyer.post('/sepet/odeme', { form: { ...form, _csrf: buyer.csrf } })).status).toBe(303);
    const second = await complete((b.json as { transactionId: string }).transactionId);
    expect({ status: second.status, message: errorType(second) }).toEqual({
      status: 403,
      message: MESSAGES.approvalNoCard,
    });
    expect(await orderCount()).toBe(before);
    expect(await cartOf()).toHaveLength(1);
    // A new authorisation of that cart is refused before the bank's step, with the same words.
    expect(errorType(await authorise((await cardCheckout()).amount))).toBe(MESSAGES.approvalNoCard);
    expect((await cancel(first.orderId!)).status).toBe(200);
  });

  it('judges a card payment by the per-order limit at completion too', async () => {
    await saveBuyer({ orderLimit: 10000, monthlyLimit: null });
    await fill(2);
    const { amount } = await cardCheckout();
    const tx = (await authorise(amount)).json as { transactionId: string };
    // The Yönetici lowers the limit while the customer is at the bank's step.
    await saveBuyer({ orderLimit: Math.floor(amount / 2) });
    const before = await orderCount();
    const refused = await complete(tx.transactionId);
    expect({ status: refused.status, message: errorType(refused) }).toEqual({
      status: 403,
      message: MESSAGES.approvalNoCard,
    });
    expect(await orderCount()).toBe(before);
  });

  /** The ways a cart is filled besides a single add: each ends in the same cart, judged the same. */
  const fillers: [string, () => Promise<void>][] = [
    [
      'a reorder (the batch)',
      async () => {
        await buyer.delete('/api/catalog/cart');
        const lines = [{ productId: ids.product, quantity: 3, unit: await defaultUnit() }];
        expect((await buyer.post('/api/catalog/cart/batch', { json: { lines } })).status).toBe(200);
      },
    ],
    [
      'a saved list put into the cart',
      async () => {
        await buyer.delete('/api/catalog/cart');
        const created = await buyer.post('/api/catalog/lists', {
          json: { name: `Ay sonu $& ${Date.now()}` },
        });
        const listId = (created.json as { list: { id: number } }).list.id;
        await buyer.post(`/api/catalog/lists/${listId}/lines`, {
          json: { lines: [{ productId: ids.product, quantity: 3 }] },
        });
        const { lines } = (await buyer.get(`/api/catalog/lists/${listId}`)).json as {
          lines: { product: { id: number }; unitId: number; quantity: number }[];
        };
        const batch = lines.map((l) => ({ productId: l.product.id, quantity: l.quantity, unit: l.unitId }));
        expect((await buyer.post('/api/catalog/cart/batch', { json: { lines: batch } })).status).toBe(200);
      },
    ],
    [
      'an offer’s Düzenle',
      async () => {
        await fill(3);
        const offer = (await buyer.post('/api/catalog/cart/offer', { form: { description: 'Teklif' } }))
          .json as {
          offerId: number;
        };
        expect((await buyer.patch(`/api/catalog/offer/edit/${offer.offerId}`)).status).toBe(200);
      },
    ],
  ];
  const defaultUnit = async () =>
    host.db.value<number>(
      'SELECT id FROM product_units WHERE product_id = ? AND is_default = 1',
      ids.product,
    );

  it.each(fillers)(
    'sends an order over the month for approval, and refuses its card payment, after %s',
    async (_, filler) => {
      await filler();
      expect(await cartOf()).toHaveLength(1);
      const { amount } = await cardCheckout();
      await monthlyRoom(amount / 2);
      expect(errorType(await authorise(amount))).toBe(MESSAGES.approvalNoCard);
      const saved = (await orderOnAccount()).json as { orderId: number; status: string };
      expect(saved.status).toBe('waiting');
      expect((await cancel(saved.orderId)).status).toBe(200);
    },
  );

  it('places a waiting order only by an approver’s decision, which the month’s limit does not undo', async () => {
    await fill(3);
    const { amount } = await cardCheckout();
    await monthlyRoom(amount / 2);
    const saved = (await orderOnAccount()).json as { orderId: number; status: string };
    expect(saved.status).toBe('waiting');
    const decided = await approver.post(`/api/company/approvals/${saved.orderId}/approve`);
    expect(decided.status).toBe(200);
    expect((decided.json as { order: { status: string } }).order.status).toBe('placed');
    // What the approved order took counts: the next one waits too.
    await fill(1);
    expect(((await orderOnAccount()).json as { status: string }).status).toBe('waiting');
  });
});

describe('a buyer granted some branches only orders for one of them', () => {
  const branchesOf = async () =>
    await host.db.all<{ id: number; name: string }>(
      'SELECT b.id, b.name FROM branches b JOIN users u ON u.id = b.user_id WHERE u.username = ? ORDER BY b.id',
      'bayi1',
    );
  const forget = () => host.db.run("DELETE FROM preferences WHERE user_id = ? AND key = 'branch'", ids.buyer);
  const branchOf = (orderId: number) =>
    host.db.value<number | null>('SELECT branch_id FROM orders WHERE id = ?', orderId);
  afterAll(async () => {
    await saveBuyer({ branchIds: [(await branchesOf())[0]!.id] });
    await forget();
  });

  it('orders for the one branch granted when none is chosen, and says so in the config block', async () => {
    const [kadikoy] = await branchesOf();
    await saveBuyer({ branchIds: [kadikoy!.id], orderLimit: null, monthlyLimit: null });
    await forget();
    expect(await configUser(buyer)).toMatchObject({ branchRequired: true, currentBranch: kadikoy!.id });
    await fill(1);
    const saved = (await orderOnAccount()).json as { orderId: number; status: string };
    expect(saved.status).toBe('placed');
    expect(await branchOf(saved.orderId)).toBe(kadikoy!.id);
    // By card too.
    await fill(1);
    const tx = (await authorise((await cardCheckout()).amount)).json as { transactionId: string };
    const paid = decode(paymentResultDecoder, (await complete(tx.transactionId)).json);
    expect(await branchOf(paid.orderId!)).toBe(kadikoy!.id);
  });

  it('refuses an order without a branch when several are granted, in the visitor’s language, until one is chosen', async () => {
    const branches = await branchesOf();
    expect(branches.length).toBeGreaterThan(1);
    await saveBuyer({ branchIds: branches.map((b) => b.id) });
    await forget();
    expect(await configUser(buyer)).toMatchObject({ branchRequired: true, currentBranch: null });
    await fill(1);
    const before = await orderCount();
    expect(errorType(await orderOnAccount())).toBe(MESSAGES.branchRequired);
    expect(errorType(await authorise((await cardCheckout()).amount))).toBe(MESSAGES.branchRequired);
    await buyer.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } });
    expect(errorType(await orderOnAccount())).toBe(MESSAGES.branchRequiredEn);
    await buyer.post('/api/catalog/settings', { json: { key: 'locale', value: 'tr' } });
    expect(await orderCount()).toBe(before);
    expect(await cartOf()).toHaveLength(1);

    const chosen = branches[1]!;
    expect(
      (await buyer.post('/api/catalog/settings', { json: { key: 'branch', value: chosen.id } })).status,
    ).toBe(200);
    expect((await configUser(buyer)).currentBranch).toBe(chosen.id);
    const saved = (await orderOnAccount()).json as { orderId: number };
    expect(await branchOf(saved.orderId)).toBe(chosen.id);
  });

  it('lets a buyer free to order for any branch order for none', async () => {
    await saveBuyer({ branchIds: [] });
    await forget();
    expect(await configUser(buyer)).toMatchObject({ branchRequired: false, currentBranch: null });
    await fill(1);
    const saved = (await orderOnAccount()).json as { orderId: number; status: string };
    expect(saved.status).toBe('placed');
    expect(await branchOf(saved.orderId)).toBeNull();
  });
});
