/**
 * The conformance suite (npm run contract:check) run as a backend team runs it, in a child process:
 * it passes against the reference host, walking every operation of the document, and leaves the
 * account as it found it; in front of a stand-in that breaks one answer it fails and its table names
 * the operation and the field. The cases that break an answer of the walk's own making (an order, a
 * shopping list, a company user, an approval, a card payment) make only the operations they need
 * (--only), so each run stays short.
 */
import fs from 'node:fs';
import path from 'node:path';
import { OpenApiDocument } from '../../contract/check/document';
import { hashApiToken, newApiToken } from '../../server/domain/apiTokens';
import { startHost, type TestHost } from './helpers';
import {
  accountState,
  cartLines,
  jsonFile,
  rowsOf,
  runSuite,
  standIn,
  type Breakage,
  type StandIn,
  type JsonRow,
} from './contractCheckSupport';

/** GET /api/catalog/products with its total as a string, as a backend that formats numbers for display sends it. */
const TOTAL_AS_TEXT = {
  method: 'GET',
  path: '/api/catalog/products',
  alter: (body: Record<string, unknown>) => ({ ...body, total: String(body.total) }),
};

const DOCUMENT = OpenApiDocument.load(path.resolve(__dirname, '..', '..', 'contract', 'openapi.yaml'));

/**
 * The host publishes its payment frame behind a stand-in (PAYMENT_PUBLIC_URL, as behind a reverse
 * proxy): pages name it as the frame's origin, and it passes every answer through unless a case breaks
 * one of the frame's.
 */
let paymentFrame: StandIn;
let host: TestHost;
beforeAll(async () => {
  paymentFrame = await standIn('');
  host = await startHost({ env: { PAYMENT_PUBLIC_URL: paymentFrame.url } });
  paymentFrame.target = host.paymentUrl;
});
afterAll(async () => {
  await host.stop();
  await paymentFrame.close();
});

/** A stand-in for the whole host (storefront and payment frame) breaking one answer, for the time of `run`. */
async function broken<T>(breakage: Breakage, run: (url: string) => Promise<T>): Promise<T> {
  const storefront = await standIn(host.url, breakage);
  paymentFrame.broken = breakage;
  try {
    return await run(storefront.url);
  } finally {
    paymentFrame.broken = null;
    await storefront.close();
  }
}

test('passes against the reference host, walking every operation of the document, and leaves the account as it found it', async () => {
  const before = await accountState(host);
  expect(before.cart.length).toBeGreaterThan(0);
  const file = jsonFile();
  const token = newApiToken();
  await host.db.run(
    'INSERT INTO api_tokens (name, token_hash, created_at) VALUES (?, ?, ?)',
    'contract-check',
    hashApiToken(token),
    new Date().toISOString(),
  );
  const run = await runSuite(
    host.url,
    true,
    ['--payment', '--token', token, '--representative', 'temsilci1', 'demo1234', '--json', file],
    'default',
  );
  expect(run.output).toContain('call');
  expect(run.output).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/); // no stack trace
  if (run.code !== 0) throw new Error(`the suite failed against the reference host:\n${run.output}`);
  const rows = rowsOf(file);
  const ids = DOCUMENT.operations.map((operation) => operation.operationId);
  expect(ids).toHaveLength(62);
  const made = new Set(rows.filter((row) => row.checks > 0).map((row) => row.operationId ?? null));
  expect(ids.filter((id) => !made.has(id))).toEqual([]);
  expect(rows.filter((row) => row.checks === 0)).toEqual([]);
  expect(run.output).toContain('Operations of the document: 62 of 62 made.');
  // The token is the suite's argument, never part of what it prints.
  expect(run.output).not.toContain(token.slice(4));
  // What it made is listed, and undone.
  for (const object of [
    /made by the suite: order SP\d+ \(cancelled\)/,
    /made by the suite: order SP\d+ \(rejected, never placed\)/,
    /made by the suite: offer TK\d+ \(cancelled\)/,
    /made by the suite: shopping list \d+ "contract:check [^"]+" \(deleted\)/,
    /made by the suite: company user bayi1\.cc-[a-z0-9]+ \(deactivated\)/,
    /made by the suite: card payment \d+ of order SP\d+ \(kept: a payment is not undone\)/,
  ])
    expect(run.output).toMatch(object);
  expect(await accountState(host, before)).toEqual({ ...before, newUsersActive: 0 });
}, 120_000);

