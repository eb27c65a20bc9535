/**
 * What an ERP import leaves derived from the products it writes, on both engines: each product's stock
 * total, TRY price key and name and brand ranks equal to a recomputation from the stored rows after a
 * products file, a stock file and a products file again. On PostgreSQL the catalogue version moves
 * by statements, not by stock rows (a 50,000-product import once bumped it 150,000 times in one
 * transaction, each bump slower than the last).
 */
import { generatedProductsCsv } from '../../bench/importFile';
import type { Db } from '../../server/db/handle';
import { runImport } from '../../server/import/run';
import { brandRankKey, turkishRanks } from '../../server/repo/catalogKeys';
import { openDatabase } from '../../server/store/open';
import { newStore, type HostStore } from './helpers';
import { openTestDb, testEngine, type TestDb } from './testDb';

const GENERATED = generatedProductsCsv(300);
const COLUMNS = GENERATED.slice(0, GENERATED.indexOf('\n')).split(';');
const HOSTILE = ['$& Şalter', "$` Kablo $'", '$1 <script>x</script>', 'İki\nsatır'];

/** Hostile names and fractional stock, some in euro, after a generated catalogue (its columns, in its order). */
function productsFile(round: number): string {
  const own = HOSTILE.map((name, i) => {
    const cells: Record<string, string> = {
      code: `DRV-${i}`,
      name: `"${name} ${round}"`,
      brand: i % 2 ? 'Viko' : '$& Marka',
      category: 'Tesisat Malzemeleri',
      sale_price: `${12 + i + round},5`,
      currency: i % 2 ? 'EUR' : 'TRY',
      stock: `"Merkez Depo (İstanbul)=${i + round},25;İzmir Depo=${round * 2},5"`,
    };
    return COLUMNS.map((c) => cells[c] ?? '').join(';');
  });
  return [GENERATED, ...own].join('\n');
}

let store: HostStore;
let db: Db;
let check: TestDb;
beforeAll(async () => {
  store = await newStore();
  db = (await openDatabase(store)).db;
  check = openTestDb(store);
});
afterAll(async () => {
  await check.close();
  await db.destroy();
  await store.remove();
});

async function derivedMismatches(): Promise<unknown[]> {
  const rows = await check.all<{
    id: number;
    name: string;
    brand: string;
    name_rank: number;
    brand_rank: number;
    stock_total: number;
    summed: number;
    price_key: number;
    priced: number;
  }>(`SELECT p.id, p.name, b.name AS brand, p.name_rank, p.brand_rank, p.stock_total, p.price_key,
        (SELECT COALESCE(SUM(s.quantity), 0) FROM stock s WHERE s.product_id = p.id) AS summed,
        p.sale_price * (SELECT c.exchange_rate FROM currencies c WHERE c.code = p.currency) AS priced
      FROM products p JOIN brands b ON b.id = p.brand_id`);
  const nameRank = turkishRanks(rows.map((r) => r.name));
  const brandRank = turkishRanks(rows.map((r) => brandRankKey(r.brand, r.name)));
  return rows
    .filter(
      (r) =>
        r.stock_total !== r.summed ||
        r.price_key !== r.priced ||
        r.name_rank !== nameRank.get(r.name) ||
        r.brand_rank !== brandRank.get(brandRankKey(r.brand, r.name)),
    )
    .map((r) => ({
      ...r,
      nameRank: nameRank.get(r.name),
      brandRank: brandRank.get(brandRankKey(r.brand, r.name)),
    }));
}

const catalogVersion = async () =>
  Number(await check.value<string>("SELECT value FROM meta WHERE key = 'catalog_version'"));

describe('what an import derives', () => {
  it('leaves stock totals, price keys and ranks as a recomputation gives them', async () => {
    const before = await catalogVersion();
    const first = await runImport(db, 'products', { text: productsFile(1) });
    expect(first).toMatchObject({ problems: [], written: true, changed: 304 });
    if (testEngine() === 'postgres') expect((await catalogVersion()) - before).toBeLessThan(50);
    expect(await derivedMismatches()).toEqual([]);
    expect(await check.value('SELECT stock_total FROM products WHERE code = ?', 'DRV-3')).toBe(
      3 + 1.25 + 2.5,
    );

    const stock = [
      'code;warehouse;quantity',
      'DRV-0;Ankara Depo;7,5',
      'DRV-1;İzmir Depo;0',
      'BNC-000007;1;9,75',
    ];
    expect(await runImport(db, 'stock', { text: stock.join('\n') })).toMatchObject({
      problems: [],
      changed: 3,
    });
    expect(await derivedMismatches()).toEqual([]);

    expect(await runImport(db, 'products', { text: productsFile(2) })).toMatchObject({
      problems: [],
      changed: 5,
    });
    expect(await derivedMismatches()).toEqual([]);
    expect(await check.value('SELECT stock_total FROM products WHERE code = ?', 'DRV-0')).toBe(
      2.25 + 7.5 + 4.5,
    );
  });
});
