/**
 * Issue 25: saved shopping lists (/api/catalog/lists) as the host keeps them: every route's happy path,
 * the rules of names, notes, quantities and units, a batch of lines answered line by line, who sees and
 * who changes a list (the owner; the company when shared; the Yönetici for a shared one), the access
 * table's refusals, CSRF, no-store on every answer, and two adds of one product at the same moment.
 * The limits (1,000 lines, 100 lists) are in shoppingListsLimits.test.ts, on a larger catalogue.
 *
 * The demo: bayi1.satinalma owns the shared 'Kadıköy şantiyesi – aylık' (8 lines, 752101 without stock),
 * bayi1 (the Yönetici) the private 'Depo takviyesi'; bayi1.onay is an Onaylayıcı, bayi1.izleyici an
 * İzleyici; bayi2 is another company; yonetici the store's administrator.
 */
import {
  listDeletedAnswer,
  listDetailAnswer,
  listLinesAddedAnswer,
  listLineSavedAnswer,
  listSavedAnswer,
  listsAnswer,
  type ListDetailAnswer,
  type ListLineRequest,
  type ListSummary,
} from '../../src/contract/lists';
import { decode } from '../../src/contract/decode';
import { Client, errorType, productId, startHost, type Answer, type Body, type TestHost } from './helpers';

const LISTS = '/api/catalog/lists';
const listPath = (id: number) => `${LISTS}/${id}`;
const linesPath = (id: number) => `${LISTS}/${id}/lines`;
const linePath = (id: number, lineId: number) => `${LISTS}/${id}/lines/${lineId}`;

const MESSAGES = {
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

/** Every answer a list call got in this file: each must be no-store (checked by the last test). */
const answered: { call: string; status: number; cacheControl: string | null }[] = [];

/** A client that remembers the Cache-Control of every list call it makes. */
class ListClient extends Client {
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

let host: TestHost;
let yonetici: ListClient; // bayi1, the company's Yönetici
let buyer: ListClient; // bayi1.satinalma
let approver: ListClient; // bayi1.onay
let viewer: ListClient; // bayi1.izleyici
let other: ListClient; // bayi2, another company's Yönetici
let admin: ListClient; // yonetici, the store's administrator
let anonymous: ListClient;

const ids = {
  /** The shared 'Kadıköy şantiyesi – aylık' of bayi1.satinalma. */
  shared: 0,
  /** bayi1's private 'Depo takviyesi'. */
  depot: 0,
  users: { bayi1: 0, buyer: 0, approver: 0 },
};
/** Products by code. */
const P: Record<string, number> = {};
/** Units of a product by name (ADET, PAKET, KOLİ). */
const units: Record<string, Record<string, number>> = {};

async function login(username: string): Promise<ListClient> {
  const client = new ListClient(host.url);
  const answer = await client.login(username);
  if (answer.status !== 303) throw new Error(`login of ${username} failed: ${answer.status}`);
  return client;
}

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
  const userId = (username: string) => db.value<number>('SELECT id FROM users WHERE username = ?', username);
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

// ---------------------------------------------------------------- helpers

const describeAnswer = (answer: Answer) => `${answer.status} ${answer.text.slice(0, 300)}`;

/** The answer's body after a 200 (else the test fails naming what came). */
function ok(answer: Answer): unknown {
  if (answer.status !== 200) throw new Error(`expected 200, got ${describeAnswer(answer)}`);
  return answer.json;
}

/** A refusal: its status and the message of the spec's error shape. */
function refused(answer: Answer, status: number, message: string): void {
  expect({ status: answer.status, message: errorType(answer) }).toEqual({ status, message });
}

const lists = async (client: Client) => decode(listsAnswer, ok(await client.get(LISTS))).lists;
const detail = async (client: Client, id: number): Promise<ListDetailAnswer> =>
  decode(listDetailAnswer, ok(await client.get(listPath(id))));
const create = async (client: Client, name: string, shared = false): Promise<ListSummary> =>
  decode(listSavedAnswer, ok(await client.post(LISTS, { json: { name, shared } }))).list;
const addLines = async (client: Client, id: number, lines: ListLineRequest[]) =>
  decode(listLinesAddedAnswer, ok(await client.post(linesPath(id), { json: { lines } })));

/** A list's lines as the database keeps them, in order: what no refused call may change. */
const storedLines = (id: number) =>
  host.db.all<{ id: number; product_id: number; unit_id: number; quantity: number; note: string }>(
    'SELECT id, product_id, unit_id, quantity, note FROM shopping_list_lines WHERE list_id = ? ORDER BY position, id',
    id,
  );
const storedList = (id: number) =>
  host.db.get<{ name: string; shared: number; owner_id: number }>(
    'SELECT name, shared, owner_id FROM shopping_lists WHERE id = ?',
    id,
  );
const listCount = () => host.db.value<number>('SELECT COUNT(*) FROM shopping_lists');

/** Sets a user's saved language, runs `body`, and puts Turkish back. */
async function inEnglish(client: Client, body: () => Promise<void>): Promise<void> {
  expect((await client.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } })).status).toBe(
    200,
  );
  try {
    await body();
  } finally {
    await client.post('/api/catalog/settings', { json: { key: 'locale', value: 'tr' } });
  }
}

// ---------------------------------------------------------------- reading

