/**
 * The shopping lists page's session against a real store, nock answering the host: the
 * overview and one list (the URL's `?liste=`, Back and Forward), a load's failures, and the lists'
 * changes (create, rename, share, copy, delete). The lines' changes and the CSV import are in
 * shoppingListLines.test.ts, the list into the cart in shoppingListCart.test.ts; the shared setup in
 * test/support/shoppingLists.ts.
 */
import { waitFor } from '@testing-library/react';
import nock from 'nock';
import { shoppingListsActions as actions } from '../../../src/store/lists/shoppingLists';
import { TEST_ORIGIN } from '../../support/renderWidget';
import {
  BASE,
  detailOf,
  errorSpy,
  listPage,
  LISTS,
  makeSummary,
  navigateSpy,
  open,
  overview,
  refusal,
  setUpListsSession,
  sharedByOther,
  state,
} from '../../support/shoppingLists';

setUpListsSession();

describe('shopping lists: the two views', () => {
  it('the overview GETs the lists: the reader’s and the company’s shared ones', async () => {
    const store = await overview();
    expect(state(store)).toMatchObject({ listId: null, fetching: false, error: null, applied: true });
    expect(state(store).lists.map((l) => [l.id, l.mine])).toEqual([
      [12, true],
      [30, false],
    ]);
  });

  it('?liste=12 GETs that list with its lines', async () => {
    const store = await listPage();
    expect(state(store).listId).toBe(12);
    expect(state(store).detail?.lines.map((l) => [l.id, l.product.code, l.quantity])).toEqual([
      [101, 'VK-1001', 40],
      [102, 'VK-2002', 3],
    ]);
  });

  it('Aç pushes ?liste= and loads the list; Back returns to the overview and reloads it', async () => {
    const store = await overview();
    nock(TEST_ORIGIN).get(`${LISTS}/12`).reply(200, detailOf());
    store.dispatch(actions.listChosen(12));
    await waitFor(() => expect(state(store).detail?.list.id).toBe(12));
    expect(window.location.pathname + window.location.search).toBe(`${BASE}/hesap/listeler?liste=12`);

    const reload = nock(TEST_ORIGIN)
      .get(LISTS)
      .reply(200, { lists: [makeSummary({ lineCount: 5 })] });
    window.history.replaceState(null, '', `${BASE}/hesap/listeler`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(reload.isDone()).toBe(true));
    await waitFor(() => expect(state(store).lists.map((l) => l.lineCount)).toEqual([5]));
    expect(state(store)).toMatchObject({ listId: null, detail: null });
  });

  it('a list id that is no id shows the overview', async () => {
    nock(TEST_ORIGIN).get(LISTS).reply(200, { lists: [] });
    const store = await open('?liste=abc');
    await waitFor(() => expect(state(store).listsLoaded).toBe(true));
    expect(state(store).listId).toBeNull();
  });
});

describe('shopping lists: failures of a load', () => {
  it.each([
    [
      'a refusal (a list that is not the reader’s)',
      (s: nock.Interceptor) => s.reply(404, refusal('Liste bulunamadı.')),
      { status: 404, serverMessage: 'Liste bulunamadı.' },
    ],
    ['a network failure', (s: nock.Interceptor) => s.replyWithError('ECONNRESET'), { networkFailure: true }],
    [
      'a malformed answer',
      (s: nock.Interceptor) => s.reply(200, { list: { id: 'x' }, lines: [] }),
      { malformed: true },
    ],
  ])('%s becomes the error state; the retry loads again', async (_name, reply, failure) => {
    reply(nock(TEST_ORIGIN).get(`${LISTS}/12`));
    const store = await open('?liste=12');
    await waitFor(() => expect(state(store).error).toMatchObject(failure));
    expect(state(store)).toMatchObject({ fetching: false, detail: null });
    expect(errorSpy).toHaveBeenCalled();
    nock(TEST_ORIGIN).get(`${LISTS}/12`).reply(200, detailOf());
    store.dispatch(actions.loadRequested());
    await waitFor(() => expect(state(store).detail?.lines).toHaveLength(2));
    expect(state(store).error).toBeNull();
  });

  it('a 401 sends the user to the login page, coming back to this list', async () => {
    nock(TEST_ORIGIN).get(`${LISTS}/12`).reply(401, refusal('Lütfen giriş yapınız.'));
    const store = await open('?liste=12');
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledTimes(1));
    expect(navigateSpy).toHaveBeenCalledWith(
      `${BASE}/account/login?returnUrl=${encodeURIComponent(`${BASE}/hesap/listeler?liste=12`)}`,
    );
    expect(state(store).error).toBeNull();
  });
});

