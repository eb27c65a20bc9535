/**
 * A products file's attribute columns against a live host's store (both engines): what they give is
 * stored, what they leave out comes from the product's name, a bad value refuses its row, the same file
 * again and a dry run write nothing, and the list's filters count an attribute the name does not say.
 */
import path from 'node:path';
import { decode } from '../../src/contract/decode';
import { productListAnswer } from '../../src/contract/catalog';
import { postgresHandle } from '../../server/db/dialect/postgres';
import { connectSqlite, sqliteHandle } from '../../server/db/dialect/sqlite';
import type { Db } from '../../server/db/handle';
import { runImport } from '../../server/import/run';
import { DB_FILE } from '../../server/store/open';
import { Client, startHost, type TestHost } from './helpers';

let host: TestHost;
let db: Db;
beforeAll(async () => {
  host = await startHost();
  db = host.store.databaseUrl
    ? postgresHandle(host.store.databaseUrl, { poolSize: 2 })
    : sqliteHandle(connectSqlite(path.join(host.store.dataDir, DB_FILE)));
});
afterAll(async () => {
  await db.destroy();
  await host.stop();
});

const HEADER = 'code;name;brand;category;sale_price;poles;rating;ip;colour';
const HOSTILE = "$& $` $' $1 <script>x</script>";
const FILE = [
  HEADER,
  // Every attribute from the columns: the name says none.
  `ZBR-1;"Zebercet Şalter ${HOSTILE}";Viko;Tesisat Malzemeleri;10;3;16 A;;White`,
  // The columns left empty: the name's; the colour from the column.
  'ZBR-2;Zebercet Kaçak Akım 2P 40A 30mA;Viko;Tesisat Malzemeleri;20;;;;Siyah',
  // The column before the name: IP44, not the name's IP65.
  'ZBR-3;Zebercet Projektör 50W 4000K IP65;Viko;Tesisat Malzemeleri;30;;;44;',
].join('\n');

const attributesOf = async (code: string) =>
  Object.fromEntries(
    (
      await host.db.all<{ attribute: string; value: string }>(
        `SELECT a.attribute, a.value FROM product_attributes a JOIN products p ON p.id = a.product_id
         WHERE p.code = ? ORDER BY a.attribute`,
        code,
      )
    ).map((r) => [r.attribute, r.value]),
  );
const searchVersion = () => host.db.value<string>("SELECT value FROM meta WHERE key = 'search_version'");

describe("a products file's attribute columns", () => {
  it('stores what they give and what the name says where they give nothing; the same file again changes nothing', async () => {
    expect(await runImport(db, 'products', { text: FILE })).toMatchObject({
      problems: [],
      written: true,
      changed: 3,
    });
    expect(await attributesOf('ZBR-1')).toEqual({ colour: 'beyaz', poles: '3P', rating: '16A' });
    expect(await attributesOf('ZBR-2')).toEqual({
      colour: 'siyah',
      poles: '2P',
      rating: '40A',
      sensitivity: '30mA',
    });
    expect(await attributesOf('ZBR-3')).toEqual({ colourTemperature: '4000K', ip: 'IP44', wattage: '50W' });
    const version = await searchVersion();
    expect(await runImport(db, 'products', { text: FILE })).toMatchObject({ changed: 0, unchanged: 3 });
    expect(await searchVersion()).toBe(version);
  });

  it('refuses a row with a value it cannot read, naming row, column and why, and writes nothing', async () => {
    const version = await searchVersion();
    const text = `${HEADER}\nZBR-1;Zebercet Şalter;Viko;Tesisat Malzemeleri;10;7;;;\nZBR-2;Zebercet;Viko;Tesisat Malzemeleri;10;;$&;;`;
    expect(await runImport(db, 'products', { text })).toMatchObject({
      written: false,
      problems: [
        { row: 1, column: 'poles', message: "'7' is not a pole count: 1 to 4, 3P or 1P+N" },
        { row: 2, column: 'rating', message: "'$&' is not a rating in amperes: 16, 16 A or 16A" },
      ],
    });
    expect(await attributesOf('ZBR-1')).toEqual({ colour: 'beyaz', poles: '3P', rating: '16A' });
    expect(await searchVersion()).toBe(version);
  });

  it('writes nothing on a dry run; a change of the attributes alone moves the search version', async () => {
    const version = await searchVersion();
    const text = `${HEADER}\nZBR-2;Zebercet Kaçak Akım 2P 40A 30mA;Viko;Tesisat Malzemeleri;20;;63;;Gri`;
    expect(await runImport(db, 'products', { text }, { dryRun: true })).toMatchObject({
      written: false,
      valid: 1,
    });
    expect((await attributesOf('ZBR-2')).rating).toBe('40A');
    expect(await searchVersion()).toBe(version);
    expect(await runImport(db, 'products', { text })).toMatchObject({ written: true, changed: 1 });
    expect(await attributesOf('ZBR-2')).toMatchObject({ rating: '63A', colour: 'gri' });
    expect(Number(await searchVersion())).toBeGreaterThan(Number(version));
  });

  it('the list filters count an imported attribute the name does not say, and choose by it', async () => {
    const client = new Client(host.url);
    const list = async (url: string) => {
      const answer = await client.get(url);
      expect(answer.status).toBe(200);
      return decode(productListAnswer, answer.json);
    };
    const found = await list('/api/catalog/products/search?q=zebercet');
    expect(found.products.map((p) => p.code).sort()).toEqual(['ZBR-1', 'ZBR-2', 'ZBR-3']);
    const counts = (key: string) =>
      Object.fromEntries(
        (found.facets.find((f) => f.key === key)?.values ?? []).map((v) => [v.value, v.count]),
      );
    expect(counts('rating')).toEqual({ '16A': 1, '63A': 1 });
    expect(counts('colour')).toEqual({ beyaz: 1, gri: 1 });
    const chosen = await list('/api/catalog/products/search?q=zebercet&filters=rating:16A');
    expect(chosen.products.map((p) => p.name)).toEqual([`Zebercet Şalter ${HOSTILE}`]);
    // The file's IP44 counts, not the IP65 its name says (a facet of one value is not offered, but chosen).
    const ip = async (value: string) =>
      (await list(`/api/catalog/products/search?q=zebercet&filters=ip:${value}`)).products.map((p) => p.code);
    expect(await ip('IP44')).toEqual(['ZBR-3']);
    expect(await ip('IP65')).toEqual([]);
  });

  it('takes an attribute from the name again when a file leaves its column out', async () => {
    const text = `code;name;brand;category;sale_price\nZBR-1;"Zebercet Şalter ${HOSTILE}";Viko;Tesisat Malzemeleri;10\nZBR-4;Zebercet LED Ampul 9W E27;Viko;Tesisat Malzemeleri;5`;
    expect(await runImport(db, 'products', { text })).toMatchObject({ problems: [], changed: 2 });
    expect(await attributesOf('ZBR-1')).toEqual({});
    expect(await attributesOf('ZBR-4')).toEqual({ base: 'E27', wattage: '9W' });
  });
});
