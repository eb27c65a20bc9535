/**
 * PostgreSQL answers the catalogue's questions exactly as SQLite does. The same demo store
 * on both engines (the seed is deterministic and PostgreSQL's is a copy of SQLite's), the same
 * queries: search matches and their order (the trigram index against FTS5), suggestions, name sorts
 * (byte order on both), and the quick order pad's code keys against the domain's codeKey.
 */
import { QUERY_SET } from '../../bench/search/querySet';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SortOption } from '../../src/contract/catalog';
import { codeKey } from '../../src/domain/quickOrder/quickOrderRows';
import type { Db } from '../../server/db/handle';
import { openDatabase } from '../../server/store/open';
import { listProductIds, topMatches } from '../../server/repo/catalogList';
import { resolveCatalogPath, searchFilter } from '../../server/repo/catalogPaths';
import { lookupProducts } from '../../server/repo/quickOrder';
import { emptyStore, type HostStore } from './helpers';
import { openTestDb, testEngine, type TestDb } from './testDb';

jest.setTimeout(120_000);

// Needs a PostgreSQL server: runs in the server:postgres project, against an SQLite store it makes.
const onBoth = testEngine() === 'postgres' ? describe : describe.skip;

/** Searches of every kind: Turkish letters and case, short words, wildcards, codes, nothing found. */
const QUERIES = [
  'priz',
  'Topraklı PRİZ kr',
  'kablo 2,5',
  'LED ampul',
  'ş',
  'ab',
  'ı',
  'İ',
  'Vİ',
  '%',
  '_',
  '100%',
  'a_b',
  '\\',
  'o"r',
  "d'x",
  'nyy',
  'zzzz-bulunmaz',
  // How buyers type: endings, an English keyboard, slips, codes, sizes, synonyms.
  'sigortaları',
  'cocuk korumali priz',
  'legarnd priz',
  'schnieder',
  '5SL61206',
  'ez9 f14116',
  '3x2.5 kablo',
  '30 ma',
  '3 faz sigorta',
  'kacak akim',
  // The bench's whole query set (bench/search/querySet.ts).
  ...QUERY_SET.map((query) => query.q),
];
const SORTS: (SortOption | '')[] = ['', 'name', '-name', 'price', 'brand', '-quantity'];

