/**
 * The large catalogue (npm run seed -- --products N) and the list work that keeps it fast: pages read
 * from each list's ordered ids (no OFFSET, no COUNT), sort keys kept by triggers, lists read again
 * when the catalogue changes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { Db } from '../../server/db/handle';
import { openDatabase } from '../../server/db/open';
import { listProductIds, topMatches } from '../../server/repo/catalogList';
import { resolveCatalogPath, searchFilter } from '../../server/repo/catalogPaths';

const SIZE = 3000;
const dirs: string[] = [];
/** The raw connection for the reference SQL, and the host's handle on the same database. */
let db: Database.Database;
let store: Db;
let demoImages: number;

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-large-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  const demo = await openDatabase(tempDir());
  demoImages = fs.readdirSync(path.join(dirs[0]!, 'images')).length;
  await demo.db.destroy();
  ({ raw: db, db: store } = await openDatabase(tempDir(), { products: SIZE }));
});
afterAll(async () => {
  await store.destroy();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The reference answer: the same filter and order straight from SQL, with OFFSET. */
function reference(where: string, order: string, page: number, params: unknown[] = []): number[] {
  return db
    .prepare(
      `SELECT id FROM products p WHERE parent_id IS NULL AND ${where} ORDER BY ${order} LIMIT 24 OFFSET ?`,
    )
    .pluck()
    .all(...params, (page - 1) * 24) as number[];
}

describe('npm run seed -- --products N', () => {
  it('builds a catalogue of that size whose extra products share the demo’s pictures', () => {
    expect(db.prepare('SELECT COUNT(*) FROM products').pluck().get() as number).toBe(SIZE);
    expect(fs.readdirSync(path.join(dirs[1]!, 'images'))).toHaveLength(demoImages);
    const unknown = db
      .prepare(
        "SELECT COUNT(*) FROM products WHERE image <> '' AND image NOT IN (SELECT image FROM products WHERE id <= 400)",
      )
      .pluck()
      .get();
    expect(unknown).toBe(0);
    expect(db.prepare('SELECT COUNT(DISTINCT code) FROM products').pluck().get()).toBe(SIZE);
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
    const total = db.prepare('SELECT COUNT(*) FROM products WHERE parent_id IS NULL').pluck().get() as number;
    const last = Math.ceil(total / 24);
    for (const page of [1, 2, Math.floor(last / 2), last, last + 1]) {
      const answer = await listProductIds(store, await all(), { ...options, sort, page });
      expect([page, answer.total]).toEqual([page, total]);
      expect([page, answer.ids]).toEqual([page, reference('1', order, page)]);
    }
  });

  it('filters by brand, category, stock and search words, like the SQL it replaces', async () => {
    const brand = (await resolveCatalogPath(store, '/viko'))!;
    const brandId = brand.brandId!;
    expect((await listProductIds(store, brand, { ...options, sort: 'name', page: 3 })).ids).toEqual(
      reference('brand_id = ?', 'name_rank, id', 3, [brandId]),
    );
    const category = (await resolveCatalogPath(store, '/sigorta-ve-salt'))!;
    const ids = category.categoryIds!;
    const inCategory = `category_id IN (${ids.map(() => '?').join(',')})`;
    expect((await listProductIds(store, category, { ...options, sort: '-price', page: 2 })).ids).toEqual(
      reference(inCategory, 'price_key DESC, id', 2, ids),
    );
    expect(
      (await listProductIds(store, category, { ...options, sort: '', page: 2, inStockOnly: true })).ids,
    ).toEqual(reference(`${inCategory} AND stock_total > 0`, 'position, id', 2, ids));
    const search = await searchFilter(store, { q: 'Topraklı PRİZ kr' });
    const words = search.words!;
    const found = await listProductIds(store, search, { ...options, sort: 'name', page: 1 });
    expect(found.total).toBeGreaterThan(24);
    expect(found.ids).toEqual(
      reference(words.map(() => 'instr(search_text, ?) > 0').join(' AND '), 'name_rank, id', 1, words),
    );
    expect(await topMatches(store, words, 8)).toEqual(found.ids.slice(0, 8));
  });

  it('keeps the sort keys right when stock and prices change, and shows the change at once', async () => {
    const first = (await listProductIds(store, await all(), { ...options, sort: '-quantity', page: 1 }))
      .ids[0]!;
    const target = (await listProductIds(store, await all(), { ...options, sort: '-quantity', page: 40 }))
      .ids[0]!;
    const warehouse = db.prepare('SELECT id FROM warehouses LIMIT 1').pluck().get() as number;
    db.prepare(
      'UPDATE stock SET quantity = quantity + 1000000 WHERE product_id = ? AND warehouse_id = ?',
    ).run(target, warehouse);
    const sum = db.prepare('SELECT SUM(quantity) FROM stock WHERE product_id = ?').pluck().get(target);
    expect(db.prepare('SELECT stock_total FROM products WHERE id = ?').pluck().get(target)).toBe(sum);
    const after = (await listProductIds(store, await all(), { ...options, sort: '-quantity', page: 1 })).ids;
    expect(after[0]).toBe(target);
    expect(after[1]).toBe(first);

    db.prepare("UPDATE currencies SET exchange_rate = exchange_rate * 2 WHERE code = 'EUR'").run();
    const eur = db.prepare("SELECT id, sale_price FROM products WHERE currency = 'EUR' LIMIT 1").get() as {
      id: number;
      sale_price: number;
    };
    const rate = db
      .prepare("SELECT exchange_rate FROM currencies WHERE code = 'EUR'")
      .pluck()
      .get() as number;
    expect(db.prepare('SELECT price_key FROM products WHERE id = ?').pluck().get(eur.id)).toBeCloseTo(
      eur.sale_price * rate,
    );
    expect((await listProductIds(store, await all(), { ...options, sort: 'price', page: 5 })).ids).toEqual(
      reference('1', 'price_key, id', 5),
    );
  });
});
