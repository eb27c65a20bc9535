/**
 * Saved shopping lists (/api/catalog/lists) as the host keeps them, reading and keeping
 * lists: the reader's and the company's shared lists, one list with its lines as whole products (in
 * English too), the lists page, creating, renaming, sharing, copying and deleting a list with the rules
 * of its name, and no-store on every answer of this file. A list's lines are in
 * shoppingListLines.test.ts; who sees and who changes a list, the access table's refusals, CSRF and two
 * adds at the same moment in shoppingListAccess.test.ts; the limits (1,000 lines, 100 lists) in
 * shoppingListsLimits.test.ts, on a larger catalogue. The host, its users and the helpers: listsHost.ts.
 *
 * The demo: bayi1.satinalma owns the shared 'Kadıköy şantiyesi – aylık' (8 lines, 752101 without stock),
 * bayi1 (the Yönetici) the private 'Depo takviyesi' (3 lines); bayi1.onay is an Onaylayıcı,
 * bayi1.izleyici an İzleyici; bayi2 is another company.
 */
import { listDeletedAnswer, listSavedAnswer } from '../../src/contract/lists';
import { decode } from '../../src/contract/decode';
import {
  anonymous,
  answered,
  approver,
  buyer,
  create,
  detail,
  host,
  ids,
  inEnglish,
  linePath,
  listCount,
  listPath,
  lists,
  LISTS,
  MESSAGES,
  ok,
  other,
  refused,
  setUpListsHost,
  storedLines,
  storedList,
  units,
  viewer,
  yonetici,
} from './listsHost';

setUpListsHost();

// ---------------------------------------------------------------- reading

describe('reading lists', () => {
  it('lists the reader’s own lists and the company’s shared ones, the latest change first', async () => {
    const ofYonetici = await lists(yonetici);
    expect(ofYonetici.map((l) => l.name)).toEqual(['Kadıköy şantiyesi – aylık', 'Depo takviyesi']);
    expect(ofYonetici[0]).toEqual({
      id: ids.shared,
      name: 'Kadıköy şantiyesi – aylık',
      lineCount: 8,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      owner: { id: ids.users.buyer, name: 'Mert Demir' },
      shared: true,
      mine: false,
      // The Yönetici may change a shared list of the company.
      canEdit: true,
    });
    expect(ofYonetici[1]).toEqual(
      expect.objectContaining({
        id: ids.depot,
        lineCount: 3,
        owner: { id: ids.users.bayi1, name: 'Yıldız Elektrik Taahhüt Ltd. Şti.' },
        shared: false,
        mine: true,
        canEdit: true,
      }),
    );
    expect(Date.parse(ofYonetici[0]!.updatedAt)).toBeGreaterThan(Date.parse(ofYonetici[1]!.updatedAt));

    // The owner of the shared list: theirs, not the Yönetici's private one.
    expect(await lists(buyer)).toEqual([
      expect.objectContaining({ id: ids.shared, mine: true, canEdit: true, shared: true }),
    ]);
    // Those who only see it: read only.
    for (const reader of [approver, viewer])
      expect(await lists(reader)).toEqual([
        expect.objectContaining({ id: ids.shared, mine: false, canEdit: false }),
      ]);
    // Another company has none of them.
    expect(await lists(other)).toEqual([]);
  });

  it('shows a list with its lines in order and whole products, stock or none', async () => {
    const { list, lines } = await detail(viewer, ids.shared);
    expect(list).toEqual(expect.objectContaining({ id: ids.shared, lineCount: 8, canEdit: false }));
    const codes = ['90960004', '90960005', '90440006', 'EZ9F14116'];
    expect(lines.slice(0, 4).map((l) => l.product.code)).toEqual(codes);
    expect(lines.map((l) => l.product.code)).toContain('752101');
    expect(lines).toHaveLength(8);
    expect(new Set(lines.map((l) => l.id)).size).toBe(8);
    expect(lines[0]).toEqual(
      expect.objectContaining({
        unitId: units['90960004']!.ADET,
        quantity: 40,
        note: 'B blok daireler',
      }),
    );
    expect(lines[1]!.note).toBe('');
    // Whole products, as the cart has them: units with prices, stock per warehouse, plan prices.
    for (const line of lines) {
      expect(line.product.units.map((u) => u.id)).toContain(line.unitId);
      expect(line.product.salePrice.value).toBeGreaterThan(0);
      expect(line.product.advencePrice1).toBeDefined();
      expect(Array.isArray(line.product.inventory)).toBe(true);
    }
    const noStock = lines.find((l) => l.product.code === '752101')!;
    expect(noStock.product.quantity).toBe(0);
    expect(noStock.quantity).toBe(6);
    expect(lines[0]!.product.units.map((u) => u.value)).toEqual(['ADET', 'PAKET', 'KOLİ']);
    expect(lines[0]!.product.name).toBe('Viko Karre Topraklı Priz Beyaz');
    expect(lines[3]!.product.units.map((u) => [u.value, u.multiplier])).toEqual([
      ['ADET', 1],
      ['KUTU', 12],
    ]);
  });

  it('names the products in English on an English page', async () => {
    await inEnglish(viewer, async () => {
      const { lines } = await detail(viewer, ids.shared);
      const byCode = new Map(lines.map((l) => [l.product.code, l.product.name]));
      expect(byCode.get('90960004')).toBe('Viko Karre Earthed Socket White');
      expect(byCode.get('EZ9F14116')).toBe('Schneider Electric Easy9 B16 1P 4.5kA Circuit Breaker');
      // No English name: the Turkish one.
      const turkish = await host.db.value<string>('SELECT name FROM products WHERE code = ?', '90960005');
      expect(byCode.get('90960005')).toBe(turkish);
      // The refusals are English too.
      refused(await viewer.get(listPath(ids.depot)), 404, 'List not found.');
    });
    await inEnglish(approver, async () => {
      refused(
        await approver.patch(listPath(ids.shared), { json: { name: 'Yeni' } }),
        403,
        'Only the owner of this list can change it.',
      );
      refused(
        await approver.post(LISTS, { json: { name: ' ' } }),
        400,
        'The list name is not valid. Please enter a name of 1 to 60 characters.',
      );
    });
    expect((await detail(viewer, ids.shared)).lines[0]!.product.name).toBe('Viko Karre Topraklı Priz Beyaz');
  });

  it('serves the lists page to every company user', async () => {
    for (const client of [yonetici, buyer, approver, viewer, other])
      expect((await client.get('/hesap/listeler')).status).toBe(200);
    const page = await anonymous.get('/hesap/listeler');
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toMatch(/^\/account\/login\?returnUrl=/);
  });
});

