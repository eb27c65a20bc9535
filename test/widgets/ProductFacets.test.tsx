import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { DEFAULT_SETTINGS } from '../../src/contract/hostConfigDefaults';
import type { Facet, FacetValue } from '../../src/contract/facets';
import type { Product } from '../../src/contract/catalog';
import type { RunningAppStore } from '../../src/app/createAppStore';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import { productListActions, selectProductList } from '../../src/store/catalog/productList';
import { ProductList } from '../../src/widgets/ProductList/ProductList';
import { makeProduct } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

const HOSTILE = "Marka $& $` $' $1 <script>alert(1)</script>\u0000\nx";

const value = (v: string, label: string, count: number): FacetValue => ({
  value: v,
  label,
  count,
  selected: false,
});
const NO_RANGE = { min: 0, max: 0, from: 0, to: 0, currency: '' };

const BRAND: Facet = {
  key: 'brand',
  label: HOSTILE,
  kind: 'values',
  values: [
    value('SCHNEIDER', 'Schneider Electric', 12),
    value('VIKO', 'Viko $&', 9),
    value('ABB', 'ABB', 7),
    value('LEGRAND', 'Legrand', 5),
    value('SIEMENS', 'Siemens', 4),
    value('HAGER', 'Hager', 3),
    value('ETI', 'ETİ <b>', 2),
    value('KLEMSAN', 'Klemsan', 1),
  ],
  ...NO_RANGE,
};
const POLES: Facet = {
  key: 'poles',
  label: 'Kutup',
  kind: 'values',
  values: [value('1P', '1 kutup', 4), value('3P', '3 kutup', 2)],
  ...NO_RANGE,
};
const PRICE: Facet = {
  key: 'price',
  label: 'Fiyat',
  kind: 'range',
  values: [],
  min: 12.5,
  max: 4800,
  from: 0,
  to: 0,
  currency: 'TRY',
};
const STOCK: Facet = {
  key: 'stock',
  label: 'Stok',
  kind: 'toggle',
  values: [value('1', 'Stokta olanlar', 30)],
  ...NO_RANGE,
};
const FACETS = [BRAND, POLES, PRICE, STOCK];

const stores: RunningAppStore[] = [];

function answer(facets: Facet[] | null = FACETS, products: Product[] = [makeProduct()]) {
  return {
    products,
    total: products.length === 0 ? 0 : 41,
    limit: 24,
    page: 1,
    ...(facets ? { facets } : {}),
  };
}

/** The list fetch with exactly this query (filters= as the session writes it). */
function expectFetch(query: Record<string, string>, reply = answer()) {
  return nock(TEST_ORIGIN).get('/api/catalog/products/ara').query(query).reply(200, reply);
}

async function renderList(
  url = '/ara?q=priz',
  reply = answer(),
  locale: 'tr' | 'en' = 'tr',
  settings = DEFAULT_SETTINGS,
) {
  window.history.replaceState(null, '', url);
  nock(TEST_ORIGIN).get('/api/catalog/products/ara').query(true).reply(200, reply);
  const store = createTestStore(testConfig({ locale, settings }));
  stores.push(store);
  const view = renderWidget(<ProductList path="/ara" />, store);
  await waitFor(() => expect(selectProductList(store.getState()).loaded).toBe(true));
  return { ...view, store };
}

const filtersParam = () => new URLSearchParams(window.location.search).get('filters');
/** The column beside the list (the sheet, when open, repeats the groups in a dialog). */
const column = () => screen.getByRole('region', { name: 'Filtreler' });

let scrollSpy: jest.SpyInstance;
beforeAll(() => registerLabelTable('en', en));
beforeEach(() => {
  scrollSpy = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(productListActions.closed());
  scrollSpy.mockRestore();
  nock.cleanAll();
});

