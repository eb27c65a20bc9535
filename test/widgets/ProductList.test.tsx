import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { ANONYMOUS_USER, DEFAULT_SETTINGS } from '../../src/contract/hostConfigDefaults';
import type { Settings, User } from '../../src/contract/hostConfig';
import type { Product } from '../../src/contract/catalog';
import * as browser from '../../src/sagas/runtime/browser';
import type { RunningAppStore } from '../../src/app/createAppStore';
import { productListActions, selectProductList } from '../../src/store/catalog/productList';
import { ProductList } from '../../src/widgets/ProductList/ProductList';
import { makeProduct } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

const CUSTOMER: User = { ...ANONYMOUS_USER, authenticated: true, id: 7, name: 'Yıldız Elektrik' };

interface Setup {
  url?: string;
  settings?: Partial<Settings>;
  user?: User;
  products?: Product[];
  total?: number;
  page?: number;
  limit?: number;
}

const stores: RunningAppStore[] = [];

function answer({ products = [makeProduct()], total, page = 1, limit = 24 }: Setup) {
  return { products, total: total ?? products.length, limit, page };
}

/** Renders the list on a URL with the API answering once (and the cart load of a logged-in user). */
async function renderList(setup: Setup = {}) {
  window.history.replaceState(null, '', setup.url ?? '/viko');
  const user = setup.user ?? ANONYMOUS_USER;
  if (user.authenticated) nock(TEST_ORIGIN).get('/api/catalog/cart').reply(200, []);
  nock(TEST_ORIGIN).get('/api/catalog/products/viko').query(true).reply(200, answer(setup));
  const store = createTestStore(testConfig({ user, settings: { ...DEFAULT_SETTINGS, ...setup.settings } }));
  stores.push(store);
  const view = renderWidget(<ProductList path="/viko" />, store);
  await waitFor(() => expect(selectProductList(store.getState()).loaded).toBe(true));
  return view;
}

let scrollSpy: jest.SpyInstance;
beforeEach(() => {
  scrollSpy = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(productListActions.closed());
  scrollSpy.mockRestore();
  jest.useRealTimers();
});

describe('ProductList toolbar', () => {
  it('shows the total count', async () => {
    await renderList({ total: 137, products: [makeProduct()] });
    expect(screen.getByText('Toplam 137 ürün')).toBeTruthy();
  });

  it("offers the 8 sorts under the default label 'Varsayılan Sıralama'", async () => {
    await renderList();
    const select = screen.getByRole('combobox', { name: 'Sıralama' }) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Varsayılan Sıralama'],
      ['name', 'Ürün Adı A-Z'],
      ['-name', 'Ürün Adı Z-A'],
      ['price', 'Fiyata Göre Artan'],
      ['-price', 'Fiyata Göre Azalan'],
      ['brand', 'Markaya Göre A-Z'],
      ['-brand', 'Markaya Göre Z-A'],
      ['quantity', 'Stoğa Göre Artan'],
      ['quantity'.replace(/^/, '-'), 'Stoğa Göre Azalan'],
    ]);
    expect(select.value).toBe('');
  });

  it('choosing a sort puts it in the URL and loads that order', async () => {
    await renderList({ url: '/viko?page=2' });
    const api = nock(TEST_ORIGIN)
      .get('/api/catalog/products/viko')
      .query({ sort: 'price' })
      .reply(200, answer({}));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sıralama' }), 'price');
    expect(window.location.search).toBe('?sort=price');
    await waitFor(() => expect(api.isDone()).toBe(true));
    await screen.findByText('Viko Karre Anahtar');
    expect((screen.getByRole('combobox', { name: 'Sıralama' }) as HTMLSelectElement).value).toBe('price');
  });

  it('switches between list and grid, saving productListView', async () => {
    await renderList();
    expect(screen.getByRole('table')).toBeTruthy();
    const grid = screen.getByRole('button', { name: 'Izgara görünüm' });
    expect(grid.getAttribute('aria-pressed')).toBe('false');
    let saved: unknown;
    nock(TEST_ORIGIN)
      .post('/api/catalog/settings', (body) => ((saved = body), true))
      .reply(200, {});
    // A change of query reloads the products, the view included.
    const reload = nock(TEST_ORIGIN)
      .get('/api/catalog/products/viko')
      .query({ view: 'grid' })
      .reply(200, answer({}));
    await userEvent.click(grid);
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() => expect(reload.isDone()).toBe(true));
    expect(await screen.findByRole('article')).toBeTruthy();
    await waitFor(() => expect(saved).toEqual({ key: 'productListView', value: 'grid' }));
    expect(window.location.search).toBe('?view=grid');
  });
});

