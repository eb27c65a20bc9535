import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { SUGGESTION_DEBOUNCE_MS } from '../../src/domain/shared/timings';
import type { RunningAppStore } from '../../src/app/createAppStore';
import { selectQuickOrder } from '../../src/store/quickOrder/quickOrder';
import { QuickOrder } from '../../src/widgets/QuickOrder/QuickOrder';
import { customerConfig, makeCartItem, makePackagedProduct } from '../support/cart';
import { makeProduct } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../support/renderWidget';

// A base path per test: the stores of earlier tests (their flows outlive the test) listen on their
// own cart channel and never reload for this test's batches.
let tests = 0;
let BASE = '';
let CART = '';
let LOOKUP = '';
let BATCH = '';
beforeEach(() => {
  BASE = `/qo-widget-${++tests}`;
  CART = `${BASE}/api/catalog/cart`;
  LOOKUP = `${BASE}/api/catalog/product-lookup`;
  BATCH = `${BASE}/api/catalog/cart/batch`;
});

const A = makePackagedProduct({
  id: 1,
  code: '90960002',
  name: 'Karre Anahtar',
  seo: 'karre-anahtar',
  quantity: 500,
});
const B = makeProduct({ id: 2, code: '90960003', name: 'Karre Priz', seo: 'karre-priz', quantity: 5 });
const V = makeProduct({ id: 3, code: 'NYA', name: 'NYA Kablo', seo: 'nya-kablo', variantCheck: 0 });
const Z = makeProduct({
  id: 4,
  code: '2CDS',
  name: 'Sigorta',
  seo: 'sigorta',
  salePrice: { value: 0, currency: 'TRY' },
  units: [],
});
const CATALOGUE = [A, B, V, Z];

