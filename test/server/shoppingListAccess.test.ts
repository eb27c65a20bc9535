/**
 * Who sees a saved shopping list and who changes it, as the host answers (the owner; the
 * company when shared; the Yönetici for a shared one): another user's private list and another
 * company's lists hidden (404), read-only readers refused (403), the access table's refusals before the
 * list is looked at (401 anonymous, 403 the store's administrator), CSRF, two adds of one product at
 * the same moment, and no-store on every answer of this file. Reading and keeping lists:
 * shoppingLists.test.ts; a list's lines: shoppingListLines.test.ts. The host, its users and the
 * helpers: listsHost.ts.
 *
 * The demo: bayi1.satinalma owns the shared 'Kadıköy şantiyesi – aylık' (8 lines), bayi1 (the
 * Yönetici) the private 'Depo takviyesi' (3 lines); bayi1.onay is an Onaylayıcı, bayi1.izleyici an
 * İzleyici; bayi2 is another company; yonetici the store's administrator.
 */
import { listDeletedAnswer, listLinesAddedAnswer, listSavedAnswer } from '../../src/contract/lists';
import { decode } from '../../src/contract/decode';
import { errorType, type Body } from './helpers';
import {
  addLines,
  admin,
  anonymous,
  answered,
  approver,
  buyer,
  create,
  detail,
  host,
  ids,
  linePath,
  linesPath,
  listCount,
  listPath,
  lists,
  LISTS,
  MESSAGES,
  ok,
  other,
  P,
  refused,
  setUpListsHost,
  storedLines,
  storedList,
  viewer,
  yonetici,
} from './listsHost';

setUpListsHost();

// ---------------------------------------------------------------- who sees, who changes

