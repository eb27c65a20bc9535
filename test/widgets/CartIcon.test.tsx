import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { CART_CHANGED_EVENT } from '../../src/contract/domEvents';
import { selectCartLoaded } from '../../src/store/cart/cartSelectors';
import type { RunningAppStore } from '../../src/app/createAppStore';
import { currencyChosen } from '../../src/store/chrome/currency';
import { CartIcon } from '../../src/widgets/CartIcon/CartIcon';
import { customerConfig, makeCartItem, makePackagedProduct } from '../support/cart';
import { makeProduct } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

const CART = '/api/catalog/cart';
const currencies = [
  { id: 1, code: 'TRY', exchangeRate: 1 },
  { id: 2, code: 'USD', exchangeRate: 30 },
];

/** Two lines: 2 ADET at 100 TRY (tax 20 %) and 1 PAKET at 540 TRY (tax 10 %). */
function twoLines() {
  const packaged = makePackagedProduct({ id: 2, name: 'Viko Priz Paketi', seo: 'viko-priz', taxRate: 10 });
  return [makeCartItem(makeProduct({ id: 1 }), 2), makeCartItem(packaged, 1, packaged.units[1])];
}

async function customer(lines = twoLines(), basePath = ''): Promise<RunningAppStore> {
  nock(TEST_ORIGIN).get(`${basePath}${CART}`).reply(200, lines);
  const store = createTestStore(customerConfig({ basePath, currencies, defaultCurrency: 1 }));
  await waitFor(() => expect(selectCartLoaded(store.getState())).toBe(true));
  return store;
}

const toggle = () => screen.getByRole('button', { name: /Sepetim/ });
const panel = () => screen.getByRole('region', { name: 'Sepetim' });

afterEach(() => jest.restoreAllMocks());