describe('reading lists', () => {
  it('lists the reader’s own lists and the company’s shared ones, the latest change first', async () => {
    const ofYonetici = await lists(yonetici);
    expect(ofYonetici.map((l) => l.name)).toEqual(['Kadıköy şantiyesi – aylık', 'Depo takviyesi']);
    expect(ofYonetici[0]).toEqual({
      id: ids.shared,
      name: 'Kadıköy şantiyesi – aylık',
      lineCount: 8,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      owner: { id: ids.users.buyer, name: 'Mert Demir' },
      shared: true,
      mine: false,
      // The Yönetici may change a shared list of the company.
      canEdit: true,
    });
    expect(ofYonetici[1]).toEqual(
      expect.objectContaining({
        id: ids.depot,
        lineCount: 3,
        owner: { id: ids.users.bayi1, name: 'Yıldız Elektrik Taahhüt Ltd. Şti.' },
        shared: false,
        mine: true,
        canEdit: true,
      }),
    );
    expect(Date.parse(ofYonetici[0]!.updatedAt)).toBeGreaterThan(Date.parse(ofYonetici[1]!.updatedAt));

    // The owner of the shared list: theirs, not the Yönetici's private one.
    expect(await lists(buyer)).toEqual([
      expect.objectContaining({ id: ids.shared, mine: true, canEdit: true, shared: true }),
    ]);
    // Those who only see it: read only.
    for (const reader of [approver, viewer])
      expect(await lists(reader)).toEqual([
        expect.objectContaining({ id: ids.shared, mine: false, canEdit: false }),
      ]);
    // Another company has none of them.
    expect(await lists(other)).toEqual([]);
  });

  it('shows a list with its lines in order and whole products, stock or none', async () => {
    const { list, lines } = await detail(viewer, ids.shared);
    expect(list).toEqual(expect.objectContaining({ id: ids.shared, lineCount: 8, canEdit: false }));
    const codes = ['90960004', '90960005', '90440006', 'EZ9F14116'];
    expect(lines.slice(0, 4).map((l) => l.product.code)).toEqual(codes);
    expect(lines.map((l) => l.product.code)).toContain('752101');
    expect(lines).toHaveLength(8);
    expect(new Set(lines.map((l) => l.id)).size).toBe(8);
    expect(lines[0]).toEqual(
      expect.objectContaining({
        unitId: units['90960004']!.ADET,
        quantity: 40,
        note: 'B blok daireler',
      }),
    );
    expect(lines[1]!.note).toBe('');
    // Whole products, as the cart has them: units with prices, stock per warehouse, plan prices.
    for (const line of lines) {
      expect(line.product.units.map((u) => u.id)).toContain(line.unitId);
      expect(line.product.salePrice.value).toBeGreaterThan(0);
      expect(line.product.advencePrice1).toBeDefined();
      expect(Array.isArray(line.product.inventory)).toBe(true);
    }
    const noStock = lines.find((l) => l.product.code === '752101')!;
    expect(noStock.product.quantity).toBe(0);
    expect(noStock.quantity).toBe(6);
    expect(lines[0]!.product.units.map((u) => u.value)).toEqual(['ADET', 'PAKET', 'KOLİ']);
    expect(lines[0]!.product.name).toBe('Viko Karre Topraklı Priz Beyaz');
    expect(lines[3]!.product.units.map((u) => [u.value, u.multiplier])).toEqual([
      ['ADET', 1],
      ['KUTU', 12],
    ]);
  });

  it('names the products in English on an English page', async () => {
    await inEnglish(viewer, async () => {
      const { lines } = await detail(viewer, ids.shared);
      const byCode = new Map(lines.map((l) => [l.product.code, l.product.name]));
      expect(byCode.get('90960004')).toBe('Viko Karre Earthed Socket White');
      expect(byCode.get('EZ9F14116')).toBe('Schneider Electric Easy9 B16 1P 4.5kA Circuit Breaker');
      // No English name: the Turkish one.
      const turkish = await host.db.value<string>('SELECT name FROM products WHERE code = ?', '90960005');
      expect(byCode.get('90960005')).toBe(turkish);
      // The refusals are English too.
      refused(await viewer.get(listPath(ids.depot)), 404, 'List not found.');
    });
    await inEnglish(approver, async () => {
      refused(
        await approver.patch(listPath(ids.shared), { json: { name: 'Yeni' } }),
        403,
        'Only the owner of this list can change it.',
      );
      refused(
        await approver.post(LISTS, { json: { name: ' ' } }),
        400,
        'The list name is not valid. Please enter a name of 1 to 60 characters.',
      );
    });
    expect((await detail(viewer, ids.shared)).lines[0]!.product.name).toBe('Viko Karre Topraklı Priz Beyaz');
  });

  it('serves the lists page to every company user', async () => {
    for (const client of [yonetici, buyer, approver, viewer, other])
      expect((await client.get('/hesap/listeler')).status).toBe(200);
    const page = await anonymous.get('/hesap/listeler');
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toMatch(/^\/account\/login\?returnUrl=/);
  });
});

// ---------------------------------------------------------------- lists

