import type { Product } from '../../../src/contract/catalog';
import {
  amountChanged,
  detailOpened,
  selectDetail,
  unitChosen,
  variantValueChosen,
} from '../../../src/store/catalog/productDetail';
import { lazyChunksLoaded } from '../../support/lazyChunks';
import { createTestStore } from '../../support/renderWidget';
import { makeFamily, makeUnit } from '../../support/products';

describe('product detail variant switch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function opened(parent: Product) {
    const store = createTestStore();
    store.dispatch(detailOpened(parent));
    return store;
  }

  it('shows the overlay, then after 2.5 s swaps to the child matching every chosen value', async () => {
    const parent = makeFamily();
    const store = opened(parent);
    store.dispatch(variantValueChosen({ code: 'kesit', value: '2,5 mm²' }));
    expect(selectDetail(store.getState()).switching).toBe(false);
    store.dispatch(variantValueChosen({ code: 'renk', value: 'Mavi' }));
    // The first pick fetched the flow's code (it comes with the widget's chunk).
    await lazyChunksLoaded();
    expect(selectDetail(store.getState()).switching).toBe(true);
    await jest.advanceTimersByTimeAsync(2499);
    expect(selectDetail(store.getState()).product?.id).toBe(parent.id);
    await jest.advanceTimersByTimeAsync(1);
    const detail = selectDetail(store.getState());
    expect(detail.switching).toBe(false);
    expect(detail.product?.code).toBe('NYA-2,5-MAVİ');
  });

  it('a newer pick replaces the pending switch', async () => {
    const store = opened(makeFamily());
    store.dispatch(variantValueChosen({ code: 'kesit', value: '2,5 mm²' }));
    store.dispatch(variantValueChosen({ code: 'renk', value: 'Mavi' }));
    await lazyChunksLoaded();
    await jest.advanceTimersByTimeAsync(1000);
    store.dispatch(variantValueChosen({ code: 'renk', value: 'Kırmızı' }));
    await jest.advanceTimersByTimeAsync(2500);
    expect(selectDetail(store.getState()).product?.code).toBe('NYA-2,5-KIRMIZI');
  });

  it('clears the overlay when a newer pick leaves no full combination', async () => {
    const store = opened(makeFamily());
    store.dispatch(variantValueChosen({ code: 'kesit', value: '2,5 mm²' }));
    store.dispatch(variantValueChosen({ code: 'renk', value: 'Mavi' }));
    await lazyChunksLoaded();
    expect(selectDetail(store.getState()).switching).toBe(true);
    store.dispatch(variantValueChosen({ code: 'renk', value: 'Mor' }));
    expect(selectDetail(store.getState()).switching).toBe(false);
  });

  it('starts with amount 1 and a child page has its own values chosen', () => {
    const parent = makeFamily();
    const child = { ...parent.children[1]!, children: [] };
    const store = opened(child);
    expect(selectDetail(store.getState()).amount).toBe(1);
    expect(selectDetail(store.getState()).chosenVariants).toEqual({ kesit: '1,5 mm²', renk: 'Mavi' });
  });

  /** The family with a PAKET unit on every child but NYA-2,5-KIRMIZI; each child has its own unit ids. */
  function packagedFamily(): Product {
    const parent = makeFamily();
    const children = parent.children.map((child, i) => ({
      ...child,
      defaultUnit: 10 * (i + 1) + 1,
      units: [
        makeUnit({ id: 10 * (i + 1) + 1 }),
        ...(child.code === 'NYA-2,5-KIRMIZI'
          ? []
          : [makeUnit({ id: 10 * (i + 1) + 2, value: 'PAKET', multiplier: 6 })]),
      ],
    }));
    return { ...parent, units: [makeUnit(), makeUnit({ id: 2, value: 'PAKET', multiplier: 6 })], children };
  }

  async function switchTo(store: ReturnType<typeof opened>, kesit: string, renk: string) {
    store.dispatch(variantValueChosen({ code: 'kesit', value: kesit }));
    store.dispatch(variantValueChosen({ code: 'renk', value: renk }));
    await lazyChunksLoaded();
    await jest.advanceTimersByTimeAsync(2500);
  }

  it('keeps the chosen unit (matched by name) and the amount when the child sells it', async () => {
    const store = opened(packagedFamily());
    store.dispatch(unitChosen(2));
    store.dispatch(amountChanged(4));
    await switchTo(store, '1,5 mm²', 'Mavi');
    const detail = selectDetail(store.getState());
    expect(detail.product?.code).toBe('NYA-1,5-MAVİ');
    expect(detail.unitId).toBe(22);
    expect(detail.amount).toBe(4);
    expect(detail.unitChange).toBeNull();
  });

  it('4 PAKET never becomes 4 ADET: without PAKET the amount goes back to 1 and the change is said', async () => {
    const store = opened(packagedFamily());
    store.dispatch(unitChosen(2));
    store.dispatch(amountChanged(4));
    await switchTo(store, '2,5 mm²', 'Kırmızı');
    const detail = selectDetail(store.getState());
    expect(detail.product?.code).toBe('NYA-2,5-KIRMIZI');
    expect(detail.unitId).toBeNull();
    expect(detail.amount).toBe(1);
    expect(detail.unitChange).toEqual({ from: 'PAKET', to: 'ADET' });
  });
});
