/**
 * The limits of saved shopping lists, on a store with a catalogue large enough to fill a list
 * (npm run seed -- --products N): a list holds 1,000 lines (built here by four add calls of 250, as a
 * widget adding whole carts or files would), the 1,001st is refused line by line with the message, and
 * a user keeps 100 lists, the 101st (made or copied) refused. Both limits hold when two calls race for
 * the last place.
 */
import {
  listDetailAnswer,
  listLinesAddedAnswer,
  listSavedAnswer,
  listsAnswer,
  type ListLineRequest,
} from '../../src/contract/lists';
import { decode } from '../../src/contract/decode';
import { openDatabase } from '../../server/store/open';
import {
  emptyStore,
  errorType,
  loggedIn,
  startHost,
  type Answer,
  type Client,
  type TestHost,
} from './helpers';

jest.setTimeout(180_000);

const LISTS = '/api/catalog/lists';
const LINES_MAX = 1000;
const LISTS_MAX = 100;
const MESSAGES = {
  tooManyLines: 'Bir listede en fazla 1000 kalem bulunabilir.',
  tooManyLists: 'En fazla 100 liste kaydedebilirsiniz.',
};

let host: TestHost;
/** bayi2, the Yönetici of a company without lists. */
let client: Client;
/** Products a list may hold (no variant masters), more than a list takes. */
let products: number[];

beforeAll(async () => {
  const store = await emptyStore();
  const { db } = await openDatabase(store, { products: 1200, demo: true });
  await db.destroy();
  host = await startHost({ store });
  client = await loggedIn(host.url, 'bayi2');
  products = (
    await host.db.all<{ id: number }>(
      'SELECT id FROM products WHERE variant_check = 1 ORDER BY id LIMIT 1100',
    )
  ).map((r) => r.id);
  expect(products.length).toBe(1100);
});
afterAll(() => host?.stop());