describe('keeping lists', () => {
  it('creates a private list, renames it, shares it and makes it private again', async () => {
    const created = await create(buyer, '  Ataşehir ofis  ');
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Ataşehir ofis',
      lineCount: 0,
      updatedAt: expect.any(String),
      owner: { id: ids.users.buyer, name: 'Mert Demir' },
      shared: false,
      mine: true,
      canEdit: true,
    });
    const id = created.id;
    expect(await storedList(id)).toEqual({ name: 'Ataşehir ofis', shared: 0, owner_id: ids.users.buyer });
    // The newest change comes first; it is the owner's alone.
    expect((await lists(buyer))[0]!.id).toBe(id);
    expect((await lists(yonetici)).map((l) => l.id)).not.toContain(id);
    refused(await yonetici.get(listPath(id)), 404, MESSAGES.notFound);

    const renamed = decode(
      listSavedAnswer,
      ok(await buyer.patch(listPath(id), { json: { name: 'Ataşehir ofisi ' } })),
    ).list;
    expect(renamed).toEqual(expect.objectContaining({ id, name: 'Ataşehir ofisi', shared: false }));
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const shared = decode(
      listSavedAnswer,
      ok(await buyer.patch(listPath(id), { json: { shared: true } })),
    ).list;
    expect(shared).toEqual(expect.objectContaining({ name: 'Ataşehir ofisi', shared: true }));
    expect((await lists(yonetici)).find((l) => l.id === id)).toEqual(
      expect.objectContaining({ mine: false, canEdit: true, shared: true }),
    );
    expect((await lists(viewer)).find((l) => l.id === id)).toEqual(
      expect.objectContaining({ mine: false, canEdit: false }),
    );
    expect((await detail(approver, id)).list.canEdit).toBe(false);

    const both = decode(
      listSavedAnswer,
      ok(await buyer.patch(listPath(id), { json: { name: 'Ataşehir', shared: false } })),
    ).list;
    expect(both).toEqual(expect.objectContaining({ name: 'Ataşehir', shared: false }));
    refused(await yonetici.get(listPath(id)), 404, MESSAGES.notFound);
    refused(await viewer.get(listPath(id)), 404, MESSAGES.notFound);
    expect((await lists(viewer)).map((l) => l.id)).not.toContain(id);

    // Created shared: the company sees it at once.
    const open = await create(approver, 'Onay bekleyenler', true);
    expect(open).toEqual(expect.objectContaining({ shared: true, mine: true }));
    expect((await lists(viewer)).map((l) => l.id)).toContain(open.id);

    expect(decode(listDeletedAnswer, ok(await buyer.delete(listPath(id))))).toEqual({ success: true });
    expect(decode(listDeletedAnswer, ok(await approver.delete(listPath(open.id))))).toEqual({
      success: true,
    });
    refused(await buyer.get(listPath(id)), 404, MESSAGES.notFound);
    refused(await buyer.delete(listPath(id)), 404, MESSAGES.notFound);
    expect(await storedList(id)).toBeUndefined();
  });

  it('duplicates a list the reader sees as a private copy of their own, notes and all', async () => {
    const before = await storedLines(ids.shared);
    const copy = decode(
      listSavedAnswer,
      ok(await approver.post(`${listPath(ids.shared)}/duplicate`, { json: { name: ' Kadıköy kopyası ' } })),
    ).list;
    expect(copy).toEqual(
      expect.objectContaining({
        name: 'Kadıköy kopyası',
        lineCount: 8,
        owner: { id: ids.users.approver, name: 'Elif Yıldız' },
        shared: false,
        mine: true,
        canEdit: true,
      }),
    );
    expect(copy.id).not.toBe(ids.shared);
    const strip = (rows: typeof before) =>
      rows.map(({ product_id, unit_id, quantity, note }) => ({ product_id, unit_id, quantity, note }));
    expect(strip(await storedLines(copy.id))).toEqual(strip(before));
    const shown = await detail(approver, copy.id);
    expect(shown.lines.map((l) => [l.product.code, l.quantity, l.note])).toEqual(
      (await detail(approver, ids.shared)).lines.map((l) => [l.product.code, l.quantity, l.note]),
    );
    // The copy is the reader's alone; the original is as it was.
    refused(await buyer.get(listPath(copy.id)), 404, MESSAGES.notFound);
    refused(await yonetici.get(listPath(copy.id)), 404, MESSAGES.notFound);
    expect(await storedLines(ids.shared)).toEqual(before);
    expect(await storedList(ids.shared)).toEqual(expect.objectContaining({ shared: 1 }));

    // The copy is changed on its own.
    const first = shown.lines[0]!;
    ok(await approver.patch(linePath(copy.id, first.id), { json: { quantity: 1 } }));
    expect(await storedLines(ids.shared)).toEqual(before);

    // The Yönetici copies their own private list too.
    const own = decode(
      listSavedAnswer,
      ok(await yonetici.post(`${listPath(ids.depot)}/duplicate`, { json: { name: 'Depo takviyesi 2' } })),
    ).list;
    expect(own).toEqual(expect.objectContaining({ lineCount: 3, shared: false, mine: true }));

    // Another's private list is not there to copy.
    const count = await listCount();
    refused(
      await buyer.post(`${listPath(ids.depot)}/duplicate`, { json: { name: 'Benim deponum' } }),
      404,
      MESSAGES.notFound,
    );
    refused(
      await other.post(`${listPath(ids.shared)}/duplicate`, { json: { name: 'Kadıköy' } }),
      404,
      MESSAGES.notFound,
    );
    refused(
      await approver.post(`${listPath(ids.shared)}/duplicate`, { json: { name: ' ' } }),
      400,
      MESSAGES.name,
    );
    expect(await listCount()).toBe(count);

    ok(await approver.delete(listPath(copy.id)));
    ok(await yonetici.delete(listPath(own.id)));
    expect(await storedLines(copy.id)).toEqual([]);
  });
});

// ---------------------------------------------------------------- lines