describe('who sees a list and who changes it', () => {
  /** Every call on a list (and on one of its lines), with a body that would be accepted. */
  const everyCall = (id: number, lineId: number) =>
    [
      ['GET', listPath(id)],
      ['PATCH', listPath(id), { json: { name: 'Değişti' } }],
      ['POST', `${listPath(id)}/duplicate`, { json: { name: 'Kopyam' } }],
      ['POST', linesPath(id), { json: { lines: [{ productId: P['90960002'], quantity: 1 }] } }],
      ['PATCH', linePath(id, lineId), { json: { quantity: 1 } }],
      ['DELETE', linePath(id, lineId)],
      ['DELETE', listPath(id)],
    ] as [string, string, Body?][];
  const changes = (id: number, lineId: number) =>
    everyCall(id, lineId).filter(([method, url]) => method !== 'GET' && !url.endsWith('/duplicate'));

  const state = async (id: number) => ({
    list: await storedList(id),
    lines: await storedLines(id),
    count: await listCount(),
  });

  it('hides another user’s private list: 404 for reading and for every change', async () => {
    const lineId = (await storedLines(ids.depot))[0]!.id;
    const before = await state(ids.depot);
    for (const client of [buyer, approver, viewer])
      for (const [method, url, body] of everyCall(ids.depot, lineId)) {
        const answer = await client.request(method, url, body);
        expect({ method, url, status: answer.status, message: errorType(answer) }).toEqual({
          method,
          url,
          status: client === viewer && method !== 'GET' ? 403 : 404,
          message: client === viewer && method !== 'GET' ? MESSAGES.role : MESSAGES.notFound,
        });
      }
    expect(await state(ids.depot)).toEqual(before);
    // Nor is it among their lists.
    for (const client of [buyer, approver, viewer])
      expect((await lists(client)).map((l) => l.id)).not.toContain(ids.depot);
  });

  it('hides another company’s lists: 404 for reading and for every change', async () => {
    const lineId = (await storedLines(ids.shared))[0]!.id;
    const before = await state(ids.shared);
    for (const [method, url, body] of everyCall(ids.shared, lineId)) {
      const answer = await other.request(method, url, body);
      expect({ method, url, status: answer.status, message: errorType(answer) }).toEqual({
        method,
        url,
        status: 404,
        message: MESSAGES.notFound,
      });
    }
    // Its own list's id does not reach another company's line either.
    const own = await create(other, 'Demir Yapı');
    refused(
      await other.patch(linePath(own.id, lineId), { json: { quantity: 1 } }),
      404,
      MESSAGES.lineNotFound,
    );
    refused(await other.delete(linePath(own.id, lineId)), 404, MESSAGES.lineNotFound);
    expect(await state(ids.shared)).toEqual({ ...before, count: before.count + 1 });
    ok(await other.delete(listPath(own.id)));
  });

  it('lets the İzleyici read a shared list but change nothing (403)', async () => {
    const lineId = (await storedLines(ids.shared))[0]!.id;
    const before = await state(ids.shared);
    expect((await detail(viewer, ids.shared)).list.canEdit).toBe(false);
    for (const [method, url, body] of everyCall(ids.shared, lineId).filter(([m]) => m !== 'GET')) {
      const answer = await viewer.request(method, url, body);
      expect({ method, url, status: answer.status, message: errorType(answer) }).toEqual({
        method,
        url,
        status: 403,
        message: MESSAGES.role,
      });
    }
    // Nor keeps lists of their own.
    refused(await viewer.post(LISTS, { json: { name: 'İzleyicinin listesi' } }), 403, MESSAGES.role);
    expect(await state(ids.shared)).toEqual(before);
  });

  it('lets another user with a cart read and copy a shared list, but not change it (403)', async () => {
    const lineId = (await storedLines(ids.shared))[0]!.id;
    const before = await state(ids.shared);
    for (const [method, url, body] of changes(ids.shared, lineId)) {
      const answer = await approver.request(method, url, body);
      expect({ method, url, status: answer.status, message: errorType(answer) }).toEqual({
        method,
        url,
        status: 403,
        message: MESSAGES.readOnly,
      });
    }
    expect(await state(ids.shared)).toEqual(before);
  });

  it('lets the Yönetici change a shared list of the company, and not see a private one (404)', async () => {
    const shared = await detail(yonetici, ids.shared);
    expect(shared.list).toEqual(expect.objectContaining({ mine: false, canEdit: true }));
    const renamed = decode(
      listSavedAnswer,
      ok(
        await yonetici.patch(listPath(ids.shared), { json: { name: 'Kadıköy şantiyesi – aylık (güncel)' } }),
      ),
    ).list;
    expect(renamed).toEqual(expect.objectContaining({ owner: { id: ids.users.buyer, name: 'Mert Demir' } }));
    const added = await addLines(yonetici, ids.shared, [{ productId: P['90960002']!, quantity: 3 }]);
    expect(added.results).toEqual([{ productId: P['90960002'], ok: true }]);
    const line = added.lines.find((l) => l.product.id === P['90960002'])!;
    ok(
      await yonetici.patch(linePath(ids.shared, line.id), { json: { quantity: 4, note: 'Yönetici ekledi' } }),
    );
    // The owner sees the Yönetici's changes.
    expect((await detail(buyer, ids.shared)).lines.find((l) => l.id === line.id)).toEqual(
      expect.objectContaining({ quantity: 4, note: 'Yönetici ekledi' }),
    );
    ok(await yonetici.delete(linePath(ids.shared, line.id)));
    ok(await yonetici.patch(listPath(ids.shared), { json: { name: 'Kadıköy şantiyesi – aylık' } }));
    expect((await storedLines(ids.shared)).length).toBe(8);

    // A private list of the buyer is the buyer's alone, Yönetici or not.
    const own = await create(buyer, 'Mert’in notları');
    const lineOwn = (await addLines(buyer, own.id, [{ productId: P['90960004']!, quantity: 1 }])).lines[0]!;
    const before = await state(own.id);
    for (const [method, url, body] of everyCall(own.id, lineOwn.id)) {
      const answer = await yonetici.request(method, url, body);
      expect({ method, url, status: answer.status, message: errorType(answer) }).toEqual({
        method,
        url,
        status: 404,
        message: MESSAGES.notFound,
      });
    }
    expect(await state(own.id)).toEqual(before);

    // Shared, the Yönetici may delete it.
    ok(await buyer.patch(listPath(own.id), { json: { shared: true } }));
    expect(decode(listDeletedAnswer, ok(await yonetici.delete(listPath(own.id))))).toEqual({ success: true });
    expect(await storedList(own.id)).toBeUndefined();
    expect(await storedLines(own.id)).toEqual([]);
  });
});

// ---------------------------------------------------------------- the access table, CSRF