describe('the list without facets', () => {
  it('is drawn as before: no filters, no Filter button, no chips', async () => {
    await renderList('/ara?q=priz', answer(null));
    expect(screen.queryByRole('region', { name: 'Filtreler' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Filtrele/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Seçili filtreler' })).toBeNull();
    expect(document.querySelector('.b2b-product-list--faceted')).toBeNull();
  });
});

describe('the facets beside the list', () => {
  it('shows a fieldset per facet named by its legend, with checkboxes labelled with their counts', async () => {
    await renderList();
    const brand = within(column()).getByRole('group', { name: HOSTILE });
    expect(within(brand).getByRole('checkbox', { name: 'Schneider Electric (12)' })).toBeTruthy();
    expect(within(brand).getByRole('checkbox', { name: 'Viko $& (9)' })).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(within(column()).getByRole('checkbox', { name: 'Stokta olanlar (30)' })).toBeTruthy();
    expect(within(column()).getByRole('group', { name: 'Fiyat' })).toBeTruthy();
  });

  it('leaves the stock filter to the toolbar’s in-stock toggle where the store offers it, with its count', async () => {
    const offered = {
      ...DEFAULT_SETTINGS,
      originalShowNotInStocks: '1' as const,
      b2b_stoktakileri_goster: '1' as const,
    };
    await renderList('/ara?q=priz', answer(), 'tr', offered);
    expect(within(column()).queryByRole('checkbox', { name: /Stokta olanlar/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sadece stoktakiler (30)', pressed: false })).toBeTruthy();
  });

  it('a long facet shows its first six values and Show all, which shows them all', async () => {
    const user = userEvent.setup();
    await renderList();
    const brand = within(column()).getByRole('group', { name: HOSTILE });
    expect(within(brand).getAllByRole('checkbox')).toHaveLength(6);
    const showAll = within(brand).getByRole('button', { name: 'Tümünü göster (8)' });
    expect(showAll.getAttribute('aria-expanded')).toBe('false');
    showAll.focus();
    await user.keyboard('{Enter}');
    expect(within(brand).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(brand).getByRole('checkbox', { name: 'ETİ <b> (2)' })).toBeTruthy();
    const fewer = within(brand).getByRole('button', { name: 'Daha az göster' });
    expect(fewer.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(fewer);
  });

  it('Space on a value ticks it at once, pushes filters= (q kept, page 1) and reloads the list', async () => {
    const user = userEvent.setup();
    await renderList('/ara?q=priz&sort=name&page=2');
    const before = window.history.length;
    const reload = expectFetch({ q: 'priz', sort: 'name', filters: 'poles:3P' });
    const box = within(column()).getByRole('checkbox', { name: '3 kutup (2)' }) as HTMLInputElement;
    box.focus();
    await user.keyboard(' ');
    expect(box.checked).toBe(true);
    expect(filtersParam()).toBe('poles:3P');
    expect(new URLSearchParams(window.location.search).get('page')).toBeNull();
    expect(window.history.length).toBe(before + 1);
    await waitFor(() => expect(reload.isDone()).toBe(true));
    const chips = screen.getByRole('group', { name: 'Seçili filtreler' });
    expect(within(chips).getByRole('button', { name: 'Kaldır: Kutup: 3 kutup' })).toBeTruthy();
  });

  it('a chip takes its value away; Clear takes a facet away; Clear filters takes all', async () => {
    const user = userEvent.setup();
    await renderList(`/ara?q=priz&filters=${encodeURIComponent('brand:VIKO,brand:ABB,poles:1P')}`);
    expect(
      (within(column()).getByRole('checkbox', { name: 'Viko $& (9)' }) as HTMLInputElement).checked,
    ).toBe(true);

    const chip = expectFetch({ q: 'priz', filters: 'brand:ABB,poles:1P' });
    screen.getByRole('button', { name: `Kaldır: ${HOSTILE}: Viko $&` }).focus();
    await user.keyboard('{Enter}');
    expect(filtersParam()).toBe('brand:ABB,poles:1P');
    await waitFor(() => expect(chip.isDone()).toBe(true));

    const facet = expectFetch({ q: 'priz', filters: 'poles:1P' });
    within(column())
      .getByRole('button', { name: `${HOSTILE} filtresini temizle` })
      .focus();
    await user.keyboard('{Enter}');
    expect(filtersParam()).toBe('poles:1P');
    await waitFor(() => expect(facet.isDone()).toBe(true));

    const all = expectFetch({ q: 'priz' });
    within(screen.getByRole('group', { name: 'Seçili filtreler' }))
      .getByRole('button', { name: 'Filtreleri temizle' })
      .focus();
    await user.keyboard('{Enter}');
    expect(window.location.search).toBe('?q=priz');
    await waitFor(() => expect(all.isDone()).toBe(true));
    expect(screen.queryByRole('group', { name: 'Seçili filtreler' })).toBeNull();
  });
});

describe('the price range', () => {
  const lower = () => within(column()).getByRole('textbox', { name: 'En düşük' }) as HTMLInputElement;
  const upper = () => within(column()).getByRole('textbox', { name: 'En yüksek' }) as HTMLInputElement;

  it('is judged on Enter, never key by key', async () => {
    const user = userEvent.setup();
    await renderList();
    const reload = expectFetch({ q: 'priz', filters: 'price:1250.5-' });
    await user.click(lower());
    await user.keyboard('1.250,50');
    expect(filtersParam()).toBeNull();
    await user.keyboard('{Enter}');
    expect(filtersParam()).toBe('price:1250.5-');
    await waitFor(() => expect(reload.isDone()).toBe(true));
    expect(screen.getByRole('button', { name: 'Kaldır: Fiyat: ₺1.250,50 ve üzeri' })).toBeTruthy();
    // The fields show the chosen range again, as the URL has it.
    expect(lower().value).toBe('1.250,50');
  });

  it('is judged when the focus leaves the range, not when it moves from one field to the other', async () => {
    const user = userEvent.setup();
    await renderList();
    await user.click(lower());
    await user.keyboard('100');
    await user.tab();
    expect(document.activeElement).toBe(upper());
    expect(filtersParam()).toBeNull();
    await user.keyboard('500');
    const reload = expectFetch({ q: 'priz', filters: 'price:100-500' });
    await user.tab();
    expect(filtersParam()).toBe('price:100-500');
    await waitFor(() => expect(reload.isDone()).toBe(true));
  });

  it.each([
    ['$&', '', 'Geçerli bir fiyat yazın.'],
    ['<script>', '', 'Geçerli bir fiyat yazın.'],
    ['500', '100', 'En düşük fiyat en yüksek fiyattan büyük olamaz.'],
  ])('refuses %j to %j with a message and fetches nothing', async (from, to, message) => {
    const user = userEvent.setup();
    await renderList();
    await user.click(lower());
    await user.keyboard(from);
    await user.click(upper());
    if (to) await user.keyboard(to);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(lower().getAttribute('aria-invalid')).toBe('true');
    expect(filtersParam()).toBeNull();
  });
});

describe('an empty list with filters', () => {
  it("says 'Seçtiğiniz filtrelere uygun bir ürün bulunamadı.' and offers Clear filters", async () => {
    const user = userEvent.setup();
    await renderList('/ara?q=priz&filters=poles%3A3P', answer(FACETS, []));
    const empty = screen.getByRole('status');
    expect(within(empty).getByText('Seçtiğiniz filtrelere uygun bir ürün bulunamadı.')).toBeTruthy();
    const all = expectFetch({ q: 'priz' });
    within(empty).getByRole('button', { name: 'Filtreleri temizle' }).focus();
    await user.keyboard('{Enter}');
    expect(window.location.search).toBe('?q=priz');
    await waitFor(() => expect(all.isDone()).toBe(true));
  });
});

describe('the filter sheet (phones)', () => {
  it('opens as a labelled dialog, keeps the focus inside, applies a choice and closes with its count', async () => {
    const user = userEvent.setup();
    await renderList();
    const open = screen.getByRole('button', { name: 'Filtrele' });
    open.focus();
    await user.keyboard('{Enter}');
    const sheet = screen.getByRole('dialog', { name: 'Filtreler' });
    expect(sheet.contains(document.activeElement)).toBe(true);
    // Tab from the last control comes back to the first.
    const apply = within(sheet).getByRole('button', { name: 'Sonuçları göster (41)' });
    apply.focus();
    await user.tab();
    expect(sheet.contains(document.activeElement)).toBe(true);

    const reload = expectFetch({ q: 'priz', filters: 'stock:1' }, { ...answer(), total: 30 } as ReturnType<
      typeof answer
    >);
    within(sheet).getByRole('checkbox', { name: 'Stokta olanlar (30)' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(reload.isDone()).toBe(true));
    const applyNow = await within(sheet).findByRole('button', { name: 'Sonuçları göster (30)' });
    applyNow.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filtrele (1)' })).toBe(document.activeElement);
  });

  it('Escape closes it and gives the focus back to Filter', async () => {
    const user = userEvent.setup();
    await renderList();
    screen.getByRole('button', { name: 'Filtrele' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Filtreler' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filtrele' }));
  });
});

describe('in English', () => {
  it('speaks English', async () => {
    const user = userEvent.setup();
    await renderList('/ara?q=priz&filters=price%3A100-', answer(), 'en');
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).getByRole('button', { name: 'Show all (8)' })).toBeTruthy();
    expect(within(filters).getByRole('textbox', { name: 'Minimum' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove: Fiyat: ₺100,00 and up' })).toBeTruthy();
    screen.getByRole('button', { name: 'Filter (1)' }).focus();
    await act(() => user.keyboard('{Enter}'));
    expect(screen.getByRole('button', { name: 'Show results (41)' })).toBeTruthy();
  });
});
