/**
 * The shopping lists page's session against a real store, nock answering the host: a list's
 * lines' changes (quantity, unit, note, removal; a failed save kept with its reason and sent again) and
 * the CSV import (codes looked up once, each row judged, the host's refusals reported by the sheet's
 * rows). The views and the lists' changes are in shoppingLists.test.ts, the list into the cart in
 * shoppingListCart.test.ts; the shared setup in test/support/shoppingLists.ts.
 */
import { waitFor } from '@testing-library/react';
import nock from 'nock';
import type { ListLine } from '../../../src/contract/lists';
import { LIST_LINE_UNDO_MS } from '../../../src/domain/shared/timings';
import { shoppingListsActions as actions } from '../../../src/store/lists/shoppingLists';
import { TEST_ORIGIN } from '../../support/renderWidget';
import {
  A,
  B,
  BASE,
  detailOf,
  listPage,
  LISTS,
  LOOKUP,
  makeLine,
  makeSummary,
  navigateSpy,
  refusal,
  setUpListsSession,
  state,
} from '../../support/shoppingLists';

setUpListsSession();

describe('shopping lists: the lines’ changes', () => {
  it('a quantity, a unit and a note each PATCH the line; the answer replaces it and the list’s last change', async () => {
    const store = await listPage();
    const bodies: unknown[] = [];
    let changes = 0;
    const patch = (answer: ListLine) =>
      nock(TEST_ORIGIN)
        .patch(`${LISTS}/12/lines/101`, (body) => {
          bodies.push(body);
          return true;
        })
        .reply(200, () => ({
          line: answer,
          list: makeSummary({ updatedAt: `2025-03-15T10:0${++changes}:00.000Z` }),
        }));
    patch(makeLine(101, A, { quantity: 12, note: 'B blok' }));
    store.dispatch(actions.lineChangeRequested({ lineId: 101, change: { quantity: 12 } }));
    // Shown at once, saving.
    expect(state(store).lineEdits[101]).toMatchObject({ quantity: 12, status: 'saving' });
    await waitFor(() => expect(state(store).lineEdits[101]).toBeUndefined());
    expect(state(store).detail?.lines[0]?.quantity).toBe(12);

    patch(makeLine(101, A, { quantity: 12, unitId: 2, note: 'B blok' }));
    store.dispatch(actions.lineChangeRequested({ lineId: 101, change: { unitId: 2 } }));
    await waitFor(() => expect(state(store).detail?.lines[0]?.unitId).toBe(2));

    patch(makeLine(101, A, { quantity: 12, unitId: 2, note: 'C blok' }));
    store.dispatch(actions.lineChangeRequested({ lineId: 101, change: { note: 'C blok' } }));
    await waitFor(() => expect(state(store).detail?.lines[0]?.note).toBe('C blok'));
    expect(bodies).toEqual([{ quantity: 12 }, { unit: 2 }, { note: 'C blok' }]);
    expect(state(store).lineEdits).toEqual({});
    // The list's header shows the last change the host answered, not the one the page opened with.
    expect(state(store).detail?.list.updatedAt).toBe('2025-03-15T10:03:00.000Z');
  });

  it('a failed save keeps the committed value with the reason; Tekrar Dene sends it again', async () => {
    const store = await listPage();
    nock(TEST_ORIGIN).patch(`${LISTS}/12/lines/102`).reply(500, refusal('Liste şu an kaydedilemiyor.'));
    store.dispatch(actions.lineChangeRequested({ lineId: 102, change: { note: 'acil' } }));
    await waitFor(() => expect(state(store).lineEdits[102]?.status).toBe('failed'));
    expect(state(store).lineEdits[102]).toEqual({
      note: 'acil',
      status: 'failed',
      message: 'Liste şu an kaydedilemiyor.',
    });
    expect(state(store).detail?.lines[1]?.note).toBe('');

    let sent: unknown;
    nock(TEST_ORIGIN)
      .patch(`${LISTS}/12/lines/102`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { line: makeLine(102, B, { quantity: 3, note: 'acil' }), list: makeSummary() });
    store.dispatch(actions.lineRetryRequested(102));
    await waitFor(() => expect(state(store).lineEdits[102]).toBeUndefined());
    expect(sent).toEqual({ note: 'acil' });
    expect(state(store).detail?.lines[1]?.note).toBe('acil');
  });

  it('a network failure and a malformed answer are said in the project’s words; Geri Al shows the saved line', async () => {
    const store = await listPage();
    nock(TEST_ORIGIN).patch(`${LISTS}/12/lines/101`).replyWithError('offline');
    store.dispatch(actions.lineChangeRequested({ lineId: 101, change: { quantity: 5 } }));
    await waitFor(() =>
      expect(state(store).lineEdits[101]?.message).toBe(
        'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
      ),
    );
    nock(TEST_ORIGIN)
      .patch(`${LISTS}/12/lines/101`)
      .reply(200, { line: { id: 101 } });
    store.dispatch(actions.lineRetryRequested(101));
    await waitFor(() =>
      expect(state(store).lineEdits[101]?.message).toBe(
        'Sunucudan beklenmeyen bir yanıt geldi. Lütfen daha sonra tekrar deneyin.',
      ),
    );
    expect(state(store).lineEdits[101]?.quantity).toBe(5);
    store.dispatch(actions.lineEditDiscarded(101));
    expect(state(store).lineEdits[101]).toBeUndefined();
    expect(state(store).detail?.lines[0]?.quantity).toBe(40);
  });

  describe('Kaldır: hidden at once, Geri Al offered for a few seconds, then removed', () => {
    afterEach(() => jest.useRealTimers());
    const NOTE = 'B blok $& $1 <script>alert(1)</script> a\u0000b\nikinci satır';
    const withNote = () =>
      detailOf(makeSummary(), [
        makeLine(101, A, { quantity: 40, unitId: 2, note: NOTE }),
        makeLine(102, B, { quantity: 3 }),
      ]);
    const deleted = (lineId: number) =>
      nock(TEST_ORIGIN)
        .delete(`${LISTS}/12/lines/${lineId}`)
        .reply(200, {
          success: true,
          list: makeSummary({ lineCount: 1, updatedAt: '2025-03-15T11:00:00.000Z' }),
        });

    it(`hides the line and sends nothing for ${LIST_LINE_UNDO_MS} ms; then DELETEs it and the list counts one less`, async () => {
      const store = await listPage();
      jest.useFakeTimers();
      const api = deleted(102);
      store.dispatch(actions.lineRemoveRequested(102));
      expect(state(store).withdrawn).toEqual([102]);
      expect(store.getState().ui.toastsWanted).toBe(true);
      await jest.advanceTimersByTimeAsync(LIST_LINE_UNDO_MS - 1);
      expect(api.isDone()).toBe(false);
      expect(state(store).detail?.lines.map((l) => l.id)).toEqual([101, 102]);
      await jest.advanceTimersByTimeAsync(1);
      await waitFor(() => expect(api.isDone()).toBe(true));
      await waitFor(() => expect(state(store).removing).toEqual([]));
      expect(state(store).withdrawn).toEqual([]);
      expect(state(store).detail?.lines.map((l) => l.id)).toEqual([101]);
      expect(state(store).detail?.list.lineCount).toBe(1);
      expect(state(store).detail?.list.updatedAt).toBe('2025-03-15T11:00:00.000Z');
    });

    it('Geri Al within the window brings the line back exactly (place, quantity, unit, note); nothing is sent', async () => {
      const store = await listPage(withNote());
      const before = state(store).detail?.lines;
      jest.useFakeTimers();
      const api = deleted(101);
      store.dispatch(actions.lineRemoveRequested(101));
      expect(state(store).withdrawn).toEqual([101]);
      await jest.advanceTimersByTimeAsync(LIST_LINE_UNDO_MS - 100);
      store.dispatch(actions.lineRemoveUndone(101));
      expect(state(store).withdrawn).toEqual([]);
      await jest.advanceTimersByTimeAsync(LIST_LINE_UNDO_MS * 2);
      expect(api.isDone()).toBe(false);
      expect(state(store).detail?.lines).toEqual(before);
      expect(state(store).detail?.lines[0]).toMatchObject({ id: 101, quantity: 40, unitId: 2, note: NOTE });
      nock.cleanAll();
    });

    it('leaving the list within the window removes the line at once', async () => {
      const store = await listPage();
      const api = deleted(102);
      nock(TEST_ORIGIN)
        .get(LISTS)
        .reply(200, { lists: [makeSummary()] });
      store.dispatch(actions.lineRemoveRequested(102));
      store.dispatch(actions.listChosen(null));
      await waitFor(() => expect(api.isDone()).toBe(true));
    });

    it('the page closing within the window still removes the line', async () => {
      const store = await listPage();
      const api = deleted(102);
      store.dispatch(actions.lineRemoveRequested(102));
      store.dispatch(actions.closed());
      await waitFor(() => expect(api.isDone()).toBe(true));
    });

    it('a DELETE the host refuses brings the line back and says why', async () => {
      const store = await listPage();
      jest.useFakeTimers();
      nock(TEST_ORIGIN).delete(`${LISTS}/12/lines/102`).reply(500, refusal('Silinemedi $&.'));
      store.dispatch(actions.lineRemoveRequested(102));
      await jest.advanceTimersByTimeAsync(LIST_LINE_UNDO_MS);
      await waitFor(() => expect(state(store).removing).toEqual([]));
      expect(state(store).withdrawn).toEqual([]);
      expect(state(store).detail?.lines.map((l) => l.id)).toEqual([101, 102]);
    });
  });

  it('a 401 on a change goes to the login page', async () => {
    const store = await listPage();
    nock(TEST_ORIGIN).patch(`${LISTS}/12/lines/101`).reply(401, refusal('Lütfen giriş yapınız.'));
    store.dispatch(actions.lineChangeRequested({ lineId: 101, change: { quantity: 5 } }));
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledTimes(1));
    expect(navigateSpy.mock.calls[0]![0]).toMatch(`${BASE}/account/login?returnUrl=`);
  });
});