// ---------------------------------------------------------------- lists

describe('keeping lists', () => {
  it('creates a private list, renames it, shares it and makes it private again', async () => {
    const created = await create(buyer, '  Ataşehir ofis  ');
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Ataşehir ofis',
      lineCount: 0,
      updatedAt: expect.any(String),
      owner: { id: ids.users.buyer, name: 'Mert Demir' },
      shared: false,
      mine: true,
      canEdit: true,
    });
    const id = created.id;
    expect(await storedList(id)).toEqual({ name: 'Ataşehir ofis', shared: 0, owner_id: ids.users.buyer });
    // The newest change comes first; it is the owner's alone.
    expect((await lists(buyer))[0]!.id).toBe(id);
    expect((await lists(yonetici)).map((l) => l.id)).not.toContain(id);
    refused(await yonetici.get(listPath(id)), 404, MESSAGES.notFound);

    const renamed = decode(
      listSavedAnswer,
      ok(await buyer.patch(listPath(id), { json: { name: 'Ataşehir ofisi ' } })),
    ).list;
    expect(renamed).toEqual(expect.objectContaining({ id, name: 'Ataşehir ofisi', shared: false }));
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const shared = decode(
      listSavedAnswer,
      ok(await buyer.patch(listPath(id), { json: { shared: true } })),
    ).list;
    expect(shared).toEqual(expect.objectContaining({ name: 'Ataşehir ofisi', shared: true }));
    expect((await lists(yonetici)).find((l) => l.id === id)).toEqual(
      expect.objectContaining({ mine: false, canEdit: true, shared: true }),
    );
    expect((await lists(viewer)).find((l) => l.id === id)).toEqual(
      expect.objectContaining({ mine: false, canEdit: false }),
    );
    expect((await detail(approver, id)).list.canEdit).toBe(false);

    const both = decode(
      listSavedAnswer,
      ok(await buyer.patch(listPath(id), { json: { name: 'Ataşehir', shared: false } })),
    ).list;
    expect(both).toEqual(expect.objectContaining({ name: 'Ataşehir', shared: false }));
    refused(await yonetici.get(listPath(id)), 404, MESSAGES.notFound);
    refused(await viewer.get(listPath(id)), 404, MESSAGES.notFound);
    expect((await lists(viewer)).map((l) => l.id)).not.toContain(id);

    // Created shared: the company sees it at once.
    const open = await create(approver, 'Onay bekleyenler', true);
    expect(open).toEqual(expect.objectContaining({ shared: true, mine: true }));
    expect((await lists(viewer)).map((l) => l.id)).toContain(open.id);

    expect(decode(listDeletedAnswer, ok(await buyer.delete(listPath(id))))).toEqual({ success: true });
    expect(decode(listDeletedAnswer, ok(await approver.delete(listPath(open.id))))).toEqual({
      success: true,
    });
    refused(await buyer.get(listPath(id)), 404, MESSAGES.notFound);
    refused(await buyer.delete(listPath(id)), 404, MESSAGES.notFound);
    expect(await storedList(id)).toBeUndefined();
  });

  it('duplicates a list the reader sees as a private copy of their own, notes and all', async () => {
    const before = await storedLines(ids.shared);
    const copy = decode(
      listSavedAnswer,
      ok(await approver.post(`${listPath(ids.shared)}/duplicate`, { json: { name: ' Kadıköy kopyası ' } })),
    ).list;
    expect(copy).toEqual(
      expect.objectContaining({
        name: 'Kadıköy kopyası',
        lineCount: 8,
        owner: { id: ids.users.approver, name: 'Elif Yıldız' },
        shared: false,
        mine: true,
        canEdit: true,
      }),
    );
    expect(copy.id).not.toBe(ids.shared);
    const strip = (rows: typeof before) =>
      rows.map(({ product_id, unit_id, quantity, note }) => ({ product_id, unit_id, quantity, note }));
    expect(strip(await storedLines(copy.id))).toEqual(strip(before));
    const shown = await detail(approver, copy.id);
    expect(shown.lines.map((l) => [l.product.code, l.quantity, l.note])).toEqual(
      (await detail(approver, ids.shared)).lines.map((l) => [l.product.code, l.quantity, l.note]),
    );
    // The copy is the reader's alone; the original is as it was.
    refused(await buyer.get(listPath(copy.id)), 404, MESSAGES.notFound);
    refused(await yonetici.get(listPath(copy.id)), 404, MESSAGES.notFound);
    expect(await storedLines(ids.shared)).toEqual(before);
    expect(await storedList(ids.shared)).toEqual(expect.objectContaining({ shared: 1 }));

    // The copy is changed on its own.
    const first = shown.lines[0]!;
    ok(await approver.patch(linePath(copy.id, first.id), { json: { quantity: 1 } }));
    expect(await storedLines(ids.shared)).toEqual(before);

    // The Yönetici copies their own private list too.
    const own = decode(
      listSavedAnswer,
      ok(await yonetici.post(`${listPath(ids.depot)}/duplicate`, { json: { name: 'Depo takviyesi 2' } })),
    ).list;
    expect(own).toEqual(expect.objectContaining({ lineCount: 3, shared: false, mine: true }));

    // Another's private list is not there to copy.
    const count = await listCount();
    refused(
      await buyer.post(`${listPath(ids.depot)}/duplicate`, { json: { name: 'Benim deponum' } }),
      404,
      MESSAGES.notFound,
    );
    refused(
      await other.post(`${listPath(ids.shared)}/duplicate`, { json: { name: 'Kadıköy' } }),
      404,
      MESSAGES.notFound,
    );
    refused(
      await approver.post(`${listPath(ids.shared)}/duplicate`, { json: { name: ' ' } }),
      400,
      MESSAGES.name,
    );
    expect(await listCount()).toBe(count);

    ok(await approver.delete(listPath(copy.id)));
    ok(await yonetici.delete(listPath(own.id)));
    expect(await storedLines(copy.id)).toEqual([]);
  });
});

describe('caching', () => {
  it('answered every list call, success or refusal, with Cache-Control: no-store', () => {
    expect(answered.length).toBeGreaterThan(40);
    // Every kind of answer this file's calls get: successes and each refusal (401 is in
    // shoppingListAccess.test.ts).
    expect(new Set(answered.map((a) => a.status))).toEqual(new Set([200, 400, 403, 404]));
    expect(answered.filter((a) => a.cacheControl !== 'no-store')).toEqual([]);
  });
});
