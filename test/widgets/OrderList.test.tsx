import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import type { RunningAppStore } from '../../src/app/createAppStore';
import { orderListActions } from '../../src/store/history/orderList';
import { OrderList } from '../../src/widgets/OrderList/OrderList';
import { makeOrder, makeOrderItem, orderPage } from '../support/history';
import { makeProduct } from '../support/products';
import { makeCartItem } from '../support/cart';
import { cartActions } from '../../src/store/cart/cart';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';

const stores: RunningAppStore[] = [];
const undo: (() => void)[] = [];
const afterThis = (step: () => void) => undo.push(step);
beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const step of undo.splice(0)) step();
  for (const store of stores.splice(0)) store.dispatch(orderListActions.closed());
  jest.restoreAllMocks();
});

/** `before` runs on the store before the list renders (a cart already loaded, say). */
function renderList(
  url = '/hesap/siparisler',
  config = testConfig(),
  before: (store: ReturnType<typeof createTestStore>) => void = () => {},
) {
  window.history.replaceState(null, '', url);
  const store = createTestStore(config);
  stores.push(store);
  before(store);
  return Object.assign(renderWidget(<OrderList />, store), { store });
}

const rowOf = (orderNo: string) => screen.getByRole('rowheader', { name: orderNo }).closest('tbody')!;