describe('a list’s lines', () => {
  it('adds lines, merges a product added again as the cart merges units, changes and removes lines', async () => {
    const id = (await create(buyer, 'Satır denemesi')).id;
    const newer = (await create(buyer, 'Daha yeni')).id;
    expect((await lists(buyer)).map((l) => l.id).slice(0, 2)).toEqual([newer, id]);
    const added = await addLines(buyer, id, [
      { productId: P['90960002']!, quantity: 5 },
      { productId: P['90960004']!, quantity: 2, unit: units['90960004']!.PAKET, note: ' Koridor ' },
    ]);
    expect(added.results).toEqual([
      { productId: P['90960002'], ok: true },
      { productId: P['90960004'], ok: true },
    ]);
    expect(added.list).toEqual(expect.objectContaining({ id, lineCount: 2 }));
    // A change of its lines is a change of the list: it comes first again.
    expect((await lists(buyer)).map((l) => l.id).slice(0, 2)).toEqual([id, newer]);
    ok(await buyer.delete(listPath(newer)));
    expect(added.lines.map((l) => [l.product.id, l.unitId, l.quantity, l.note])).toEqual([
      // No unit named: the product's default unit.
      [P['90960002'], units['90960002']!.ADET, 5, ''],
      [P['90960004'], units['90960004']!.PAKET, 2, 'Koridor'],
    ]);

    // Added again in another unit: the pieces go into the line's unit when whole (5 + 10 = 15 ADET) …
    const merged = await addLines(buyer, id, [
      { productId: P['90960002']!, quantity: 1, unit: units['90960002']!.PAKET },
    ]);
    expect(merged.results).toEqual([{ productId: P['90960002'], ok: true }]);
    expect(merged.lines.map((l) => [l.product.id, l.unitId, l.quantity])).toEqual([
      [P['90960002'], units['90960002']!.ADET, 15],
      [P['90960004'], units['90960004']!.PAKET, 2],
    ]);
    // … else into the base unit (2 PAKET + 5 ADET = 25 ADET, never 2.5 PAKET); the note stays.
    const based = await addLines(buyer, id, [{ productId: P['90960004']!, quantity: 5 }]);
    expect(based.lines[1]).toEqual(
      expect.objectContaining({ unitId: units['90960004']!.ADET, quantity: 25, note: 'Koridor' }),
    );
    // In the line's unit: a plain sum; a new note replaces the old one.
    const summed = await addLines(buyer, id, [{ productId: P['90960004']!, quantity: 5, note: 'Salon' }]);
    expect(summed.lines[1]).toEqual(expect.objectContaining({ quantity: 30, note: 'Salon' }));
    // The same product twice in one call: one line.
    const twice = await addLines(buyer, id, [
      { productId: P['90440001']!, quantity: 3 },
      { productId: P['90440001']!, quantity: 4 },
    ]);
    expect(twice.results.every((r) => r.ok)).toBe(true);
    expect(twice.lines.map((l) => [l.product.id, l.quantity])).toEqual([
      [P['90960002'], 15],
      [P['90960004'], 30],
      [P['90440001'], 7],
    ]);
    // A merge beyond 100 is refused as the cart refuses it, and changes nothing.
    const over = await addLines(buyer, id, [{ productId: P['90960002']!, quantity: 90 }]);
    expect(over.results).toEqual([{ productId: P['90960002'], ok: false, message: MESSAGES.quantity }]);
    expect(over.lines[0]!.quantity).toBe(15);
    // No stock, no matter: a list is a plan.
    const noStock = await addLines(buyer, id, [{ productId: P['752101']!, quantity: 100 }]);
    expect(noStock.results).toEqual([{ productId: P['752101'], ok: true }]);
    expect(noStock.list.lineCount).toBe(4);

    // One line's quantity, unit and note.
    const line = twice.lines[2]!;
    const patch = async (change: Record<string, unknown>) =>
      decode(listLineSavedAnswer, ok(await buyer.patch(linePath(id, line.id), { json: change }))).line;
    expect(await patch({ quantity: 9 })).toEqual(
      expect.objectContaining({ id: line.id, quantity: 9, unitId: line.unitId, note: '' }),
    );
    const paket = units['90440001']!.PAKET!;
    expect(await patch({ unit: paket })).toEqual(expect.objectContaining({ quantity: 9, unitId: paket }));
    const noted = await patch({ note: '  Depo rafı 3  ' });
    expect(noted).toEqual(expect.objectContaining({ quantity: 9, unitId: paket, note: 'Depo rafı 3' }));
    expect(noted.product.id).toBe(P['90440001']);
    expect(noted.product.units.length).toBeGreaterThan(1);
    expect(await patch({ quantity: 2, unit: units['90440001']!.ADET, note: '' })).toEqual(
      expect.objectContaining({ quantity: 2, unitId: units['90440001']!.ADET, note: '' }),
    );
    expect((await storedLines(id)).find((l) => l.id === line.id)).toEqual(
      expect.objectContaining({ quantity: 2, unit_id: units['90440001']!.ADET, note: '' }),
    );

    // Removing a line.
    expect(decode(listDeletedAnswer, ok(await buyer.delete(linePath(id, line.id))))).toEqual({
      success: true,
    });
    const after = await detail(buyer, id);
    expect(after.list.lineCount).toBe(3);
    expect(after.lines.map((l) => l.id)).not.toContain(line.id);
    refused(await buyer.delete(linePath(id, line.id)), 404, MESSAGES.lineNotFound);
    refused(await buyer.patch(linePath(id, line.id), { json: { quantity: 1 } }), 404, MESSAGES.lineNotFound);
    // A line of another list is not this list's.
    const sharedLine = (await storedLines(ids.shared))[0]!;
    refused(await buyer.delete(linePath(id, sharedLine.id)), 404, MESSAGES.lineNotFound);
    refused(
      await buyer.patch(linePath(id, sharedLine.id), { json: { quantity: 1 } }),
      404,
      MESSAGES.lineNotFound,
    );
    expect((await storedLines(ids.shared))[0]).toEqual(sharedLine);

    // Deleting the list takes its lines with it.
    ok(await buyer.delete(listPath(id)));
    expect(await storedLines(id)).toEqual([]);
    refused(
      await buyer.post(linesPath(id), { json: { lines: [{ productId: P['90960002'], quantity: 1 }] } }),
      404,
      MESSAGES.notFound,
    );
  });

  it('answers a batch line by line: good lines added, unknown products, variant masters and units refused', async () => {
    const id = (await create(buyer, 'Karışık parti')).id;
    await addLines(buyer, id, [{ productId: P['90960005']!, quantity: 4, note: 'ilk' }]);
    const before = await storedLines(id);
    const batch: ListLineRequest[] = [
      { productId: P['90960002']!, quantity: 2 },
      { productId: 999999, quantity: 1 },
      { productId: P['CorePro-LEDbulb']!, quantity: 1 },
      { productId: P['90440006']!, quantity: 3, unit: units['90440006']!.KOLİ },
      // A unit of another product.
      { productId: P['90440007']!, quantity: 1, unit: units['90960002']!.PAKET },
      // Merges into the line there, its note kept.
      { productId: P['90960005']!, quantity: 1 },
    ];
    const answer = await addLines(buyer, id, batch);
    expect(answer.results).toEqual([
      { productId: P['90960002'], ok: true },
      { productId: 999999, ok: false, message: MESSAGES.product },
      { productId: P['CorePro-LEDbulb'], ok: false, message: MESSAGES.variant },
      { productId: P['90440006'], ok: true },
      { productId: P['90440007'], ok: false, message: MESSAGES.unit },
      { productId: P['90960005'], ok: true },
    ]);
    expect(answer.lines.map((l) => [l.product.id, l.unitId, l.quantity, l.note])).toEqual([
      [P['90960005'], before[0]!.unit_id, 5, 'ilk'],
      [P['90960002'], units['90960002']!.ADET, 2, ''],
      [P['90440006'], units['90440006']!.KOLİ, 3, ''],
    ]);
    expect(answer.list.lineCount).toBe(3);
    const stored = await storedLines(id);
    expect(stored.map((l) => l.product_id)).toEqual([P['90960005'], P['90960002'], P['90440006']]);
    // The first line kept its id (merged in place, not replaced).
    expect(stored[0]!.id).toBe(before[0]!.id);
    // Nothing of another list changed.
    expect(await host.db.value('SELECT COUNT(*) FROM shopping_list_lines WHERE product_id = ?', 999999)).toBe(
      0,
    );

    // An English visitor reads the refusals in English.
    await inEnglish(buyer, async () => {
      const english = await addLines(buyer, id, [
        { productId: 999999, quantity: 1 },
        { productId: P['CorePro-LEDbulb']!, quantity: 1 },
        { productId: P['90440007']!, quantity: 1, unit: 999999 },
        { productId: P['90960002']!, quantity: 99 },
      ]);
      expect(english.results).toEqual([
        { productId: 999999, ok: false, message: 'Product not found.' },
        { productId: P['CorePro-LEDbulb'], ok: false, message: 'Please choose a variant!' },
        { productId: P['90440007'], ok: false, message: 'Product unit not found.' },
        { productId: P['90960002'], ok: false, message: 'The quantity must be between 1 and 100.' },
      ]);
    });
    expect(await storedLines(id)).toEqual(stored);
    ok(await buyer.delete(listPath(id)));
  });

  // A batch whose every line was refused changed nothing: the list's last change stays as it was.
  it('leaves a list as it was, its last change too, when every line of a batch is refused', async () => {
    const older = (await lists(buyer)).find((l) => l.id === ids.shared)!;
    const list = await create(buyer, 'En yeni');
    const answer = await addLines(buyer, ids.shared, [
      { productId: 999999, quantity: 1 },
      { productId: P['CorePro-LEDbulb']!, quantity: 1 },
    ]);
    expect(answer.results.every((r) => !r.ok)).toBe(true);
    try {
      expect(answer.list.updatedAt).toBe(older.updatedAt);
      expect((await lists(buyer)).map((l) => l.id).slice(0, 2)).toEqual([list.id, ids.shared]);
    } finally {
      ok(await buyer.delete(listPath(list.id)));
    }
  });

  it('refuses bad names, notes, quantities, units and batches with 400, changing nothing', async () => {
    const id = (await create(buyer, 'Doğrulama')).id;
    await addLines(buyer, id, [{ productId: P['90960002']!, quantity: 5, note: 'dokunma' }]);
    const [line] = await storedLines(id);
    const count = await listCount();
    const snapshot = async () => ({
      list: await storedList(id),
      lines: await storedLines(id),
      count: await listCount(),
    });
    const before = await snapshot();

    // Names: blank, over 60 characters, invisible or control characters; wrong types.
    const badNames = [
      '',
      '   ',
      'ş'.repeat(61),
      'x'.repeat(241),
      '\u200bListe',
      'Liste\u200d',
      'İki\nsatır',
      'Sekme\tli',
      'B\ufeffOM',
    ];
    for (const name of badNames) {
      const status = 400;
      const create_ = await buyer.post(LISTS, { json: { name } });
      expect({ name, status: create_.status }).toEqual({ name, status });
      expect([MESSAGES.name, 'Geçersiz değer: name.']).toContain(errorType(create_));
      const rename = await buyer.patch(listPath(id), { json: { name } });
      expect({ name, status: rename.status }).toEqual({ name, status });
      const copy = await buyer.post(`${listPath(id)}/duplicate`, { json: { name } });
      expect({ name, status: copy.status }).toEqual({ name, status });
    }
    refused(await buyer.post(LISTS, { json: { name: 'ş'.repeat(61) } }), 400, MESSAGES.name);
    refused(await buyer.post(LISTS, { json: { name: '\u200bListe' } }), 400, MESSAGES.name);
    refused(await buyer.post(LISTS, { json: {} }), 400, 'Geçersiz değer: name.');
    refused(await buyer.post(LISTS, { json: { name: 'Liste', renk: 'mavi' } }), 400, MESSAGES.badRequest);
    expect((await buyer.post(LISTS, { json: { name: 'Liste', shared: 'evet' } })).status).toBe(400);
    refused(await buyer.patch(listPath(id), { json: {} }), 400, MESSAGES.badRequest);
    expect((await buyer.patch(listPath(id), { json: { shared: 'evet' } })).status).toBe(400);
    expect(await snapshot()).toEqual(before);

    // Notes: over 200 characters, or more than one line.
    const badNotes = ['n'.repeat(201), 'bir\nsatır daha', 'sekme\tli', 'sıfır\u200bgenişlik'];
    for (const note of badNotes) {
      refused(
        await buyer.post(linesPath(id), {
          json: { lines: [{ productId: P['90960004'], quantity: 1, note }] },
        }),
        400,
        MESSAGES.note,
      );
      refused(await buyer.patch(linePath(id, line!.id), { json: { note } }), 400, MESSAGES.note);
    }
    // One bad note refuses the whole call: the good line beside it is not added either.
    refused(
      await buyer.post(linesPath(id), {
        json: {
          lines: [
            { productId: P['90960004'], quantity: 1 },
            { productId: P['90960005'], quantity: 1, note: 'a\nb' },
          ],
        },
      }),
      400,
      MESSAGES.note,
    );
    expect(await snapshot()).toEqual(before);

    // Quantities: 1 to 100, whole.
    for (const quantity of [0, 101, 1.5, -1, '1,5', null]) {
      refused(
        await buyer.post(linesPath(id), {
          json: {
            lines: [
              { productId: P['90960004'], quantity: 1 },
              { productId: P['90960005'], quantity },
            ],
          },
        }),
        400,
        MESSAGES.quantity,
      );
      refused(await buyer.patch(linePath(id, line!.id), { json: { quantity } }), 400, MESSAGES.quantity);
    }
    // Units: one of the product's (another product's is not).
    refused(await buyer.patch(linePath(id, line!.id), { json: { unit: 999999 } }), 400, MESSAGES.unit);
    refused(
      await buyer.patch(linePath(id, line!.id), { json: { unit: units['90960004']!.PAKET } }),
      400,
      MESSAGES.unit,
    );
    refused(await buyer.patch(linePath(id, line!.id), { json: { unit: 0 } }), 400, 'Geçersiz değer: unit.');
    refused(await buyer.patch(linePath(id, line!.id), { json: {} }), 400, MESSAGES.badRequest);
    refused(await buyer.patch(linePath(id, line!.id), { json: { productId: 1 } }), 400, MESSAGES.badRequest);

    // Batches: 1 to 300 lines, each with a product and a quantity.
    refused(await buyer.post(linesPath(id), { json: { lines: [] } }), 400, 'Geçersiz değer: lines.');
    refused(await buyer.post(linesPath(id), { json: {} }), 400, 'Geçersiz değer: lines.');
    const many = Array.from({ length: 301 }, () => ({ productId: P['90960004'], quantity: 1 }));
    refused(await buyer.post(linesPath(id), { json: { lines: many } }), 400, 'Geçersiz değer: lines.');
    refused(
      await buyer.post(linesPath(id), { json: { lines: [{ quantity: 1 }] } }),
      400,
      'Geçersiz değer: productId.',
    );
    refused(
      await buyer.post(linesPath(id), { json: { lines: [{ productId: 0, quantity: 1 }] } }),
      400,
      'Geçersiz değer: productId.',
    );
    // Ids outside the route's range are refused before anything is looked up.
    expect((await buyer.get(`${LISTS}/abc`)).status).toBe(400);
    expect((await buyer.get(`${LISTS}/0`)).status).toBe(400);
    expect((await buyer.delete(`${LISTS}/${id}/lines/abc`)).status).toBe(400);
    expect(await snapshot()).toEqual(before);

    // The edges themselves are fine: 60 characters (counted as characters, not UTF-16 units), a
    // 200-character note, 1 and 100.
    const longest = await create(buyer, '😀'.repeat(60));
    expect([...longest.name]).toHaveLength(60);
    const edge = await addLines(buyer, id, [
      { productId: P['90960004']!, quantity: 100, note: 'ö'.repeat(200) },
      { productId: P['90960005']!, quantity: 1, note: '  ' },
    ]);
    expect(edge.results.every((r) => r.ok)).toBe(true);
    expect(edge.lines.map((l) => [l.quantity, [...l.note].length])).toEqual([
      [5, 'dokunma'.length],
      [100, 200],
      [1, 0],
    ]);
    ok(await buyer.delete(listPath(longest.id)));
    ok(await buyer.delete(listPath(id)));
    expect(await listCount()).toBe(count - 1);
  });
});

