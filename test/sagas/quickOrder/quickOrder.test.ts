import { waitFor } from '@testing-library/react';
import nock from 'nock';
import { DEFAULT_SETTINGS } from '../../../src/contract/hostConfigDefaults';
import type { Product } from '../../../src/contract/catalog';
import { parseSheet } from '../../../src/domain/quickOrder/quickOrderSheet';
import { SUGGESTION_DEBOUNCE_MS } from '../../../src/domain/shared/timings';
import { CART_CHANGED_EVENT, type CartChangedDetail } from '../../../src/contract/domEvents';
import * as browser from '../../../src/sagas/runtime/browser';
import { QUICK_ORDER_FLOW_FAILED, QUICK_ORDER_INTENTS } from '../../../src/sagas/quickOrder/quickOrder';
import { selectCartItems, selectCartLoaded } from '../../../src/store/cart/cartSelectors';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { quickOrderActions as actions, selectQuickOrder } from '../../../src/store/quickOrder/quickOrder';
import {
  quickOrderAddRequested,
  quickOrderFlowFailed,
  quickOrderOpened,
  quickOrderSuggestRequested,
  reorderConfirmed,
  reorderRequested,
} from '../../../src/store/quickOrder/quickOrderIntents';
import { customerConfig, makeCartItem, makePackagedProduct } from '../../support/cart';
import { makeOrder, makeOrderItem } from '../../support/history';
import { makeProduct } from '../../support/products';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

// A base path per test: the stores of earlier tests (their flows outlive the test) listen on their
// own cart channel and never reload for this test's batches.
let tests = 0;
let BASE = '';
let CART = '';
let LOOKUP = '';
let BATCH = '';
beforeEach(() => {
  BASE = `/qo-saga-${++tests}`;
  CART = `${BASE}/api/catalog/cart`;
  LOOKUP = `${BASE}/api/catalog/product-lookup`;
  BATCH = `${BASE}/api/catalog/cart/batch`;
});

const A = makePackagedProduct({ id: 1, code: '90960002', name: 'Karre Anahtar', quantity: 500 });
const B = makeProduct({ id: 2, code: '90960003', name: 'Karre Priz', quantity: 5 });

let events: CartChangedDetail[];
const onCartChanged = (event: Event) => events.push((event as CustomEvent<CartChangedDetail>).detail);
let navigateSpy: jest.SpyInstance;
const stores: RunningAppStore[] = [];

