import { waitFor } from '@testing-library/react';
import nock from 'nock';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { faultReportActions as actions, selectFaultReport } from '../../../src/store/account/faultReport';
import { faultReportOpenRequested } from '../../../src/store/core/ui';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

const CATEGORIES = '/api/catalog/faultreport/basecategories';
const PRODUCTS = '/api/catalog/faultreport/product';
const TOP = [
  { id: 1, name: 'Anahtar ve Prizler' },
  { id: 11, name: 'Sigorta ve Şalt' },
];
const SWITCHES = [
  { id: 2, name: 'Anahtarlar' },
  { id: 5, name: 'Prizler' },
];
const PLAIN = [{ id: 3, name: 'Adi Anahtarlar' }];
const PRODUCTS_OF_3 = [{ id: 1, name: 'Viko Karre Adi Anahtar Beyaz', code: '90960001' }];

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const picker = (store: RunningAppStore) => selectFaultReport(store.getState());
const steps = (store: RunningAppStore) => picker(store).steps;
const until = (check: () => void) => waitFor(check, { timeout: 5000 });
/** The steps as kind:parent:status[:selected]. */
const shape = (store: RunningAppStore) =>
  steps(store).map(
    (s) => `${s.kind}:${s.parentId}:${s.status}${s.selectedId === null ? '' : `:${s.selectedId}`}`,
  );

async function openPicker() {
  const api = nock(TEST_ORIGIN).get(`${CATEGORIES}/0`).reply(200, TOP);
  const store = createTestStore();
  store.dispatch(actions.pickerMounted('p1'));
  store.dispatch(actions.opened('p1'));
  expect(picker(store).openFor).toBe('p1');
  await until(() => expect(shape(store)).toEqual(['categories:0:ready']));
  api.done();
  return store;
}

async function choose(store: RunningAppStore, depth: number, id: number) {
  store.dispatch(actions.optionChosen({ depth, id }));
}