function ok(answer: Answer): unknown {
  if (answer.status !== 200)
    throw new Error(`expected 200, got ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.json;
}
const create = async (name: string) =>
  decode(listSavedAnswer, ok(await client.post(LISTS, { json: { name } }))).list;
const add = async (id: number, lines: ListLineRequest[]) =>
  decode(listLinesAddedAnswer, ok(await client.post(`${LISTS}/${id}/lines`, { json: { lines } })));
const one = (productId: number, quantity = 1): ListLineRequest => ({ productId, quantity });
const lineCount = (id: number) =>
  host.db.value<number>('SELECT COUNT(*) FROM shopping_list_lines WHERE list_id = ?', id);

describe('a list of 1,000 lines', () => {
  let id: number;

  it('is built by four add calls of 250 and read back whole, in order', async () => {
    id = (await create('Yıllık katalog')).id;
    const wanted = products.slice(0, LINES_MAX);
    for (let call = 0; call < 4; call++) {
      const batch = wanted.slice(call * 250, (call + 1) * 250).map((p, i) => one(p, (i % 100) + 1));
      const answer = await add(id, batch);
      expect(answer.results).toHaveLength(250);
      expect(answer.results.filter((r) => !r.ok)).toEqual([]);
      expect(answer.list.lineCount).toBe((call + 1) * 250);
      expect(answer.lines).toHaveLength((call + 1) * 250);
    }
    expect(await lineCount(id)).toBe(LINES_MAX);

    const response = await client.get(`${LISTS}/${id}`);
    const { list, lines } = decode(listDetailAnswer, ok(response));
    expect(list).toEqual(expect.objectContaining({ id, lineCount: LINES_MAX, mine: true, canEdit: true }));
    expect(lines).toHaveLength(LINES_MAX);
    // In the order added, one line per product, each with its whole product.
    expect(lines.map((l) => l.product.id)).toEqual(wanted);
    expect(new Set(lines.map((l) => l.id)).size).toBe(LINES_MAX);
    expect(lines.map((l) => l.quantity)).toEqual(wanted.map((_, i) => ((i % 250) % 100) + 1));
    for (const line of lines) {
      expect(line.product.units.map((u) => u.id)).toContain(line.unitId);
      expect(line.unitId).toBe(line.product.defaultUnit);
      expect(line.note).toBe('');
    }
    // One answer of a sensible size: about 1,000 products, not the catalogue nor copies of it.
    const bytes = Buffer.byteLength(response.text);
    expect(bytes).toBeGreaterThan(LINES_MAX * 500);
    expect(bytes).toBeLessThan(LINES_MAX * 10_000);
    // Among the lists, with its count.
    const summary = decode(listsAnswer, ok(await client.get(LISTS))).lists.find((l) => l.id === id);
    expect(summary?.lineCount).toBe(LINES_MAX);
  });

  it('refuses the 1,001st line with the message, and still takes more of a product it holds', async () => {
    const next = products[LINES_MAX]!;
    const refused = await add(id, [one(next)]);
    expect(refused.results).toEqual([{ productId: next, ok: false, message: MESSAGES.tooManyLines }]);
    expect(refused.list.lineCount).toBe(LINES_MAX);
    expect(refused.lines.map((l) => l.product.id)).not.toContain(next);

    // A batch of a merge and two new products: the merge is taken, the new ones refused one by one.
    const held = products[0]!;
    const mixed = await add(id, [one(products[LINES_MAX + 1]!), one(held, 1), one(next)]);
    expect(mixed.results).toEqual([
      { productId: products[LINES_MAX + 1], ok: false, message: MESSAGES.tooManyLines },
      { productId: held, ok: true },
      { productId: next, ok: false, message: MESSAGES.tooManyLines },
    ]);
    expect(mixed.lines[0]).toEqual(expect.objectContaining({ quantity: 2 }));
    expect(await lineCount(id)).toBe(LINES_MAX);

    // After a line is removed there is room for one, and only one, of the next batch.
    const last = mixed.lines[LINES_MAX - 1]!;
    ok(await client.delete(`${LISTS}/${id}/lines/${last.id}`));
    const room = await add(id, [one(next), one(products[LINES_MAX + 1]!)]);
    expect(room.results).toEqual([
      { productId: next, ok: true },
      { productId: products[LINES_MAX + 1], ok: false, message: MESSAGES.tooManyLines },
    ]);
    expect(await lineCount(id)).toBe(LINES_MAX);
  });

  it('gives the last place to one of two adds made at the same moment', async () => {
    const lines = decode(listDetailAnswer, ok(await client.get(`${LISTS}/${id}`))).lines;
    ok(await client.delete(`${LISTS}/${id}/lines/${lines[LINES_MAX - 1]!.id}`));
    const [a, b] = [products[LINES_MAX + 2]!, products[LINES_MAX + 3]!];
    const answers = await Promise.all([add(id, [one(a)]), add(id, [one(b)])]);
    const results = answers.flatMap((answer) => answer.results);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { productId: expect.any(Number), ok: false, message: MESSAGES.tooManyLines },
    ]);
    expect(await lineCount(id)).toBe(LINES_MAX);
  });

  it('refuses the limit in the visitor’s language', async () => {
    await client.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } });
    try {
      const answer = await add(id, [one(products[LINES_MAX + 4]!)]);
      expect(answer.results).toEqual([
        { productId: products[LINES_MAX + 4], ok: false, message: 'A list holds at most 1000 lines.' },
      ]);
    } finally {
      await client.post('/api/catalog/settings', { json: { key: 'locale', value: 'tr' } });
    }
  });

  it('copies whole (a copy of a full list is full too)', async () => {
    const copy = decode(
      listSavedAnswer,
      ok(await client.post(`${LISTS}/${id}/duplicate`, { json: { name: 'Yıllık katalog – kopya' } })),
    ).list;
    expect(copy.lineCount).toBe(LINES_MAX);
    const refused = await add(copy.id, [one(products[LINES_MAX + 5]!)]);
    expect(refused.results[0]).toEqual(
      expect.objectContaining({ ok: false, message: MESSAGES.tooManyLines }),
    );
  });
});

describe('100 lists per user', () => {
  it('refuses the 101st list, made or copied, and takes one again after a delete', async () => {
    const owned = () =>
      host.db.value<number>(
        "SELECT COUNT(*) FROM shopping_lists WHERE owner_id = (SELECT id FROM users WHERE username = 'bayi2')",
      );
    const start = await owned();
    let last = 0;
    for (let n = start; n < LISTS_MAX; n++) last = (await create(`Liste ${n + 1}`)).id;
    expect(await owned()).toBe(LISTS_MAX);

    const refused = await client.post(LISTS, { json: { name: 'Liste 101' } });
    expect({ status: refused.status, message: errorType(refused) }).toEqual({
      status: 400,
      message: MESSAGES.tooManyLists,
    });
    const copy = await client.post(`${LISTS}/${last}/duplicate`, { json: { name: 'Kopya 101' } });
    expect({ status: copy.status, message: errorType(copy) }).toEqual({
      status: 400,
      message: MESSAGES.tooManyLists,
    });
    expect(await owned()).toBe(LISTS_MAX);
    expect(decode(listsAnswer, ok(await client.get(LISTS))).lists).toHaveLength(LISTS_MAX);

    // The limit is each user's: another company's user still makes lists.
    const someone = await loggedIn(host.url, 'bayi3');
    const theirs = decode(listSavedAnswer, ok(await someone.post(LISTS, { json: { name: 'Ege' } }))).list;
    ok(await someone.delete(`${LISTS}/${theirs.id}`));

    // One deleted: room for one, and when two race for it, one of them gets it.
    ok(await client.delete(`${LISTS}/${last}`));
    const answers = await Promise.all([
      client.post(LISTS, { json: { name: 'Yarış A' } }),
      client.post(LISTS, { json: { name: 'Yarış B' } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(errorType(answers.find((a) => a.status === 400)!)).toBe(MESSAGES.tooManyLists);
    expect(await owned()).toBe(LISTS_MAX);
  });
});