beforeEach(() => {
  window.sessionStorage.clear();
  events = [];
  document.addEventListener(CART_CHANGED_EVENT, onCartChanged);
  navigateSpy = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  // Stores of earlier tests would hear this one's cart changes on the tabs' channel: stop them.
  for (const store of stores.splice(0)) store.rootTask.cancel();
  document.removeEventListener(CART_CHANGED_EVENT, onCartChanged);
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const pad = (store: RunningAppStore) => selectQuickOrder(store.getState());

/** A customer's store with its cart loaded and the pad's flow started (nothing kept for the tab). */
async function openPad(lines = [] as ReturnType<typeof makeCartItem>[]) {
  nock(TEST_ORIGIN).get(CART).reply(200, lines);
  const store = createTestStore(customerConfig({ basePath: BASE, settings: { ...DEFAULT_SETTINGS } }));
  stores.push(store);
  await waitFor(() => expect(selectCartLoaded(store.getState())).toBe(true));
  store.dispatch(quickOrderOpened());
  await waitFor(() => expect(pad(store).restored).toBe(true));
  events = [];
  return store;
}

function lookupAnswer(codes: string[], products: Product[]) {
  return {
    codes: codes.map((code) => {
      const product = products.find((p) => p.code === code.trim());
      return { code, productId: product?.id ?? null, unitId: null };
    }),
    products,
  };
}

describe('the pad’s flow', () => {
  it('the entry listener knows exactly the intents of the lazy action creators', () => {
    expect(QUICK_ORDER_INTENTS).toEqual(
      [
        quickOrderOpened,
        quickOrderSuggestRequested,
        quickOrderAddRequested,
        reorderRequested,
        reorderConfirmed,
      ].map((a) => a.type),
    );
    expect(QUICK_ORDER_FLOW_FAILED).toBe(quickOrderFlowFailed.type);
  });

  it('looks pasted codes up in one call and keeps the rows for the tab', async () => {
    const store = await openPad();
    let asked: unknown;
    const api = nock(TEST_ORIGIN)
      .post(LOOKUP, (body) => {
        asked = body;
        return true;
      })
      .reply(200, lookupAnswer(['90960002', '90960003', 'YOK'], [A, B]));
    store.dispatch(actions.rowsPasted(parseSheet('90960002\t2\n90960003\t1\n90960002\t3\nYOK\t1')));
    await waitFor(() => expect(pad(store).lookups['yok']).toEqual({ status: 'unknown' }));
    api.done();
    // Each code once, as typed.
    expect(asked).toEqual({ codes: ['90960002', '90960003', 'YOK'] });
    expect(pad(store).lookups['90960002']).toEqual({ status: 'found', productId: 1, unitId: null });
    const kept = JSON.parse(window.sessionStorage.getItem(`b2b-quick-order:${BASE}:7`)!);
    expect(kept).toEqual([
      { code: '90960002', quantity: '2', unit: '' },
      { code: '90960003', quantity: '1', unit: '' },
      { code: '90960002', quantity: '3', unit: '' },
      { code: 'YOK', quantity: '1', unit: '' },
    ]);
  });

  it('restores the rows kept for the tab after a reload, and looks them up again', async () => {
    window.sessionStorage.setItem(
      `b2b-quick-order:${BASE}:7`,
      JSON.stringify([{ code: '90960003', quantity: '4', unit: 'ADET' }]),
    );
    nock(TEST_ORIGIN)
      .post(LOOKUP, { codes: ['90960003'] })
      .reply(200, lookupAnswer(['90960003'], [B]));
    const store = await openPad();
    expect(
      pad(store)
        .rows.map((r) => [r.code, r.quantity, r.unit])
        .slice(0, 2),
    ).toEqual([
      ['90960003', '4', 'ADET'],
      ['', '', ''],
    ]);
    await waitFor(() => expect(pad(store).lookups['90960003']?.status).toBe('found'));
  });

  it('a broken copy in storage is ignored, not thrown', async () => {
    window.sessionStorage.setItem(`b2b-quick-order:${BASE}:7`, '{"not":"rows"');
    const store = await openPad();
    expect(pad(store).rows.every((r) => r.code === '')).toBe(true);
  });

  it('a code longer than any product code is not found, without asking; hostile text is only text', async () => {
    const store = await openPad();
    let asked: unknown;
    nock(TEST_ORIGIN)
      .post(LOOKUP, (body) => {
        asked = body;
        return true;
      })
      .reply(200, lookupAnswer(['<img src=x onerror=alert(1)>'], []));
    store.dispatch(actions.rowsPasted(parseSheet(`${'X'.repeat(80)}\t1\n<img src=x onerror=alert(1)>\t1`)));
    await waitFor(() =>
      expect(pad(store).lookups['<img src=x onerror=alert(1)>']).toEqual({ status: 'unknown' }),
    );
    expect(pad(store).lookups['x'.repeat(80)]).toEqual({ status: 'unknown' });
    expect(asked).toEqual({ codes: ['<img src=x onerror=alert(1)>'] });
  });

  it('a failed lookup marks its rows, and Tekrar Dene asks again', async () => {
    const store = await openPad();
    nock(TEST_ORIGIN).post(LOOKUP).replyWithError('offline');
    store.dispatch(actions.rowsPasted(parseSheet('90960003\t1')));
    await waitFor(() => expect(pad(store).lookups['90960003']).toEqual({ status: 'failed' }));
    nock(TEST_ORIGIN)
      .post(LOOKUP)
      .reply(200, lookupAnswer(['90960003'], [B]));
    store.dispatch(actions.lookupsRetried());
    await waitFor(() => expect(pad(store).lookups['90960003']?.status).toBe('found'));
  });
});

describe('Sepete Ekle: one batch, answered per line', () => {
  async function padWith(sheet: string, cart: ReturnType<typeof makeCartItem>[] = []) {
    const store = await openPad(cart);
    let codes: string[] = [];
    nock(TEST_ORIGIN)
      .post(LOOKUP, (body: { codes: string[] }) => {
        codes = body.codes;
        return true;
      })
      .reply(200, () => lookupAnswer(codes, [A, B]));
    store.dispatch(actions.rowsPasted(parseSheet(sheet)));
    await waitFor(() => {
      const { rows, lookups } = pad(store);
      for (const row of rows.filter((r) => r.code !== ''))
        expect(['found', 'unknown']).toContain(lookups[row.code.toLowerCase()]?.status);
    });
    return store;
  }

  it('sends the valid rows (duplicates merged), updates the mini cart once, keeps refused rows with the shop’s message', async () => {
    const store = await padWith('90960002\t2\n90960003\t1\n90960002\t1\tPAKET\nYOK\t1');
    let sent: unknown;
    nock(TEST_ORIGIN)
      .post(BATCH, (body) => {
        sent = body;
        return true;
      })
      .reply(200, {
        results: [
          { productId: 1, ok: true },
          { productId: 2, ok: false, message: 'Bu üründen 1 adet bulunmamaktadır!' },
        ],
        items: [makeCartItem(A, 8)],
      });
    let cartChanges = 0;
    let items = selectCartItems(store.getState());
    const unsubscribe = store.subscribe(() => {
      if (selectCartItems(store.getState()) !== items) {
        cartChanges += 1;
        items = selectCartItems(store.getState());
      }
    });
    store.dispatch(quickOrderAddRequested());
    await waitFor(() => expect(pad(store).submit.status).toBe('done'));
    unsubscribe();
    expect(sent).toEqual({
      lines: [
        // 2 ADET + 1 PAKET of 6, merged into the first row's line in ADET.
        { productId: 1, quantity: 8, unit: 1 },
        { productId: 2, quantity: 1, unit: 1 },
      ],
    });
    expect(cartChanges).toBe(1);
    expect(selectCartItems(store.getState()).map((l) => [l.product.id, l.quantity])).toEqual([[1, 8]]);
    expect(events).toEqual([{ operation: 'batch', itemCount: 1 }]);
    const { rows, rowMessages, submit } = pad(store);
    // The two rows of A went; B stays with the shop's message; the unknown code stays as it was.
    expect(rows.map((r) => r.code).filter((code) => code !== '')).toEqual(['90960003', 'YOK']);
    expect(rowMessages[rows[0]!.key]).toBe('Bu üründen 1 adet bulunmamaktadır!');
    expect(submit).toEqual({
      status: 'done',
      message: null,
      added: [{ productId: 1, code: '90960002', name: 'Karre Anahtar', quantity: 8, unit: 'ADET' }],
      refused: 1,
    });
  });

  it('nothing valid on the pad: said, nothing sent', async () => {
    const store = await padWith('YOK\t1');
    store.dispatch(quickOrderAddRequested());
    await waitFor(() => expect(pad(store).submit.status).toBe('failed'));
    expect(pad(store).submit.message).toBe('Sepete eklenecek geçerli satır yok.');
  });

  it('a network failure adds nothing, loses nothing, says so and reads the cart again', async () => {
    const store = await padWith('90960002\t2');
    nock(TEST_ORIGIN).post(BATCH).replyWithError('offline');
    const reload = nock(TEST_ORIGIN).get(CART).reply(200, []);
    store.dispatch(quickOrderAddRequested());
    await waitFor(() => expect(pad(store).submit.status).toBe('failed'));
    expect(pad(store).submit.message).toBe(
      'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
    );
    expect(pad(store).rows[0]).toMatchObject({ code: '90960002', quantity: '2' });
    await waitFor(() => expect(reload.isDone()).toBe(true));
  });

  it('a refused batch shows the shop’s message; a malformed answer is an error, not a crash', async () => {
    const store = await padWith('90960002\t2');
    nock(TEST_ORIGIN)
      .post(BATCH)
      .reply(400, {
        error: { messages: { type: 'İstek geçersiz. Lütfen bilgileri kontrol edip tekrar deneyin.' } },
      });
    store.dispatch(quickOrderAddRequested());
    await waitFor(() =>
      expect(pad(store).submit.message).toBe('İstek geçersiz. Lütfen bilgileri kontrol edip tekrar deneyin.'),
    );
    nock(TEST_ORIGIN).post(BATCH).reply(200, { results: 'yes' });
    nock(TEST_ORIGIN).get(CART).reply(200, []);
    store.dispatch(quickOrderAddRequested());
    await waitFor(() =>
      expect(pad(store).submit.message).toBe(
        'Sunucudan beklenmeyen bir yanıt geldi. Lütfen daha sonra tekrar deneyin.',
      ),
    );
    expect(pad(store).rows[0]?.code).toBe('90960002');
  });

  it('an expired session goes to the login page', async () => {
    const store = await padWith('90960002\t2');
    nock(TEST_ORIGIN)
      .post(BATCH)
      .reply(401, { error: { messages: { type: 'Bu işlem için giriş yapmalısınız.' } } });
    store.dispatch(quickOrderAddRequested());
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith(`${BASE}/account/login`));
    expect(pad(store).rows[0]?.code).toBe('90960002');
  });

  it('a second Sepete Ekle while one is under way sends nothing more', async () => {
    const store = await padWith('90960002\t2');
    const batch = nock(TEST_ORIGIN)
      .post(BATCH)
      .delay(100)
      .reply(200, { results: [{ productId: 1, ok: true }], items: [makeCartItem(A, 2)] });
    store.dispatch(quickOrderAddRequested());
    store.dispatch(quickOrderAddRequested());
    await waitFor(() => expect(pad(store).submit.status).toBe('done'));
    batch.done();
    expect(pad(store).submit.added).toHaveLength(1);
  });
});

describe('code suggestions', () => {
  it('are debounced and the earlier request is aborted for real', async () => {
    jest.useFakeTimers();
    nock(TEST_ORIGIN).get(CART).reply(200, []);
    const store = createTestStore(customerConfig({ basePath: BASE }));
    stores.push(store);
    store.dispatch(quickOrderOpened());
    const result = { id: 1, name: 'Karre Anahtar', code: '90960002', image: '', url: 'karre' };
    let firstSignal: AbortSignal | undefined;
    nock(TEST_ORIGIN)
      .get('/autocomplete')
      .query({ q: '9096' })
      .delay(2000)
      .reply(200, [{ ...result, name: 'eski' }])
      .on('request', (req: Request) => (firstSignal = req.signal));
    const second = nock(TEST_ORIGIN).get('/autocomplete').query({ q: '90960' }).reply(200, [result]);
    // A burst of keystrokes inside the debounce asks nothing…
    store.dispatch(quickOrderSuggestRequested({ rowKey: 'r1', text: '9' }));
    await jest.advanceTimersByTimeAsync(200);
    store.dispatch(quickOrderSuggestRequested({ rowKey: 'r1', text: '909' }));
    await jest.advanceTimersByTimeAsync(200);
    store.dispatch(quickOrderSuggestRequested({ rowKey: 'r1', text: '9096' }));
    await jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS - 1);
    expect(firstSignal).toBeUndefined();
    // …the last text is asked after 500 ms, and a newer one aborts it.
    await jest.advanceTimersByTimeAsync(1);
    for (let i = 0; i < 50 && !firstSignal; i++) await jest.advanceTimersByTimeAsync(10);
    expect(firstSignal?.aborted).toBe(false);
    store.dispatch(quickOrderSuggestRequested({ rowKey: 'r1', text: '90960' }));
    expect(firstSignal?.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    for (let i = 0; i < 50 && pad(store).suggestions.results.length === 0; i++)
      await jest.advanceTimersByTimeAsync(10);
    second.done();
    await jest.advanceTimersByTimeAsync(2500);
    expect(pad(store).suggestions).toEqual({ rowKey: 'r1', query: '90960', results: [result] });
  });

  it('a blank text clears them without a request', async () => {
    const store = await openPad();
    store.dispatch(actions.suggestionsReceived({ rowKey: 'r1', query: 'x', results: [] }));
    store.dispatch(quickOrderSuggestRequested({ rowKey: 'r1', text: '   ' }));
    await waitFor(() => expect(pad(store).suggestions.rowKey).toBeNull());
  });
});

describe('Tekrar Sipariş Ver', () => {
  const order = makeOrder({
    orderNo: 'SP100009',
    orderItems: [
      makeOrderItem({ id: 1, product: { id: 1, seo: 'karre' }, code: '90960002', quantity: 4, price: 80 }),
      makeOrderItem({ id: 2, product: { id: 2, seo: 'priz' }, code: '90960003', quantity: 9, price: 100 }),
      makeOrderItem({ id: 3, product: { id: 3, seo: 'eski' }, code: 'ESKI-1', quantity: 1, price: 10 }),
    ],
  });

  it('previews today’s products, then puts the lines that can go into the cart in one batch', async () => {
    const store = await openPad();
    let asked: unknown;
    nock(TEST_ORIGIN)
      .post(LOOKUP, (body) => {
        asked = body;
        return true;
      })
      .reply(200, { codes: [], products: [A, B] });
    store.dispatch(reorderRequested(order));
    await waitFor(() => expect(pad(store).reorder.status).toBe('ready'));
    expect(asked).toEqual({ ids: [1, 2, 3] });
    let sent: unknown;
    nock(TEST_ORIGIN)
      .post(BATCH, (body) => {
        sent = body;
        return true;
      })
      .reply(200, {
        results: [
          { productId: 1, ok: true },
          { productId: 2, ok: false, message: 'Bu üründen 5 adet bulunmamaktadır!' },
        ],
        items: [makeCartItem(A, 4)],
      });
    store.dispatch(reorderConfirmed());
    await waitFor(() => expect(pad(store).reorder.status).toBe('done'));
    // B is capped by its stock of 5; the product no longer sold does not go.
    expect(sent).toEqual({
      lines: [
        { productId: 1, quantity: 4, unit: 1 },
        { productId: 2, quantity: 5, unit: 1 },
      ],
    });
    expect(pad(store).reorder).toMatchObject({
      added: 1,
      refused: [
        { code: '90960003', name: 'Viko Karre Anahtar', message: 'Bu üründen 5 adet bulunmamaktadır!' },
      ],
    });
    expect(events).toEqual([{ operation: 'batch', itemCount: 1 }]);
  });

  it('closing the preview while it loads aborts the call', async () => {
    const store = await openPad();
    let signal: AbortSignal | undefined;
    nock(TEST_ORIGIN)
      .post(LOOKUP)
      .delay(1000)
      .reply(200, { codes: [], products: [A] })
      .on('request', (req: Request) => (signal = req.signal));
    store.dispatch(reorderRequested(order));
    await waitFor(() => expect(signal).toBeDefined());
    store.dispatch(actions.reorderClosed());
    expect(signal?.aborted).toBe(true);
    expect(pad(store).reorder.status).toBe('idle');
  });

  it('a failed preview says why and can be asked again', async () => {
    const store = await openPad();
    nock(TEST_ORIGIN).post(LOOKUP).reply(500, {});
    store.dispatch(reorderRequested(order));
    await waitFor(() => expect(pad(store).reorder.status).toBe('failed'));
    expect(pad(store).reorder.message).toBe(
      'İşlem tamamlanamadı (HTTP 500). Lütfen daha sonra tekrar deneyin.',
    );
  });
});