describe('the in-stock-only toggle', () => {
  const on = { originalShowNotInStocks: '1', b2b_stoktakileri_goster: '1', showNotInStocks: '1' } as const;

  it.each([
    [{ originalShowNotInStocks: '0', b2b_stoktakileri_goster: '1' }],
    [{ originalShowNotInStocks: '1', b2b_stoktakileri_goster: '0' }],
  ] as const)('is not offered with %j', async (settings) => {
    await renderList({ settings });
    expect(screen.queryByRole('button', { name: /Sadece stoktakiler/ })).toBeNull();
  });

  it('disables itself with a spinner, refetches, and comes back after 1 s', async () => {
    await renderList({ settings: on });
    const toggle = screen.getByRole('button', { name: /Sadece stoktakiler/ });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    jest.useFakeTimers();
    nock(TEST_ORIGIN).post('/api/catalog/settings').reply(200, {});
    const refetch = nock(TEST_ORIGIN).get('/api/catalog/products/viko').reply(200, answer({}));
    act(() => toggle.click());
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(within(toggle).getByRole('status', { name: 'Yükleniyor...' })).toBeTruthy();
    await waitFor(() => expect(refetch.isDone()).toBe(true));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    const after = screen.getByRole('button', { name: /Sadece stoktakiler/ });
    expect((after as HTMLButtonElement).disabled).toBe(false);
    expect(after.getAttribute('aria-pressed')).toBe('true');
  });

  it('comes back at once when saving fails', async () => {
    await renderList({ settings: on });
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(TEST_ORIGIN).post('/api/catalog/settings').reply(503, {});
    const toggle = screen.getByRole('button', { name: /Sadece stoktakiler/ }) as HTMLButtonElement;
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(errorSpy).toHaveBeenCalled();
    errorSpy.mockRestore();
  });
});

