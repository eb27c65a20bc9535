/**
 * The ERP import against a live host's store (both engines): the sample files, twice; a dry run; all
 * or nothing and --partial; stock-only and price-only files; what the catalogue shows after; the CLI.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { postgresHandle } from '../../server/db/dialect/postgres';
import { connectSqlite, sqliteHandle } from '../../server/db/dialect/sqlite';
import type { Db } from '../../server/db/handle';
import { runAdmin } from '../../server/admin/runAdmin';
import { runImport, type ImportKind } from '../../server/import/run';
import { DB_FILE } from '../../server/store/open';
import { Client, startHost, type TestHost } from './helpers';

const ROOT = path.resolve(__dirname, '../..');
const sample = (file: string) => fs.readFileSync(path.join(ROOT, 'examples/import', file), 'utf8');

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

const importText = (kind: ImportKind, text: string, options = {}) => runImport(db, kind, { text }, options);
const product = (code: string) =>
  host.db.get<Record<string, unknown>>(
    'SELECT name, sale_price, list_price, adv1, stock_total, price_key FROM products WHERE code = ?',
    code,
  );
const HEADER = 'code;name;brand;category;sale_price';

describe('importing the ERP catalogue', () => {
  it('imports every sample file, and the same files again change nothing', async () => {
    for (const [kind, file] of [
      ['products', 'products.csv'],
      ['products', 'products.jsonl'],
    ] as const) {
      const first = await importText(kind, sample(file));
      expect(first).toMatchObject({ problems: [], written: true, unchanged: 0 });
      expect(first.changed).toBe(first.rows);
      expect(await importText(kind, sample(file))).toMatchObject({ changed: 0, unchanged: first.rows });
    }
    for (const [kind, file] of [
      ['stock', 'stock.csv'],
      ['prices', 'prices.csv'],
    ] as const) {
      expect((await importText(kind, sample(file))).problems).toEqual([]);
      expect(await importText(kind, sample(file))).toMatchObject({ changed: 0, written: true });
    }
    expect(await product('KBL-NYA-2.5-100')).toMatchObject({ stock_total: 11750.5 + 3200 });
    expect(await product('SCH-IC60N-C16')).toMatchObject({ sale_price: 6.15, price_key: 6.15 * 37.1 });
    // The sample's attribute columns, and what its names say where they are empty.
    const attributes = async (code: string) =>
      Object.fromEntries(
        (
          await host.db.all<{ attribute: string; value: string }>(
            `SELECT a.attribute, a.value FROM product_attributes a JOIN products p ON p.id = a.product_id
             WHERE p.code = ?`,
            code,
          )
        ).map((r) => [r.attribute, r.value]),
      );
    expect(await attributes('YLD-LED-9W-E27')).toEqual({
      wattage: '9W',
      base: 'E27',
      colourTemperature: '3000K',
    });
    expect(await attributes('KBL-NYA-2.5-100')).toEqual({ colour: 'mavi' });
  });

  it('shows an imported product in search, on its product API and with its English name on English pages', async () => {
    const client = new Client(host.url);
    const found = (await client.get('/api/catalog/products/search?q=yıldız led ampul 9w')).json as {
      products: { id: number; name: string; code: string }[];
    };
    const bulb = found.products.find((p) => p.code === 'YLD-LED-9W-E27')!;
    expect(bulb.name).toBe('Yıldız LED Ampul 9W E27 Günışığı');
    const page = await client.get(`/yildiz-led-ampul-9w-e27-gunisigi-p-${bulb.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Yıldız LED Ampul 9W E27 Günışığı');
    await client.page('/');
    await client.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } });
    const english = await client.get(`/yildiz-led-ampul-9w-e27-gunisigi-p-${bulb.id}`);
    expect(english.text).toContain('Yildiz LED Bulb 9W E27 Daylight');
  });

  it('writes nothing on a dry run, nor when a row is refused, and the valid rows with --partial', async () => {
    const text = `${HEADER}\nTST-1;Deneme $& <script>x</script>;Viko;Prizler;10\nTST-2;Deneme 2;Viko;Prizler;on`;
    const before = await host.db.value('SELECT value FROM meta WHERE key = ?', 'catalog_version');
    expect(await importText('products', text, { dryRun: true })).toMatchObject({ written: false, valid: 1 });
    expect(await importText('products', text)).toMatchObject({
      written: false,
      changed: 0,
      problems: [{ row: 2, column: 'sale_price', message: "'on' is not a number" }],
    });
    expect(await product('TST-1')).toBeUndefined();
    expect(await host.db.value('SELECT value FROM meta WHERE key = ?', 'catalog_version')).toBe(before);
    expect(await importText('products', text, { partial: true })).toMatchObject({
      written: true,
      changed: 1,
    });
    expect(await product('TST-1')).toMatchObject({ name: 'Deneme $& <script>x</script>' });
  });

  it('a stock file touches only stock, a prices file only prices, and both refuse unknown codes', async () => {
    const before = await product('TST-1');
    await importText('stock', 'code;warehouse;quantity\nTST-1;Ankara Depo;7');
    expect(await product('TST-1')).toEqual({ ...before, stock_total: 7 });
    await importText('prices', 'code;list_price\nTST-1;12,50');
    expect(await product('TST-1')).toEqual({ ...before, stock_total: 7, list_price: 12.5 });
    expect((await importText('prices', 'code;sale_price\nYOK-1;5')).problems).toEqual([
      { row: 1, column: 'code', message: "no product has the code 'YOK-1'" },
    ]);
  });
});

describe('importing the ERP customers', () => {
  const HOSTILE = "Yapı $& $` $' $1 <script>alert(1)</script>";
  const HEAD = 'code;name;email;risk_limit;overdue_days;branches';

  it('imports the sample, twice without a change, through the one customer service; the company then gets its user', async () => {
    const first = await importText('customers', sample('customers.csv'));
    expect(first).toMatchObject({ problems: [], written: true, changed: 4, unchanged: 0 });
    expect(await importText('customers', sample('customers.csv'))).toMatchObject({
      changed: 0,
      unchanged: 4,
    });
    expect(
      await host.db.get(
        "SELECT name, price_plan, risk_limit, balance, overdue_balance, overdue_days, rep_name FROM users WHERE customer_code = '120.01.0213'",
      ),
    ).toEqual({
      name: 'Marmara Tesisat Market Ltd. Şti.',
      price_plan: 'advencePrice3',
      risk_limit: 120000,
      balance: 87420.15,
      overdue_balance: 23100,
      overdue_days: 45,
      rep_name: 'Selin Korkmaz',
    });
    expect(
      await host.db.all(
        "SELECT b.code, b.name, b.address FROM branches b JOIN users u ON u.id = b.user_id WHERE u.customer_code = '120.01.0210' ORDER BY b.code",
      ),
    ).toEqual([
      { code: 'B01', name: 'Bostancı Satış Noktası', address: '' },
      { code: 'K01', name: 'Kadıköy Şube', address: 'Caferağa Mah. Moda Cad. No: 41/3, Kadıköy' },
      { code: 'U01', name: 'Ümraniye Depo', address: 'Yukarı Dudullu Mah. Bostancı Yolu Cad. No: 7; Kat 2' },
    ]);
    // A changed risk limit (the columns left out keep what the store has) and a new customer with
    // hostile text, kept as typed.
    // A ';', '|' or '\' in a branch's name or address is written with a '\' before it.
    const escaped = String.raw`"K01=Kadıköy\|Moda|Moda Cad. No: 7\; Kat 2 \\ Arka"`;
    const next = `code;name;risk_limit;branches\n120.01.0211;Ege Aydınlatma ve Enerji A.Ş.;90000;\n120.01.0104;"${HOSTILE}";;${escaped}\n`;
    expect(await importText('customers', next)).toMatchObject({ problems: [], changed: 2, unchanged: 0 });
    expect(await host.db.value("SELECT name FROM users WHERE customer_code = '120.01.0104'")).toBe(HOSTILE);
    expect(
      await host.db.get(
        "SELECT b.code, b.name, b.address FROM branches b JOIN users u ON u.id = b.user_id WHERE u.customer_code = '120.01.0104'",
      ),
    ).toEqual({ code: 'K01', name: 'Kadıköy|Moda', address: 'Moda Cad. No: 7; Kat 2 \\ Arka' });
    expect(
      await host.db.get("SELECT email, risk_limit FROM users WHERE customer_code = '120.01.0211'"),
    ).toEqual({ email: 'finans@egeaydinlatma.com.tr', risk_limit: 90000 });
    // Its first Yönetici, as the operator makes it, logs in with the one-time password.
    const lines: string[] = [];
    const io = {
      out: (l: string) => lines.push(l),
      err: (l: string) => lines.push(l),
      interactive: false,
      readSecret: async () => '',
      readLine: async () => '',
    };
    const env = { DATA_DIR: host.store.dataDir, DATABASE_URL: host.store.databaseUrl ?? '' };
    const args = [
      'create-user',
      '--customer',
      '120.01.0210',
      '--role',
      'yonetici',
      '--username',
      '120.01.0210.murat',
      '--name',
      'Murat Aydın',
      '--email',
      'murat@anadoluelektrik.com.tr',
    ];
    expect(await runAdmin(args, env, io)).toBe(0);
    const oneTime = /One-time password, shown only now: (\S+)/.exec(lines.join('\n'))?.[1] ?? '';
    expect((await new Client(host.url).login('120.01.0210.murat', oneTime)).status).toBe(303);
  });

  it('judges every row by the customer rules, naming the column; a dry run and a refused file write nothing, --partial the valid rows', async () => {
    const text = [
      HEAD,
      '120.01.0201;Geçerli Bayi;bayi@example.com.tr;1000;0;',
      '120 01;Boşluklu Kod;;;;',
      '120.01.0203;;;;;',
      '120.01.0204;E-postası Bozuk;bozuk@;;;',
      '120.01.0205;Eksi Limit;;-5;;',
      '120.01.0206;Kesirli Gün;;;2,5;',
      '120.01.0207;Şubesi Bozuk;;;;K01 Kadıköy',
      '120.01.0208;"NUL\u0000";;;;',
      '120.01.0201;İkinci Kez;;;;',
      // Its login would be bayi1, the demo's Yıldız Elektrik.
      'BAYI1;Çakışan;;;;',
      '120.01.0220;Ters Bölü;;;;K01=Kadıköy|Moda Cad. \\n',
      '120.01.0221;İki Adres;;;;K01=Kadıköy|Moda Cad.|No 5',
    ].join('\n');
    const dry = await importText('customers', text, { dryRun: true });
    expect(dry.problems.map((p) => [p.row, p.column])).toEqual([
      [2, 'code'],
      [3, 'name'],
      [4, 'email'],
      [5, 'risk_limit'],
      [6, 'overdue_days'],
      [7, 'branches'],
      [8, 'name'],
      [9, 'code'],
      [10, 'code'],
      [11, 'branches'],
      [12, 'branches'],
    ]);
    expect(dry.problems.find((p) => p.row === 10)?.message).toContain("'bayi1' is already another account's");
    expect(dry.written).toBe(false);
    expect(await importText('customers', text)).toMatchObject({ written: false, changed: 0 });
    expect(await host.db.value("SELECT COUNT(*) FROM users WHERE customer_code = '120.01.0201'")).toBe(0);
    expect(await importText('customers', text, { partial: true })).toMatchObject({
      written: true,
      changed: 1,
    });
    expect(await host.db.value("SELECT name FROM users WHERE customer_code = '120.01.0201'")).toBe(
      'Geçerli Bayi',
    );
  });
});

describe('importing the search synonyms', () => {
  const searchTotal = async (q: string) =>
    (
      (await new Client(host.url).get(`/api/catalog/products/search?q=${encodeURIComponent(q)}`)).json as {
        total: number;
      }
    ).total;

  it('makes the table the file: groups added, groups left out taken away, the search reading it at once', async () => {
    // One word each: a query of several finds what all its words but one name meanwhile.
    expect(await searchTotal('salter')).toBe(0);
    expect(await importText('synonyms', sample('synonyms.csv'))).toMatchObject({
      problems: [],
      written: true,
    });
    expect(await importText('synonyms', sample('synonyms.csv'))).toMatchObject({ changed: 0 });
    expect(await searchTotal('salter')).toBeGreaterThan(0);
    expect(await searchTotal('trifaze')).toBeGreaterThan(0);
    // A file without the '3 faz' group takes it away; a hostile phrase is kept as written.
    const hostile = "Yapı $& $` $' $1 <script>";
    const next = `phrases\nkaçak akım|RCD|RCCB\n"${hostile}|yapı market"\n`;
    expect(await importText('synonyms', next)).toMatchObject({ problems: [], written: true });
    expect(await host.db.all('SELECT phrases FROM search_synonyms ORDER BY phrases')).toEqual([
      { phrases: `${hostile}|yapı market` },
      { phrases: 'kaçak akım|RCD|RCCB' },
    ]);
    expect(await searchTotal('trifaze')).toBe(0);
    expect(await searchTotal('rccb')).toBeGreaterThan(0);
  });

  it('judges each group: two phrases at least, none twice, no control character; one group once', async () => {
    const text = [
      'phrases',
      'tek',
      'priz|PRİZ',
      '"a\u0000b|c"',
      '"$&|&&"',
      'RCD|kaçak akım',
      'kacak akim|rcd',
    ].join('\n');
    const dry = await importText('synonyms', text, { dryRun: true });
    expect(dry.problems.map((p) => [p.row, p.column])).toEqual([
      [1, 'phrases'],
      [2, 'phrases'],
      [3, 'phrases'],
      [4, 'phrases'],
      [6, 'phrases'],
    ]);
    expect(dry.written).toBe(false);
  });
});

describe('npm run import', () => {
  const run = async (...args: string[]) => {
    const env = { ...process.env, DATA_DIR: host.store.dataDir, DATABASE_URL: host.store.databaseUrl ?? '' };
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/import/cli.ts', ...args],
        { cwd: ROOT, env },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };

  it('exits 0 when written, 1 when problems stopped it, 2 on a usage error', async () => {
    const ok = await run('stock', path.join(ROOT, 'examples/import/stock.csv'));
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('rows read: 5');
    const bad = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-import-')), 'bad.csv');
    fs.writeFileSync(bad, 'code;warehouse;quantity\nYLD-LED-9W-E27;Bursa Depo;5\n');
    const refused = await run('stock', bad, '--dry-run');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain("row 1, column warehouse: unknown warehouse 'Bursa Depo'");
    expect((await run('stok', bad)).code).toBe(2);
  });
});
