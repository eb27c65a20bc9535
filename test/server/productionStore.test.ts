/**
 * A store for real customers: created empty (DEMO=0 on SQLite, PostgreSQL unless DEMO=1), then given
 * its administrator, a customer and that customer's first user with `npm run admin` (runAdmin, the
 * CLI's body, with a stand-in terminal), each of whom then logs in on a live host. The commands'
 * refusals, exit codes and idempotence, hostile text kept verbatim, and the DEMO rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runAdmin } from '../../server/admin/runAdmin';
import type { AdminIo } from '../../server/admin/io';
import { readConfig } from '../../server/config/readConfig';
import { demoWanted } from '../../server/store/demoChoice';
import { openDatabase } from '../../server/store/open';
import {
  Client,
  emptyStore,
  newStore,
  startHost,
  type Answer,
  type HostStore,
  type TestHost,
} from './helpers';
import { testEngine } from './testDb';

const engine = testEngine();
/** How an operator asks for an empty store on each engine: DEMO=0 on SQLite, nothing on PostgreSQL. */
const EMPTY_ENV = engine === 'sqlite' ? { DEMO: '0' } : { DEMO: '' };
const HOSTILE = "Ali $& $` $' $1 <script>alert(1)</script> Ç";

interface Run {
  code: number;
  out: string;
  err: string;
}

/** A stand-in terminal: what stdin holds, what the hidden prompts are answered. */
function io(input: { stdin?: string; secrets?: string[]; interactive?: boolean } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const secrets = [...(input.secrets ?? [])];
  const fake: AdminIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    interactive: input.interactive ?? false,
    readSecret: async () => secrets.shift() ?? '',
    readLine: async () => (input.stdin ?? '').split('\n')[0]!,
  };
  return { fake, out, err };
}

let store: HostStore;
let host: TestHost;