test('fails against a backend that alters one answer, naming the call and the field', async () => {
  const before = await cartLines(host);
  // The one operation the case needs: the rest of the walk is the reference host's, as in the test above.
  const run = await broken(TOTAL_AS_TEXT, (url) => runSuite(url, true, ['--only', 'listProducts']));
  expect(run.code).toBe(1);
  const row = run.output.split('\n').find((line) => line.startsWith('GET /api/catalog/products '));
  expect(row).toMatch(/answer\.total: expected (integer|number), got string "\d+"/);
  expect(run.output).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
  expect(await cartLines(host)).toEqual(before);
}, 120_000);

test("refuses to put back a cart it could not read, and leaves the account's cart as it was", async () => {
  const before = await cartLines(host);
  expect(before.length).toBeGreaterThan(0);
  // A backend that leaves out each line's quantity: read as NaN, "putting back" would empty the cart.
  const withoutQuantity = {
    method: 'GET',
    path: '/api/catalog/cart',
    alter: (items: Record<string, unknown>[]) => items.map(({ quantity: _quantity, ...rest }) => rest),
  };
  const run = await broken(withoutQuantity, (url) => runSuite(url));
  expect(run.code).toBe(1);
  expect(run.output).toMatch(/account left as found \(cart lines\).*could not be read before the walk/);
  expect(run.output).toMatch(/step: cart .*skipped: the account's cart could not be read first/);
  expect(await cartLines(host)).toEqual(before);
}, 120_000);

test('a check that cannot run is listed as skipped with its reason, never left out', async () => {
  const run = await runSuite(host.url, false);
  if (run.code !== 0) throw new Error(`the suite failed against the reference host:\n${run.output}`);
  expect(run.output).toMatch(/GET \/yonetim\/top-queries .*skipped: no --admin account given/);
  expect(run.output).toMatch(/wrong role \(403\) .*skipped: no --admin account given/);
  expect(run.output).toMatch(/\d+ skipped \(their reasons are in the table\)\./);
}, 120_000);

test('--only makes only the named operations, lists every other as skipped, and --json writes the table', async () => {
  const before = await cartLines(host);
  const file = jsonFile();
  const run = await runSuite(host.url, true, ['--only', 'listProducts,getCart', '--json', file]);
  if (run.code !== 0) throw new Error(`the suite failed:\n${run.output}`);
  const written = JSON.parse(fs.readFileSync(file, 'utf8')) as { failed: boolean; rows: JsonRow[] };
  expect(written.failed).toBe(false);
  const made = written.rows.filter((row) => row.checks > 0 && row.operationId);
  expect(new Set(made.map((row) => row.operationId))).toEqual(new Set(['listProducts', 'getCart']));
  const addRow = written.rows.find((row) => row.operationId === 'addToCart');
  expect(addRow).toMatchObject({ checks: 0, skipped: 'not in --only' });
  expect(written.rows.filter((row) => row.checks === 0 && !row.skipped)).toEqual([]);
  expect(run.output).toMatch(
    /POST \/api\/catalog\/cart\/\{productId\}[^|]*\| addToCart .*skipped: not in --only/,
  );
  expect(await cartLines(host)).toEqual(before);
}, 120_000);

test('--skip leaves an operation out and names it; an unknown operationId is a usage error', async () => {
  const before = await cartLines(host);
  const run = await runSuite(host.url, true, ['--skip', 'addToCart']);
  if (run.code !== 0) throw new Error(`the suite failed:\n${run.output}`);
  expect(run.output).toMatch(/addToCart .*skipped: left out by --skip/);
  expect(await cartLines(host)).toEqual(before);
  const unknown = await runSuite(host.url, true, ['--only', 'listProducts,noSuchCall']);
  expect(unknown.code).toBe(2);
  expect(unknown.output).toContain('no operation of the document is named noSuchCall');
}, 120_000);

interface Case {
  name: string;
  breakage: Breakage;
  only: string[];
  payment?: boolean;
  /** The row: its call, the operation it names, and what it says differed. */
  row: { call: string; operationId: string; differs: string[] };
}

/** The walk's first steps every case needs: the product it orders and puts into lists and carts. */
const PRODUCT = ['listProducts', 'clearCart', 'addToCart'];
/** A buyer made and logged in (the approvals need one). */
const BUYER = ['listCompanyUsers', 'createCompanyUser', 'updateCompanyUser', 'saveAccountSettings'];

const CASES: Case[] = [
  {
    name: 'order placement answering 500',
    breakage: { method: 'POST', path: '/api/catalog/cart', status: 500 },
    only: [...PRODUCT, 'saveOrder'],
    row: {
      call: 'POST /api/catalog/cart',
      operationId: 'saveOrder',
      differs: [
        'status: expected 200, got 500',
        "status 500 is not among the document's (200, 400, 401, 403)",
      ],
    },
  },
  {
    name: "a list answer without a required field (the first list's lineCount)",
    breakage: {
      method: 'GET',
      path: '/api/catalog/lists',
      alter: (body: { lists: Record<string, unknown>[] }) => ({
        lists: body.lists.map(({ lineCount, ...list }, i) => (i === 0 ? list : { ...list, lineCount })),
      }),
    },
    only: ['listShoppingLists', 'createShoppingList'],
    row: {
      call: 'GET /api/catalog/lists',
      operationId: 'listShoppingLists',
      differs: ['answer.lists[0].lineCount: required, missing'],
    },
  },
  {
    name: "a company user's answer with a field of the wrong type (active as text)",
    breakage: {
      method: 'POST',
      path: '/api/company/users',
      alter: (body: { user: Record<string, unknown> }) => ({
        ...body,
        user: { ...body.user, active: String(body.user.active) },
      }),
    },
    only: BUYER,
    row: {
      call: 'POST /api/company/users',
      operationId: 'createCompanyUser',
      differs: ['answer.user.active: expected boolean, got string "true"'],
    },
  },
  {
    name: 'an approval answering 202 instead of 200',
    breakage: { method: 'POST', path: /^\/api\/company\/approvals\/\d+\/approve$/, status: 202 },
    only: [...PRODUCT, ...BUYER, 'saveOrder', 'listApprovals', 'approveOrder', 'deactivateCompanyUser'],
    row: {
      call: 'POST /api/company/approvals/{id}/approve',
      operationId: 'approveOrder',
      differs: [
        'status: expected 200, got 202',
        "status 202 is not among the document's (200, 400, 401, 403, 404)",
      ],
    },
  },
  {
    name: "the payment's completion with a field of the wrong type (succeed as text)",
    breakage: {
      method: 'POST',
      path: '/payment/api/complete',
      // Only the completion's success carries it; the wrong code's refusal passes as it is.
      alter: (body: Record<string, unknown>) =>
        'succeed' in body ? { ...body, succeed: String(body.succeed) } : body,
    },
    only: [...PRODUCT, 'startCheckout', 'binControl', 'authorizeCardPayment', 'completeCardPayment'],
    payment: true,
    row: {
      call: 'POST /payment/api/complete',
      operationId: 'completeCardPayment',
      differs: ['answer.succeed: expected boolean, got string "true"'],
    },
  },
];

test.each(CASES)(
  'fails on $name, its row naming the operation and the difference, and leaves the account as it was',
  async ({ breakage, only, payment, row }) => {
    const before = await accountState(host);
    const file = jsonFile();
    const extra = ['--only', only.join(','), '--json', file, ...(payment ? ['--payment'] : [])];
    const run = await broken(breakage, (url) => runSuite(url, false, extra));
    expect(run.output).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/); // no stack trace
    expect(run.code).toBe(1);
    const found = rowsOf(file).find((r) => r.call === row.call);
    if (!found) throw new Error(`no row ${row.call} in:\n${run.output}`);
    expect(found).toMatchObject({ operationId: row.operationId, differences: row.differs });
    // The printed table says the same on the call's line: call | operation | checks | passed | what differed.
    const cells = run.output
      .split('\n')
      .map((line) => line.split(' | ').map((cell) => cell.trim()))
      .find(([call]) => call === row.call);
    expect(cells && [cells[1], cells[4]]).toEqual([row.operationId, row.differs[0]]);
    expect(await accountState(host, before)).toEqual({ ...before, newUsersActive: 0 });
  },
  60_000,
);
