/**
 * What the saved shopping lists' host suites share (/api/catalog/lists): the routes, the
 * messages, a host of the demo store with its users logged in, the demo's lists, products and units
 * by name, and the calls and database reads the tests make.
 *
 * A suite calls setUpListsHost() once at its top: it starts the host and logs in before the suite's
 * tests and stops it after them. The host and the clients are this module's bindings, set by that
 * beforeAll (read them inside tests only); `ids`, `P` and `units` are filled in there too. Jest
 * loads the module anew for each test file, so every suite has its own host and its own `answered`.
 *
 * The demo: bayi1.satinalma owns the shared 'Kadıköy şantiyesi – aylık' (8 lines, 752101 without stock),
 * bayi1 (the Yönetici) the private 'Depo takviyesi'; bayi1.onay is an Onaylayıcı, bayi1.izleyici an
 * İzleyici; bayi2 is another company; yonetici the store's administrator.
 */
import {
  listDetailAnswer,
  listLinesAddedAnswer,
  listSavedAnswer,
  listsAnswer,
  type ListDetailAnswer,
  type ListLineRequest,
  type ListSummary,
} from '../../src/contract/lists';
import { decode } from '../../src/contract/decode';
import { Client, errorType, productId, startHost, type Answer, type Body, type TestHost } from './helpers';

export const LISTS = '/api/catalog/lists';
export const listPath = (id: number) => `${LISTS}/${id}`;
export const linesPath = (id: number) => `${LISTS}/${id}/lines`;
export const linePath = (id: number, lineId: number) => `${LISTS}/${id}/lines/${lineId}`;

export const MESSAGES = {
  notFound: 'Liste bulunamadı.',
  lineNotFound: 'Bu ürün listede bulunmuyor.',
  readOnly: 'Bu listeyi yalnızca sahibi değiştirebilir.',
  name: 'Liste adı geçersiz. Lütfen 1-60 karakterlik bir ad girin.',
  note: 'Not geçersiz. En fazla 200 karakter, tek satır olabilir.',
  quantity: 'Miktar 1 ile 100 arasında olmalıdır.',
  unit: 'Ürün birimi bulunamadı.',
  product: 'Ürün bulunamadı.',
  variant: 'Varyant Seçiniz!',
  role: 'Rolünüz bu işleme izin vermiyor.',
  admin: 'Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.',
  login: 'Bu işlem için giriş yapmalısınız.',
  csrf: 'Güvenlik doğrulaması başarısız oldu. Lütfen sayfayı yenileyip tekrar deneyin.',
  badRequest: 'İstek geçersiz. Lütfen bilgileri kontrol edip tekrar deneyin.',
} as const;

/** Every answer a list call got in this test file: each must be no-store (checked by its last test). */
export const answered: { call: string; status: number; cacheControl: string | null }[] = [];

/** A client that remembers the Cache-Control of every list call it makes. */
export class ListClient extends Client {
  override async request(
    method: string,
    url: string,
    body?: Body,
    headers?: Record<string, string>,
  ): Promise<Answer> {
    const answer = await super.request(method, url, body, headers);
    if (url.startsWith(LISTS))
      answered.push({
        call: `${method} ${url}`,
        status: answer.status,
        cacheControl: answer.headers.get('cache-control'),
      });
    return answer;
  }
}

export let host: TestHost;
export let yonetici: ListClient; // bayi1, the company's Yönetici
export let buyer: ListClient; // bayi1.satinalma
export let approver: ListClient; // bayi1.onay
export let viewer: ListClient; // bayi1.izleyici
export let other: ListClient; // bayi2, another company's Yönetici
export let admin: ListClient; // yonetici, the store's administrator
export let anonymous: ListClient;

export const ids = {
  /** The shared 'Kadıköy şantiyesi – aylık' of bayi1.satinalma. */
  shared: 0,
  /** bayi1's private 'Depo takviyesi'. */
  depot: 0,
  users: { bayi1: 0, buyer: 0, approver: 0 },
};
/** Products by code. */
export const P: Record<string, number> = {};
/** Units of a product by name (ADET, PAKET, KOLİ). */
export const units: Record<string, Record<string, number>> = {};