async function admin(args: string[], input?: Parameters<typeof io>[0], env = EMPTY_ENV): Promise<Run> {
  const { fake, out, err } = io(input);
  const location = { DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl ?? '' };
  const code = await runAdmin(args, { ...location, ...env }, fake);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const location = (answer: Answer) => answer.headers.get('location');

beforeAll(async () => {
  store = await emptyStore();
  host = await startHost({ store, env: EMPTY_ENV });
});
afterAll(() => host.stop());

describe('a fresh production store', () => {
  it('holds no demo: no customer, no product, no demo login; the storefront still answers', async () => {
    expect(await host.db.value('SELECT COUNT(*) FROM users')).toBe(0);
    expect(await host.db.value('SELECT COUNT(*) FROM products')).toBe(0);
    expect(await host.db.value("SELECT value FROM meta WHERE key = 'demo'")).toBe('0');
    expect(await host.db.value('SELECT COUNT(*) FROM currencies')).toBe(1);
    for (const username of ['bayi1', 'yonetici'])
      expect([username, (await new Client(host.url).login(username, 'demo1234')).status]).toEqual([
        username,
        401,
      ]);
    expect((await new Client(host.url).get('/')).status).toBe(200);
  });

  it('create-admin: the administrator logs in and reaches /yonetim; the same name again is refused, password kept', async () => {
    const made = await admin(
      ['create-admin', '--username', ' Patron ', '--name', HOSTILE, '--password-stdin'],
      {
        stdin: 'gizli-sifre-1\n',
      },
    );
    expect(made).toEqual({ code: 0, out: expect.stringContaining('Administrator patron created'), err: '' });
    expect(await host.db.value("SELECT name FROM users WHERE username = 'patron'")).toBe(HOSTILE);
    const hash = await host.db.value<string>("SELECT password_hash FROM users WHERE username = 'patron'");
    expect(hash).not.toContain('gizli-sifre-1');

    const again = await admin(['create-admin', '--username', 'patron', '--password-stdin'], {
      stdin: 'baska-sifre\n',
    });
    expect([again.code, again.err]).toEqual([1, expect.stringContaining('already exists')]);
    expect(await host.db.value("SELECT password_hash FROM users WHERE username = 'patron'")).toBe(hash);

    const client = new Client(host.url);
    const login = await client.login('patron', 'gizli-sifre-1');
    expect([login.status, location(login)]).toEqual([303, '/yonetim']);
    expect((await client.get('/yonetim')).status).toBe(200);
  });

  it('create-customer and create-user: the first login with the one-time password lands on the password change, then the store works', async () => {
    const customer = await admin([
      'create-customer',
      '--code',
      '120.01.0100',
      '--name',
      'Acme Elektrik',
      '--city',
      'İzmir',
      '--risk-limit',
      '50000',
    ]);
    expect(customer).toEqual({
      code: 0,
      out: expect.stringContaining('Customer 120.01.0100 created'),
      err: '',
    });
    const user = await admin([
      'create-user',
      '--customer',
      '120.01.0100',
      '--role',
      'yonetici',
      '--username',
      '120.01.0100.ayse',
      '--name',
      'Ayşe Kaya',
      '--email',
      'ayse@acme.com.tr',
    ]);
    expect(user.code).toBe(0);
    const oneTime = /One-time password, shown only now: (\S+)/.exec(user.out)?.[1] ?? '';
    expect(oneTime).toMatch(/^[A-Za-z2-9]{10}$/);

    const first = new Client(host.url);
    const login = await first.login('120.01.0100.ayse', oneTime);
    expect([login.status, location(login)]).toEqual([303, '/hesap/ayarlar']);
    expect((await first.get('/')).status).toBe(303);
    expect((await first.page('/hesap/ayarlar')).status).toBe(200);
    const own = {
      multipart: { currentPassword: oneTime, password: 'ayse-sifresi', passwordVerify: 'ayse-sifresi' },
    };
    expect((await first.post('/api/catalog/account/settings', own)).status).toBe(200);
    expect((await first.get('/')).status).toBe(200);
    expect((await first.get('/api/catalog/cart')).status).toBe(200);
    expect((await first.get('/api/catalog/orders')).status).toBe(200);
    expect((await new Client(host.url).login('120.01.0100.ayse', 'ayse-sifresi')).status).toBe(303);
    // The company's own login has a password nobody knows.
    expect((await new Client(host.url).login('120.01.0100', '')).status).toBe(401);
  });

  it("the ERP's catalogue through an API token: create-token, the import door, the customer sees it; revoke-token closes the door", async () => {
    const created = await admin(['create-token', '--name', 'erp']);
    expect(created.code).toBe(0);
    const token = /^b2b_\S+$/m.exec(created.out)?.[0] ?? '';
    expect(created.out.split(token)).toHaveLength(2);
    const listed = await admin(['list-tokens']);
    expect([listed.code, listed.out.includes(token)]).toEqual([0, false]);
    expect(listed.out).toMatch(/^erp +\S+ +never +active$/m);
    // An empty store has only the lira: the file's warehouses and currencies are made first.
    const file = fs.readFileSync(path.join(__dirname, '../../examples/import/products.csv'));
    for (const name of ['Merkez Depo (İstanbul)', 'Ankara Depo', 'İzmir Depo'])
      expect(await admin(['set-warehouse', '--name', name])).toEqual({
        code: 0,
        out: `Warehouse ${name} created.`,
        err: '',
      });
    expect((await admin(['set-warehouse', '--name', 'Ankara Depo'])).out).toBe(
      'Warehouse Ankara Depo unchanged: it exists.',
    );
    expect((await admin(['set-warehouse', '--name', 'Depo\n$&'])).code).toBe(1);
    expect(await admin(['set-currency', '--code', 'EUR', '--rate', '37,10'])).toEqual({
      code: 0,
      out: 'Currency EUR created: 1 EUR = 37.1 TRY.',
      err: '',
    });
    expect((await admin(['set-currency', '--code', 'EUR', '--rate', '37.1'])).out).toMatch(/unchanged/);
    expect((await admin(['set-currency', '--code', 'TRY', '--rate', '2'])).code).toBe(1);
    expect((await admin(['set-currency', '--code', 'usd', '--rate', '34'])).code).toBe(1);
    expect((await admin(['set-currency', '--code', 'USD', '--rate', '0'])).code).toBe(1);
    expect((await admin(['set-currency', '--code', 'USD', '--rate', '1e3'])).code).toBe(2);
    const importProducts = () =>
      fetch(new URL('/api/admin/import/products', host.url), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
        body: new Uint8Array(file),
      });
    const imported = await importProducts();
    expect([imported.status, await imported.json()]).toEqual([
      200,
      expect.objectContaining({ written: true, problems: [] }),
    ]);
    // The customer's user (made above) finds the first product of the file by its code.
    const code = file
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\n')[1]!
      .split(/[;,]/)[0]!;
    const buyer = new Client(host.url);
    expect((await buyer.login('120.01.0100.ayse', 'ayse-sifresi')).status).toBe(303);
    const found = await buyer.get(`/autocomplete?q=${encodeURIComponent(code)}`);
    expect([found.status, found.text.includes(code)]).toEqual([200, true]);

    expect((await admin(['revoke-token', '--name', 'erp'])).code).toBe(0);
    expect((await importProducts()).status).toBe(401);
    expect(await admin(['revoke-token', '--name', 'erp'])).toEqual({
      code: 1,
      out: '',
      err: 'revoke-token: no active token named erp',
    });
    expect((await admin(['create-token'])).code).toBe(2);
  });
});

