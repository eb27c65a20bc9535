/**
 * The 'Listeye Ekle' picker's session against a real store, nock answering the host: the
 * lists read once a page, an add to a list, a new list then the add, lines refused with the host's
 * message, long adds in parts, and every kind of failure (what was asked is kept for its retry).
 */
import { getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { LIST_ADD_MAX_LINES, type ListLineRequest, type ListSummary } from '../../../src/contract/lists';
import * as browser from '../../../src/sagas/runtime/browser';
import {
  listAddRequested,
  listPickerActions,
  listPickerOpened,
  refusedLines,
  selectListPicker,
  type ListAddRequest,
} from '../../../src/store/lists/listPicker';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../../support/renderWidget';

// A base path per test: the stores of earlier tests keep their sagas running.
let tests = 0;
let BASE = '';
let LISTS = '';
beforeEach(() => {
  BASE = `/lp-saga-${++tests}`;
  LISTS = `${BASE}/api/catalog/lists`;
  window.history.replaceState(null, '', '/urun/karre');
});

function makeList(overrides: Partial<ListSummary> = {}): ListSummary {
  return {
    id: 1,
    name: 'Kadıköy şantiyesi',
    lineCount: 8,
    updatedAt: '2026-11-20T09:00:00.000Z',
    owner: { id: 7, name: 'Mert Demir' },
    shared: false,
    mine: true,
    canEdit: true,
    ...overrides,
  };
}
const KADIKOY = makeList();
const SHARED = makeList({ id: 2, name: 'Şirket listesi', shared: true, mine: false, canEdit: false });
const refusal = (type: string) => ({ error: { messages: { type } } });

/** The host's answer to POST …/lines: each line added or refused, the list after. */
function linesAnswer(list: ListSummary, lines: ListLineRequest[], refused: Record<number, string> = {}) {
  return {
    results: lines.map(({ productId }) =>
      refused[productId] ? { productId, ok: false, message: refused[productId] } : { productId, ok: true },
    ),
    list: { ...list, lineCount: list.lineCount + lines.length },
    lines: [],
  };
}

const stores: RunningAppStore[] = [];
let navigateSpy: jest.SpyInstance;
beforeEach(() => {
  navigateSpy = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const store of stores.splice(0)) store.rootTask.cancel();
  jest.restoreAllMocks();
});

const state = (store: RunningAppStore) => selectListPicker(store.getState());
const addOf = (store: RunningAppStore, pickerId = 'p1') => state(store).adds[pickerId];

/** A store with the toast container on the page (the session's notices show there). */
function pickerStore(): RunningAppStore {
  const store = createTestStore(testConfig({ basePath: BASE }));
  stores.push(store);
  renderWidget(<></>, store);
  return store;
}

/** Opens a menu and waits for the lists. */
async function openWithLists(store: RunningAppStore, lists: ListSummary[] = [KADIKOY, SHARED]) {
  const api = nock(TEST_ORIGIN).get(LISTS).reply(200, { lists });
  store.dispatch(listPickerOpened({ pickerId: 'p1' }));
  await waitFor(() => expect(state(store).status).toBe('ready'));
  api.done();
}

let requests = 0;
function request(overrides: Partial<ListAddRequest> = {}): ListAddRequest {
  return {
    pickerId: 'p1',
    requestId: ++requests,
    target: { listId: KADIKOY.id },
    lines: [{ productId: 11, quantity: 3, unit: 2 }],
    ...overrides,
  };
}

/** Answers POST …/lists/{id}/lines and keeps each body it was sent. */
function answerLines(list: ListSummary, sent: unknown[], refused: Record<number, string> = {}) {
  let lines: ListLineRequest[] = [];
  return nock(TEST_ORIGIN)
    .post(`${LISTS}/${list.id}/lines`, (body: { lines: ListLineRequest[] }) => {
      sent.push(body);
      lines = body.lines;
      return true;
    })
    .reply(200, () => linesAnswer(list, lines, refused));
}

