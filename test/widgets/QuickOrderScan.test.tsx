import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import type { RunningAppStore } from '../../src/app/createAppStore';
import { selectQuickOrder } from '../../src/store/quickOrder/quickOrder';
import { QuickOrder } from '../../src/widgets/QuickOrder/QuickOrder';
import { customerConfig, makePackagedProduct } from '../support/cart';
import { makeProduct } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../support/renderWidget';

/*
 * A USB or Bluetooth scanner on the pad: user-event types as a scanner does (5 ms a key,
 * then Enter) or as a person does (120 ms a key), on jest's fake clock, so no test waits for real.
 */
let tests = 0;
let BASE = '';
let LOOKUP = '';
beforeEach(() => {
  BASE = `/qo-scan-widget-${++tests}`;
  LOOKUP = `${BASE}/api/catalog/product-lookup`;
});

// A's barcode is 8690000000011 (its ADET); B is found by its code.
const A = makePackagedProduct({
  id: 1,
  code: '90960002',
  name: 'Karre Anahtar',
  seo: 'karre-anahtar',
  quantity: 500,
});
const B = makeProduct({
  id: 2,
  code: '90960003',
  barcode: '8690000000035',
  name: 'Karre Priz',
  quantity: 50,
});
const CATALOGUE = [A, B];
const SCANNER = 5;
const PERSON = 120;

// jsdom stamps events with the process's real clock, which jest's fake timers do not move: read the
// page's (faked) clock instead, as a browser's event time would be, taken when the handler reads it.
const timeStamp = Object.getOwnPropertyDescriptor(window.Event.prototype, 'timeStamp')!;
const stores: RunningAppStore[] = [];
beforeEach(() => {
  window.sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  Object.defineProperty(window.Event.prototype, 'timeStamp', { configurable: true, get: () => Date.now() });
});
afterEach(() => {
  for (const store of stores.splice(0)) store.rootTask.cancel();
  jest.restoreAllMocks();
  jest.useRealTimers();
  Object.defineProperty(window.Event.prototype, 'timeStamp', timeStamp);
});

const found = (code: string) =>
  CATALOGUE.find((p) => p.code === code.trim() || p.barcode === code.trim()) ?? null;

function answerLookups() {
  let codes: string[] = [];
  return nock(TEST_ORIGIN)
    .post(LOOKUP, (body: { codes?: string[] }) => {
      codes = body.codes ?? [];
      return true;
    })
    .reply(200, () => ({
      codes: codes.map((code) => ({ code, productId: found(code)?.id ?? null, unitId: null })),
      products: CATALOGUE.filter((p) => codes.some((c) => found(c) === p)),
    }))
    .persist();
}

async function renderPad() {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  nock(TEST_ORIGIN).get(`${BASE}/api/catalog/cart`).reply(200, []);
  const store = createTestStore(customerConfig({ basePath: BASE }));
  stores.push(store);
  renderWidget(<QuickOrder />, store);
  await screen.findByRole('table', { name: 'Hızlı Sipariş' });
  answerLookups();
  return { user, store };
}

const codeInput = (n: number) =>
  screen.getByRole('combobox', { name: `${n}. satır ürün kodu` }) as HTMLInputElement;
const quantityInput = (n: number) =>
  screen.getByRole('textbox', { name: `${n}. satır miktar` }) as HTMLInputElement;
const rowOf = (n: number) => screen.getByRole('rowheader', { name: String(n) }).closest('tr')!;

/** Types `text` then Enter with `gap` ms between keys, as a scanner or a person. */
async function typeAs(user: ReturnType<typeof userEvent.setup>, text: string, gap: number) {
  for (const ch of text) {
    await user.keyboard(ch);
    await act(() => jest.advanceTimersByTimeAsync(gap));
  }
  await user.keyboard('{Enter}');
}