describe('OrderList', () => {
  it('shows the skeleton while loading, then the columns of the spec (and Tekrar Sipariş)', async () => {
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query(true)
      .delay(50)
      .reply(
        200,
        orderPage(
          [makeOrder(), makeOrder({ id: 2, orderNo: 'SP100002', isCancel: true, total: 99.5 })],
          1,
          2,
        ),
      );
    renderList();
    expect(await screen.findByRole('status', { name: 'Yükleniyor...' })).toBeTruthy();
    expect(await screen.findByText('Toplam 2 sipariş')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Sipariş No',
      'Tarih',
      'Oluşturan',
      'Toplam',
      'İptal',
      'Tekrar Sipariş',
      'Detay',
    ]);
    const first = within(rowOf('SP100001'));
    expect(first.getByText('₺420,00')).toBeTruthy();
    expect(first.getByText('Yıldız Elektrik')).toBeTruthy();
    expect(first.getByRole('button', { name: 'İptal' })).toBeTruthy();
  });

  it('unfolds and scrolls to the order the address names (the link of the page after an order)', async () => {
    // jsdom lays nothing out and has no scrollIntoView: the test gives it one and takes it back.
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    afterThis(() => delete (Element.prototype as Partial<Element>).scrollIntoView);
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query(true)
      .reply(200, orderPage([makeOrder(), makeOrder({ id: 2, orderNo: 'SP100002', status: 'waiting' })]));
    renderList('/hesap/siparisler#siparis-SP100002');
    await screen.findByRole('rowheader', { name: 'SP100002' });
    const fold = (orderNo: string) => within(rowOf(orderNo)).getByRole('button', { name: 'Detay' });
    await waitFor(() => expect(fold('SP100002').getAttribute('aria-expanded')).toBe('true'));
    expect(fold('SP100001').getAttribute('aria-expanded')).toBe('false');
    expect(rowOf('SP100002').id).toBe('siparis-SP100002');
    expect(scrolled.mock.contexts).toEqual([rowOf('SP100002')]);
  });

  it('a cancelled order shows the badge and no İptal', async () => {
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query(true)
      .reply(200, orderPage([makeOrder({ isCancel: true })]));
    renderList();
    const row = within((await screen.findByRole('rowheader', { name: 'SP100001' })).closest('tbody')!);
    expect(row.getByText('İptal Edildi')).toBeTruthy();
    expect(row.queryByRole('button', { name: 'İptal' })).toBeNull();
  });

  it('unfolds and folds an order’s items with the keyboard (aria-expanded)', async () => {
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query(true)
      .reply(200, orderPage([makeOrder()]));
    renderList();
    const fold = await screen.findByRole('button', { name: 'Detay' });
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table', { name: 'SP100001 numaralı siparişin ürünleri' })).toBeNull();
    fold.focus();
    await userEvent.keyboard('{Enter}');
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    const items = within(screen.getByRole('table', { name: 'SP100001 numaralı siparişin ürünleri' }));
    expect(items.getByText('VK-2002')).toBeTruthy();
    expect(items.getByRole('link', { name: 'Viko Priz' }).getAttribute('href')).toBe(
      '/viko-karre-anahtar-p-11',
    );
    expect(items.getByText('3 ADET')).toBeTruthy();
    expect(items.getByText('₺150,00')).toBeTruthy();
    expect(screen.getByText('Kadıköy Şube')).toBeTruthy();
    expect(screen.getByText('₺70,00')).toBeTruthy();
    // An empty note shows the spec's default as display text.
    expect(screen.getByText('Açıklama').nextElementSibling!.textContent).toBe('Sipariş notu yok');
    await userEvent.keyboard(' ');
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table', { name: 'SP100001 numaralı siparişin ürünleri' })).toBeNull();
  });

  it('asks before cancelling; Vazgeç keeps the order, Evet cancels it', async () => {
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query(true)
      .reply(200, orderPage([makeOrder()]));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'İptal' }));
    let dialog = screen.getByRole('dialog', { name: 'Siparişi İptal Et' });
    expect(dialog.textContent).toContain('SP100001 numaralı siparişi iptal etmek istediğinize emin misiniz?');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const api = nock(TEST_ORIGIN)
      .patch('/api/catalog/order/1', { cancel: true })
      .reply(200, { success: true, order: makeOrder({ isCancel: true }) });
    await userEvent.click(screen.getByRole('button', { name: 'İptal' }));
    dialog = screen.getByRole('dialog', { name: 'Siparişi İptal Et' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Evet, İptal Et' }));
    expect(await screen.findByText('İptal Edildi')).toBeTruthy();
    api.done();
    expect(screen.queryByRole('button', { name: 'İptal' })).toBeNull();
  });

  it('a failed cancel says so and leaves the order as it was', async () => {
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query(true)
      .reply(200, orderPage([makeOrder()]));
    renderList();
    nock(TEST_ORIGIN).patch('/api/catalog/order/1').reply(500, {});
    await userEvent.click(await screen.findByRole('button', { name: 'İptal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Evet, İptal Et' }));
    expect(
      await screen.findByText('Sipariş iptal edilemedi. Lütfen bizimle iletişime geçiniz.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'İptal' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.queryByText('İptal Edildi')).toBeNull();
  });

  it('shows the empty state', async () => {
    nock(TEST_ORIGIN).get('/api/catalog/orders').query(true).reply(200, orderPage([]));
    renderList();
    expect(await screen.findByText('Henüz siparişiniz bulunmamaktadır.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error with a retry that loads again', async () => {
    nock(TEST_ORIGIN).get('/api/catalog/orders').query(true).replyWithError('ECONNRESET');
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Liste yüklenemedi.');
    expect(alert.textContent).toContain('Sunucuya ulaşılamadı.');
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query(true)
      .reply(200, orderPage([makeOrder()]));
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('rowheader', { name: 'SP100001' })).toBeTruthy();
  });

  it('sort and page controls change the URL; the dropdown shows the URL’s sort from the first paint', async () => {
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query({ limit: '10', sort: 'total' })
      .reply(200, orderPage([makeOrder()], 1, 25));
    renderList('/hesap/siparisler?sort=total');
    const select = screen.getByRole('combobox', { name: 'Sıralama' }) as HTMLSelectElement;
    expect(select.value).toBe('total');
    await screen.findByText('Toplam 25 sipariş');
    const nav = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(within(nav).getByRole('link', { name: 'Sayfa 2' }).getAttribute('href')).toBe(
      '/hesap/siparisler?sort=total&page=2',
    );
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query({ page: '2', limit: '10', sort: 'total' })
      .reply(200, orderPage([makeOrder({ id: 9, orderNo: 'SP100009' })], 2, 25));
    await userEvent.click(within(nav).getByRole('link', { name: 'Sayfa 2' }));
    expect(await screen.findByRole('rowheader', { name: 'SP100009' })).toBeTruthy();
    expect(window.location.search).toBe('?sort=total&page=2');
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query({ limit: '10', sort: 'date' })
      .reply(200, orderPage([makeOrder({ id: 4, orderNo: 'SP100004' })], 1, 25));
    await userEvent.selectOptions(select, 'Eskiden Yeniye');
    expect(await screen.findByRole('rowheader', { name: 'SP100004' })).toBeTruthy();
    expect(window.location.search).toBe('?sort=date');
  });
});

describe('Tekrar Sipariş Ver', () => {
  const today = (id: number, overrides: Parameters<typeof makeProduct>[0] = {}) =>
    makeProduct({ id, code: `VK-${id}`, quantity: 100, ...overrides });
  const order = makeOrder({
    orderNo: 'SP100007',
    isCancel: true,
    orderItems: [
      makeOrderItem({
        id: 1,
        product: { id: 11, seo: 'a' },
        code: 'VK-11',
        name: 'Anahtar',
        quantity: 2,
        price: 80,
      }),
      makeOrderItem({
        id: 2,
        product: { id: 12, seo: 'b' },
        code: 'VK-12',
        name: 'Priz',
        quantity: 9,
        price: 100,
      }),
      makeOrderItem({
        id: 3,
        product: { id: 13, seo: 'c' },
        code: 'VK-13',
        name: 'Eski Çerçeve',
        quantity: 1,
        price: 5,
      }),
    ],
  });

  async function openPreview(
    locale: 'tr' | 'en' = 'tr',
    products = [today(11), today(12, { quantity: 4 })],
    before?: (store: ReturnType<typeof createTestStore>) => void,
  ) {
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query(true)
      .reply(200, orderPage([order]));
    nock(TEST_ORIGIN)
      .post('/api/catalog/product-lookup', { ids: [11, 12, 13] })
      .reply(200, { codes: [], products });
    const view = renderList('/hesap/siparisler', testConfig({ locale }), before);
    const row = within((await screen.findByRole('rowheader', { name: 'SP100007' })).closest('tbody')!);
    // Cancelled orders can be ordered again too.
    await userEvent.click(
      row.getByRole('button', { name: locale === 'en' ? en['reorder.button'] : 'Tekrar Sipariş Ver' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: locale === 'en' ? 'Order SP100007 again' : 'SP100007 numaralı siparişi tekrarla',
    });
    await within(dialog).findByRole('table');
    return { view, dialog: within(dialog) };
  }

  it('shows, before confirming, what changed: price now against then, capped quantities, lines no longer sold', async () => {
    const { dialog } = await openPreview();
    const rows = dialog.getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['VK-11', 'Anahtar', '2 ADET', '₺80,00', '₺100,00 (+%25)', 'Fiyat arttı'],
      ['VK-12', 'Priz', '4 ADET', '₺100,00', '₺100,00', 'Stok yetersiz: 9 yerine 4 ADET eklenecek.'],
      ['VK-13', 'Eski Çerçeve', '—', '₺5,00', '—', 'Satışta değil; eklenmeyecek.'],
    ]);
    expect(dialog.getByRole('button', { name: 'Sepete Ekle (2 kalem)' })).toBeTruthy();
  });

  it('caps a line by what the cart already holds of the product, and names it, in Turkish and English', async () => {
    for (const locale of ['tr', 'en'] as const) {
      if (locale === 'en') registerLabelTable('en', en);
      const product = today(11, { quantity: 500 });
      // The cart's line of the product holds 99: one more makes the line's 100.
      const { view, dialog } = await openPreview(locale, [product, today(12, { quantity: 4 })], (store) =>
        store.dispatch(cartActions.loaded([makeCartItem(product, 99)])),
      );
      const first = within((await dialog.findAllByRole('row'))[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      expect(first[2]).toBe('1 ADET');
      expect(first[5]).toContain(
        locale === 'en'
          ? 'The cart holds 99 ADET, at most 100 per line: 1 ADET instead of 2 will be added.'
          : 'Sepette 99 ADET var, bir kalemde en fazla 100: 2 yerine 1 ADET eklenecek.',
      );
      view.unmount();
      view.store.dispatch(orderListActions.closed());
    }
  });

  it("writes the price change's percentage as English does on an English page: (+25%)", async () => {
    registerLabelTable('en', en);
    const { dialog } = await openPreview('en');
    const cells = within(dialog.getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[4]).toMatch(/ \(\+25%\)$/);
    expect(cells[5]).toBe('Price went up');
  });

  it('confirming puts the lines into the cart in one batch and says what was added and what was not', async () => {
    const { dialog } = await openPreview();
    let sent: unknown;
    nock(TEST_ORIGIN)
      .post('/api/catalog/cart/batch', (body) => {
        sent = body;
        return true;
      })
      .reply(200, {
        results: [
          { productId: 11, ok: true },
          { productId: 12, ok: false, message: 'Bu üründen 4 adet bulunmamaktadır!' },
        ],
        items: [],
      });
    await userEvent.click(dialog.getByRole('button', { name: 'Sepete Ekle (2 kalem)' }));
    await dialog.findByText('1 kalem sepete eklendi.');
    expect(sent).toEqual({
      lines: [
        { productId: 11, quantity: 2, unit: 1 },
        { productId: 12, quantity: 4, unit: 1 },
      ],
    });
    expect(dialog.getByText('1 kalem eklenemedi:')).toBeTruthy();
    expect(dialog.getByRole('listitem').textContent).toBe('VK-12 Priz: Bu üründen 4 adet bulunmamaktadır!');
    expect(dialog.getByRole('link', { name: 'Sepete Git' }).getAttribute('href')).toBe('/sepet');
    // The dialog's × and the result's own button are both 'Kapat'.
    const closers = dialog.getAllByRole('button', { name: 'Kapat' });
    await userEvent.click(closers[closers.length - 1]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Vazgeç and Escape close the preview without adding anything', async () => {
    const { dialog } = await openPreview();
    await userEvent.click(dialog.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    nock(TEST_ORIGIN)
      .post('/api/catalog/product-lookup')
      .reply(200, { codes: [], products: [today(11)] });
    const row = within(screen.getByRole('rowheader', { name: 'SP100007' }).closest('tbody')!);
    await userEvent.click(row.getByRole('button', { name: 'Tekrar Sipariş Ver' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('OrderList: the first page the host embeds', () => {
  const HOSTILE = "SP$&$`$'$1<script>x</script>";
  const answer = orderPage([makeOrder({ orderNo: HOSTILE })]);

  function renderEmbedded(url: string, firstPage: unknown) {
    window.history.replaceState(null, '', url);
    const store = createTestStore();
    stores.push(store);
    return renderWidget(<OrderList firstPage={firstPage} />, store);
  }

  it('shows the embedded page in its first frame and asks the server nothing for it', async () => {
    const call = nock(TEST_ORIGIN).get('/api/catalog/orders').query(true).reply(200, orderPage([]));
    const { store } = renderEmbedded('/hesap/siparisler', { query: '?limit=10', answer });
    expect(screen.getByRole('rowheader', { name: HOSTILE })).toBeTruthy();
    expect(screen.getByText('Toplam 1 sipariş')).toBeTruthy();
    // The session opens (its chunk comes) and finds the page in view: no call.
    await waitFor(() => expect(store.getState().orderList?.open).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(call.isDone()).toBe(false);
    expect(screen.getByRole('rowheader', { name: HOSTILE })).toBeTruthy();
    nock.cleanAll();
  });

  it('asks for the URL’s page when the embedded one answers another', async () => {
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query({ page: '2', limit: '10' })
      .reply(200, orderPage([makeOrder({ orderNo: 'SP200002' })], 2, 11));
    renderEmbedded('/hesap/siparisler?page=2', { query: '?limit=10', answer });
    expect(screen.queryByRole('rowheader', { name: HOSTILE })).toBeNull();
    expect(await screen.findByRole('rowheader', { name: 'SP200002' })).toBeTruthy();
  });
});