describe('fault report cascade', () => {
  it('opening loads the top categories once; reopening keeps them', async () => {
    const store = await openPicker();
    expect(steps(store)[0]!.options).toEqual(TOP);
    store.dispatch(actions.closed());
    expect(picker(store).openFor).toBeNull();
    store.dispatch(actions.opened('p1'));
    // No second request: nock would have had no interceptor and the step would fail.
    expect(shape(store)).toEqual(['categories:0:ready']);
  });

  it('walks as many levels as the tree has, then the products of the leaf', async () => {
    const store = await openPicker();
    nock(TEST_ORIGIN).get(`${CATEGORIES}/1`).reply(200, SWITCHES);
    await choose(store, 0, 1);
    expect(shape(store)).toEqual(['categories:0:ready:1', 'categories:1:loading']);
    await until(() => expect(shape(store)).toEqual(['categories:0:ready:1', 'categories:1:ready']));

    nock(TEST_ORIGIN).get(`${CATEGORIES}/2`).reply(200, PLAIN);
    await choose(store, 1, 2);
    await until(() => expect(shape(store)[2]).toBe('categories:2:ready'));

    nock(TEST_ORIGIN).get(`${CATEGORIES}/3`).reply(200, []);
    nock(TEST_ORIGIN).get(`${PRODUCTS}/3`).reply(200, PRODUCTS_OF_3);
    await choose(store, 2, 3);
    await until(() =>
      expect(shape(store)).toEqual([
        'categories:0:ready:1',
        'categories:1:ready:2',
        'categories:2:ready:3',
        'products:3:ready',
      ]),
    );
    expect(steps(store)[3]!.options).toEqual(PRODUCTS_OF_3);
    store.dispatch(actions.optionChosen({ depth: 3, id: 1 }));
    expect(shape(store)[3]).toBe('products:3:ready:1');
  });

  it('choosing a category again resets the deeper levels and the product', async () => {
    const store = await openPicker();
    nock(TEST_ORIGIN).get(`${CATEGORIES}/1`).reply(200, []);
    nock(TEST_ORIGIN).get(`${PRODUCTS}/1`).reply(200, PRODUCTS_OF_3);
    await choose(store, 0, 1);
    await until(() => expect(shape(store)).toEqual(['categories:0:ready:1', 'products:1:ready']));
    store.dispatch(actions.optionChosen({ depth: 1, id: 1 }));

    nock(TEST_ORIGIN).get(`${CATEGORIES}/11`).reply(200, SWITCHES);
    await choose(store, 0, 11);
    expect(shape(store)).toEqual(['categories:0:ready:11', 'categories:11:loading']);
    await until(() => expect(shape(store)).toEqual(['categories:0:ready:11', 'categories:11:ready']));

    // Back to the placeholder: nothing below it.
    store.dispatch(actions.optionChosen({ depth: 0, id: null }));
    expect(shape(store)).toEqual(['categories:0:ready']);
  });

  it('a newer choice aborts the older request, whose answer can no longer land', async () => {
    const store = await openPicker();
    let firstSignal: AbortSignal | undefined;
    nock(TEST_ORIGIN)
      .get(`${CATEGORIES}/1`)
      .delay(300)
      .reply(200, SWITCHES)
      .on('request', (req: Request) => (firstSignal = req.signal));
    nock(TEST_ORIGIN).get(`${CATEGORIES}/11`).reply(200, PLAIN);
    await choose(store, 0, 1);
    await until(() => expect(firstSignal).toBeDefined());
    expect(firstSignal?.aborted).toBe(false);
    await choose(store, 0, 11);
    expect(firstSignal?.aborted).toBe(true);
    await until(() => expect(shape(store)).toEqual(['categories:0:ready:11', 'categories:11:ready']));
    await new Promise((resolve) => setTimeout(resolve, 400)); // the first answer's delay passes
    expect(steps(store)[1]!.options).toEqual(PLAIN);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('a stale answer for a level no longer shown is ignored by the reducer', async () => {
    const store = await openPicker();
    store.dispatch(actions.stepReceived({ depth: 1, kind: 'categories', parentId: 99, options: SWITCHES }));
    store.dispatch(actions.stepLoading({ depth: 1, kind: 'categories', parentId: 99 }));
    expect(shape(store)).toEqual(['categories:0:ready']);
  });

  it('a failed level says why and can be retried on its own', async () => {
    const store = await openPicker();
    nock(TEST_ORIGIN)
      .get(`${CATEGORIES}/1`)
      .reply(500, { error: { messages: { type: 'Sunucu meşgul.' } } });
    await choose(store, 0, 1);
    await until(() => expect(shape(store)).toEqual(['categories:0:ready:1', 'categories:1:failed']));
    expect(steps(store)[1]!.error).toMatchObject({ status: 500, serverMessage: 'Sunucu meşgul.' });
    expect(errorSpy).toHaveBeenCalled();

    nock(TEST_ORIGIN).get(`${CATEGORIES}/1`).reply(200, SWITCHES);
    store.dispatch(actions.retried({ depth: 1 }));
    expect(shape(store)).toEqual(['categories:0:ready:1', 'categories:1:loading']);
    await until(() => expect(shape(store)).toEqual(['categories:0:ready:1', 'categories:1:ready']));
  });

  it('a failed product list is retried as products', async () => {
    const store = await openPicker();
    nock(TEST_ORIGIN).get(`${CATEGORIES}/1`).reply(200, []);
    nock(TEST_ORIGIN).get(`${PRODUCTS}/1`).replyWithError('ECONNRESET');
    await choose(store, 0, 1);
    await until(() => expect(shape(store)).toEqual(['categories:0:ready:1', 'products:1:failed']));
    expect(steps(store)[1]!.error).toMatchObject({ networkFailure: true });
    nock(TEST_ORIGIN).get(`${PRODUCTS}/1`).reply(200, PRODUCTS_OF_3);
    store.dispatch(actions.retried({ depth: 1 }));
    await until(() => expect(shape(store)).toEqual(['categories:0:ready:1', 'products:1:ready']));
  });

  it('a malformed top level fails and is loaded again on the next opening', async () => {
    nock(TEST_ORIGIN).get(`${CATEGORIES}/0`).reply(200, { categories: [] });
    const store = createTestStore();
    store.dispatch(actions.pickerMounted('p1'));
    store.dispatch(actions.opened('p1'));
    await until(() => expect(shape(store)).toEqual(['categories:0:failed']));
    expect(steps(store)[0]!.error).toMatchObject({ malformed: true });
    store.dispatch(actions.closed());
    nock(TEST_ORIGIN).get(`${CATEGORIES}/0`).reply(200, TOP);
    store.dispatch(actions.opened('p1'));
    await until(() => expect(shape(store)).toEqual(['categories:0:ready']));
  });

  it('an empty top level is shown as such, not as a product list', async () => {
    nock(TEST_ORIGIN).get(`${CATEGORIES}/0`).reply(200, []);
    const store = createTestStore();
    store.dispatch(actions.pickerMounted('p1'));
    store.dispatch(actions.opened('p1'));
    await until(() => expect(shape(store)).toEqual(['categories:0:ready']));
    expect(steps(store)[0]!.options).toEqual([]);
  });
});

describe('openFaultReport() (faultReportOpenRequested)', () => {
  it('opens the first mounted picker and loads the categories', async () => {
    nock(TEST_ORIGIN).get(`${CATEGORIES}/0`).reply(200, TOP);
    const store = createTestStore();
    store.dispatch(actions.pickerMounted('first'));
    store.dispatch(actions.pickerMounted('second'));
    store.dispatch(faultReportOpenRequested());
    await until(() => expect(picker(store).openFor).toBe('first'));
    await until(() => expect(shape(store)).toEqual(['categories:0:ready']));
  });

  it('before any picker has mounted, the first one to mount opens', async () => {
    nock(TEST_ORIGIN).get(`${CATEGORIES}/0`).reply(200, TOP);
    const store = createTestStore();
    store.dispatch(faultReportOpenRequested());
    expect(picker(store)).toMatchObject({ openFor: null, steps: [] });
    store.dispatch(actions.pickerMounted('late'));
    await until(() => expect(picker(store)).toMatchObject({ openFor: 'late' }));
    // The request was taken: a picker mounting later opens nothing.
    store.dispatch(actions.closed());
    store.dispatch(actions.pickerMounted('later'));
    await until(() => expect(picker(store).pickers).toEqual(['late', 'later']));
    expect(picker(store).openFor).toBeNull();
    await until(() => expect(shape(store)).toEqual(['categories:0:ready']));
  });

  it('an unmounted picker closes; the next opening goes to the one left', async () => {
    const store = createTestStore();
    nock(TEST_ORIGIN).get(`${CATEGORIES}/0`).reply(200, TOP);
    store.dispatch(actions.pickerMounted('a'));
    store.dispatch(actions.pickerMounted('b'));
    store.dispatch(actions.opened('a'));
    store.dispatch(actions.pickerUnmounted('a'));
    expect(picker(store)).toMatchObject({ openFor: null, pickers: ['b'] });
    store.dispatch(faultReportOpenRequested());
    await until(() => expect(picker(store).openFor).toBe('b'));
  });
});
