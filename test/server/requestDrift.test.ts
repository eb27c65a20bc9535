/**
 * The document and the reference host take the same request bodies. For the rules a backend built
 * from contract/openapi.yaml would otherwise miss (a margin's two decimals, a list name's 1–60 visible
 * characters, a blank username, an offer-customer key, extra keys on a preference), each sample is
 * judged by the document's request schema and sent to the host: both accept it or both refuse it.
 */
import { LIST_NAME_PATTERN } from '../../src/domain/lists/shoppingLists';
import { createValidator, loadDocument } from '../contract/openapi/openApiDocument';
import { Client, insertTestOffer, loggedIn, startHost, type Answer, type TestHost } from './helpers';

const doc = loadDocument();
const validator = createValidator(doc);
const requestSchema = (path: string, method: string) =>
  `#/paths/${path.replace(/\//g, '~1')}/${method}/requestBody/content/application~1json/schema`;

let host: TestHost;
let yonetici: Client;
let offer: { id: number; item: number; orderNo: string };

beforeAll(async () => {
  host = await startHost();
  yonetici = await loggedIn(host.url, 'bayi2');
  const id = await insertTestOffer(host, 'bayi2', [['90960002', 2]]);
  offer = {
    id,
    item: await host.db.value<number>('SELECT id FROM offer_items WHERE offer_id = ?', id),
    orderNo: `TK${100000 + id}`,
  };
});
afterAll(() => host.stop());

/** A host answer that took the body: anything but a 400 (a 404 of a missing record judged the body first). */
const accepted = (answer: Answer) => answer.status !== 400;

async function agree(path: string, method: 'post' | 'patch', body: unknown, send: () => Promise<Answer>) {
  const documentAccepts = validator.check(requestSchema(path, method), body) === null;
  const answer = await send();
  expect({ body, host: accepted(answer) ? 'accepts' : `refuses ${answer.text.slice(0, 120)}` }).toEqual({
    body,
    host: documentAccepts ? 'accepts' : expect.stringMatching(/^refuses/),
  });
}

it("the document's list-name pattern is the domain's", () => {
  const schema = doc.components.schemas.ListCreateRequest as { properties: { name: { pattern: string } } };
  expect(schema.properties.name.pattern).toBe(LIST_NAME_PATTERN);
});

describe('list names', () => {
  it.each([
    'Ataşehir ofis',
    "  $& 'Kablolar'  ",
    'a',
    'x'.repeat(60),
    'x'.repeat(61),
    '',
    '   ',
    'iki\nsatır',
    'görünmez\u200bkarakter',
    '\u00a0ş\u00a0',
  ])('%p', async (name) => {
    const body = { name, shared: false };
    await agree('/api/catalog/lists', 'post', body, () =>
      yonetici.post('/api/catalog/lists', { json: body }),
    );
  });

  it('an extra key', async () => {
    const body = { name: 'Ek alan', shared: false, color: 'red' };
    await agree('/api/catalog/lists', 'post', body, () =>
      yonetici.post('/api/catalog/lists', { json: body }),
    );
  });
});

describe('offer margins', () => {
  it.each([12.5, 12.34, 0, 100, 12.345, 100.01, -1])('%p', async (margin) => {
    const body = { [offer.id]: { [offer.item]: margin } };
    await agree('/api/catalog/offer/update/profit', 'patch', body, () =>
      yonetici.patch('/api/catalog/offer/update/profit', { json: body }),
    );
  });
});

describe('offer customer keys', () => {
  const customer = {
    customerName: 'Ayşe Yılmaz',
    customerEmail: 'ayse@yilmazyapi.com.tr',
    customerCompanyName: 'Yılmaz Yapı Ltd.',
    customerPhone: '05321234567',
  };
  it.each(['OWN', '', 'TK 1', "$&'", 'x'.repeat(31)])('%p', async (key) => {
    const body = { [key === 'OWN' ? offer.orderNo : key]: customer };
    await agree('/api/catalog/offer/update/customer', 'patch', body, () =>
      yonetici.patch('/api/catalog/offer/update/customer', { json: body }),
    );
  });
});

describe('preferences', () => {
  it.each([
    { key: 'locale', value: 'tr' },
    { key: 'locale', value: 'tr', extra: 1 },
    { key: 'productListView', value: 'grid', _csrf: 'x' },
    { key: 'defaultCurrency', value: '1' },
  ])('%p', async (body) => {
    await agree('/api/catalog/settings', 'post', body, () =>
      yonetici.post('/api/catalog/settings', { json: body }),
    );
  });
});

describe('company user names', () => {
  const user = (username: string, n: number) => ({
    name: `Deneme ${n}`,
    username,
    email: `deneme${n}@example.com`,
    phone: '',
    role: 'izleyici',
    orderLimit: null,
    monthlyLimit: null,
    branchIds: [],
  });
  it.each([
    ['bayi2.deneme', 1],
    ['', 2],
    ['   ', 3],
  ])('%p', async (username, n) => {
    const body = user(username as string, n as number);
    await agree('/api/company/users', 'post', body, () =>
      yonetici.post('/api/company/users', { json: body }),
    );
  });
});

describe('company user limits', () => {
  // A limit in kuruş however large: a validator dividing in binary would refuse 140.153.847.759,52.
  it.each([
    [123456.78, 11],
    [140153847759.52, 12],
    [2500.555, 13],
    [0.1 + 0.2, 14],
  ])('%p', async (monthlyLimit, n) => {
    const body = {
      name: `Limit ${n}`,
      username: `bayi2.limit${n}`,
      email: `limit${n}@example.com`,
      phone: '',
      role: 'satinalma',
      orderLimit: null,
      monthlyLimit,
      branchIds: [],
    };
    await agree('/api/company/users', 'post', body, () =>
      yonetici.post('/api/company/users', { json: body }),
    );
  });
});
