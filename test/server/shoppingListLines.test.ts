/**
 * A saved shopping list's lines (/api/catalog/lists/{id}/lines) as the host keeps them:
 * adding, merging a product added again as the cart merges units, changing a line's quantity, unit and
 * note, removing it; a batch answered line by line (in English too), a batch refused whole leaving the
 * list as it was; the rules of names, notes, quantities, units and batches (400, nothing changed); and
 * no-store on every answer of this file. Reading and keeping lists: shoppingLists.test.ts; who may
 * change a list: shoppingListAccess.test.ts. The host, its users and the helpers: listsHost.ts.
 *
 * The demo: bayi1.satinalma owns the shared 'Kadıköy şantiyesi – aylık' (8 lines); 90960002, 90960004
 * and 90440001 are sold in ADET and PAKET, 90440006 in KOLİ among others, 752101 is without stock and
 * CorePro-LEDbulb is a variant master.
 */
import { listLineRemovedAnswer, listLineSavedAnswer, type ListLineRequest } from '../../src/contract/lists';
import { decode } from '../../src/contract/decode';
import { errorType } from './helpers';
import {
  addLines,
  answered,
  buyer,
  create,
  detail,
  host,
  ids,
  inEnglish,
  linePath,
  linesPath,
  listCount,
  listPath,
  lists,
  LISTS,
  MESSAGES,
  ok,
  P,
  refused,
  setUpListsHost,
  storedLines,
  storedList,
  units,
} from './listsHost';

setUpListsHost();

// ---------------------------------------------------------------- lines