describe('refusals before the list is looked at', () => {
  const calls = () =>
    [
      ['GET', LISTS],
      ['POST', LISTS, { json: { name: 'Yeni' } }],
      ['GET', listPath(ids.shared)],
      ['PATCH', listPath(ids.shared), { json: { name: 'Yeni' } }],
      ['POST', `${listPath(ids.shared)}/duplicate`, { json: { name: 'Yeni' } }],
      ['DELETE', listPath(ids.shared)],
      ['POST', linesPath(ids.shared), { json: { lines: [{ productId: P['90960002'], quantity: 1 }] } }],
      ['PATCH', linePath(ids.shared, 1), { json: { quantity: 1 } }],
      ['DELETE', linePath(ids.shared, 1)],
    ] as [string, string, Body?][];

  it('answers an anonymous visitor 401 on every call', async () => {
    const count = await listCount();
    for (const [method, url, body] of calls()) {
      const answer = await anonymous.request(method, url, body);
      expect({ method, url, status: answer.status, message: errorType(answer) }).toEqual({
        method,
        url,
        status: 401,
        message: MESSAGES.login,
      });
    }
    expect(await listCount()).toBe(count);
  });

  it('answers the store administrator 403 on every call', async () => {
    const count = await listCount();
    for (const [method, url, body] of calls()) {
      const answer = await admin.request(method, url, body);
      expect({ method, url, status: answer.status, message: errorType(answer) }).toEqual({
        method,
        url,
        status: 403,
        message: MESSAGES.admin,
      });
    }
    expect(await listCount()).toBe(count);
  });

  it('refuses every change without the CSRF token (403), or with a wrong one', async () => {
    const before = {
      lines: await storedLines(ids.shared),
      list: await storedList(ids.shared),
      count: await listCount(),
    };
    const token = buyer.csrf;
    try {
      for (const csrf of ['', 'sahte'])
        for (const [method, url, body] of calls().filter(([m]) => m !== 'GET')) {
          buyer.csrf = csrf;
          const answer = await buyer.request(method, url, body);
          expect({ csrf, method, url, status: answer.status, message: errorType(answer) }).toEqual({
            csrf,
            method,
            url,
            status: 403,
            message: MESSAGES.csrf,
          });
        }
    } finally {
      buyer.csrf = token;
    }
    // From another site's page, with the right token.
    refused(
      await buyer.post(LISTS, { json: { name: 'Başka site' } }, { Origin: 'https://kotu.example' }),
      403,
      MESSAGES.csrf,
    );
    expect({
      lines: await storedLines(ids.shared),
      list: await storedList(ids.shared),
      count: await listCount(),
    }).toEqual(before);
    // Reads need no token.
    buyer.csrf = '';
    try {
      expect((await buyer.get(LISTS)).status).toBe(200);
      expect((await buyer.get(listPath(ids.shared))).status).toBe(200);
    } finally {
      buyer.csrf = token;
    }
  });
});

// ---------------------------------------------------------------- concurrency

describe('at the same moment', () => {
  it('two adds of one product give one line holding both quantities', async () => {
    const id = (await create(buyer, 'Aynı anda')).id;
    const codes = ['90960002', '90960004', '90960005', '90440006', '90440001'];
    for (const [round, code] of codes.entries()) {
      const product = P[code]!;
      const answers = await Promise.all([
        buyer.post(linesPath(id), { json: { lines: [{ productId: product, quantity: 3 }] } }),
        buyer.post(linesPath(id), { json: { lines: [{ productId: product, quantity: 4 }] } }),
      ]);
      for (const answer of answers)
        expect(decode(listLinesAddedAnswer, ok(answer)).results).toEqual([{ productId: product, ok: true }]);
      const rows = (await storedLines(id)).filter((l) => l.product_id === product);
      expect({ round, rows: rows.map((r) => r.quantity) }).toEqual({ round, rows: [7] });
    }
    // Two users of the company on one shared list, at once: one line each product, positions distinct.
    const [a, b] = await Promise.all([
      buyer.post(linesPath(ids.shared), { json: { lines: [{ productId: P['90440007'], quantity: 2 }] } }),
      yonetici.post(linesPath(ids.shared), {
        json: {
          lines: [
            { productId: P['90440007'], quantity: 5 },
            { productId: P['90960002'], quantity: 1 },
          ],
        },
      }),
    ]);
    ok(a);
    ok(b);
    const shared = await host.db.all<{ product_id: number; quantity: number; position: number }>(
      'SELECT product_id, quantity, position FROM shopping_list_lines WHERE list_id = ? ORDER BY position',
      ids.shared,
    );
    expect(shared.filter((l) => l.product_id === P['90440007']).map((l) => l.quantity)).toEqual([7]);
    expect(new Set(shared.map((l) => l.position)).size).toBe(shared.length);
    expect(shared).toHaveLength(10);
    ok(await buyer.delete(listPath(id)));
  });
});

describe('caching', () => {
  it('answered every list call, success or refusal, with Cache-Control: no-store', () => {
    expect(answered.length).toBeGreaterThan(110);
    // Every kind of answer this file's calls get: successes and each refusal (400 is in
    // shoppingLists.test.ts and shoppingListLines.test.ts).
    expect(new Set(answered.map((a) => a.status))).toEqual(new Set([200, 401, 403, 404]));
    expect(answered.filter((a) => a.cacheControl !== 'no-store')).toEqual([]);
  });
});