// ---------------------------------------------------------------- who sees, who changes

describe('who sees a list and who changes it', () => {
  /** Every call on a list (and on one of its lines), with a body that would be accepted. */
  const everyCall = (id: number, lineId: number) =>
    [
      ['GET', listPath(id)],
      ['PATCH', listPath(id), { json: { name: 'Değişti' } }],
      ['POST', `${listPath(id)}/duplicate`, { json: { name: 'Kopyam' } }],
      ['POST', linesPath(id), { json: { lines: [{ productId: P['90960002'], quantity: 1 }] } }],
      ['PATCH', linePath(id, lineId), { json: { quantity: 1 } }],
      ['DELETE', linePath(id, lineId)],
      ['DELETE', listPath(id)],
    ] as [string, string, Body?][];
  const changes = (id: number, lineId: number) =>
    everyCall(id, lineId).filter(([method, url]) => method !== 'GET' && !url.endsWith('/duplicate'));

  const state = async (id: number) => ({
    list: await storedList(id),
    lines: await storedLines(id),
    count: await listCount(),
  });

  it('hides another user’s private list: 404 for reading and for every change', async () => {
    const lineId = (await storedLines(ids.depot))[0]!.id;
    const before = await state(ids.depot);
    for (const client of [buyer, approver, viewer])
      for (const [method, url, body] of everyCall(ids.depot, lineId)) {
        const answer = await client.request(method, url, body);
        expect({ method, url, status: answer.status, message: errorType(answer) }).toEqual({
          method,
          url,
          status: client === viewer && method !== 'GET' ? 403 : 404,
          message: client === viewer && method !== 'GET' ? MESSAGES.role : MESSAGES.notFound,
        });
      }
    expect(await state(ids.depot)).toEqual(before);
    // Nor is it among their lists.
    for (const client of [buyer, approver, viewer])
      expect((await lists(client)).map((l) => l.id)).not.toContain(ids.depot);
  });

  it('hides another company’s lists: 404 for reading and for every change', async () => {
    const lineId = (await storedLines(ids.shared))[0]!.id;
    const before = await state(ids.shared);
    for (const [method, url, body] of everyCall(ids.shared, lineId)) {
      const answer = await other.request(method, url, body);
      expect({ method, url, status: answer.status, message: errorType(answer) }).toEqual({
        method,
        url,
        status: 404,
        message: MESSAGES.notFound,
      });
    }
    // Its own list's id does not reach another company's line either.
    const own = await create(other, 'Demir Yapı');
    refused(
      await other.patch(linePath(own.id, lineId), { json: { quantity: 1 } }),
      404,
      MESSAGES.lineNotFound,
    );
    refused(await other.delete(linePath(own.id, lineId)), 404, MESSAGES.lineNotFound);
    expect(await state(ids.shared)).toEqual({ ...before, count: before.count + 1 });
    ok(await other.delete(listPath(own.id)));
  });

  it('lets the İzleyici read a shared list but change nothing (403)', async () => {
    const lineId = (await storedLines(ids.shared))[0]!.id;
    const before = await state(ids.shared);
    expect((await detail(viewer, ids.shared)).list.canEdit).toBe(false);
    for (const [method, url, body] of everyCall(ids.shared, lineId).filter(([m]) => m !== 'GET')) {
      const answer = await viewer.request(method, url, body);
      expect({ method, url, status: answer.status, message: errorType(answer) }).toEqual({
        method,
        url,
        status: 403,
        message: MESSAGES.role,
      });
    }
    // Nor keeps lists of their own.
    refused(await viewer.post(LISTS, { json: { name: 'İzleyicinin listesi' } }), 403, MESSAGES.role);
    expect(await state(ids.shared)).toEqual(before);
  });

  it('lets another user with a cart read and copy a shared list, but not change it (403)', async () => {
    const lineId = (await storedLines(ids.shared))[0]!.id;
    const before = await state(ids.shared);
    for (const [method, url, body] of changes(ids.shared, lineId)) {
      const answer = await approver.request(method, url, body);
      expect({ method, url, status: answer.status, message: errorType(answer) }).toEqual({
        method,
        url,
        status: 403,
        message: MESSAGES.readOnly,
      });
    }
    expect(await state(ids.shared)).toEqual(before);
  });

  it('lets the Yönetici change a shared list of the company, and not see a private one (404)', async () => {
    const shared = await detail(yonetici, ids.shared);
    expect(shared.list).toEqual(expect.objectContaining({ mine: false, canEdit: true }));
    const renamed = decode(
      listSavedAnswer,
      ok(
        await yonetici.patch(listPath(ids.shared), { json: { name: 'Kadıköy şantiyesi – aylık (güncel)' } }),
      ),
    ).list;
    expect(renamed).toEqual(expect.objectContaining({ owner: { id: ids.users.buyer, name: 'Mert Demir' } }));
    const added = await addLines(yonetici, ids.shared, [{ productId: P['90960002']!, quantity: 3 }]);
    expect(added.results).toEqual([{ productId: P['90960002'], ok: true }]);
    const line = added.lines.find((l) => l.product.id === P['90960002'])!;
    ok(
      await yonetici.patch(linePath(ids.shared, line.id), { json: { quantity: 4, note: 'Yönetici ekledi' } }),
    );
    // The owner sees the Yönetici's changes.
    expect((await detail(buyer, ids.shared)).lines.find((l) => l.id === line.id)).toEqual(
      expect.objectContaining({ quantity: 4, note: 'Yönetici ekledi' }),
    );
    ok(await yonetici.delete(linePath(ids.shared, line.id)));
    ok(await yonetici.patch(listPath(ids.shared), { json: { name: 'Kadıköy şantiyesi – aylık' } }));
    expect((await storedLines(ids.shared)).length).toBe(8);

    // A private list of the buyer is the buyer's alone, Yönetici or not.
    const own = await create(buyer, 'Mert’in notları');
    const lineOwn = (await addLines(buyer, own.id, [{ productId: P['90960004']!, quantity: 1 }])).lines[0]!;
    const before = await state(own.id);
    for (const [method, url, body] of everyCall(own.id, lineOwn.id)) {
      const answer = await yonetici.request(method, url, body);
      expect({ method, url, status: answer.status, message: errorType(answer) }).toEqual({
        method,
        url,
        status: 404,
        message: MESSAGES.notFound,
      });
    }
    expect(await state(own.id)).toEqual(before);

    // Shared, the Yönetici may delete it.
    ok(await buyer.patch(listPath(own.id), { json: { shared: true } }));
    expect(decode(listDeletedAnswer, ok(await yonetici.delete(listPath(own.id))))).toEqual({ success: true });
    expect(await storedList(own.id)).toBeUndefined();
    expect(await storedLines(own.id)).toEqual([]);
  });
});