describe('a list’s lines', () => {
  it('adds lines, merges a product added again as the cart merges units, changes and removes lines', async () => {
    const id = (await create(buyer, 'Satır denemesi')).id;
    const newer = (await create(buyer, 'Daha yeni')).id;
    expect((await lists(buyer)).map((l) => l.id).slice(0, 2)).toEqual([newer, id]);
    const added = await addLines(buyer, id, [
      { productId: P['90960002']!, quantity: 5 },
      { productId: P['90960004']!, quantity: 2, unit: units['90960004']!.PAKET, note: ' Koridor ' },
    ]);
    expect(added.results).toEqual([
      { productId: P['90960002'], ok: true },
      { productId: P['90960004'], ok: true },
    ]);
    expect(added.list).toEqual(expect.objectContaining({ id, lineCount: 2 }));
    // A change of its lines is a change of the list: it comes first again.
    expect((await lists(buyer)).map((l) => l.id).slice(0, 2)).toEqual([id, newer]);
    ok(await buyer.delete(listPath(newer)));
    expect(added.lines.map((l) => [l.product.id, l.unitId, l.quantity, l.note])).toEqual([
      // No unit named: the product's default unit.
      [P['90960002'], units['90960002']!.ADET, 5, ''],
      [P['90960004'], units['90960004']!.PAKET, 2, 'Koridor'],
    ]);

    // Added again in another unit: the pieces go into the line's unit when whole (5 + 10 = 15 ADET) …
    const merged = await addLines(buyer, id, [
      { productId: P['90960002']!, quantity: 1, unit: units['90960002']!.PAKET },
    ]);
    expect(merged.results).toEqual([{ productId: P['90960002'], ok: true }]);
    expect(merged.lines.map((l) => [l.product.id, l.unitId, l.quantity])).toEqual([
      [P['90960002'], units['90960002']!.ADET, 15],
      [P['90960004'], units['90960004']!.PAKET, 2],
    ]);
    // … else into the base unit (2 PAKET + 5 ADET = 25 ADET, never 2.5 PAKET); the note stays.
    const based = await addLines(buyer, id, [{ productId: P['90960004']!, quantity: 5 }]);
    expect(based.lines[1]).toEqual(
      expect.objectContaining({ unitId: units['90960004']!.ADET, quantity: 25, note: 'Koridor' }),
    );
    // In the line's unit: a plain sum; a new note replaces the old one.
    const summed = await addLines(buyer, id, [{ productId: P['90960004']!, quantity: 5, note: 'Salon' }]);
    expect(summed.lines[1]).toEqual(expect.objectContaining({ quantity: 30, note: 'Salon' }));
    // The same product twice in one call: one line.
    const twice = await addLines(buyer, id, [
      { productId: P['90440001']!, quantity: 3 },
      { productId: P['90440001']!, quantity: 4 },
    ]);
    expect(twice.results.every((r) => r.ok)).toBe(true);
    expect(twice.lines.map((l) => [l.product.id, l.quantity])).toEqual([
      [P['90960002'], 15],
      [P['90960004'], 30],
      [P['90440001'], 7],
    ]);
    // A merge beyond 100 is refused as the cart refuses it, and changes nothing.
    const over = await addLines(buyer, id, [{ productId: P['90960002']!, quantity: 90 }]);
    expect(over.results).toEqual([{ productId: P['90960002'], ok: false, message: MESSAGES.quantity }]);
    expect(over.lines[0]!.quantity).toBe(15);
    // No stock, no matter: a list is a plan.
    const noStock = await addLines(buyer, id, [{ productId: P['752101']!, quantity: 100 }]);
    expect(noStock.results).toEqual([{ productId: P['752101'], ok: true }]);
    expect(noStock.list.lineCount).toBe(4);

    // One line's quantity, unit and note.
    const line = twice.lines[2]!;
    const patch = async (change: Record<string, unknown>) =>
      decode(listLineSavedAnswer, ok(await buyer.patch(linePath(id, line.id), { json: change }))).line;
    expect(await patch({ quantity: 9 })).toEqual(
      expect.objectContaining({ id: line.id, quantity: 9, unitId: line.unitId, note: '' }),
    );
    const paket = units['90440001']!.PAKET!;
    expect(await patch({ unit: paket })).toEqual(expect.objectContaining({ quantity: 9, unitId: paket }));
    const noted = await patch({ note: '  Depo rafı 3  ' });
    expect(noted).toEqual(expect.objectContaining({ quantity: 9, unitId: paket, note: 'Depo rafı 3' }));
    expect(noted.product.id).toBe(P['90440001']);
    expect(noted.product.units.length).toBeGreaterThan(1);
    expect(await patch({ quantity: 2, unit: units['90440001']!.ADET, note: '' })).toEqual(
      expect.objectContaining({ quantity: 2, unitId: units['90440001']!.ADET, note: '' }),
    );
    expect((await storedLines(id)).find((l) => l.id === line.id)).toEqual(
      expect.objectContaining({ quantity: 2, unit_id: units['90440001']!.ADET, note: '' }),
    );
    // The answer carries the list after the change, its last change moved on (the page's header).
    const before = (await detail(buyer, id)).list;
    const saved = decode(
      listLineSavedAnswer,
      ok(await buyer.patch(linePath(id, line.id), { json: { quantity: 3 } })),
    );
    expect(saved.list).toEqual({ ...before, updatedAt: saved.list.updatedAt });
    expect(saved.list.updatedAt >= before.updatedAt).toBe(true);
    expect((await detail(buyer, id)).list).toEqual(saved.list);

    // Removing a line: the list after it, one line less.
    const removed = decode(listLineRemovedAnswer, ok(await buyer.delete(linePath(id, line.id))));
    const after = await detail(buyer, id);
    expect(removed).toEqual({ success: true, list: after.list });
    expect(after.list.lineCount).toBe(3);
    expect(after.lines.map((l) => l.id)).not.toContain(line.id);
    refused(await buyer.delete(linePath(id, line.id)), 404, MESSAGES.lineNotFound);
    refused(await buyer.patch(linePath(id, line.id), { json: { quantity: 1 } }), 404, MESSAGES.lineNotFound);
    // A line of another list is not this list's.
    const sharedLine = (await storedLines(ids.shared))[0]!;
    refused(await buyer.delete(linePath(id, sharedLine.id)), 404, MESSAGES.lineNotFound);
    refused(
      await buyer.patch(linePath(id, sharedLine.id), { json: { quantity: 1 } }),
      404,
      MESSAGES.lineNotFound,
    );
    expect((await storedLines(ids.shared))[0]).toEqual(sharedLine);

    // Deleting the list takes its lines with it.
    ok(await buyer.delete(listPath(id)));
    expect(await storedLines(id)).toEqual([]);
    refused(
      await buyer.post(linesPath(id), { json: { lines: [{ productId: P['90960002'], quantity: 1 }] } }),
      404,
      MESSAGES.notFound,
    );
  });

  it('answers a batch line by line: good lines added, unknown products, variant masters and units refused', async () => {
    const id = (await create(buyer, 'Karışık parti')).id;
    await addLines(buyer, id, [{ productId: P['90960005']!, quantity: 4, note: 'ilk' }]);
    const before = await storedLines(id);
    const batch: ListLineRequest[] = [
      { productId: P['90960002']!, quantity: 2 },
      { productId: 999999, quantity: 1 },
      { productId: P['CorePro-LEDbulb']!, quantity: 1 },
      { productId: P['90440006']!, quantity: 3, unit: units['90440006']!.KOLİ },
      // A unit of another product.
      { productId: P['90440007']!, quantity: 1, unit: units['90960002']!.PAKET },
      // Merges into the line there, its note kept.
      { productId: P['90960005']!, quantity: 1 },
    ];
    const answer = await addLines(buyer, id, batch);
    expect(answer.results).toEqual([
      { productId: P['90960002'], ok: true },
      { productId: 999999, ok: false, message: MESSAGES.product },
      { productId: P['CorePro-LEDbulb'], ok: false, message: MESSAGES.variant },
      { productId: P['90440006'], ok: true },
      { productId: P['90440007'], ok: false, message: MESSAGES.unit },
      { productId: P['90960005'], ok: true },
    ]);
    expect(answer.lines.map((l) => [l.product.id, l.unitId, l.quantity, l.note])).toEqual([
      [P['90960005'], before[0]!.unit_id, 5, 'ilk'],
      [P['90960002'], units['90960002']!.ADET, 2, ''],
      [P['90440006'], units['90440006']!.KOLİ, 3, ''],
    ]);
    expect(answer.list.lineCount).toBe(3);
    const stored = await storedLines(id);
    expect(stored.map((l) => l.product_id)).toEqual([P['90960005'], P['90960002'], P['90440006']]);
    // The first line kept its id (merged in place, not replaced).
    expect(stored[0]!.id).toBe(before[0]!.id);
    // Nothing of another list changed.
    expect(await host.db.value('SELECT COUNT(*) FROM shopping_list_lines WHERE product_id = ?', 999999)).toBe(
      0,
    );

    // An English visitor reads the refusals in English.
    await inEnglish(buyer, async () => {
      const english = await addLines(buyer, id, [
        { productId: 999999, quantity: 1 },
        { productId: P['CorePro-LEDbulb']!, quantity: 1 },
        { productId: P['90440007']!, quantity: 1, unit: 999999 },
        { productId: P['90960002']!, quantity: 99 },
      ]);
      expect(english.results).toEqual([
        { productId: 999999, ok: false, message: 'Product not found.' },
        { productId: P['CorePro-LEDbulb'], ok: false, message: 'Please choose a variant!' },
        { productId: P['90440007'], ok: false, message: 'Product unit not found.' },
        { productId: P['90960002'], ok: false, message: 'The quantity must be between 1 and 100.' },
      ]);
    });
    expect(await storedLines(id)).toEqual(stored);
    ok(await buyer.delete(listPath(id)));
  });

  // A batch whose every line was refused changed nothing: the list's last change stays as it was.
  it('leaves a list as it was, its last change too, when every line of a batch is refused', async () => {
    const older = (await lists(buyer)).find((l) => l.id === ids.shared)!;
    const list = await create(buyer, 'En yeni');
    const answer = await addLines(buyer, ids.shared, [
      { productId: 999999, quantity: 1 },
      { productId: P['CorePro-LEDbulb']!, quantity: 1 },
    ]);
    expect(answer.results.every((r) => !r.ok)).toBe(true);
    try {
      expect(answer.list.updatedAt).toBe(older.updatedAt);
      expect((await lists(buyer)).map((l) => l.id).slice(0, 2)).toEqual([list.id, ids.shared]);
    } finally {
      ok(await buyer.delete(listPath(list.id)));
    }
  });

  it('refuses bad names, notes, quantities, units and batches with 400, changing nothing', async () => {
    const id = (await create(buyer, 'Doğrulama')).id;
    await addLines(buyer, id, [{ productId: P['90960002']!, quantity: 5, note: 'dokunma' }]);
    const [line] = await storedLines(id);
    const count = await listCount();
    const snapshot = async () => ({
      list: await storedList(id),
      lines: await storedLines(id),
      count: await listCount(),
    });
    const before = await snapshot();

    // Names: blank, over 60 characters, invisible or control characters; wrong types.
    const badNames = [
      '',
      '   ',
      'ş'.repeat(61),
      'x'.repeat(241),
      '\u200bListe',
      'Liste\u200d',
      'İki\nsatır',
      'Sekme\tli',
      'B\ufeffOM',
    ];
    for (const name of badNames) {
      const status = 400;
      const create_ = await buyer.post(LISTS, { json: { name } });
      expect({ name, status: create_.status }).toEqual({ name, status });
      expect([MESSAGES.name, 'Geçersiz değer: name.']).toContain(errorType(create_));
      const rename = await buyer.patch(listPath(id), { json: { name } });
      expect({ name, status: rename.status }).toEqual({ name, status });
      const copy = await buyer.post(`${listPath(id)}/duplicate`, { json: { name } });
      expect({ name, status: copy.status }).toEqual({ name, status });
    }
    refused(await buyer.post(LISTS, { json: { name: 'ş'.repeat(61) } }), 400, MESSAGES.name);
    refused(await buyer.post(LISTS, { json: { name: '\u200bListe' } }), 400, MESSAGES.name);
    refused(await buyer.post(LISTS, { json: {} }), 400, 'Geçersiz değer: name.');
    refused(await buyer.post(LISTS, { json: { name: 'Liste', renk: 'mavi' } }), 400, MESSAGES.badRequest);
    expect((await buyer.post(LISTS, { json: { name: 'Liste', shared: 'evet' } })).status).toBe(400);
    refused(await buyer.patch(listPath(id), { json: {} }), 400, MESSAGES.badRequest);
    expect((await buyer.patch(listPath(id), { json: { shared: 'evet' } })).status).toBe(400);
    expect(await snapshot()).toEqual(before);

    // Notes: over 200 characters, or more than one line.
    const badNotes = ['n'.repeat(201), 'bir\nsatır daha', 'sekme\tli', 'sıfır\u200bgenişlik'];
    for (const note of badNotes) {
      refused(
        await buyer.post(linesPath(id), {
          json: { lines: [{ productId: P['90960004'], quantity: 1, note }] },
        }),
        400,
        MESSAGES.note,
      );
      refused(await buyer.patch(linePath(id, line!.id), { json: { note } }), 400, MESSAGES.note);
    }
    // One bad note refuses the whole call: the good line beside it is not added either.
    refused(
      await buyer.post(linesPath(id), {
        json: {
          lines: [
            { productId: P['90960004'], quantity: 1 },
            { productId: P['90960005'], quantity: 1, note: 'a\nb' },
          ],
        },
      }),
      400,
      MESSAGES.note,
    );
    expect(await snapshot()).toEqual(before);

    // Quantities: 1 to 100, whole.
    for (const quantity of [0, 101, 1.5, -1, '1,5', null]) {
      refused(
        await buyer.post(linesPath(id), {
          json: {
            lines: [
              { productId: P['90960004'], quantity: 1 },
              { productId: P['90960005'], quantity },
            ],
          },
        }),
        400,
        MESSAGES.quantity,
      );
      refused(await buyer.patch(linePath(id, line!.id), { json: { quantity } }), 400, MESSAGES.quantity);
    }
    // Units: one of the product's (another product's is not).
    refused(await buyer.patch(linePath(id, line!.id), { json: { unit: 999999 } }), 400, MESSAGES.unit);
    refused(
      await buyer.patch(linePath(id, line!.id), { json: { unit: units['90960004']!.PAKET } }),
      400,
      MESSAGES.unit,
    );
    refused(await buyer.patch(linePath(id, line!.id), { json: { unit: 0 } }), 400, 'Geçersiz değer: unit.');
    refused(await buyer.patch(linePath(id, line!.id), { json: {} }), 400, MESSAGES.badRequest);
    refused(await buyer.patch(linePath(id, line!.id), { json: { productId: 1 } }), 400, MESSAGES.badRequest);

    // Batches: 1 to 300 lines, each with a product and a quantity.
    refused(await buyer.post(linesPath(id), { json: { lines: [] } }), 400, 'Geçersiz değer: lines.');
    refused(await buyer.post(linesPath(id), { json: {} }), 400, 'Geçersiz değer: lines.');
    const many = Array.from({ length: 301 }, () => ({ productId: P['90960004'], quantity: 1 }));
    refused(await buyer.post(linesPath(id), { json: { lines: many } }), 400, 'Geçersiz değer: lines.');
    refused(
      await buyer.post(linesPath(id), { json: { lines: [{ quantity: 1 }] } }),
      400,
      'Geçersiz değer: productId.',
    );
    refused(
      await buyer.post(linesPath(id), { json: { lines: [{ productId: 0, quantity: 1 }] } }),
      400,
      'Geçersiz değer: productId.',
    );
    // Ids outside the route's range are refused before anything is looked up.
    expect((await buyer.get(`${LISTS}/abc`)).status).toBe(400);
    expect((await buyer.get(`${LISTS}/0`)).status).toBe(400);
    expect((await buyer.delete(`${LISTS}/${id}/lines/abc`)).status).toBe(400);
    expect(await snapshot()).toEqual(before);

    // The edges themselves are fine: 60 characters (counted as characters, not UTF-16 units), a
    // 200-character note, 1 and 100.
    const longest = await create(buyer, '😀'.repeat(60));
    expect([...longest.name]).toHaveLength(60);
    const edge = await addLines(buyer, id, [
      { productId: P['90960004']!, quantity: 100, note: 'ö'.repeat(200) },
      { productId: P['90960005']!, quantity: 1, note: '  ' },
    ]);
    expect(edge.results.every((r) => r.ok)).toBe(true);
    expect(edge.lines.map((l) => [l.quantity, [...l.note].length])).toEqual([
      [5, 'dokunma'.length],
      [100, 200],
      [1, 0],
    ]);
    ok(await buyer.delete(listPath(longest.id)));
    ok(await buyer.delete(listPath(id)));
    expect(await listCount()).toBe(count - 1);
  });
});

describe('caching', () => {
  it('answered every list call, success or refusal, with Cache-Control: no-store', () => {
    expect(answered.length).toBeGreaterThan(100);
    // Every kind of answer this file's calls get: successes and each refusal (401 and 403 are in
    // shoppingListAccess.test.ts).
    expect(new Set(answered.map((a) => a.status))).toEqual(new Set([200, 400, 404]));
    expect(answered.filter((a) => a.cacheControl !== 'no-store')).toEqual([]);
  });
});