describe('grid cards', () => {
  const long = makeProduct({
    id: 12,
    code: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    name: '<img src=x onerror=alert(1)> Priz',
    seo: 'viko-priz',
    image: 'priz.png',
  });

  it('shows the lazy 229 px image, the name linking to /{seo}-p-{id} and the shortened code', async () => {
    await renderList({ url: '/viko?view=grid', products: [long] });
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link', { name: long.name });
    expect(link.getAttribute('href')).toBe('/viko-priz-p-12');
    expect(within(card).getByText('BCDEFGHIJKLMNOPQRSTU...')).toBeTruthy();
    const img = card.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/images/priz.png');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('229');
    // Untrusted text stays text.
    expect(card.querySelector('img[src="x"]')).toBeNull();
  });

  it('falls back to the 404 image, 222 px high, with alt Not Found', async () => {
    await renderList({ url: '/viko?view=grid', products: [long] });
    const img = screen.getByRole('article').querySelector('img')!;
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(img.getAttribute('src')).toBe('/images/404.png');
    expect(img.getAttribute('alt')).toBe('Not Found');
    expect(img.getAttribute('height')).toBe('222');
  });

  it('has the price, a quantity control and the add-to-cart button', async () => {
    await renderList({ url: '/viko?view=grid' });
    const card = screen.getByRole('article');
    expect(within(card).getByText('₺100,00')).toBeTruthy();
    expect(within(card).getByRole('group', { name: /Miktar/ })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Sepete Ekle' })).toBeTruthy();
  });

  it('sends a product that needs a variant to its page with the alert', async () => {
    const alertSpy = jest.spyOn(browser, 'alertUser').mockImplementation(() => {});
    const navigateSpy = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
    await renderList({
      url: '/viko?view=grid',
      products: [makeProduct({ id: 100, seo: 'nya-kablo', variantCheck: 0 })],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sepete Ekle' }));
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith('Ürün sayfasına yönlendiriliyorsunuz... Varyant Seçiniz!'),
    );
    expect(navigateSpy).toHaveBeenCalledWith('/nya-kablo-p-100');
    alertSpy.mockRestore();
    navigateSpy.mockRestore();
  });
});

describe('stock texts', () => {
  const cases: [string, number, number, string, string][] = [
    ['availability mode, in stock', 2, 40, 'Stokta Var', 'Var'],
    ['availability mode, out of stock', 2, 0, 'Stok Sorunuz', 'Stok Sorunuz'],
    ['exact mode', 0, 40, '40 ADET', '40 ADET'],
    ['threshold mode 16 (10)', 16, 40, '10+', '10+'],
    ['offset mode 9 (-5) makes 3 out of stock', 9, 3, 'Stok Sorunuz', 'Stok Sorunuz'],
  ];

  it.each(cases)('%s: grid %s', async (_name, mode, stock, gridText) => {
    await renderList({
      url: '/viko?view=grid',
      settings: { stockInfoStatus: mode },
      products: [makeProduct({ quantity: stock })],
    });
    expect(within(screen.getByRole('article')).getByText(gridText)).toBeTruthy();
  });

  it.each(cases)('%s: table', async (_name, mode, stock, _grid, tableText) => {
    await renderList({ settings: { stockInfoStatus: mode }, products: [makeProduct({ quantity: stock })] });
    const cell = screen.getAllByRole('row')[1]!.querySelector('.b2b-product-row__stock')!;
    expect(cell.textContent).toBe(tableText);
  });

  it('shows no stock text in mode 1', async () => {
    await renderList({ url: '/viko?view=grid', settings: { stockInfoStatus: 1 } });
    expect(screen.getByRole('article').querySelector('.b2b-product-card__stock')).toBeNull();
  });
});

describe('list table', () => {
  it('has the columns and one row per product with an 80 px image', async () => {
    await renderList({
      products: [makeProduct({ id: 1 }), makeProduct({ id: 2, code: 'VK-2', seo: 'iki' })],
    });
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Resim', 'Ürün Kodu', 'Ürün Adı', 'Stok', 'Fiyat', 'Miktar', 'İşlemler']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.querySelector('img')!.getAttribute('width')).toBe('80');
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/iki-p-2');
    expect(within(rows[1]!).getByText('VK-2')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Sepete Ekle' })).toBeTruthy();
  });
});

describe('zero results, errors and loading', () => {
  it('shows the two zero-results texts', async () => {
    await renderList({ products: [] });
    expect(screen.getByText('Aradığınız Ürün Bulunamadı!')).toBeTruthy();
    expect(screen.getByText('Seçtiğiniz filtrelere uygun bir ürün bulunamadı.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows a skeleton while fetching, keeping one placeholder per product on screen', async () => {
    await renderList({ products: [makeProduct({ id: 1 }), makeProduct({ id: 2 })], total: 100 });
    nock(TEST_ORIGIN).get('/api/catalog/products/viko').query(true).delay(200).reply(200, answer({}));
    await userEvent.click(screen.getByRole('link', { name: 'Sayfa 2' }));
    const skeleton = screen.getByRole('status', { name: 'Yükleniyor...' });
    expect(skeleton.querySelectorAll('.b2b-product-list__skeleton-item')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Sayfalar' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('table')).toBeTruthy());
  });

  it('shows a failed load with the server message and a retry, never a blank list', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/viko');
    nock(TEST_ORIGIN)
      .get('/api/catalog/products/viko')
      .reply(500, { error: { messages: { type: 'Katalog bakımda.' } } });
    const store = createTestStore();
    stores.push(store);
    renderWidget(<ProductList path="/viko" />, store);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ürünler yüklenemedi.')).toBeTruthy();
    expect(within(alert).getByText('Katalog bakımda.')).toBeTruthy();

    nock(TEST_ORIGIN).get('/api/catalog/products/viko').reply(200, answer({}));
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    await screen.findByRole('table');
    expect(screen.queryByRole('alert')).toBeNull();
    errorSpy.mockRestore();
  });

  it('says so when the server cannot be reached', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/viko');
    nock(TEST_ORIGIN).get('/api/catalog/products/viko').replyWithError('ECONNRESET');
    const store = createTestStore();
    stores.push(store);
    renderWidget(<ProductList path="/viko" />, store);
    expect(
      await screen.findByText('Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.'),
    ).toBeTruthy();
    errorSpy.mockRestore();
  });

  it('rejects props without a path (the island shows its bad-props state)', () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWidget(<ProductList path={42} />)).toThrow('data-props.path');
    errorSpy.mockRestore();
  });
});

describe('pagination', () => {
  const labels = () =>
    [...screen.getByRole('navigation', { name: 'Sayfalar' }).querySelectorAll('li')].map(
      (li) => li.textContent,
    );

  it.each([
    [1, 5, ['Önceki', '1', '2', '3', '4', '5', 'Sonraki']],
    [3, 20, ['Önceki', '1', '2', '3', '4', '5', '6', '7', '…', '20', 'Sonraki']],
    [10, 20, ['Önceki', '1', '…', '8', '9', '10', '11', '12', '…', '20', 'Sonraki']],
    [18, 20, ['Önceki', '1', '…', '14', '15', '16', '17', '18', '19', '20', 'Sonraki']],
  ])('page %i of %i pages', async (page, pages, expected) => {
    await renderList({ url: `/viko?page=${page}`, page, total: pages * 24 });
    expect(labels()).toEqual(expected);
    const current = screen.getByRole('link', { name: `Sayfa ${page}` });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      screen.getAllByRole('link', { name: /^Sayfa/ }).filter((a) => a.getAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('has no pagination for a single page', async () => {
    await renderList({ total: 3 });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links each page with its query and loads it on click, scrolling to the top', async () => {
    await renderList({ url: '/viko?sort=name&page=10', page: 10, total: 20 * 24 });
    const next = screen.getByRole('link', { name: 'Sonraki' });
    expect(next.getAttribute('href')).toBe('/viko?sort=name&page=11');
    expect(screen.getByRole('link', { name: 'Sayfa 1' }).getAttribute('href')).toBe('/viko?sort=name');
    const api = nock(TEST_ORIGIN)
      .get('/api/catalog/products/viko')
      .query({ sort: 'name', page: '11' })
      .reply(200, answer({ page: 11, total: 20 * 24 }));
    await userEvent.click(next);
    expect(window.location.search).toBe('?sort=name&page=11');
    await waitFor(() => expect(api.isDone()).toBe(true));
    expect(scrollSpy).toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Sayfa 11' }).getAttribute('aria-current')).toBe('page'),
    );
  });

  it('disables previous on the first page and next on the last', async () => {
    await renderList({ url: '/viko', total: 48 });
    expect(screen.queryByRole('link', { name: 'Önceki' })).toBeNull();
    expect(screen.getByText('Önceki').getAttribute('aria-disabled')).toBe('true');
  });
});

describe('per-product modals', () => {
  it("opens 'Stok Envanteri' with DEPO and MİKTAR per warehouse for a logged-in customer", async () => {
    await renderList({ user: CUSTOMER });
    await userEvent.click(screen.getByRole('button', { name: 'Stok Envanteri: Viko Karre Anahtar' }));
    const dialog = screen.getByRole('dialog', { name: 'Stok Envanteri' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['DEPO', 'MİKTAR']);
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['Merkez Depo', '30'],
      ['Ankara Depo', '20'],
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the stock inventory to visitors only when showStokInfo is on', async () => {
    await renderList({ settings: { showStokInfo: '0' } });
    expect(screen.queryByRole('button', { name: /Stok Envanteri/ })).toBeNull();
    await renderList({ settings: { showStokInfo: '1' } });
    expect(screen.getByRole('button', { name: /Stok Envanteri/ })).toBeTruthy();
  });

  const priceSettings: Partial<Settings> = {
    showPaymentPlanPrice: '1',
    advencePriceInfo: [
      { priceName: 'advencePrice1', name: 'Bayi Fiyatı' },
      { priceName: 'advencePrice3', name: 'Peşin Fiyatı' },
    ],
  };

  it("opens 'Fiyat Bilgileri' with ADI and DEĞERİ for the named prices", async () => {
    await renderList({ settings: priceSettings });
    await userEvent.click(screen.getByRole('button', { name: 'Fiyat Bilgileri: Viko Karre Anahtar' }));
    const dialog = screen.getByRole('dialog', { name: 'Fiyat Bilgileri' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ADI', 'DEĞERİ']);
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['Bayi Fiyatı', '₺95,00'],
      ['Peşin Fiyatı', '₺90,00'],
    ]);
  });

  it('offers no price information when payment-plan prices are off', async () => {
    await renderList({ settings: { ...priceSettings, showPaymentPlanPrice: '0' } });
    expect(screen.queryByRole('button', { name: /Fiyat Bilgileri/ })).toBeNull();
  });
});

describe('ProductList with the first page embedded by the host', () => {
  it('renders the products in its first paint, with no loading state and no call', () => {
    window.history.replaceState(null, '', '/viko');
    const store = createTestStore();
    stores.push(store);
    const firstPage = {
      query: '',
      answer: answer({ products: [makeProduct({ id: 41, name: 'Gömülü Ürün' })], total: 30 }),
    };
    // render() flushes layout effects: what the browser paints first is this.
    renderWidget(<ProductList path="/viko" firstPage={firstPage} />, store);
    expect(screen.getAllByText('Gömülü Ürün').length).toBeGreaterThan(0);
    expect(screen.getByText('Toplam 30 ürün')).toBeTruthy();
    expect(screen.queryByLabelText('Yükleniyor...')).toBeNull();
    expect(nock.pendingMocks()).toEqual([]);
  });
});