describe('CartIcon (mini cart)', () => {
  it('links an anonymous visitor to the login page', () => {
    renderWidget(<CartIcon />, createTestStore(testConfig({ basePath: '/b2b' })));
    const link = screen.getByRole('link', { name: 'Sepetim – Giriş Yap' }) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/b2b/account/login');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the item count on a button that opens the panel', async () => {
    renderWidget(<CartIcon />, await customer());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().textContent).toContain('(2 Ürün)');
    expect(screen.getByText('2', { selector: '.b2b-cart-icon__badge' })).toBeTruthy();
    await userEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(panel().id).toBe(toggle().getAttribute('aria-controls'));
  });

  it('lists the lines with image, name link, quantity × unit and line amount, then subtotal and total with tax', async () => {
    renderWidget(<CartIcon />, await customer());
    await userEvent.click(toggle());
    const items = within(panel()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('img', { name: 'Viko Karre Anahtar' }).getAttribute('src')).toBe(
      '/images/vk-1001.png',
    );
    expect(first.getByRole('link', { name: 'Viko Karre Anahtar' }).getAttribute('href')).toBe(
      '/viko-karre-anahtar-p-1',
    );
    expect(first.getByText('2 × ADET')).toBeTruthy();
    expect(first.getByText('₺200,00')).toBeTruthy();
    expect(within(items[1]!).getByText('1 × PAKET')).toBeTruthy();
    expect(within(items[1]!).getByText('₺540,00')).toBeTruthy();

    const totals = panel().querySelector('dl')!;
    const pairs = [...totals.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    // subtotal 200 + 540; total 200 × 1.2 + 540 × 1.1 = 240 + 594
    expect(pairs).toEqual([
      ['Ara Toplam', '₺740,00'],
      ['Toplam (KDV Dahil)', '₺834,00'],
    ]);
    expect(within(panel()).getByRole('link', { name: 'Sepete Git' }).getAttribute('href')).toBe('/sepet');
  });

  it('re-prices the panel when the currency changes', async () => {
    const store = await customer();
    renderWidget(<CartIcon />, store);
    await userEvent.click(toggle());
    nock(TEST_ORIGIN).post('/api/catalog/settings').reply(200, { success: true });
    act(() => {
      store.dispatch(currencyChosen(2));
    });
    // 100 TL is shown as $3,33: 3,33 × 2 + 540 / 30 = 24,66
    expect(within(panel()).getByText('$24,66')).toBeTruthy();
    // tax 6,66 × 20 % + 18 × 10 % = 3,132 → 3,13: 27,79
    expect(within(panel()).getByText('$27,79')).toBeTruthy();
  });

  it('removes a line, and the count follows', async () => {
    const changed = jest.fn();
    document.addEventListener(CART_CHANGED_EVENT, changed);
    renderWidget(<CartIcon />, await customer());
    nock(TEST_ORIGIN).delete(`${CART}/1`).reply(200, { success: true });
    await userEvent.click(toggle());
    await userEvent.click(within(panel()).getByRole('button', { name: 'Kaldır: Viko Karre Anahtar' }));
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(1));
    expect(toggle().textContent).toContain('(1 Ürün)');
    expect(within(panel()).getByText('Ara Toplam').nextElementSibling?.textContent).toBe('₺540,00');
    document.removeEventListener(CART_CHANGED_EVENT, changed);
    expect((changed.mock.calls.at(-1)![0] as CustomEvent).detail).toEqual({
      operation: 'remove',
      itemCount: 1,
      productId: 1,
    });
  });

  it('clears the cart and shows the empty state', async () => {
    renderWidget(<CartIcon />, await customer());
    nock(TEST_ORIGIN).delete(CART).reply(200, { success: true });
    await userEvent.click(toggle());
    await userEvent.click(within(panel()).getByRole('button', { name: 'Sepeti Temizle' }));
    expect(await within(panel()).findByText('Sepetinizde ürün bulunmamaktadır.')).toBeTruthy();
    expect(toggle().textContent).toContain('(0 Ürün)');
  });

  it('shows the empty state for an empty cart', async () => {
    renderWidget(<CartIcon />, await customer([]));
    await userEvent.click(toggle());
    expect(within(panel()).getByText('Sepetinizde ürün bulunmamaktadır.')).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: 'Sepeti Temizle' })).toBeNull();
  });

  it('closes on Escape with focus back on the button', async () => {
    renderWidget(<CartIcon />, await customer());
    await userEvent.click(toggle());
    await userEvent.keyboard('{Escape}');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle().getAttribute('aria-controls')!)!.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());
  });

  it('closes on a click outside, not on a click inside', async () => {
    renderWidget(
      <>
        <p>dışarısı</p>
        <CartIcon />
      </>,
      await customer(),
    );
    await userEvent.click(toggle());
    fireEvent.mouseDown(within(panel()).getByText('Ara Toplam'));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseDown(screen.getByText('dışarısı'));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens and closes with the keyboard', async () => {
    renderWidget(<CartIcon />, await customer());
    await userEvent.tab();
    expect(document.activeElement).toBe(toggle());
    await userEvent.keyboard('{Enter}');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('links under the base path', async () => {
    renderWidget(<CartIcon />, await customer(twoLines(), '/b2b'));
    await userEvent.click(toggle());
    expect(within(panel()).getByRole('link', { name: 'Sepete Git' }).getAttribute('href')).toBe('/b2b/sepet');
    expect(within(panel()).getByRole('link', { name: 'Viko Priz Paketi' }).getAttribute('href')).toBe(
      '/b2b/viko-priz-p-2',
    );
  });

  it('reads the cart again when it is opened after a failed load, silently', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(TEST_ORIGIN).get(CART).reply(500, {});
    const store = createTestStore(customerConfig());
    await waitFor(() => expect(store.getState().cart.status).toBe('failed'));
    renderWidget(<CartIcon />, store);
    const retry = nock(TEST_ORIGIN).get(CART).reply(200, twoLines());
    await userEvent.click(toggle());
    await waitFor(() => expect(retry.isDone()).toBe(true));
    expect(await within(panel()).findAllByRole('listitem')).toHaveLength(2);
  });

  it('shows product names as text, never as markup', async () => {
    const hostile = makeProduct({ id: 9, name: '<img src=x onerror=alert(1)>' });
    renderWidget(<CartIcon />, await customer([makeCartItem(hostile, 1)]));
    await userEvent.click(toggle());
    expect(within(panel()).getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(panel().querySelectorAll('img')).toHaveLength(1); // only the product image
  });
});
