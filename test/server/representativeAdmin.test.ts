/**
 * The operator's and the administrator's side of sales representatives: create-representative and
 * link-representative (runAdmin, the CLI's body, with a stand-in terminal) on the demo store, and the
 * /yonetim/temsilciler page listing representatives, their customers and the acting log, hostile
 * names escaped.
 */
import path from 'node:path';
import { runAdmin } from '../../server/admin/runAdmin';
import { postgresHandle } from '../../server/db/dialect/postgres';
import { connectSqlite, sqliteHandle } from '../../server/db/dialect/sqlite';
import { runImport } from '../../server/import/run';
import { DB_FILE } from '../../server/store/open';
import type { AdminIo } from '../../server/admin/io';
import { decode } from '../../src/contract/decode';
import { representativeBookAnswer } from '../../src/contract/representatives';
import { Client, loggedIn, startHost, type TestHost } from './helpers';

const HOSTILE = "Ali $& $` $' $1 <script>alert(1)</script> Ç";

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.stop());

async function admin(args: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: AdminIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    interactive: false,
    readSecret: async () => '',
    readLine: async () => stdin.split('\n')[0]!,
  };
  const location = { DATA_DIR: host.store.dataDir, DATABASE_URL: host.store.databaseUrl ?? '' };
  const code = await runAdmin(args, location, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('create-representative and link-representative', () => {
  it('make a representative who logs in, and link a customer whose consent starts refused', async () => {
    const made = await admin(
      [
        'create-representative',
        ...['--username', 'Temsilci3', '--name', HOSTILE],
        ...['--email', 'ayse@example.com.tr', '--phone', '0532 000 11 22', '--password-stdin'],
      ],
      'gizli-sifre-3\n',
    );
    expect(made).toEqual({
      code: 0,
      out: expect.stringContaining('Representative temsilci3 created'),
      err: '',
    });
    expect(await host.db.get("SELECT role, name, phone FROM users WHERE username = 'temsilci3'")).toEqual({
      role: 'representative',
      name: HOSTILE,
      phone: '0532 000 11 22',
    });

    const linked = await admin([
      'link-representative',
      '--customer',
      '120.01.0004',
      '--representative',
      'temsilci3',
    ]);
    expect(linked).toEqual({
      code: 0,
      out: 'Customer 120.01.0004 now has representative temsilci3.',
      err: '',
    });
    const again = await admin([
      'link-representative',
      '--customer',
      '120.01.0004',
      '--representative',
      'temsilci3',
    ]);
    expect(again.out).toContain('nothing changed');

    const client = new Client(host.url);
    expect((await client.login('temsilci3', 'gizli-sifre-3')).status).toBe(303);
    const book = decode(representativeBookAnswer, (await client.get('/api/representative/customers')).json);
    expect(book.customers.map((c) => [c.code, c.consent])).toEqual([['120.01.0004', false]]);
    // the customer's top bar names its new representative
    const bayi4 = await loggedIn(host.url, 'bayi4');
    expect((await bayi4.get('/api/catalog/top-header-info')).json).toMatchObject({
      salesRepresentativeName: HOSTILE,
      salesRepresentativePhone: '0532 000 11 22',
      salesRepresentativeEmail: 'ayse@example.com.tr',
    });
  });

  it('refuse a taken name, an unknown customer or representative, and a call without its options', async () => {
    const taken = await admin(
      [
        'create-representative',
        '--username',
        'bayi1',
        '--name',
        'X',
        '--email',
        'x@example.com',
        '--phone',
        '02121234567',
        '--password-stdin',
      ],
      'gizli-sifre-3\n',
    );
    expect([taken.code, taken.err]).toEqual([1, expect.stringContaining('already exists')]);
    const badPhone = await admin(
      [
        'create-representative',
        '--username',
        'temsilci9',
        '--name',
        'X',
        '--email',
        'x@example.com',
        '--phone',
        '12',
        '--password-stdin',
      ],
      'gizli-sifre-3\n',
    );
    expect(badPhone.code).toBe(1);
    expect(
      (await admin(['link-representative', '--customer', 'YOK', '--representative', 'temsilci1'])).code,
    ).toBe(1);
    expect(
      (await admin(['link-representative', '--customer', '120.01.0004', '--representative', 'bayi2'])).code,
    ).toBe(1);
    expect((await admin(['link-representative', '--customer', '120.01.0004'])).code).toBe(2);
    expect((await admin(['create-representative', '--username', 'x'])).code).toBe(2);
  });

  it('--none unlinks: the top bar falls back to the company’s own contact columns', async () => {
    expect((await admin(['link-representative', '--customer', '120.01.0004', '--none'])).code).toBe(0);
    const bayi4 = await loggedIn(host.url, 'bayi4');
    expect((await bayi4.get('/api/catalog/top-header-info')).json).toMatchObject({
      salesRepresentativeName: 'Ahmet Kaya',
      salesRepresentativePhone: '0532 111 22 33',
    });
  });
});

describe('the customers import’s representative column', () => {
  it('links a customer to a representative by username, empty unlinks, an unknown name is refused by row', async () => {
    const db = host.store.databaseUrl
      ? postgresHandle(host.store.databaseUrl, { poolSize: 2 })
      : sqliteHandle(connectSqlite(path.join(host.store.dataDir, DB_FILE)));
    try {
      const link = () =>
        host.db.value<number | null>(
          "SELECT representative_id FROM users WHERE customer_code = '120.01.0005'",
        );
      const temsilci2 = await host.db.value<number>("SELECT id FROM users WHERE username = 'temsilci2'");
      const linked = await runImport(db, 'customers', {
        text: 'code;name;representative\n120.01.0005;Akdeniz Yapı Elektrik;Temsilci2\n',
      });
      expect(linked).toMatchObject({ problems: [], written: true, changed: 1 });
      expect(await link()).toBe(temsilci2);
      // The same file again changes nothing; a file without the column keeps the link.
      expect(
        await runImport(db, 'customers', {
          text: 'code;name;representative\n120.01.0005;Akdeniz Yapı Elektrik;temsilci2\n',
        }),
      ).toMatchObject({ changed: 0 });
      await runImport(db, 'customers', { text: 'code;name\n120.01.0005;Akdeniz Yapı Elektrik\n' });
      expect(await link()).toBe(temsilci2);
      const unknown = await runImport(db, 'customers', {
        text: `code;name;representative\n120.01.0005;Akdeniz Yapı Elektrik;"${HOSTILE}"\n`,
      });
      expect(unknown).toMatchObject({ written: false });
      expect(unknown.problems).toEqual([expect.objectContaining({ row: 1, column: 'representative' })]);
      expect(
        await runImport(db, 'customers', {
          text: 'code;name;representative\n120.01.0005;Akdeniz Yapı Elektrik;bayi1\n',
        }),
      ).toMatchObject({ written: false });
      await runImport(db, 'customers', {
        text: 'code;name;representative\n120.01.0005;Akdeniz Yapı Elektrik;\n',
      });
      expect(await link()).toBeNull();
    } finally {
      await db.destroy();
    }
  });
});

describe('the administrators’ page of representatives', () => {
  it('lists representatives, their customers and consent, and the acting log, with names escaped', async () => {
    await host.db.run("UPDATE users SET name = ? WHERE username = 'temsilci1'", `Temsilci ${HOSTILE}`);
    await host.db.run("UPDATE users SET name = ? WHERE username = 'bayi1'", `Müşteri ${HOSTILE}`);
    const temsilci = await loggedIn(host.url, 'temsilci1');
    const bayi1 = await host.db.value<number>("SELECT id FROM users WHERE username = 'bayi1'");
    expect((await temsilci.post('/api/representative/acting', { json: { companyId: bayi1 } })).status).toBe(
      200,
    );
    const page = await (await loggedIn(host.url, 'yonetici')).get('/yonetim/temsilciler');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain('Temsilci Ali $&amp; $` $&#39; $1 &lt;script&gt;alert(1)&lt;/script&gt; Ç');
    expect(page.text).toContain('Müşteri Ali $&amp;');
    expect(page.text).toContain('120.01.0001');
    expect(page.text).toContain('sipariş verebilir');
    expect(page.text).toContain('sürüyor');
    expect(page.text).toContain('aria-current="page"');
    const english = await loggedIn(host.url, 'yonetici');
    await english.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } });
    expect((await english.get('/yonetim/temsilciler')).text).toContain('Work on behalf of customers');
    expect((await temsilci.get('/yonetim/temsilciler')).status).toBe(403);
  });
});
