/**
 * The shopping lists page's session (issue 25) against a real store, nock answering the host: the
 * overview and one list (the URL's `?liste=`, Back and Forward), the lists' changes, the lines'
 * changes, the cart (a partial refusal, more than 300 lines), the CSV import, and every kind of
 * failure.
 */
import { waitFor } from '@testing-library/react';
import nock from 'nock';
import type { RunningAppStore } from '../../src/app/createAppStore';
import type { Product } from '../../src/contract/catalog';
import { ANONYMOUS_USER } from '../../src/contract/hostConfigDefaults';
import type { ListDetailAnswer, ListLine, ListSummary } from '../../src/contract/lists';
import * as browser from '../../src/sagas/browser';
import { selectCartItems, selectCartLoaded } from '../../src/store/cartSelectors';
import { selectShoppingLists, shoppingListsActions as actions } from '../../src/store/shoppingLists';
import { makeCartItem, makePackagedProduct } from '../support/cart';
import { makeProduct } from '../support/products';
import { createTestStore, TEST_ORIGIN, testConfig } from '../support/renderWidget';

// A base path per test: the stores of earlier tests (their flows outlive the test) listen on their
// own cart channel and never reload for this test's batches.
let tests = 0;
let BASE = '';
let LISTS = '';
let CART = '';
let BATCH = '';
let LOOKUP = '';
beforeEach(() => {
  BASE = `/sl-saga-${++tests}`;
  LISTS = `${BASE}/api/catalog/lists`;
  CART = `${BASE}/api/catalog/cart`;
  BATCH = `${BASE}/api/catalog/cart/batch`;
  LOOKUP = `${BASE}/api/catalog/product-lookup`;
});

const A = makePackagedProduct({ id: 1, code: 'VK-1001', name: 'Viko Karre Anahtar' });
const B = makeProduct({ id: 2, code: 'VK-2002', name: 'Viko Priz', quantity: 0 });
const ME = { id: 7, name: 'Mert Demir' };

function makeSummary(overrides: Partial<ListSummary> = {}): ListSummary {
  return {
    id: 12,
    name: 'Kadıköy şantiyesi – aylık',
    lineCount: 2,
    updatedAt: '2025-03-14T09:30:00.000Z',
    owner: ME,
    shared: true,
    mine: true,
    canEdit: true,
    ...overrides,
  };
}
function makeLine(id: number, product: Product, overrides: Partial<ListLine> = {}): ListLine {
  return { id, product, unitId: product.defaultUnit, quantity: 2, note: '', ...overrides };
}
const twoLines = () => [
  makeLine(101, A, { quantity: 40, note: 'B blok' }),
  makeLine(102, B, { quantity: 3 }),
];
function detailOf(summary = makeSummary(), lines: ListLine[] = twoLines()): ListDetailAnswer {
  return { list: { ...summary, lineCount: lines.length }, lines };
}
const sharedByOther = makeSummary({
  id: 30,
  name: 'Depo',
  owner: { id: 2, name: 'Ayşe Yıldız' },
  mine: false,
  canEdit: false,
});
const refusal = (type: string) => ({ error: { messages: { type } } });

const stores: RunningAppStore[] = [];
let navigateSpy: jest.SpyInstance;
let errorSpy: jest.SpyInstance;
beforeEach(() => {
  navigateSpy = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
  jest.spyOn(browser, 'scrollToTop').mockImplementation(() => {});
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const store of stores.splice(0)) {
    store.dispatch(actions.closed());
    store.rootTask.cancel();
  }
  jest.restoreAllMocks();
});

const state = (store: RunningAppStore) => selectShoppingLists(store.getState());

/** A buyer's store (Satın Alma) on the lists page at `query`, its cart read; the session opened. */
async function open(query = '', role: 'satinalma' | 'izleyici' = 'satinalma') {
  window.history.replaceState(null, '', `${BASE}/hesap/listeler${query}`);
  nock(TEST_ORIGIN).get(CART).reply(200, []);
  const store = createTestStore(
    testConfig({
      basePath: BASE,
      user: { ...ANONYMOUS_USER, authenticated: true, id: ME.id, name: ME.name, companyRole: role },
    }),
  );
  stores.push(store);
  await waitFor(() => expect(selectCartLoaded(store.getState())).toBe(true));
  store.dispatch(actions.opened());
  return store;
}

async function overview(lists: ListSummary[] = [makeSummary(), sharedByOther]) {
  nock(TEST_ORIGIN).get(LISTS).reply(200, { lists });
  const store = await open();
  await waitFor(() => expect(state(store).listsLoaded).toBe(true));
  return store;
}

async function listPage(detail = detailOf()) {
  nock(TEST_ORIGIN).get(`${LISTS}/${detail.list.id}`).reply(200, detail);
  const store = await open(`?liste=${detail.list.id}`);
  await waitFor(() => expect(state(store).detail?.list.id).toBe(detail.list.id));
  return store;
}

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