describe('shopping lists: the CSV import', () => {
  const sheet = [
    'Kod;Miktar;Birim',
    'VK-1001;2',
    'YOK-1;1',
    'VK-2002;abc',
    'VK-2002;150',
    'VK-2002;1;KOLİ',
    ';4',
    'VK-2002;4',
  ].join('\r\n');

  it('looks the codes up once, judges each row, adds the rest; reports unknown codes, bad quantities and the host’s refusals', async () => {
    const store = await listPage(detailOf(makeSummary(), []));
    let asked: unknown;
    nock(TEST_ORIGIN)
      .post(LOOKUP, (body) => {
        asked = body;
        return true;
      })
      .reply(200, {
        codes: [
          { code: 'VK-1001', productId: 1, unitId: null },
          { code: 'YOK-1', productId: null, unitId: null },
          { code: 'VK-2002', productId: 2, unitId: null },
        ],
        products: [A, B],
      });
    let added: unknown;
    const after = detailOf(makeSummary(), [makeLine(101, A, { quantity: 2 })]);
    nock(TEST_ORIGIN)
      .post(`${LISTS}/12/lines`, (body) => {
        added = body;
        return true;
      })
      .reply(200, {
        results: [
          { productId: 1, ok: true },
          { productId: 2, ok: false, message: 'Bu ürün listeye eklenemez.' },
        ],
        ...after,
      });
    store.dispatch(actions.importRequested({ text: sheet }));
    await waitFor(() => expect(state(store).importing.status).toBe('done'));
    expect(asked).toEqual({ codes: ['VK-1001', 'YOK-1', 'VK-2002'] });
    expect(added).toEqual({
      lines: [
        { productId: 1, quantity: 2, unit: 1 },
        { productId: 2, quantity: 4, unit: 1 },
      ],
    });
    expect(state(store).importing).toEqual({
      status: 'done',
      added: 1,
      skipped: 1,
      message: null,
      doneCount: 1,
      problems: [
        // The rows of the user's sheet: its header and the code-less line counted.
        { row: 3, code: 'YOK-1', message: '“YOK-1” koduyla bir ürün bulunamadı.' },
        { row: 4, code: 'VK-2002', message: 'Miktar okunamadı: “abc”' },
        { row: 5, code: 'VK-2002', message: 'En fazla 100 ADET girebilirsiniz.' },
        { row: 6, code: 'VK-2002', message: 'Bu ürün “KOLİ” biriminde satılmıyor.' },
        { row: 8, code: 'VK-2002', message: 'Bu ürün listeye eklenemez.' },
      ],
    });
    expect(state(store).detail?.lines.map((l) => l.id)).toEqual([101]);
  });

  it('nothing to import, or too many rows: said, nothing sent', async () => {
    const store = await listPage();
    store.dispatch(actions.importRequested({ text: 'Kod;Miktar\r\n\r\n' }));
    await waitFor(() => expect(state(store).importing.message).toBe('Aktarılacak satır bulunamadı.'));
    const many = Array.from({ length: 301 }, (_, i) => `K-${i};1`).join('\n');
    store.dispatch(actions.importRequested({ text: many }));
    await waitFor(() =>
      expect(state(store).importing.message).toBe('Tek seferde en fazla 300 satır aktarılabilir.'),
    );
    expect(state(store).importing.status).toBe('failed');
  });

  it('a failed lookup or add imports nothing and says why; a 401 goes to the login page', async () => {
    const store = await listPage();
    nock(TEST_ORIGIN).post(LOOKUP).replyWithError('offline');
    store.dispatch(actions.importRequested({ text: 'VK-1001;2' }));
    await waitFor(() => expect(state(store).importing.status).toBe('failed'));
    expect(state(store).importing.message).toBe(
      'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
    );

    nock(TEST_ORIGIN)
      .post(LOOKUP)
      .reply(200, { codes: [{ code: 'VK-1001', productId: 1, unitId: null }], products: [A] });
    nock(TEST_ORIGIN).post(`${LISTS}/12/lines`).reply(200, { results: [], list: 'x' });
    store.dispatch(actions.importRequested({ text: 'VK-1001;2' }));
    await waitFor(() =>
      expect(state(store).importing.message).toBe(
        'Sunucudan beklenmeyen bir yanıt geldi. Lütfen daha sonra tekrar deneyin.',
      ),
    );

    nock(TEST_ORIGIN).post(LOOKUP).reply(401, refusal('Lütfen giriş yapınız.'));
    store.dispatch(actions.importRequested({ text: 'VK-1001;2' }));
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledTimes(1));
  });
});