describe('the admin commands refuse clearly', () => {
  it.each<[string, string[], Parameters<typeof io>[0], number, RegExp]>([
    ['no command', [], {}, 2, /A command is required[\s\S]*Usage: npm run admin/],
    ['an unknown command', ['drop-store'], {}, 2, /Unknown command "drop-store"[\s\S]*create-user/],
    ['an unknown option', ['create-admin', '--username', 'x', '--root'], {}, 2, /Unknown option '--root'/],
    ['a missing option', ['create-customer', '--code', 'C1'], {}, 2, /--name is required/],
    [
      'a short password',
      ['create-admin', '--username', 'kisa', '--password-stdin'],
      { stdin: 'abc' },
      1,
      /6 to 30/,
    ],
    [
      'passwords that differ',
      ['create-admin', '--username', 'ikinci'],
      { interactive: true, secrets: ['sifre-bir', 'sifre-iki'] },
      1,
      /The two passwords differ/,
    ],
    [
      'no terminal and no --password-stdin',
      ['create-admin', '--username', 'ucuncu'],
      {},
      2,
      /--password-stdin/,
    ],
    [
      'a bad username',
      ['create-admin', '--username', 'a b', '--password-stdin'],
      { stdin: 'sifre-123' },
      1,
      /3 to 30/,
    ],
    [
      'a code of another shape',
      ['create-customer', '--code', 'C 1', '--name', 'X'],
      {},
      1,
      /customer code may hold only/,
    ],
    ['a name with NUL', ['create-customer', '--code', 'C2', '--name', 'A\u0000B'], {}, 1, /one line of text/],
    [
      'a name with a line break',
      ['create-customer', '--code', 'C2', '--name', 'A\nB'],
      {},
      1,
      /one line of text/,
    ],
    ['a bad e-mail', ['create-customer', '--code', 'C2', '--name', 'X', '--email', 'x@'], {}, 1, /e-mail/],
    ['a bad plan', ['create-customer', '--code', 'C2', '--name', 'X', '--plan', 'vip'], {}, 1, /price plan/],
    [
      'a risk limit that is no number',
      ['create-customer', '--code', 'C2', '--name', 'X', '--risk-limit', 'çok'],
      {},
      2,
      /wants a number/,
    ],
    [
      'an unknown customer',
      [
        'create-user',
        '--customer',
        'YOK',
        '--role',
        'izleyici',
        '--username',
        'yok.a',
        '--name',
        'A',
        '--email',
        'a@b.tr',
      ],
      {},
      1,
      /No customer has the code YOK/,
    ],
    [
      'a bad role',
      [
        'create-user',
        '--customer',
        '120.01.0100',
        '--role',
        'patron',
        '--username',
        '120.01.0100.b',
        '--name',
        'B',
        '--email',
        'b@b.tr',
      ],
      {},
      1,
      /The role must be one of yonetici, satinalma, onaylayici, izleyici/,
    ],
    [
      'a username outside the company',
      [
        'create-user',
        '--customer',
        '120.01.0100',
        '--role',
        'izleyici',
        '--username',
        'mehmet',
        '--name',
        'M',
        '--email',
        'm@b.tr',
      ],
      {},
      1,
      /must start with 120\.01\.0100\./,
    ],
    [
      'a taken username',
      [
        'create-user',
        '--customer',
        '120.01.0100',
        '--role',
        'izleyici',
        '--username',
        '120.01.0100.ayse',
        '--name',
        'A',
        '--email',
        'a@b.tr',
      ],
      {},
      1,
      /An account named 120\.01\.0100\.ayse already exists/,
    ],
    [
      "a user's name with NUL",
      [
        'create-user',
        '--customer',
        '120.01.0100',
        '--role',
        'izleyici',
        '--username',
        '120.01.0100.nul',
        '--name',
        'A\u0000',
        '--email',
        'a@b.tr',
      ],
      {},
      1,
      /one line of text/,
    ],
    [
      'DEMO of another value',
      ['create-customer', '--code', 'C3', '--name', 'X'],
      {},
      2,
      /^Configuration refused: DEMO wants 1 \(on\) or 0 \(off\)/,
    ],
  ])('%s', async (what, args, input, code, message) => {
    const run = await admin(args, input, what.startsWith('DEMO') ? { DEMO: 'yes' } : EMPTY_ENV);
    expect([run.code, run.err]).toEqual([code, expect.stringMatching(message)]);
  });

  it('create-customer again: the same values change nothing, other values are kept; hostile text verbatim', async () => {
    const args = [
      'create-customer',
      '--code',
      'C9',
      '--name',
      HOSTILE,
      '--branch',
      'K1=Merkez $&',
      '--balance=-1250,5',
    ];
    expect((await admin(args)).out).toContain('Customer C9 created (login name c9');
    expect((await admin(args)).out).toBe('Customer C9 unchanged: the store already holds these values.');
    expect((await admin([...args, '--city', 'Bursa'])).out).toBe('Customer C9 updated.');
    const row = await host.db.get(
      "SELECT name, city, balance, username FROM users WHERE customer_code = 'C9'",
    );
    expect(row).toEqual({ name: HOSTILE, city: 'Bursa', balance: -1250.5, username: 'c9' });
    expect(await host.db.value("SELECT name FROM branches WHERE code = 'K1'")).toBe('Merkez $&');
    const user = await admin([
      ...['create-user', '--customer', 'C9', '--role', 'satinalma', '--username', 'c9.veli'],
      ...['--name', HOSTILE, '--email', 'veli@c9.com.tr'],
    ]);
    expect([user.code, user.out]).toEqual([
      0,
      expect.stringContaining('User c9.veli of customer C9 created (satinalma)'),
    ]);
    expect(
      await host.db.get(
        "SELECT u.name, m.role, m.must_change_password FROM users u JOIN company_users m ON m.user_id = u.id WHERE u.username = 'c9.veli'",
      ),
    ).toEqual({ name: HOSTILE, role: 'satinalma', must_change_password: 1 });
  });
});

