import { act, waitFor } from '@testing-library/react';
import nock from 'nock';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { DEFAULT_SETTINGS } from '../../../src/contract/hostConfigDefaults';
import { CAMERA_READ_INTERVAL_MS } from '../../../src/domain/quickOrder/cameraScan';
import { selectCartLoaded } from '../../../src/store/cart/cartSelectors';
import { selectQuickOrder } from '../../../src/store/quickOrder/quickOrder';
import { quickOrderOpened, quickOrderScanned } from '../../../src/store/quickOrder/quickOrderIntents';
import { startReadLoop } from '../../../src/widgets/QuickOrder/scanner/readLoop';
import { customerConfig, makePackagedProduct } from '../../support/cart';
import { makeProduct } from '../../support/products';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

/*
 * The camera's reads through the pad's scan flow, with a fake detector instead of a
 * camera: the read loop looks at "the image" every 150 ms on jest's clock, each code it sees goes
 * to the real store's saga, and the host's lookup is answered by nock.
 */
let tests = 0;
let BASE = '';
beforeEach(() => {
  BASE = `/camera-scan-${++tests}`;
});

const A = makePackagedProduct({ id: 1, code: '90960002', name: 'Karre Anahtar', quantity: 500 });
const B = makeProduct({
  id: 2,
  code: '90960003',
  barcode: '8690000000035',
  name: 'Karre Priz',
  quantity: 50,
});
const CATALOGUE = [A, B];
const find = (code: string) => CATALOGUE.find((p) => p.barcode === code || p.code === code);

const stores: RunningAppStore[] = [];
let stopLoop: (() => void) | null = null;
beforeEach(() => {
  window.sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  stopLoop?.();
  for (const store of stores.splice(0)) store.rootTask.cancel();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** What the fake camera shows: the codes in view now (the test changes it as time goes by). */
let inView: string[] = [];
let looks = 0;
const fakeDetector = {
  detect: () => {
    looks += 1;
    return Promise.resolve([...inView]);
  },
};

async function openPadWithCamera() {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  let codes: string[] = [];
  nock(TEST_ORIGIN)
    .post(`${BASE}/api/catalog/product-lookup`, (body: { codes?: string[] }) => {
      codes = body.codes ?? [];
      return true;
    })
    .reply(200, () => ({
      codes: codes.map((code) => ({ code, productId: find(code)?.id ?? null, unitId: null })),
      products: CATALOGUE.filter((p) => codes.some((c) => find(c) === p)),
    }))
    .persist();
  nock(TEST_ORIGIN).get(`${BASE}/api/catalog/cart`).reply(200, []);
  const store = createTestStore(customerConfig({ basePath: BASE, settings: { ...DEFAULT_SETTINGS } }));
  stores.push(store);
  await waitFor(() => expect(selectCartLoaded(store.getState())).toBe(true));
  store.dispatch(quickOrderOpened());
  await waitFor(() => expect(selectQuickOrder(store.getState()).restored).toBe(true));
  inView = [];
  looks = 0;
  stopLoop = startReadLoop(
    () => fakeDetector.detect(),
    (code) => store.dispatch(quickOrderScanned(code, 'camera')),
  );
  return store;
}

const rows = (store: RunningAppStore) =>
  selectQuickOrder(store.getState())
    .rows.filter((r) => r.code !== '')
    .map((r) => [r.code, r.quantity]);

/** Lets `ms` of camera time pass, a look at a time, with the lookups answered in between. */
async function watch(ms: number) {
  for (let t = 0; t < ms; t += CAMERA_READ_INTERVAL_MS) {
    await act(() => jest.advanceTimersByTimeAsync(CAMERA_READ_INTERVAL_MS));
  }
}

describe('the camera’s reads on the pad (a fake detector)', () => {
  it('a barcode held in view for 3 s is one item; shown again after a pause, one more', async () => {
    const store = await openPadWithCamera();
    inView = ['8690000000011'];
    await watch(3000);
    await waitFor(() => expect(rows(store)).toEqual([['8690000000011', '1']]));
    expect(looks).toBeGreaterThanOrEqual(19);
    expect(selectQuickOrder(store.getState()).scan).toMatchObject({ seq: 1, outcome: 'added' });
    inView = [];
    await watch(1800);
    inView = ['8690000000011'];
    await watch(600);
    await waitFor(() => expect(rows(store)).toEqual([['8690000000011', '2']]));
    expect(selectQuickOrder(store.getState()).scan).toMatchObject({ seq: 2, outcome: 'incremented' });
  });

  it('two barcodes in view together are each counted once', async () => {
    const store = await openPadWithCamera();
    inView = ['8690000000011', '8690000000035'];
    await watch(2000);
    await waitFor(() =>
      expect(rows(store)).toEqual([
        ['8690000000011', '1'],
        ['8690000000035', '1'],
      ]),
    );
  });

  it('an unknown code seen by the camera is listed once, with the problem said', async () => {
    const store = await openPadWithCamera();
    inView = ['4006381333931'];
    await watch(1000);
    await waitFor(() =>
      expect(selectQuickOrder(store.getState()).scan).toMatchObject({ outcome: 'unknown' }),
    );
    expect(rows(store)).toEqual([['4006381333931', '1']]);
  });

  it('a look that fails (a frame not ready) is logged once and the loop goes on', async () => {
    const store = await openPadWithCamera();
    const detect = jest.spyOn(fakeDetector, 'detect');
    detect.mockRejectedValueOnce(new Error('InvalidStateError')).mockRejectedValueOnce(new Error('again'));
    inView = ['8690000000035'];
    await watch(900);
    await waitFor(() => expect(rows(store)).toEqual([['8690000000035', '1']]));
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('once stopped (the view closed), nothing more is read', async () => {
    const store = await openPadWithCamera();
    stopLoop!();
    const before = looks;
    inView = ['8690000000011'];
    await watch(1000);
    expect(looks).toBe(before);
    expect(rows(store)).toEqual([]);
  });
});