// ---------------------------------------------------------------- the access table, CSRF

describe('refusals before the list is looked at', () => {
  const calls = () =>
    [
      ['GET', LISTS],
      ['POST', LISTS, { json: { name: 'Yeni' } }],
      ['GET', listPath(ids.shared)],
      ['PATCH', listPath(ids.shared), { json: { name: 'Yeni' } }],
      ['POST', `${listPath(ids.shared)}/duplicate`, { json: { name: 'Yeni' } }],
      ['DELETE', listPath(ids.shared)],
      ['POST', linesPath(ids.shared), { json: { lines: [{ productId: P['90960002'], quantity: 1 }] } }],
      ['PATCH', linePath(ids.shared, 1), { json: { quantity: 1 } }],
      ['DELETE', linePath(ids.shared, 1)],
    ] as [string, string, Body?][];

  it('answers an anonymous visitor 401 on every call', async () => {
    const count = await listCount();
    for (const [method, url, body] of calls()) {
      const answer = await anonymous.request(method, url, body);
      expect({ method, url, status: answer.status, message: errorType(answer) }).toEqual({
        method,
        url,
        status: 401,
        message: MESSAGES.login,
      });
    }
    expect(await listCount()).toBe(count);
  });

  it('answers the store administrator 403 on every call', async () => {
    const count = await listCount();
    for (const [method, url, body] of calls()) {
      const answer = await admin.request(method, url, body);
      expect({ method, url, status: answer.status, message: errorType(answer) }).toEqual({
        method,
        url,
        status: 403,
        message: MESSAGES.admin,
      });
    }
    expect(await listCount()).toBe(count);
  });

  it('refuses every change without the CSRF token (403), or with a wrong one', async () => {
    const before = {
      lines: await storedLines(ids.shared),
      list: await storedList(ids.shared),
      count: await listCount(),
    };
    const token = buyer.csrf;
    try {
      for (const csrf of ['', 'sahte'])
        for (const [method, url, body] of calls().filter(([m]) => m !== 'GET')) {
          buyer.csrf = csrf;
          const answer = await buyer.request(method, url, body);
          expect({ csrf, method, url, status: answer.status, message: errorType(answer) }).toEqual({
            csrf,
            method,
            url,
            status: 403,
            message: MESSAGES.csrf,
          });
        }
    } finally {
      buyer.csrf = token;
    }
    // From another site's page, with the right token.
    refused(
      await buyer.post(LISTS, { json: { name: 'Başka site' } }, { Origin: 'https://kotu.example' }),
      403,
      MESSAGES.csrf,
    );
    expect({
      lines: await storedLines(ids.shared),
      list: await storedList(ids.shared),
      count: await listCount(),
    }).toEqual(before);
    // Reads need no token.
    buyer.csrf = '';
    try {
      expect((await buyer.get(LISTS)).status).toBe(200);
      expect((await buyer.get(listPath(ids.shared))).status).toBe(200);
    } finally {
      buyer.csrf = token;
    }
  });
});