const stores: RunningAppStore[] = [];
beforeEach(() => {
  window.sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const store of stores.splice(0)) store.rootTask.cancel();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** Answers every lookup from CATALOGUE, however many come. */
function answerLookups() {
  let codes: string[] = [];
  return nock(TEST_ORIGIN)
    .post(LOOKUP, (body: { codes?: string[] }) => {
      codes = body.codes ?? [];
      return true;
    })
    .reply(200, () => ({
      codes: codes.map((code) => ({
        code,
        productId: CATALOGUE.find((p) => p.code.toLowerCase() === code.trim().toLowerCase())?.id ?? null,
        unitId: null,
      })),
      products: CATALOGUE.filter((p) => codes.some((c) => c.trim().toLowerCase() === p.code.toLowerCase())),
    }))
    .persist();
}

async function renderPad(options: { fakeTimers?: boolean; cart?: ReturnType<typeof makeCartItem>[] } = {}) {
  if (options.fakeTimers) jest.useFakeTimers();
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  nock(TEST_ORIGIN)
    .get(CART)
    .reply(200, options.cart ?? []);
  const store = createTestStore(customerConfig({ basePath: BASE }));
  stores.push(store);
  const view = renderWidget(<QuickOrder />, store);
  // The blank pad is there at once; the flow then reads the list kept for the tab into it.
  expect(screen.getByRole('table', { name: 'Hızlı Sipariş' })).toBeTruthy();
  await waitFor(() => expect(selectQuickOrder(store.getState()).restored).toBe(true));
  return { user, store, view };
}

const codeInput = (n: number) => screen.getByRole('combobox', { name: `${n}. satır ürün kodu` });
const quantityInput = (n: number) => screen.getByRole('textbox', { name: `${n}. satır miktar` });
const rowOf = (n: number) => screen.getByRole('rowheader', { name: String(n) }).closest('tr')!;

describe('QuickOrder', () => {
  it('is entered entirely by keyboard: code, Enter, quantity, Enter, next row; Sepete Ekle by keyboard too', async () => {
    answerLookups();
    const { user } = await renderPad();
    // Codes typed by a person, a key every 60 ms: at full speed, 8 keys and Enter are a scanner.
    const person = userEvent.setup({ delay: 60 });
    // From the start of the widget, Tab reaches the toolbar, then the first code.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Barkod Okut' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Excel’den Yapıştır' }));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(codeInput(1));
    await person.keyboard('90960002{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(quantityInput(1)));
    await user.keyboard('3{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(codeInput(2)));
    await person.keyboard('90960003{Enter}');
    await user.keyboard('2{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(codeInput(3)));
    await within(rowOf(1)).findByText('Eklenmeye hazır');
    await within(rowOf(2)).findByText('Eklenmeye hazır');
    expect(within(rowOf(1)).getByRole('link', { name: 'Karre Anahtar' }).getAttribute('href')).toBe(
      `${BASE}/karre-anahtar-p-1`,
    );
    expect(screen.getByText('2 kalem sepete eklenmeye hazır')).toBeTruthy();

    let sent: unknown;
    nock(TEST_ORIGIN)
      .post(BATCH, (body) => {
        sent = body;
        return true;
      })
      .reply(200, {
        results: [
          { productId: 1, ok: true },
          { productId: 2, ok: true },
        ],
        items: [makeCartItem(A, 3), makeCartItem(B, 2)],
      });
    const add = screen.getByRole('button', { name: 'Sepete Ekle' });
    for (let i = 0; i < 40 && document.activeElement !== add; i++) await user.tab();
    expect(document.activeElement).toBe(add);
    await user.keyboard('{Enter}');
    const result = await screen.findByText('2 kalem sepete eklendi.');
    expect(sent).toEqual({
      lines: [
        { productId: 1, quantity: 3, unit: 1 },
        { productId: 2, quantity: 2, unit: 1 },
      ],
    });
    const added = within(result.closest('div')!).getByRole('list', { name: 'Sepete eklenenler' });
    expect(
      within(added)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['90960002 Karre Anahtar — 3 ADET', '90960003 Karre Priz — 2 ADET']);
    expect(screen.getByRole('link', { name: 'Sepete Git' }).getAttribute('href')).toBe(`${BASE}/sepet`);
    // The added rows left the pad.
    expect((codeInput(1) as HTMLInputElement).value).toBe('');
  });

  it('suggests codes while typing (debounced); ArrowDown and Enter take one and move to the quantity', async () => {
    answerLookups();
    const { user } = await renderPad({ fakeTimers: true });
    const suggest = nock(TEST_ORIGIN)
      .get('/autocomplete')
      .query({ q: '9096' })
      .reply(200, [
        { id: 1, name: 'Karre Anahtar', code: '90960002', image: '', url: 'karre-anahtar' },
        { id: 2, name: 'Karre Priz', code: '90960003', image: '', url: 'karre-priz' },
      ]);
    await user.click(codeInput(1));
    await user.keyboard('9096');
    expect(screen.queryByRole('option')).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
    await waitFor(() => expect(suggest.isDone()).toBe(true));
    const listbox = await screen.findByRole('listbox', { name: 'Ürün önerileri' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    expect(codeInput(1).getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(listbox).getAllByRole('option')[1]!;
    expect(codeInput(1).getAttribute('aria-activedescendant')).toBe(second.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(quantityInput(1)));
    expect((codeInput(1) as HTMLInputElement).value).toBe('90960003');
    await within(rowOf(1)).findByText('Karre Priz');
  });

  it('shows each row’s state: unknown, variant parent, price on request, not enough stock, merged duplicates', async () => {
    answerLookups();
    const { user } = await renderPad({ cart: [makeCartItem(B, 2)] });
    await user.click(codeInput(1));
    await user.paste('YOK\t1\nNYA\t1\n2CDS\t1\n90960003\t4\n90960002\t2\n90960002\t1\tPAKET');
    await within(rowOf(1)).findByText('Bu kodla bir ürün bulunamadı.');
    const variant = within(rowOf(2));
    await variant.findByText('Varyant Seçiniz!');
    expect(variant.getByRole('link', { name: 'Ürün sayfasına git' }).getAttribute('href')).toBe(
      `${BASE}/nya-kablo-p-3`,
    );
    await within(rowOf(3)).findAllByText('Fiyat Sorunuz');
    // 4 in the cart-less stock of 5 with 2 already in the cart: 4 pieces are not there.
    await within(rowOf(4)).findByText('Bu üründen 4 adet bulunmamaktadır!');
    expect(quantityInput(4).getAttribute('aria-invalid')).toBe('true');
    await within(rowOf(5)).findByText('2 satır birleştirildi: toplam 8 ADET');
    expect(within(rowOf(6)).getByText('5. satırla birleştirildi.')).toBeTruthy();
    expect(screen.getByText('1 kalem sepete eklenmeye hazır')).toBeTruthy();
    expect(screen.getByText('4 satırda sorun var')).toBeTruthy();
  });

  it('judges a typed quantity when it is committed, never key by key', async () => {
    answerLookups();
    const { user } = await renderPad();
    await user.click(codeInput(1));
    await user.keyboard('90960002{Enter}');
    await within(rowOf(1)).findByText('Eklenmeye hazır');
    await user.clear(quantityInput(1));
    await user.keyboard('2,5');
    // Not judged while typing.
    expect(within(rowOf(1)).getByText('Eklenmeye hazır')).toBeTruthy();
    await user.keyboard('{Enter}');
    await within(rowOf(1)).findByText('Miktar tam sayı olmalıdır.');
    await user.click(quantityInput(1));
    await user.clear(quantityInput(1));
    await user.keyboard('abc');
    await user.tab();
    // Non-numeric becomes 1.
    await waitFor(() => expect((quantityInput(1) as HTMLInputElement).value).toBe('1'));
    await within(rowOf(1)).findByText('Eklenmeye hazır');
  });

  it('takes a sheet from the paste dialog, skipping its header, and says how many rows came', async () => {
    answerLookups();
    const { user } = await renderPad();
    await user.click(screen.getByRole('button', { name: 'Excel’den Yapıştır' }));
    const dialog = screen.getByRole('dialog', { name: 'Excel’den Yapıştır' });
    const field = within(dialog).getByLabelText('Kopyaladığınız satırlar');
    expect(document.activeElement).toBe(field);
    await user.paste('Ürün Kodu;Miktar\n90960002;12,00\n90960003;1');
    await user.click(within(dialog).getByRole('button', { name: 'Listeye Ekle' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/2 satır listeye eklendi\. Başlık satırı atlandı\./)).toBeTruthy();
    expect((codeInput(1) as HTMLInputElement).value).toBe('90960002');
    expect((quantityInput(1) as HTMLInputElement).value).toBe('12,00');
    await within(rowOf(1)).findByText('Eklenmeye hazır');
  });

  it('Satırları listeye kaydet names the rows left out (unknown codes) in its confirmation, as text', async () => {
    answerLookups();
    const { user } = await renderPad();
    await user.click(screen.getByRole('button', { name: 'Excel’den Yapıştır' }));
    const dialog = screen.getByRole('dialog', { name: 'Excel’den Yapıştır' });
    await user.click(within(dialog).getByLabelText('Kopyaladığınız satırlar'));
    await user.paste('90960002;3\n$&<script>alert(1)</script>;2\n$1-YOK;1');
    await user.click(within(dialog).getByRole('button', { name: 'Listeye Ekle' }));
    await within(rowOf(1)).findByText('Eklenmeye hazır');
    await waitFor(() => expect(within(rowOf(3)).queryByText('Eklenmeye hazır')).toBeNull());
    const list = {
      id: 5,
      name: 'Şantiye $& listesi',
      lineCount: 0,
      updatedAt: '2026-11-20T09:00:00.000Z',
      owner: { id: 7, name: 'Yıldız Elektrik' },
      shared: false,
      mine: true,
      canEdit: true,
    };
    nock(TEST_ORIGIN)
      .get(`${BASE}/api/catalog/lists`)
      .reply(200, { lists: [list] });
    let sent: unknown;
    nock(TEST_ORIGIN)
      .post(`${BASE}/api/catalog/lists/5/lines`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { results: [{ productId: 1, ok: true }], list: { ...list, lineCount: 1 }, lines: [] });
    await user.click(screen.getByRole('button', { name: 'Satırları listeye kaydet' }));
    await user.click(await screen.findByRole('menuitem', { name: /Şantiye \$& listesi/ }));
    expect(
      await screen.findByText(
        '“Şantiye $& listesi” listesine eklendi. Bulunamayan veya geçersiz 2 satır listeye alınmadı: ' +
          '“$&<script>alert(1)</script>”, “$1-YOK”.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual({ lines: [{ productId: 1, quantity: 3, unit: 1 }] });
    expect(document.querySelector('.Toastify script')).toBeNull();
  });

  it('survives a reload (kept for the tab) and can be cleared after a confirmation', async () => {
    answerLookups();
    const first = await renderPad();
    await first.user.click(codeInput(1));
    await first.user.paste('90960002\t7\tPAKET');
    await within(rowOf(1)).findByText('Eklenmeye hazır');
    first.view.unmount();

    const { user, store } = await renderPad();
    await waitFor(() => expect((codeInput(1) as HTMLInputElement).value).toBe('90960002'));
    expect((quantityInput(1) as HTMLInputElement).value).toBe('7');
    expect((screen.getByRole('combobox', { name: '1. satır birim' }) as HTMLSelectElement).value).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Listeyi Temizle' }));
    await user.click(screen.getByRole('button', { name: 'Evet, Temizle' }));
    expect((codeInput(1) as HTMLInputElement).value).toBe('');
    expect(selectQuickOrder(store.getState()).rows.every((r) => r.code === '')).toBe(true);
    expect(window.sessionStorage.getItem(`b2b-quick-order:${BASE}:7`)).toBeNull();
  });

  it('a refused line stays on the pad with the shop’s message; a failed lookup offers Tekrar Dene', async () => {
    nock(TEST_ORIGIN).post(LOOKUP).replyWithError('offline');
    const { user } = await renderPad();
    await user.click(codeInput(1));
    await user.paste('90960002\t2\n90960003\t1');
    await within(rowOf(1)).findByText('Ürün bilgisi alınamadı.');
    answerLookups();
    await user.click(within(rowOf(1)).getByRole('button', { name: 'Tekrar Dene' }));
    await within(rowOf(2)).findByText('Eklenmeye hazır');
    nock(TEST_ORIGIN)
      .post(BATCH)
      .reply(200, {
        results: [
          { productId: 1, ok: true },
          { productId: 2, ok: false, message: 'Bu üründen 1 adet bulunmamaktadır!' },
        ],
        items: [makeCartItem(A, 2)],
      });
    await user.click(screen.getByRole('button', { name: 'Sepete Ekle' }));
    await screen.findByText('1 satır eklenemedi; listede duruyor.');
    expect((codeInput(1) as HTMLInputElement).value).toBe('90960003');
    expect(within(rowOf(1)).getByText('Bu üründen 1 adet bulunmamaktadır!')).toBeTruthy();
  });

  it('removes a row with its delete button', async () => {
    answerLookups();
    const { user } = await renderPad();
    await user.click(codeInput(1));
    await user.paste('90960002\t2\n90960003\t1');
    await user.click(screen.getByRole('button', { name: '1. satırı sil' }));
    expect((codeInput(1) as HTMLInputElement).value).toBe('90960003');
  });
});

describe('QuickOrder prices rows as the cart will', () => {
  it('under the payment plan the cart is priced by (the store’s default plan from the config), not the sale price', async () => {
    const planned = makeProduct({
      id: 7,
      code: 'PLAN-1',
      name: 'Vadeli Ürün',
      seo: 'vadeli-urun',
      quantity: 50,
      advencePrice2: { value: 90, currency: 'TRY' },
    });
    CATALOGUE.push(planned);
    try {
      answerLookups();
      nock(TEST_ORIGIN).get(CART).reply(200, []);
      const store = createTestStore(customerConfig({ basePath: BASE, cartPriceName: 'advencePrice2' }));
      stores.push(store);
      renderWidget(<QuickOrder />, store);
      await screen.findByRole('table', { name: 'Hızlı Sipariş' });
      const user = userEvent.setup();
      await user.type(codeInput(1), 'PLAN-1{Enter}');
      await waitFor(() => expect(document.activeElement).toBe(quantityInput(1)));
      await user.keyboard('2{Enter}');
      await within(rowOf(1)).findByText('Eklenmeye hazır');
      // The sale price is 100; the cart's plan (advencePrice2) prices the unit at 90: 90 and 180, not 100 and 200.
      const row = rowOf(1);
      expect(row.querySelector('.b2b-quick-order__price-cell')!.textContent).toBe('₺90,00');
      expect(row.querySelector('.b2b-quick-order__amount-cell')!.textContent).toBe('₺180,00');
      expect(screen.getByText('Toplam', { exact: false }).closest('p')!.textContent).toContain('₺180,00');
    } finally {
      CATALOGUE.pop();
    }
  });
});
