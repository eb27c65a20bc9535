import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { DEFAULT_SETTINGS } from '../../src/contract/hostConfigDefaults';
import type { Settings } from '../../src/contract/hostConfig';
import type { Product } from '../../src/contract/catalog';
import { currencyChosen } from '../../src/store/chrome/currency';
import { CurrencyList } from '../../src/widgets/CurrencyList/CurrencyList';
import { PriceTag, type PriceTagVariant } from '../../src/widgets/shared/PriceTag';
import { makePackagedProduct } from '../support/cart';
import { makeProduct } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

const currencies = [
  { id: 1, code: 'TRY', exchangeRate: 1 },
  { id: 2, code: 'USD', exchangeRate: 30 },
  { id: 3, code: 'EUR', exchangeRate: 40 },
];

function storeWith(settings: Partial<Settings> = {}, defaultCurrency = 1) {
  return createTestStore(
    testConfig({ currencies, defaultCurrency, settings: { ...DEFAULT_SETTINGS, ...settings } }),
  );
}

const TL = (value: number, currency = 'TRY') => ({ value, currency });

function show(
  product: Product,
  settings: Partial<Settings> = {},
  variant: PriceTagVariant = 'detail',
  unitId?: number,
) {
  return renderWidget(<PriceTag product={product} variant={variant} unitId={unitId} />, storeWith(settings));
}

const struck = (container: HTMLElement) => container.querySelector('del')?.textContent ?? null;
const sale = (container: HTMLElement) => container.querySelector('.b2b-price__sale')?.textContent ?? null;
const percent = (container: HTMLElement) =>
  container.querySelector('.b2b-price__discount')?.textContent ?? null;