describe('shopping lists: the lines’ changes', () => {
  it('a quantity, a unit and a note each PATCH the line; the answer replaces it', async () => {
    const store = await listPage();
    const bodies: unknown[] = [];
    const patch = (answer: ListLine) =>
      nock(TEST_ORIGIN)
        .patch(`${LISTS}/12/lines/101`, (body) => {
          bodies.push(body);
          return true;
        })
        .reply(200, { line: answer });
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
      .reply(200, { line: makeLine(102, B, { quantity: 3, note: 'acil' }) });
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

  it('Kaldır DELETEs the line; the list counts one line less', async () => {
    const store = await listPage();
    nock(TEST_ORIGIN).delete(`${LISTS}/12/lines/102`).reply(200, { success: true });
    store.dispatch(actions.lineRemoveRequested(102));
    expect(state(store).removing).toEqual([102]);
    await waitFor(() => expect(state(store).removing).toEqual([]));
    expect(state(store).detail?.lines.map((l) => l.id)).toEqual([101]);
    expect(state(store).detail?.list.lineCount).toBe(1);
  });

  it('a 401 on a change goes to the login page', async () => {
    const store = await listPage();
    nock(TEST_ORIGIN).patch(`${LISTS}/12/lines/101`).reply(401, refusal('Lütfen giriş yapınız.'));
    store.dispatch(actions.lineChangeRequested({ lineId: 101, change: { quantity: 5 } }));
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledTimes(1));
    expect(navigateSpy.mock.calls[0]![0]).toMatch(`${BASE}/account/login?returnUrl=`);
  });
});

describe('shopping lists: into the cart', () => {
  it('sends the lines as shown through the cart’s batch; reports each added or refused; the mini cart shows the new cart', async () => {
    const store = await listPage();
    // A quantity committed but not saved yet goes as shown.
    nock(TEST_ORIGIN).patch(`${LISTS}/12/lines/101`).reply(500, refusal('Kaydedilemedi.'));
    store.dispatch(actions.lineChangeRequested({ lineId: 101, change: { quantity: 6 } }));
    await waitFor(() => expect(state(store).lineEdits[101]?.status).toBe('failed'));
    let sent: unknown;
    nock(TEST_ORIGIN)
      .post(BATCH, (body) => {
        sent = body;
        return true;
      })
      .reply(200, {
        results: [
          { productId: 1, ok: true },
          { productId: 2, ok: false, message: 'Bu ürün stoklarda bulunmamaktadır.' },
        ],
        items: [makeCartItem(A, 6)],
      });
    store.dispatch(actions.cartAddRequested({ lineIds: null }));
    expect(state(store).cart.status).toBe('sending');
    await waitFor(() => expect(state(store).cart.status).toBe('done'));
    expect(sent).toEqual({
      lines: [
        { productId: 1, quantity: 6, unit: 1 },
        { productId: 2, quantity: 3, unit: 1 },
      ],
    });
    expect(state(store).cart.lines).toEqual([
      {
        lineId: 101,
        code: 'VK-1001',
        name: 'Viko Karre Anahtar',
        quantity: 6,
        unit: 'ADET',
        ok: true,
        message: null,
      },
      {
        lineId: 102,
        code: 'VK-2002',
        name: 'Viko Priz',
        quantity: 3,
        unit: 'ADET',
        ok: false,
        message: 'Bu ürün stoklarda bulunmamaktadır.',
      },
    ]);
    expect(selectCartItems(store.getState()).map((i) => [i.product.id, i.quantity])).toEqual([[1, 6]]);
    // The list is kept.
    expect(state(store).detail?.lines).toHaveLength(2);
  });

  it('Seçilenleri Sepete Ekle sends the ticked lines only', async () => {
    const store = await listPage();
    let sent: unknown;
    nock(TEST_ORIGIN)
      .post(BATCH, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { results: [{ productId: 2, ok: true }], items: [makeCartItem(B, 3)] });
    store.dispatch(actions.cartAddRequested({ lineIds: [102] }));
    await waitFor(() => expect(state(store).cart.status).toBe('done'));
    expect(sent).toEqual({ lines: [{ productId: 2, quantity: 3, unit: 1 }] });
    expect(state(store).cart.lines.map((l) => [l.lineId, l.ok])).toEqual([[102, true]]);
  });

  it('more than 300 lines go in two calls of at most 300', async () => {
    const products = Array.from({ length: 305 }, (_, i) => makeProduct({ id: 1000 + i, code: `K-${i}` }));
    const lines = products.map((p, i) => makeLine(5000 + i, p, { quantity: 1 }));
    const store = await listPage(detailOf(makeSummary(), lines));
    const sizes: number[] = [];
    let asked: { productId: number }[] = [];
    nock(TEST_ORIGIN)
      .post(BATCH, (body: { lines: { productId: number }[] }) => {
        asked = body.lines;
        sizes.push(asked.length);
        return true;
      })
      .times(2)
      .reply(200, () => ({
        results: asked.map(({ productId }) =>
          productId === 1302 ? { productId, ok: false, message: 'Fiyat sorunuz.' } : { productId, ok: true },
        ),
        items: [],
      }));
    store.dispatch(actions.cartAddRequested({ lineIds: null }));
    await waitFor(() => expect(state(store).cart.status).toBe('done'), { timeout: 4000 });
    expect(sizes).toEqual([300, 5]);
    const report = state(store).cart.lines;
    expect(report).toHaveLength(305);
    expect(report.filter((l) => !l.ok)).toEqual([
      expect.objectContaining({ code: 'K-302', message: 'Fiyat sorunuz.' }),
    ]);
  });

  it('a batch that fails as a whole reports its lines with the failure', async () => {
    const store = await listPage();
    nock(TEST_ORIGIN).post(BATCH).replyWithError('offline');
    nock(TEST_ORIGIN).get(CART).reply(200, []);
    store.dispatch(actions.cartAddRequested({ lineIds: null }));
    await waitFor(() => expect(state(store).cart.status).toBe('done'));
    expect(state(store).cart.lines.map((l) => [l.ok, l.message])).toEqual([
      [false, 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.'],
      [false, 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.'],
    ]);
  });

  it('a 401 on the batch goes to the login page', async () => {
    const store = await listPage();
    nock(TEST_ORIGIN).post(BATCH).reply(401, refusal('Lütfen giriş yapınız.'));
    store.dispatch(actions.cartAddRequested({ lineIds: null }));
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith(`${BASE}/account/login`));
    await waitFor(() => expect(state(store).cart.status).toBe('idle'));
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