onBoth('SQLite and PostgreSQL on the same store', () => {
  let sqliteDir: string;
  let pgStore: HostStore;
  let lite: Db;
  let postgres: Db;
  let pgDb: TestDb;
  let liteDb: TestDb;

  beforeAll(async () => {
    sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-parity-'));
    pgStore = await emptyStore();
    lite = (await openDatabase({ dataDir: sqliteDir })).db;
    postgres = (await openDatabase(pgStore, { demo: true })).db;
    liteDb = openTestDb({ dataDir: sqliteDir });
    pgDb = openTestDb(pgStore);
  });
  afterAll(async () => {
    await Promise.all([lite.destroy(), postgres.destroy(), liteDb.close(), pgDb.close()]);
    fs.rmSync(sqliteDir, { recursive: true, force: true });
    await pgStore.remove();
  });

  it('holds the same catalogue', async () => {
    const catalogue = 'SELECT id, code, name, name_rank, price_key, stock_total FROM products ORDER BY id';
    expect(await pgDb.all(catalogue)).toEqual(await liteDb.all(catalogue));
  });

  it.each(QUERIES)(
    'finds the same products in the same order for %p, in every sort, and suggests the same',
    async (q) => {
      const [liteFilter, pgFilter] = [await searchFilter(lite, { q }), await searchFilter(postgres, { q })];
      expect(pgFilter).toEqual(liteFilter);
      for (const sort of SORTS)
        for (const inStockOnly of [false, true]) {
          const options = { sort, page: 1, limit: 500, inStockOnly };
          const [a, b] = [
            await listProductIds(lite, liteFilter, options),
            await listProductIds(postgres, pgFilter, options),
          ];
          expect([sort, inStockOnly, b]).toEqual([sort, inStockOnly, a]);
        }
      if (liteFilter.query !== undefined)
        expect(await topMatches(postgres, liteFilter.query, 8)).toEqual(
          await topMatches(lite, liteFilter.query, 8),
        );
    },
  );

  it('puts a product searched by its code first on both', async () => {
    const code = await liteDb.value<string>(
      'SELECT code FROM products WHERE parent_id IS NULL ORDER BY id DESC LIMIT 1',
    );
    const filter = await searchFilter(lite, { q: code });
    const [a, b] = [
      await listProductIds(lite, filter, { sort: 'name', page: 1, limit: 24, inStockOnly: false }),
      await listProductIds(postgres, filter, { sort: 'name', page: 1, limit: 24, inStockOnly: false }),
    ];
    expect(b).toEqual(a);
    expect(a.ids[0]).toBe(await liteDb.value('SELECT id FROM products WHERE code = ?', code));
  });

  it('lists brands and categories alike', async () => {
    for (const at of ['/viko', '/sigorta-ve-salt', ''])
      for (const sort of SORTS) {
        const options = { sort, page: 2, limit: 24, inStockOnly: false };
        const [a, b] = [
          await listProductIds(lite, (await resolveCatalogPath(lite, at))!, options),
          await listProductIds(postgres, (await resolveCatalogPath(postgres, at))!, options),
        ];
        expect([at, sort, b]).toEqual([at, sort, a]);
      }
  });

  it('sorts text byte by byte on both (SQLite’s BINARY, PostgreSQL’s COLLATE "C" on a Turkish database)', async () => {
    const byName = 'SELECT name FROM products ORDER BY name, id';
    expect(await pgDb.all(byName)).toEqual(await liteDb.all(byName));
    const words = [
      'şal',
      'sal',
      'Zeytin',
      'çam',
      'İnce',
      'ince',
      'ılık',
      'Ilık',
      'ürün',
      'uzun',
      'a b',
      'ab',
    ];
    const sorted: unknown[] = [];
    for (const db of [liteDb, pgDb]) {
      for (const word of words)
        await db.run(
          "INSERT INTO search_queries (user_id, query, created_at) VALUES (NULL, ?, 'parity')",
          word,
        );
      sorted.push(
        await db.all("SELECT query FROM search_queries WHERE created_at = 'parity' ORDER BY query"),
      );
      await db.run("DELETE FROM search_queries WHERE created_at = 'parity'");
    }
    expect(sorted[1]).toEqual(sorted[0]);
  });

  it('gives 64-bit integers and NUMERIC as numbers, and refuses one a number cannot hold', async () => {
    for (const query of [
      'SELECT COUNT(*) FROM products',
      'SELECT SUM(quantity) FROM stock',
      'SELECT MAX(id) FROM products',
      'SELECT AVG(sale_price) FROM products',
    ])
      expect([query, typeof (await pgDb.value(query))]).toEqual([query, 'number']);
    expect(await pgDb.value('SELECT SUM(quantity) FROM stock')).toBe(
      await liteDb.value('SELECT SUM(quantity) FROM stock'),
    );
    await expect(pgDb.value('SELECT CAST(9007199254740993 AS BIGINT)')).rejects.toThrow(/beyond 2\^53/);
  });

  it('keys codes as the quick order pad does (codeKey), on every product and on hostile input', async () => {
    const keys = 'SELECT id, code_key(code) AS code, code_key(barcode) AS barcode FROM products ORDER BY id';
    expect(await pgDb.all(keys)).toEqual(await liteDb.all(keys));
    const inputs = [
      ' abc-12 ',
      'İSTANBUL',
      'ıiIİ',
      '\u00a0x\u3000',
      '\ufeffKOD\u2029',
      'ÀÉÎ Ñ',
      'ß',
      'ΑΣ',
      'ǅ',
      'Ⅻ',
      'ﬀ',
    ];
    for (const input of inputs)
      expect([input, await pgDb.value<string>('SELECT code_key(CAST(? AS TEXT))', input)]).toEqual([
        input,
        codeKey(input),
      ]);
  });

  it('answers the quick order pad’s lookups alike', async () => {
    const codes = (
      await liteDb.all<{ code: string; barcode: string }>(
        'SELECT code, barcode FROM products ORDER BY id LIMIT 40',
      )
    ).flatMap((r) => [r.code.toLowerCase(), ` ${r.barcode} `]);
    const units = (
      await liteDb.all<{ barcode: string }>("SELECT barcode FROM product_units WHERE barcode <> '' LIMIT 20")
    ).map((r) => r.barcode);
    const request = { codes: [...codes, ...units, 'YOK-BOYLE-KOD', 'ı'], ids: [1, 2, 999999] };
    expect(await lookupProducts(postgres, request)).toEqual(await lookupProducts(lite, request));
  });
});