describe('PriceTag', () => {
  it('detail: struck list price, discount percent, sale price without tax, tax status and rate', () => {
    const { container } = show(makeProduct({ salePrice: TL(100), listPrice: TL(120), taxRate: 20 }));
    expect(struck(container)).toBe('Liste Fiyatı ₺120,00');
    expect(percent(container)).toBe('%17 İndirim'); // round(100 − 100 / 120 × 100)
    expect(sale(container)).toBe('Satış Fiyatı ₺100,00');
    expect(screen.getByText(/KDV Hariç/).textContent).toBe('KDV Hariç · KDV %20');
  });

  it('productsWithKdv 1: prices with tax added, labelled tax-included', () => {
    const { container } = show(makeProduct({ salePrice: TL(100), listPrice: TL(120), taxRate: 20 }), {
      productsWithKdv: '1',
    });
    expect(sale(container)).toBe('Satış Fiyatı ₺120,00');
    expect(struck(container)).toBe('Liste Fiyatı ₺144,00');
    expect(screen.getByText(/KDV Dahil/)).toBeTruthy();
  });

  it('list equal to sale: struck without tax (list ≥ sale), not with tax (strictly greater); never a percent', () => {
    const product = makeProduct({ salePrice: TL(100), listPrice: TL(100) });
    const without = show(product, { productsWithKdv: '0' });
    expect(struck(without.container)).toBe('Liste Fiyatı ₺100,00');
    expect(percent(without.container)).toBeNull();
    without.unmount();
    const withTax = show(product, { productsWithKdv: '1' });
    expect(struck(withTax.container)).toBeNull();
    expect(percent(withTax.container)).toBeNull();
  });

  it('list below sale: neither struck price nor percent', () => {
    const { container } = show(makeProduct({ salePrice: TL(100), listPrice: TL(90) }));
    expect(struck(container)).toBeNull();
    expect(percent(container)).toBeNull();
  });

  it('showListPrice 0 hides the struck price and the percent', () => {
    const { container } = show(makeProduct({ salePrice: TL(100), listPrice: TL(120) }), {
      showListPrice: '0',
    });
    expect(struck(container)).toBeNull();
    expect(percent(container)).toBeNull();
    expect(sale(container)).toBe('Satış Fiyatı ₺100,00');
  });

  it('showPriceStatus 0 hides the tax status and rate', () => {
    show(makeProduct(), { showPriceStatus: '0' });
    expect(screen.queryByText(/KDV/)).toBeNull();
  });

  it('compares list and sale after exchange-rate normalisation', () => {
    // 3000 TRY against a list price of 100 EUR at 40 (4000 TRY): 25 %.
    const { container } = show(makeProduct({ salePrice: TL(3000), listPrice: TL(100, 'EUR') }));
    expect(percent(container)).toBe('%25 İndirim');
    expect(struck(container)).toBe('Liste Fiyatı ₺4.000,00');
  });

  it("with a unit: the unit's default and list price replace the product's", () => {
    const { container } = show(makePackagedProduct(), {}, 'detail', 2);
    expect(sale(container)).toBe('Satış Fiyatı ₺540,00');
    expect(struck(container)).toBe('Liste Fiyatı ₺600,00');
    expect(percent(container)).toBe('%10 İndirim');
  });

  it('card: struck list price and sale price only', () => {
    const { container } = show(makeProduct({ salePrice: TL(100), listPrice: TL(120) }), {}, 'card');
    expect(struck(container)).toBe('Liste Fiyatı ₺120,00');
    expect(percent(container)).toBeNull();
    expect(screen.queryByText(/KDV/)).toBeNull();
  });

  it('list: tax status without the rate', () => {
    show(makeProduct(), {}, 'list');
    expect(screen.getByText(/KDV Hariç/).textContent).toBe('KDV Hariç');
  });

  it("a sale price of 0 says 'Fiyat Sorunuz' instead of an amount", () => {
    const { container } = show(makeProduct({ salePrice: TL(0), listPrice: TL(120) }));
    expect(sale(container)).toBe('Fiyat Sorunuz');
    expect(struck(container)).toBeNull();
  });

  it.each([
    ['a negative sale price', -5],
    ['-0', -0],
  ])("%s says 'Fiyat Sorunuz' instead of an amount, in every variant", (_name, value) => {
    for (const variant of ['detail', 'list', 'card'] as const) {
      const { container, unmount } = show(
        makeProduct({ salePrice: TL(value), listPrice: TL(120) }),
        {},
        variant,
      );
      expect(sale(container)).toBe('Fiyat Sorunuz');
      expect(struck(container)).toBeNull();
      expect(percent(container)).toBeNull();
      unmount();
    }
  });

  it("a chosen unit with a negative price says 'Fiyat Sorunuz'", () => {
    const product = makePackagedProduct();
    product.units[1]!.defaultPrice = TL(-540);
    const { container } = show(product, {}, 'detail', 2);
    expect(sale(container)).toBe('Fiyat Sorunuz');
  });

  it('converts a USD price into the active currency', () => {
    const { container } = show(makeProduct({ salePrice: TL(10, 'USD'), listPrice: TL(0, 'USD') }));
    expect(sale(container)).toBe('Satış Fiyatı ₺300,00');
  });

  it('re-prices at once when the currency changes in the store', () => {
    const store = storeWith();
    const { container } = renderWidget(
      <PriceTag product={makeProduct({ salePrice: TL(300), listPrice: TL(360) })} />,
      store,
    );
    nock(TEST_ORIGIN).post('/api/catalog/settings').reply(200, { success: true });
    act(() => {
      store.dispatch(currencyChosen(2));
    });
    expect(sale(container)).toBe('Satış Fiyatı $10,00');
    expect(struck(container)).toBe('Liste Fiyatı $12,00');
    expect(percent(container)).toBe('%17 İndirim');
  });

  it('every price on the page follows a CurrencyList choice', async () => {
    const store = storeWith();
    nock(TEST_ORIGIN).post('/api/catalog/settings').reply(200, { success: true });
    const { container } = renderWidget(
      <>
        <CurrencyList />
        <PriceTag product={makeProduct({ id: 1, salePrice: TL(400) })} />
        <PriceTag product={makeProduct({ id: 2, salePrice: TL(10, 'USD') })} variant="card" />
      </>,
      store,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Para Birimi' }), 'EUR');
    const sales = [...container.querySelectorAll('.b2b-price__sale')].map((el) => el.textContent);
    expect(sales).toEqual(['Satış Fiyatı €10,00', 'Satış Fiyatı €7,50']);
  });

  it('shows product text as text, never as markup', () => {
    const { container } = show(
      makeProduct({ salePrice: TL(100), listPrice: TL(120, '<img src=x onerror=alert(1)>') }),
    );
    expect(container.querySelector('img')).toBeNull();
    expect(sale(container)).toBe('Satış Fiyatı ₺100,00');
  });
});