async function login(username: string): Promise<ListClient> {
  const client = new ListClient(host.url);
  const answer = await client.login(username);
  if (answer.status !== 303) throw new Error(`login of ${username} failed: ${answer.status}`);
  return client;
}

/** Starts the demo store's host and logs its users in before the suite's tests; stops it after them. */
export function setUpListsHost(): void {
  beforeAll(async () => {
    host = await startHost();
    [yonetici, buyer, approver, viewer, other, admin] = await Promise.all([
      login('bayi1'),
      login('bayi1.satinalma'),
      login('bayi1.onay'),
      login('bayi1.izleyici'),
      login('bayi2'),
      login('yonetici'),
    ]);
    anonymous = new ListClient(host.url);
    await anonymous.page('/');
    const db = host.db;
    const listId = (name: string) => db.value<number>('SELECT id FROM shopping_lists WHERE name = ?', name);
    ids.shared = await listId('Kadıköy şantiyesi – aylık');
    ids.depot = await listId('Depo takviyesi');
    const userId = (username: string) =>
      db.value<number>('SELECT id FROM users WHERE username = ?', username);
    ids.users = {
      bayi1: await userId('bayi1'),
      buyer: await userId('bayi1.satinalma'),
      approver: await userId('bayi1.onay'),
    };
    for (const code of [
      '90960002',
      '90960004',
      '90960005',
      '90440006',
      '90440001',
      '90440007',
      '752101',
      'EZ9F14116',
      'CorePro-LEDbulb',
    ]) {
      P[code] = await productId(host, code);
      const rows = await db.all<{ id: number; name: string }>(
        'SELECT id, name FROM product_units WHERE product_id = ?',
        P[code],
      );
      units[code] = Object.fromEntries(rows.map((r) => [r.name, r.id]));
    }
  });
  afterAll(() => host.stop());
}

// ---------------------------------------------------------------- helpers

const describeAnswer = (answer: Answer) => `${answer.status} ${answer.text.slice(0, 300)}`;

/** The answer's body after a 200 (else the test fails naming what came). */
export function ok(answer: Answer): unknown {
  if (answer.status !== 200) throw new Error(`expected 200, got ${describeAnswer(answer)}`);
  return answer.json;
}

/** A refusal: its status and the message of the spec's error shape. */
export function refused(answer: Answer, status: number, message: string): void {
  expect({ status: answer.status, message: errorType(answer) }).toEqual({ status, message });
}

export const lists = async (client: Client) => decode(listsAnswer, ok(await client.get(LISTS))).lists;
export const detail = async (client: Client, id: number): Promise<ListDetailAnswer> =>
  decode(listDetailAnswer, ok(await client.get(listPath(id))));
export const create = async (client: Client, name: string, shared = false): Promise<ListSummary> =>
  decode(listSavedAnswer, ok(await client.post(LISTS, { json: { name, shared } }))).list;
export const addLines = async (client: Client, id: number, lines: ListLineRequest[]) =>
  decode(listLinesAddedAnswer, ok(await client.post(linesPath(id), { json: { lines } })));

/** A list's lines as the database keeps them, in order: what no refused call may change. */
export const storedLines = (id: number) =>
  host.db.all<{ id: number; product_id: number; unit_id: number; quantity: number; note: string }>(
    'SELECT id, product_id, unit_id, quantity, note FROM shopping_list_lines WHERE list_id = ? ORDER BY position, id',
    id,
  );
export const storedList = (id: number) =>
  host.db.get<{ name: string; shared: number; owner_id: number }>(
    'SELECT name, shared, owner_id FROM shopping_lists WHERE id = ?',
    id,
  );
export const listCount = () => host.db.value<number>('SELECT COUNT(*) FROM shopping_lists');

/** Sets a user's saved language, runs `body`, and puts Turkish back. */
export async function inEnglish(client: Client, body: () => Promise<void>): Promise<void> {
  expect((await client.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } })).status).toBe(
    200,
  );
  try {
    await body();
  } finally {
    await client.post('/api/catalog/settings', { json: { key: 'locale', value: 'tr' } });
  }
}