describe('the DEMO rule', () => {
  it.each<[string | undefined, 'sqlite' | 'postgres', boolean]>([
    [undefined, 'sqlite', true],
    [undefined, 'postgres', false],
    ['0', 'sqlite', false],
    ['1', 'postgres', true],
  ])('DEMO=%s on %s: demo %s', (value, on, demo) => {
    expect(demoWanted(readConfig({ DEMO: value }).demo, on)).toBe(demo);
  });

  it.each(['2', 'yes', 'no', '1 1'])('refuses DEMO=%j, naming the variable', (value) => {
    expect(() => readConfig({ DEMO: value })).toThrow(/^DEMO wants 1 \(on\) or 0 \(off\), not /);
  });

  it("a demo store says so, also one made before the marker (bayi1 is there); a production store doesn't", async () => {
    const demo = await newStore();
    try {
      const opened = await openDatabase(demo, { demo: true });
      expect(opened.demo).toBe(true);
      await opened.db.deleteFrom('meta').where('key', '=', 'demo').execute();
      await opened.db.destroy();
      const older = await openDatabase(demo);
      expect(older.demo).toBe(true);
      await older.db.destroy();
    } finally {
      await demo.remove();
    }
    const production = await openDatabase(store);
    expect(production.demo).toBe(false);
    await production.db.destroy();
  });
});