describe('list picker: the lists', () => {
  it('are read once, when the first menu opens, and shared by every menu of the page', async () => {
    const store = pickerStore();
    let reads = 0;
    nock(TEST_ORIGIN)
      .get(LISTS)
      .reply(200, () => {
        reads += 1;
        return { lists: [KADIKOY, SHARED] };
      })
      .persist();
    store.dispatch(listPickerOpened({ pickerId: 'p1' }));
    // A second control opens while the read is under way, a third once it is done.
    store.dispatch(listPickerOpened({ pickerId: 'p2' }));
    await waitFor(() => expect(state(store).status).toBe('ready'));
    store.dispatch(listPickerOpened({ pickerId: 'p3' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(reads).toBe(1);
    expect(state(store).lists.map((l) => l.name)).toEqual(['Kadıköy şantiyesi', 'Şirket listesi']);
  });

  it.each([
    [
      'a server refusal',
      (s: nock.Interceptor) => s.reply(500, refusal('Listeler okunamadı.')),
      { status: 500, serverMessage: 'Listeler okunamadı.' },
    ],
    ['a network failure', (s: nock.Interceptor) => s.replyWithError('ECONNRESET'), { networkFailure: true }],
    [
      'a malformed answer',
      (s: nock.Interceptor) => s.reply(200, { lists: [{ id: 'x' }] }),
      { malformed: true },
    ],
    ['an answer that is not JSON', (s: nock.Interceptor) => s.reply(200, '<html>'), { malformed: true }],
  ])('%s fails the read; the next open reads again', async (_name, reply, failure) => {
    const store = pickerStore();
    reply(nock(TEST_ORIGIN).get(LISTS));
    store.dispatch(listPickerOpened({ pickerId: 'p1' }));
    await waitFor(() => expect(state(store).status).toBe('failed'));
    expect(state(store).error).toMatchObject(failure);
    await openWithLists(store);
    expect(state(store).error).toBeNull();
  });

  it('a 401 sends the user to the login page, back here afterwards', async () => {
    const store = pickerStore();
    nock(TEST_ORIGIN).get(LISTS).reply(401, refusal('Oturumunuz sona erdi.'));
    store.dispatch(listPickerOpened({ pickerId: 'p1' }));
    await waitFor(() =>
      expect(navigateSpy).toHaveBeenCalledWith(
        `${BASE}/account/login?returnUrl=${encodeURIComponent('/urun/karre')}`,
      ),
    );
    expect(state(store).status).toBe('loading');
  });
});

describe('list picker: adding', () => {
  it('adds the lines to the list chosen, says so in a toast and counts them in the list', async () => {
    const store = pickerStore();
    await openWithLists(store);
    const sent: unknown[] = [];
    answerLines(KADIKOY, sent);
    store.dispatch(listAddRequested(request()));
    expect(addOf(store)).toMatchObject({ status: 'sending', listId: 1, listName: 'Kadıköy şantiyesi' });
    expect(await screen.findByText('“Kadıköy şantiyesi” listesine eklendi.')).toBeTruthy();
    expect(sent).toEqual([{ lines: [{ productId: 11, quantity: 3, unit: 2 }] }]);
    expect(addOf(store)).toMatchObject({
      status: 'done',
      error: null,
      results: [{ productId: 11, ok: true }],
    });
    expect(state(store).lists.find((l) => l.id === 1)?.lineCount).toBe(9);
  });

  it('names the rows the control left out (the quick order pad’s unknown codes) in its toast, as text', async () => {
    const store = pickerStore();
    await openWithLists(store);
    answerLines(KADIKOY, []);
    const skipped = ['X-404', '$&<script>alert(1)</script>', "$`$'$1", 'A\u0000B', 'ilk\nikinci'];
    store.dispatch(listAddRequested(request({ skipped })));
    const expected =
      '“Kadıköy şantiyesi” listesine eklendi. Bulunamayan veya geçersiz 5 satır listeye alınmadı: ' +
      "“X-404”, “$&<script>alert(1)</script>”, “$`$'$1”, “A\u0000B”, “ilk\nikinci”.";
    const toast = await screen.findByText(expected, {
      normalizer: getDefaultNormalizer({ trim: false, collapseWhitespace: false }),
    });
    expect(toast.querySelector('script')).toBeNull();
    expect(addOf(store)).toMatchObject({ status: 'done', skipped });
  });

  it('names at most ten left-out rows, then how many more', async () => {
    const store = pickerStore();
    await openWithLists(store);
    answerLines(KADIKOY, []);
    const skipped = Array.from({ length: 13 }, (_, i) => `K${i + 1}`);
    store.dispatch(listAddRequested(request({ skipped })));
    expect(
      await screen.findByText(
        '“Kadıköy şantiyesi” listesine eklendi. Bulunamayan veya geçersiz 13 satır listeye alınmadı: ' +
          '“K1”, “K2”, “K3”, “K4”, “K5”, “K6”, “K7”, “K8”, “K9”, “K10” ve 3 satır daha.',
      ),
    ).toBeTruthy();
  });

  it('makes a new list of the name given, then adds to it; the new list joins the menus', async () => {
    const store = pickerStore();
    await openWithLists(store);
    const NEW = makeList({ id: 9, name: 'Ekim siparişi', lineCount: 0 });
    let created: unknown;
    nock(TEST_ORIGIN)
      .post(LISTS, (body) => {
        created = body;
        return true;
      })
      .reply(201, { list: NEW });
    const sent: unknown[] = [];
    answerLines(NEW, sent);
    store.dispatch(listAddRequested(request({ target: { newName: 'Ekim siparişi' } })));
    expect(addOf(store)).toMatchObject({ status: 'sending', listId: null, listName: 'Ekim siparişi' });
    expect(await screen.findByText('“Ekim siparişi” listesine eklendi.')).toBeTruthy();
    expect(created).toEqual({ name: 'Ekim siparişi', shared: false });
    expect(sent).toEqual([{ lines: [{ productId: 11, quantity: 3, unit: 2 }] }]);
    expect(addOf(store)).toMatchObject({ status: 'done', listId: 9 });
    expect(state(store).lists.map((l) => l.name)).toEqual([
      'Ekim siparişi',
      'Kadıköy şantiyesi',
      'Şirket listesi',
    ]);
  });

  it('a name the host refuses keeps the add (no list made) with its message', async () => {
    const store = pickerStore();
    await openWithLists(store);
    nock(TEST_ORIGIN).post(LISTS).reply(422, refusal('Bu adda bir listeniz zaten var.'));
    store.dispatch(listAddRequested(request({ target: { newName: 'Kadıköy şantiyesi' } })));
    await waitFor(() => expect(addOf(store)?.status).toBe('failed'));
    expect(addOf(store)).toMatchObject({
      listId: null,
      error: { status: 422, serverMessage: 'Bu adda bir listeniz zaten var.' },
    });
    expect(state(store).lists).toHaveLength(2);
  });

  it('lines the host refuses are told one by one; the others are added and no toast says all went in', async () => {
    const store = pickerStore();
    await openWithLists(store);
    const sent: unknown[] = [];
    answerLines(KADIKOY, sent, {
      12: 'Bu ürün satıştan kaldırılmıştır.',
      13: 'Miktar 1 ile 100 arasında olmalıdır.',
    });
    const lines = [11, 12, 13].map((productId) => ({ productId, quantity: 2 }));
    store.dispatch(listAddRequested(request({ lines })));
    await waitFor(() => expect(addOf(store)?.status).toBe('done'));
    expect(refusedLines(addOf(store)!)).toEqual([
      { productId: 12, ok: false, message: 'Bu ürün satıştan kaldırılmıştır.' },
      { productId: 13, ok: false, message: 'Miktar 1 ile 100 arasında olmalıdır.' },
    ]);
    // The toast container has had the time to show a notice, had there been one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('“Kadıköy şantiyesi” listesine eklendi.')).toBeNull();
  });

  it('a menu closed before the answer learns the refusals from a toast', async () => {
    const store = pickerStore();
    await openWithLists(store);
    const sent: unknown[] = [];
    answerLines(KADIKOY, sent, { 12: 'Bu ürün satıştan kaldırılmıştır.' });
    store.dispatch(
      listAddRequested(request({ lines: [11, 12].map((productId) => ({ productId, quantity: 1 })) })),
    );
    store.dispatch(listPickerActions.dismissed('p1'));
    expect(
      await screen.findByText('“Kadıköy şantiyesi” listesine 1 kalem eklendi, 1 kalem eklenemedi.'),
    ).toBeTruthy();
  });

  it(`sends a long add in parts of ${LIST_ADD_MAX_LINES} lines and answers them as one`, async () => {
    const store = pickerStore();
    await openWithLists(store);
    const sent: { lines: ListLineRequest[] }[] = [];
    answerLines(KADIKOY, sent).persist();
    const lines = Array.from({ length: LIST_ADD_MAX_LINES + 20 }, (_, i) => ({
      productId: 1000 + i,
      quantity: 1,
    }));
    store.dispatch(listAddRequested(request({ lines })));
    expect(await screen.findByText('“Kadıköy şantiyesi” listesine eklendi.')).toBeTruthy();
    expect(sent.map((body) => body.lines.length)).toEqual([LIST_ADD_MAX_LINES, 20]);
    expect(addOf(store)?.results).toHaveLength(LIST_ADD_MAX_LINES + 20);
  });

  it('one add at a time per control: a second press while one is under way is not sent', async () => {
    const store = pickerStore();
    await openWithLists(store);
    const sent: unknown[] = [];
    answerLines(KADIKOY, sent);
    const first = request();
    store.dispatch(listAddRequested(first));
    store.dispatch(listAddRequested(request({ target: { listId: 2 } })));
    await waitFor(() => expect(addOf(store)?.status).toBe('done'));
    expect(addOf(store)?.requestId).toBe(first.requestId);
    expect(sent).toHaveLength(1);
  });

  it.each([
    [
      'a server refusal',
      (s: nock.Interceptor) => s.reply(404, refusal('Liste bulunamadı.')),
      { status: 404, serverMessage: 'Liste bulunamadı.' },
    ],
    ['a network failure', (s: nock.Interceptor) => s.replyWithError('ECONNRESET'), { networkFailure: true }],
    [
      'a malformed answer',
      (s: nock.Interceptor) => s.reply(200, { results: [{ productId: 11, ok: 'yes' }] }),
      { malformed: true },
    ],
  ])('%s fails the add and keeps it; the retry sends it again', async (_name, reply, failure) => {
    const store = pickerStore();
    await openWithLists(store);
    reply(nock(TEST_ORIGIN).post(`${LISTS}/1/lines`));
    const asked = request();
    store.dispatch(listAddRequested(asked));
    await waitFor(() => expect(addOf(store)?.status).toBe('failed'));
    expect(addOf(store)).toMatchObject({ listId: 1, results: [], error: failure, unavailable: false });
    expect(screen.queryByText(/listesine eklendi/)).toBeNull();
    const sent: unknown[] = [];
    answerLines(KADIKOY, sent);
    store.dispatch(listAddRequested({ ...asked, requestId: ++requests }));
    expect(await screen.findByText('“Kadıköy şantiyesi” listesine eklendi.')).toBeTruthy();
    expect(sent).toEqual([{ lines: asked.lines }]);
  });

  it('a new list made before the add failed is kept: the retry adds to it, only what was not answered', async () => {
    const store = pickerStore();
    await openWithLists(store);
    const NEW = makeList({ id: 9, name: 'Ekim siparişi', lineCount: 0 });
    nock(TEST_ORIGIN).post(LISTS).reply(201, { list: NEW });
    const first: unknown[] = [];
    answerLines(NEW, first);
    nock(TEST_ORIGIN).post(`${LISTS}/9/lines`).replyWithError('ECONNRESET');
    const lines = Array.from({ length: LIST_ADD_MAX_LINES + 5 }, (_, i) => ({
      productId: 1000 + i,
      quantity: 1,
    }));
    store.dispatch(listAddRequested(request({ target: { newName: 'Ekim siparişi' }, lines })));
    await waitFor(() => expect(addOf(store)?.status).toBe('failed'));
    expect(addOf(store)).toMatchObject({ listId: 9, error: { networkFailure: true } });
    expect(addOf(store)?.results).toHaveLength(LIST_ADD_MAX_LINES);
    // The widget's retry: the list made, the lines not answered yet.
    const add = addOf(store)!;
    const rest: { lines: ListLineRequest[] }[] = [];
    answerLines(NEW, rest);
    store.dispatch(
      listAddRequested(request({ target: { listId: add.listId! }, lines: lines.slice(add.results.length) })),
    );
    expect(await screen.findByText('“Ekim siparişi” listesine eklendi.')).toBeTruthy();
    expect(rest.map((body) => body.lines.map((l) => l.productId))).toEqual([
      lines.slice(LIST_ADD_MAX_LINES).map((l) => l.productId),
    ]);
    expect(state(store).lists.filter((l) => l.name === 'Ekim siparişi')).toHaveLength(1);
  });

  it('a failure after the menu closed is told in a toast', async () => {
    const store = pickerStore();
    await openWithLists(store);
    nock(TEST_ORIGIN).post(`${LISTS}/1/lines`).replyWithError('ECONNRESET');
    store.dispatch(listAddRequested(request()));
    store.dispatch(listPickerActions.dismissed('p1'));
    expect(await screen.findByText(/^Listeye eklenemedi: /)).toBeTruthy();
  });

  it('a 401 sends the user to the login page and leaves the add busy while the page goes', async () => {
    const store = pickerStore();
    await openWithLists(store);
    nock(TEST_ORIGIN).post(`${LISTS}/1/lines`).reply(401, refusal('Oturumunuz sona erdi.'));
    store.dispatch(listAddRequested(request()));
    await waitFor(() =>
      expect(navigateSpy).toHaveBeenCalledWith(
        `${BASE}/account/login?returnUrl=${encodeURIComponent('/urun/karre')}`,
      ),
    );
    expect(addOf(store)?.status).toBe('sending');
  });
});
