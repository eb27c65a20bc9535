/**
 * Who changes a company's offers: the user who made one and the company's Yönetici, as for orders.
 * bayi1.satinalma makes an offer; bayi1.onay (Onaylayıcı) sees the company's offers but may not
 * change, mail or cancel a colleague's; bayi1 (the Yönetici) may. Düzenle only reads an offer into the
 * reader's own cart, so the approver may use it.
 */
import { decode } from '../../src/contract/decode';
import { offerListAnswer } from '../../src/contract/offers';
import { Client, errorType, loggedIn, productId, startHost, type TestHost } from './helpers';

const NOT_YOURS = 'Bu teklifi yalnızca hazırlayan kullanıcı veya bir yönetici değiştirebilir.';
const NOT_YOURS_EN = 'Only the user who prepared this offer or an administrator can change it.';

let host: TestHost;
let maker: Client;
let approver: Client;
let admin: Client;
let offer: { id: number; orderNo: string; itemId: number };

beforeAll(async () => {
  host = await startHost();
  [maker, approver, admin] = await Promise.all([
    loggedIn(host.url, 'bayi1.satinalma'),
    loggedIn(host.url, 'bayi1.onay'),
    loggedIn(host.url, 'bayi1'),
  ]);
  await maker.delete('/api/catalog/cart');
  await maker.post(`/api/catalog/cart/${await productId(host, '90960002')}`, { form: { quantity: 2 } });
  const made = (await maker.post('/api/catalog/cart/offer', { form: { description: 'Teklif $& $1' } }))
    .json as {
    offerId: number;
  };
  const listed = decode(offerListAnswer, (await maker.get('/api/catalog/offers?limit=100')).json);
  const found = listed.offers.find((o) => o.id === made.offerId)!;
  offer = { id: found.id, orderNo: found.orderNo, itemId: found.offerItems[0]!.id };
});
afterAll(() => host.stop());

const customer = {
  customerName: 'Ayşe Kaya',
  customerEmail: 'ayse@ornek.com.tr',
  customerCompanyName: 'Kaya Ltd.',
  customerPhone: '0532 111 22 33',
};
const changes = (client: Client) => ({
  margins: () =>
    client.patch('/api/catalog/offer/update/profit', { json: { [offer.id]: { [offer.itemId]: 12.5 } } }),
  customer: () => client.patch('/api/catalog/offer/update/customer', { json: { [offer.orderNo]: customer } }),
  mail: () => client.patch(`/api/catalog/offer/mail/${offer.id}`),
  cancel: () => client.patch(`/api/catalog/offer/${offer.id}`, { json: { cancel: true } }),
});
const stored = () =>
  host.db.get('SELECT is_cancel, customer_name FROM offers WHERE id = ?', offer.id) as Promise<unknown>;
const mails = () => host.db.value<number>("SELECT COUNT(*) FROM outbox WHERE kind = 'offer'");

describe('a company’s offers are changed by their maker and the Yönetici', () => {
  it('shows the offer to the approver with its maker, and refuses every change of it', async () => {
    const listed = decode(offerListAnswer, (await approver.get('/api/catalog/offers?limit=100')).json);
    const seen = listed.offers.find((o) => o.id === offer.id)!;
    const makerId = await host.db.value<number>("SELECT id FROM users WHERE username = 'bayi1.satinalma'");
    expect(seen.createdBy).toBe(makerId);
    const before = { offer: await stored(), mails: await mails() };
    for (const [name, change] of Object.entries(changes(approver))) {
      const answer = await change();
      expect([name, answer.status, errorType(answer)]).toEqual([name, 403, NOT_YOURS]);
    }
    expect({ offer: await stored(), mails: await mails() }).toEqual(before);
    const margin = await host.db.value<number>('SELECT profit FROM offer_items WHERE id = ?', offer.itemId);
    expect(margin).not.toBe(12.5);
  });

  it('says so in English to an English reader', async () => {
    await approver.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } });
    try {
      expect(errorType(await changes(approver).cancel())).toBe(NOT_YOURS_EN);
    } finally {
      await approver.post('/api/catalog/settings', { json: { key: 'locale', value: 'tr' } });
    }
  });

  it('lets the approver read it into their own cart (Düzenle)', async () => {
    const answer = await approver.patch(`/api/catalog/offer/edit/${offer.id}`);
    expect(answer.status).toBe(200);
    expect((await approver.get('/api/catalog/cart')).json).toHaveLength(1);
    await approver.delete('/api/catalog/cart');
  });

  it('lets its maker change it, and the Yönetici cancel it', async () => {
    const mine = changes(maker);
    for (const change of [mine.margins, mine.customer, mine.mail]) expect((await change()).status).toBe(200);
    expect((await changes(admin).cancel()).status).toBe(200);
    expect(await stored()).toEqual({ is_cancel: 1, customer_name: 'Ayşe Kaya' });
  });
});