describe('a keyboard scanner on the quick order pad', () => {
  it('a burst in an empty code cell adds the product’s row and says so', async () => {
    const { user } = await renderPad();
    await user.click(codeInput(1));
    await typeAs(user, '8690000000011', SCANNER);
    await within(rowOf(1)).findByRole('link', { name: 'Karre Anahtar' });
    expect(codeInput(1).value).toBe('8690000000011');
    expect(quantityInput(1).value).toBe('1');
    expect(await screen.findByText('Okundu: Karre Anahtar, 1. satıra 1 ADET eklendi.')).toBeTruthy();
    // The Enter was the scanner's: the focus stayed where it was, ready for the next read.
    expect(document.activeElement).toBe(codeInput(1));

    await act(() => jest.advanceTimersByTimeAsync(2000));
    await typeAs(user, '8690000000011', SCANNER);
    await waitFor(() => expect(quantityInput(1).value).toBe('2'));
    expect(screen.getByText('Okundu: Karre Anahtar, 1. satırda miktar 2 ADET oldu.')).toBeTruthy();
  });

  it('what the scanner typed into a field does not stay there', async () => {
    const { user, store } = await renderPad();
    await user.click(codeInput(1));
    await typeAs(user, '90960003', PERSON);
    await within(rowOf(1)).findByRole('link', { name: 'Karre Priz' });
    await waitFor(() => expect(document.activeElement).toBe(quantityInput(1)));
    await user.keyboard('2');
    await act(() => jest.advanceTimersByTimeAsync(PERSON));
    // The scanner reads while the cursor is in row 1's quantity, after the person's '2'.
    await typeAs(user, '8690000000011', SCANNER);
    await within(rowOf(2)).findByRole('link', { name: 'Karre Anahtar' });
    expect(quantityInput(1).value).toBe('2');
    expect(codeInput(1).value).toBe('90960003');
    expect(document.activeElement).toBe(quantityInput(1));
    expect(
      selectQuickOrder(store.getState())
        .rows.slice(0, 2)
        .map((r) => [r.code, r.quantity]),
    ).toEqual([
      ['90960003', '2'],
      ['8690000000011', '1'],
    ]);
  });

  it('what a person had typed in the cell stays theirs; the scan takes the next row', async () => {
    const { user } = await renderPad();
    await user.click(codeInput(1));
    for (const ch of '9096') {
      await user.keyboard(ch);
      await act(() => jest.advanceTimersByTimeAsync(PERSON));
    }
    await typeAs(user, '8690000000035', SCANNER);
    await within(rowOf(2)).findByRole('link', { name: 'Karre Priz' });
    // Left as the person typed it (and committed, as leaving a cell does), the focus still there.
    expect(codeInput(1).value).toBe('9096');
    expect(document.activeElement).toBe(codeInput(1));
  });

  it('a person typing a code, even a long barcode, is never a scan', async () => {
    const { user, store } = await renderPad();
    await user.click(codeInput(1));
    await typeAs(user, '8690000000011', PERSON);
    // Their Enter moved on to the quantity, as typing does; no scan was announced.
    await waitFor(() => expect(document.activeElement).toBe(quantityInput(1)));
    await within(rowOf(1)).findByRole('link', { name: 'Karre Anahtar' });
    expect(selectQuickOrder(store.getState()).scan).toBeNull();
    expect(screen.queryByText(/^Okundu/)).toBeNull();
  });

  it('with the focus on a toolbar button the scan’s Enter does not press it', async () => {
    const { user } = await renderPad();
    screen.getByRole('button', { name: 'Listeyi Temizle' }).focus();
    await typeAs(user, '8690000000035', SCANNER);
    await within(rowOf(1)).findByRole('link', { name: 'Karre Priz' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an unknown code is listed on a row with a clear message', async () => {
    const { user } = await renderPad();
    await user.click(codeInput(1));
    await typeAs(user, '4006381333931', SCANNER);
    expect(
      await screen.findByText('“4006381333931” koduyla bir ürün bulunamadı; 1. satırda listede duruyor.'),
    ).toBeTruthy();
    expect(within(rowOf(1)).getByText('Bu kodla bir ürün bulunamadı.')).toBeTruthy();
    expect(codeInput(1).value).toBe('4006381333931');
  });
});
