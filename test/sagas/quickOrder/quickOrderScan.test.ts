import { waitFor } from '@testing-library/react';
import nock from 'nock';
import { DEFAULT_SETTINGS } from '../../../src/contract/hostConfigDefaults';
import type { Product } from '../../../src/contract/catalog';
import { SCAN_REPEAT_MS } from '../../../src/domain/quickOrder/scanReads';
import { selectCartLoaded } from '../../../src/store/cart/cartSelectors';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { quickOrderActions as actions, selectQuickOrder } from '../../../src/store/quickOrder/quickOrder';
import { quickOrderOpened, quickOrderScanned } from '../../../src/store/quickOrder/quickOrderIntents';
import { customerConfig, makePackagedProduct } from '../../support/cart';
import { makeProduct } from '../../support/products';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

/*
 * Scans onto the pad, a keyboard scanner's or the camera's: a real store with its sagas,
 * the host's lookup answered by nock. Read times are given explicitly (the action's `at`), so the
 * 1.5 s rule is checked without waiting.
 */
let tests = 0;
let BASE = '';
let LOOKUP = '';
beforeEach(() => {
  BASE = `/qo-scan-${++tests}`;
  LOOKUP = `${BASE}/api/catalog/product-lookup`;
});

// A: barcode 8690000000011 (its ADET), PAKET's barcode 8690000000028. B: a product of one unit.
const A = makePackagedProduct({ id: 1, code: '90960002', name: 'Karre Anahtar', quantity: 500 });
const B = makeProduct({
  id: 2,
  code: '90960003',
  barcode: '8690000000035',
  name: 'Karre Priz',
  quantity: 50,
});
const CATALOGUE = [A, B];

const stores: RunningAppStore[] = [];
beforeEach(() => {
  window.sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const store of stores.splice(0)) store.rootTask.cancel();
  nock.cleanAll();
  jest.restoreAllMocks();
});

const pad = (store: RunningAppStore) => selectQuickOrder(store.getState());
const filled = (store: RunningAppStore) =>
  pad(store)
    .rows.filter((r) => r.code !== '')
    .map((r) => [r.code, r.quantity, r.unit]);

/** The host's lookup as server/repo/quickOrder does it: product code, then barcode, then a unit's barcode. */
function match(code: string): { productId: number | null; unitId: number | null; product?: Product } {
  const key = code.trim().toLowerCase();
  for (const p of CATALOGUE)
    if (p.code.toLowerCase() === key) return { productId: p.id, unitId: null, product: p };
  for (const p of CATALOGUE) if (p.barcode === key) return { productId: p.id, unitId: null, product: p };
  for (const p of CATALOGUE)
    for (const u of p.units) if (u.barcode === key) return { productId: p.id, unitId: u.id, product: p };
  return { productId: null, unitId: null };
}

/** Answers every lookup; `asked` collects the codes of each call. */
function answerLookups(asked: string[][] = []) {
  let codes: string[] = [];
  nock(TEST_ORIGIN)
    .post(LOOKUP, (body: { codes?: string[] }) => {
      codes = body.codes ?? [];
      return true;
    })
    .reply(200, () => {
      asked.push(codes);
      return {
        codes: codes.map((code) => ({ code, productId: match(code).productId, unitId: match(code).unitId })),
        products: [...new Set(codes.map((c) => match(c).product).filter((p) => p !== undefined))],
      };
    })
    .persist();
  return asked;
}

async function openPad() {
  nock(TEST_ORIGIN).get(`${BASE}/api/catalog/cart`).reply(200, []);
  const store = createTestStore(customerConfig({ basePath: BASE, settings: { ...DEFAULT_SETTINGS } }));
  stores.push(store);
  await waitFor(() => expect(selectCartLoaded(store.getState())).toBe(true));
  store.dispatch(quickOrderOpened());
  await waitFor(() => expect(pad(store).restored).toBe(true));
  return store;
}

/** Dispatches a read and waits until the pad has placed it (or, when it does not count, settled). */
async function scan(store: RunningAppStore, code: string, at: number) {
  const before = pad(store).scan?.seq ?? 0;
  store.dispatch(quickOrderScanned(code, 'keyboard', at));
  await waitFor(() => expect(pad(store).scan?.seq ?? 0).toBeGreaterThan(before));
}