describe('shopping lists: the lists’ changes', () => {
  it('Yeni Liste POSTs the name with the CSRF token, then opens the new list', async () => {
    const store = await overview([]);
    const created = makeSummary({ id: 40, name: 'Yeni şantiye', lineCount: 0, shared: false });
    let sent: unknown;
    const api = nock(TEST_ORIGIN, { reqheaders: { 'x-csrf-token': 'test-csrf' } })
      .post(LISTS, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { list: created });
    nock(TEST_ORIGIN).get(`${LISTS}/40`).reply(200, detailOf(created, []));
    store.dispatch(actions.saveRequested({ kind: 'create', name: 'Yeni şantiye' }));
    await waitFor(() => expect(state(store).detail?.list.id).toBe(40));
    api.done();
    expect(sent).toEqual({ name: 'Yeni şantiye', shared: false });
    expect(state(store)).toMatchObject({ saving: false, savedCount: 1, listId: 40 });
    expect(window.location.search).toBe('?liste=40');
  });

  it('a refused save keeps the dialog’s state with the host’s message; a 401 goes to the login', async () => {
    const store = await overview();
    nock(TEST_ORIGIN).patch(`${LISTS}/12`).reply(400, refusal('Liste adı geçersiz.'));
    store.dispatch(actions.saveRequested({ kind: 'rename', id: 12, name: 'X' }));
    await waitFor(() =>
      expect(state(store).saveError).toMatchObject({ serverMessage: 'Liste adı geçersiz.' }),
    );
    expect(state(store)).toMatchObject({ saving: false, savedCount: 0 });
    expect(state(store).lists[0]?.name).toBe('Kadıköy şantiyesi – aylık');

    nock(TEST_ORIGIN).patch(`${LISTS}/12`).reply(401, refusal('Lütfen giriş yapınız.'));
    store.dispatch(actions.saveRequested({ kind: 'rename', id: 12, name: 'X' }));
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledTimes(1));
  });

  it('Yeniden Adlandır PATCHes the name; the overview shows it', async () => {
    const store = await overview();
    let sent: unknown;
    nock(TEST_ORIGIN)
      .patch(`${LISTS}/12`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { list: makeSummary({ name: 'Kadıköy – mart' }) });
    store.dispatch(actions.saveRequested({ kind: 'rename', id: 12, name: 'Kadıköy – mart' }));
    await waitFor(() => expect(state(store).savedCount).toBe(1));
    expect(sent).toEqual({ name: 'Kadıköy – mart' });
    expect(state(store).lists.map((l) => l.name)).toEqual(['Kadıköy – mart', 'Depo']);
  });

  it('Paylaşımı Kaldır and Şirketle Paylaş PATCH {shared}; a failure changes nothing but says why', async () => {
    const store = await overview();
    let sent: unknown;
    nock(TEST_ORIGIN)
      .patch(`${LISTS}/12`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { list: makeSummary({ shared: false }) });
    store.dispatch(actions.shareRequested({ id: 12, shared: false }));
    expect(state(store).busy).toEqual([12]);
    await waitFor(() => expect(state(store).busy).toEqual([]));
    expect(sent).toEqual({ shared: false });
    expect(state(store).lists[0]?.shared).toBe(false);

    nock(TEST_ORIGIN).patch(`${LISTS}/12`).replyWithError('offline');
    store.dispatch(actions.shareRequested({ id: 12, shared: true }));
    await waitFor(() => expect(state(store).busy).toEqual([]));
    expect(state(store).lists[0]?.shared).toBe(false);
    expect(store.getState().ui.toastsWanted).toBe(true);
  });

  it('Kopyala POSTs the copy’s name; from the overview the copy joins the reader’s lists', async () => {
    const store = await overview();
    const copy = makeSummary({
      id: 41,
      name: 'Depo (kopya)',
      shared: false,
      updatedAt: '2025-03-15T10:00:00.000Z',
    });
    let sent: unknown;
    nock(TEST_ORIGIN)
      .post(`${LISTS}/30/duplicate`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { list: copy });
    store.dispatch(actions.saveRequested({ kind: 'duplicate', id: 30, name: 'Depo (kopya)' }));
    await waitFor(() => expect(state(store).savedCount).toBe(1));
    expect(sent).toEqual({ name: 'Depo (kopya)' });
    // The reader's lists first, newest change first; the view stays the overview.
    expect(state(store).lists.map((l) => l.id)).toEqual([41, 12, 30]);
    expect(state(store).listId).toBeNull();
  });

  it('Kopyala from a list’s page opens the copy', async () => {
    const store = await listPage(detailOf(sharedByOther));
    const copy = makeSummary({ id: 42, name: 'Depo (kopya)', shared: false });
    nock(TEST_ORIGIN).post(`${LISTS}/30/duplicate`).reply(200, { list: copy });
    nock(TEST_ORIGIN).get(`${LISTS}/42`).reply(200, detailOf(copy));
    store.dispatch(actions.saveRequested({ kind: 'duplicate', id: 30, name: 'Depo (kopya)' }));
    await waitFor(() => expect(state(store).detail?.list.id).toBe(42));
    expect(state(store).detail?.list.canEdit).toBe(true);
  });

  it('Sil DELETEs the list: gone from the overview; on its own page, back to the overview', async () => {
    const store = await overview();
    nock(TEST_ORIGIN).delete(`${LISTS}/12`).reply(200, { success: true });
    store.dispatch(actions.deleteRequested(12));
    await waitFor(() => expect(state(store).lists.map((l) => l.id)).toEqual([30]));

    const other = await listPage(detailOf(makeSummary({ id: 13 })));
    nock(TEST_ORIGIN).delete(`${LISTS}/13`).reply(200, { success: true });
    const back = nock(TEST_ORIGIN)
      .get(LISTS)
      .reply(200, { lists: [sharedByOther] });
    other.dispatch(actions.deleteRequested(13));
    await waitFor(() => expect(back.isDone()).toBe(true));
    await waitFor(() => expect(state(other).listsLoaded).toBe(true));
    expect(state(other).listId).toBeNull();
    expect(window.location.search).toBe('');
  });
});
