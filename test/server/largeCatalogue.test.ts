/**
 * The large catalogue (npm run seed -- --products N) and the list work that keeps it fast: pages read
 * from each list's ordered ids (no OFFSET, no COUNT), sort keys kept by triggers, lists read again
 * when the catalogue changes.
 */
import type { Db } from '../../server/db/handle';
import { openDatabase } from '../../server/store/open';
import { listProductIds, topMatches } from '../../server/repo/catalogList';
import { resolveCatalogPath, searchFilter } from '../../server/repo/catalogPaths';
import { emptyStore, type HostStore } from './helpers';
import { openTestDb, testEngine, type TestDb } from './testDb';

jest.setTimeout(120_000);

const SIZE = 3000;
const stores: HostStore[] = [];
/** The tests' connection for the reference SQL, and the host's handle on the same database. */
let db: TestDb;
let store: Db;
let demoImages: number;

beforeAll(async () => {
  const demoStore = await emptyStore();
  const largeStore = await emptyStore();
  stores.push(demoStore, largeStore);
  const demo = await openDatabase(demoStore, { demo: true });
  const demoDb = openTestDb(demoStore);
  demoImages = await demoDb.value('SELECT COUNT(*) FROM images');
  await demoDb.close();
  await demo.db.destroy();
  ({ db: store } = await openDatabase(largeStore, { products: SIZE, demo: true }));
  db = openTestDb(largeStore);
});
afterAll(async () => {
  await db.close();
  await store.destroy();
  for (const s of stores) await s.remove();
});

/** The reference answer: the same filter and order straight from SQL, with OFFSET. */
async function reference(
  where: string,
  order: string,
  page: number,
  params: unknown[] = [],
): Promise<number[]> {
  const rows = await db.all<{ id: number }>(
    `SELECT id FROM products p WHERE parent_id IS NULL AND ${where} ORDER BY ${order} LIMIT 24 OFFSET ?`,
    ...params,
    (page - 1) * 24,
  );
  return rows.map((r) => r.id);
}

/** "search_text contains the word", as the engine's own string function says it (the SQL the index replaced). */
const contains = testEngine() === 'sqlite' ? 'instr(search_text, ?) > 0' : 'strpos(search_text, ?) > 0';

describe('npm run seed -- --products N', () => {
  it('builds a catalogue of that size whose extra products share the demo’s pictures', async () => {
    expect(await db.value('SELECT COUNT(*) FROM products')).toBe(SIZE);
    expect(await db.value('SELECT COUNT(*) FROM images')).toBe(demoImages);
    const unknown = await db.value(
      "SELECT COUNT(*) FROM products WHERE image <> '' AND image NOT IN (SELECT image FROM products WHERE id <= 400)",
    );
    expect(unknown).toBe(0);
    expect(await db.value('SELECT COUNT(DISTINCT code) FROM products')).toBe(SIZE);
  });
});

describe('lists of a large catalogue', () => {
  const all = async () => (await resolveCatalogPath(store, ''))!;
  const options = { limit: 24, inStockOnly: false } as const;

  it.each([
    ['', 'position, id'],
    ['name', 'name_rank, id'],
    ['-name', 'name_rank DESC, id'],
    ['price', 'price_key, id'],
    ['-quantity', 'stock_total DESC, id'],
    ['-brand', 'brand_rank DESC, id'],
  ] as const)('gives every page of sort %p, the last as the first, with the total', async (sort, order) => {
    const total = await db.value('SELECT COUNT(*) FROM products WHERE parent_id IS NULL');
    const last = Math.ceil(total / 24);
    for (const page of [1, 2, Math.floor(last / 2), last, last + 1]) {
      const answer = await listProductIds(store, await all(), { ...options, sort, page });
      expect([page, answer.total]).toEqual([page, total]);
      expect([page, answer.ids]).toEqual([page, await reference('TRUE', order, page)]);
    }
  });

  it('filters by brand, category, stock and search words, like the SQL it replaces', async () => {
    const brand = (await resolveCatalogPath(store, '/viko'))!;
    const brandId = brand.brandId!;
    expect((await listProductIds(store, brand, { ...options, sort: 'name', page: 3 })).ids).toEqual(
      await reference('brand_id = ?', 'name_rank, id', 3, [brandId]),
    );
    const category = (await resolveCatalogPath(store, '/sigorta-ve-salt'))!;
    const ids = category.categoryIds!;
    const inCategory = `category_id IN (${ids.map(() => '?').join(',')})`;
    expect((await listProductIds(store, category, { ...options, sort: '-price', page: 2 })).ids).toEqual(
      await reference(inCategory, 'price_key DESC, id', 2, ids),
    );
    expect(
      (await listProductIds(store, category, { ...options, sort: '', page: 2, inStockOnly: true })).ids,
    ).toEqual(await reference(`${inCategory} AND stock_total > 0`, 'position, id', 2, ids));
    const search = await searchFilter(store, { q: 'Topraklı PRİZ kr' });
    // Each word is found whole or as the beginning of a word ('kr' of 'krem').
    const words = ['topraklı', 'priz', 'kr'];
    const found = await listProductIds(store, search, { ...options, sort: 'name', page: 1 });
    expect(found.total).toBeGreaterThan(24);
    expect(found.ids).toEqual(
      await reference(words.map(() => contains).join(' AND '), 'name_rank, id', 1, words),
    );
    const ranked = await listProductIds(store, search, { ...options, sort: '', page: 1 });
    expect(await topMatches(store, search.query!, 8)).toEqual(ranked.ids.slice(0, 8));
  });

  it('keeps the sort keys right when stock and prices change, and shows the change at once', async () => {
    const first = (await listProductIds(store, await all(), { ...options, sort: '-quantity', page: 1 }))
      .ids[0]!;
    const target = (await listProductIds(store, await all(), { ...options, sort: '-quantity', page: 40 }))
      .ids[0]!;
    const warehouse = await db.value('SELECT id FROM warehouses ORDER BY id LIMIT 1');
    await db.run(
      'UPDATE stock SET quantity = quantity + 1000000 WHERE product_id = ? AND warehouse_id = ?',
      target,
      warehouse,
    );
    const sum = await db.value('SELECT SUM(quantity) FROM stock WHERE product_id = ?', target);
    expect(await db.value('SELECT stock_total FROM products WHERE id = ?', target)).toBe(sum);
    const after = (await listProductIds(store, await all(), { ...options, sort: '-quantity', page: 1 })).ids;
    expect(after[0]).toBe(target);
    expect(after[1]).toBe(first);

    await db.run("UPDATE currencies SET exchange_rate = exchange_rate * 2 WHERE code = 'EUR'");
    const eur = (await db.get<{ id: number; sale_price: number }>(
      "SELECT id, sale_price FROM products WHERE currency = 'EUR' ORDER BY id LIMIT 1",
    ))!;
    const rate = await db.value("SELECT exchange_rate FROM currencies WHERE code = 'EUR'");
    expect(await db.value('SELECT price_key FROM products WHERE id = ?', eur.id)).toBeCloseTo(
      eur.sale_price * rate,
    );
    expect((await listProductIds(store, await all(), { ...options, sort: 'price', page: 5 })).ids).toEqual(
      await reference('TRUE', 'price_key, id', 5),
    );
  });
});