describe('a scan on the quick order pad', () => {
  it('looks the barcode up with the pad’s call and adds a row of 1 in the first blank row', async () => {
    const asked = answerLookups();
    const store = await openPad();
    await scan(store, '8690000000011', 1000);
    expect(asked).toEqual([['8690000000011']]);
    expect(filled(store)).toEqual([['8690000000011', '1', '']]);
    expect(pad(store).rows[0]!.key).toBe(pad(store).scan!.rowKey);
    expect(pad(store).scan).toMatchObject({ code: '8690000000011', outcome: 'added' });
    expect(pad(store).lookups['8690000000011']).toEqual({ status: 'found', productId: 1, unitId: null });
    expect(pad(store).products[1]?.name).toBe('Karre Anahtar');
    // Still a blank row to type into; and the tab keeps the row.
    expect(pad(store).rows.at(-1)!.code).toBe('');
    expect(JSON.parse(window.sessionStorage.getItem(`b2b-quick-order:${BASE}:7`)!)).toEqual([
      { code: '8690000000011', quantity: '1', unit: '' },
    ]);
  });

  it('the same code again within 1.5 s counts once; after that, one more on its row', async () => {
    const asked = answerLookups();
    const store = await openPad();
    await scan(store, '8690000000011', 1000);
    store.dispatch(quickOrderScanned('8690000000011', 'camera', 1000 + SCAN_REPEAT_MS));
    // Held in view: the reads keep coming, each within 1.5 s of the one before.
    store.dispatch(quickOrderScanned('8690000000011', 'camera', 1000 + 2 * SCAN_REPEAT_MS));
    await scan(store, '8690000000011', 1000 + 3 * SCAN_REPEAT_MS + 1);
    expect(filled(store)).toEqual([['8690000000011', '2', '']]);
    expect(pad(store).scan).toMatchObject({ outcome: 'incremented', seq: 2 });
    // Known now: the later reads did not ask the host again.
    expect(asked).toHaveLength(1);
  });

  it('adds to the row that names the product by its code, in the unit the barcode belongs to', async () => {
    answerLookups();
    const store = await openPad();
    store.dispatch(actions.rowEdited({ key: pad(store).rows[0]!.key, code: '90960002', quantity: '3' }));
    await waitFor(() => expect(pad(store).lookups['90960002']?.status).toBe('found'));
    await scan(store, '8690000000011', 1000);
    expect(filled(store)).toEqual([['90960002', '4', '']]);
    // The PAKET's barcode is another line: a row of its own, judged in PAKET.
    await scan(store, '8690000000028', 1100);
    expect(filled(store)).toEqual([
      ['90960002', '4', ''],
      ['8690000000028', '1', ''],
    ]);
    expect(pad(store).lookups['8690000000028']).toEqual({ status: 'found', productId: 1, unitId: 2 });
    await scan(store, '8690000000028', 5000);
    expect(filled(store)[1]).toEqual(['8690000000028', '2', '']);
  });

  it('two reads of one product in quick succession make one row (reads go one after the other)', async () => {
    answerLookups();
    const store = await openPad();
    store.dispatch(quickOrderScanned('8690000000035', 'camera', 1000));
    store.dispatch(quickOrderScanned('90960003', 'keyboard', 1010));
    await waitFor(() => expect(pad(store).scan?.seq).toBe(2));
    expect(filled(store)).toEqual([['8690000000035', '2', '']]);
  });

  it('an unknown code is listed with its own row, not lost; read again, that row counts it', async () => {
    answerLookups();
    const store = await openPad();
    await scan(store, '4006381333931', 1000);
    expect(filled(store)).toEqual([['4006381333931', '1', '']]);
    expect(pad(store).scan).toMatchObject({ outcome: 'unknown', code: '4006381333931' });
    expect(pad(store).lookups['4006381333931']).toEqual({ status: 'unknown' });
    await scan(store, '4006381333931', 4000);
    expect(filled(store)).toEqual([['4006381333931', '2', '']]);
  });

  it('a QR code too long to be a product code is listed as unknown without asking the host', async () => {
    const asked = answerLookups();
    const store = await openPad();
    const url = `https://example.com/${'x'.repeat(80)}`;
    await scan(store, url, 1000);
    expect(asked).toEqual([]);
    expect(pad(store).scan).toMatchObject({ outcome: 'unknown' });
    expect(filled(store)).toEqual([[url, '1', '']]);
  });

  it('a failed lookup leaves the code on the pad with the retry the typed codes have', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(TEST_ORIGIN)
      .post(LOOKUP)
      .reply(500, { error: { messages: { type: 'Bakımda' } } });
    const store = await openPad();
    await scan(store, '8690000000011', 1000);
    expect(pad(store).scan).toMatchObject({ outcome: 'failed' });
    expect(pad(store).lookups['8690000000011']).toEqual({ status: 'failed' });
    expect(filled(store)).toEqual([['8690000000011', '1', '']]);
    // 'Tekrar Dene' asks again and finds it.
    answerLookups();
    store.dispatch(actions.lookupsRetried());
    await waitFor(() => expect(pad(store).lookups['8690000000011']?.status).toBe('found'));
  });

  it('a read counts on the rows kept for the tab, restored when the pad opened', async () => {
    window.sessionStorage.setItem(
      `b2b-quick-order:${BASE}:7`,
      JSON.stringify([{ code: '90960003', quantity: '5', unit: '' }]),
    );
    answerLookups();
    const store = await openPad();
    await scan(store, '8690000000035', 1000);
    expect(filled(store)).toEqual([['90960003', '6', '']]);
  });
});