// ---------------------------------------------------------------- concurrency

describe('at the same moment', () => {
  it('two adds of one product give one line holding both quantities', async () => {
    const id = (await create(buyer, 'Aynı anda')).id;
    const codes = ['90960002', '90960004', '90960005', '90440006', '90440001'];
    for (const [round, code] of codes.entries()) {
      const product = P[code]!;
      const answers = await Promise.all([
        buyer.post(linesPath(id), { json: { lines: [{ productId: product, quantity: 3 }] } }),
        buyer.post(linesPath(id), { json: { lines: [{ productId: product, quantity: 4 }] } }),
      ]);
      for (const answer of answers)
        expect(decode(listLinesAddedAnswer, ok(answer)).results).toEqual([{ productId: product, ok: true }]);
      const rows = (await storedLines(id)).filter((l) => l.product_id === product);
      expect({ round, rows: rows.map((r) => r.quantity) }).toEqual({ round, rows: [7] });
    }
    // Two users of the company on one shared list, at once: one line each product, positions distinct.
    const [a, b] = await Promise.all([
      buyer.post(linesPath(ids.shared), { json: { lines: [{ productId: P['90440007'], quantity: 2 }] } }),
      yonetici.post(linesPath(ids.shared), {
        json: {
          lines: [
            { productId: P['90440007'], quantity: 5 },
            { productId: P['90960002'], quantity: 1 },
          ],
        },
      }),
    ]);
    ok(a);
    ok(b);
    const shared = await host.db.all<{ product_id: number; quantity: number; position: number }>(
      'SELECT product_id, quantity, position FROM shopping_list_lines WHERE list_id = ? ORDER BY position',
      ids.shared,
    );
    expect(shared.filter((l) => l.product_id === P['90440007']).map((l) => l.quantity)).toEqual([7]);
    expect(new Set(shared.map((l) => l.position)).size).toBe(shared.length);
    expect(shared).toHaveLength(10);
    ok(await buyer.delete(listPath(id)));
  });
});

describe('caching', () => {
  it('answered every list call, success or refusal, with Cache-Control: no-store', () => {
    expect(answered.length).toBeGreaterThan(150);
    // Every kind of answer was seen: successes and each refusal.
    expect(new Set(answered.map((a) => a.status))).toEqual(new Set([200, 400, 401, 403, 404]));
    expect(answered.filter((a) => a.cacheControl !== 'no-store')).toEqual([]);
  });
});
