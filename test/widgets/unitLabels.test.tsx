/**
 * Widgets show a unit under the host's label (its name in the viewer's language)
 * and keep sending and matching it by its stored name (value) or id.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { DEFAULT_SETTINGS } from '../../src/contract/hostConfigDefaults';
import type { CartItem } from '../../src/contract/cart';
import { selectCartLoaded } from '../../src/store/cart/cartSelectors';
import { Cart } from '../../src/widgets/Cart/Cart';
import { CartIcon } from '../../src/widgets/CartIcon/CartIcon';
import { ProductDetail } from '../../src/widgets/ProductDetail/ProductDetail';
import { customerConfig, makeCartItem, makePackagedProduct } from '../support/cart';
import { makeProduct, makeUnit } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../support/renderWidget';

const CART = '/api/catalog/cart';

/** ADET and PAKET of 6, labelled as an English page's host labels them. */
const labelled = () => {
  const product = makePackagedProduct({ id: 2, name: 'Viko Socket Pack', quantity: 20 });
  return {
    ...product,
    units: product.units.map((u) => ({ ...u, label: u.value === 'ADET' ? 'PIECE' : 'PACK' })),
  };
};

async function customerWith(lines: CartItem[]) {
  nock(TEST_ORIGIN).get(CART).reply(200, lines);
  const store = createTestStore(customerConfig({ csrfToken: 'csrf-1' }));
  await waitFor(() => expect(selectCartLoaded(store.getState())).toBe(true));
  return store;
}

afterEach(() => {
  jest.restoreAllMocks();
  nock.cleanAll();
});

describe('unit labels', () => {
  it('the cart line shows the label: as text for one unit, as the picker’s options (values stay ids)', async () => {
    const packed = labelled();
    const single = makeProduct({ id: 1, units: [makeUnit({ label: 'PIECE' })] });
    const store = await customerWith([makeCartItem(single, 2), makeCartItem(packed, 1, packed.units[1])]);
    renderWidget(<Cart paymentOptions={[]} />, store);
    const picker = (await screen.findByRole('combobox', { name: /Viko Socket Pack/ })) as HTMLSelectElement;
    expect([...picker.options].map((o) => [o.value, o.textContent])).toEqual([
      ['1', 'PIECE'],
      ['2', 'PACK'],
    ]);
    expect(picker.value).toBe('2');
    expect(screen.getByText('PIECE', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByText('ADET')).toBeNull();
    let body: unknown = null;
    nock(TEST_ORIGIN)
      .patch(`${CART}/2`, (b) => {
        body = b;
        return true;
      })
      .reply(200, makeCartItem(packed, 1, packed.units[0]));
    await userEvent.selectOptions(picker, 'PIECE');
    await waitFor(() => expect(body).toEqual({ unit: 1 }));
  });

  it('the mini cart shows quantity × label', async () => {
    const packed = labelled();
    const store = await customerWith([makeCartItem(packed, 3, packed.units[1])]);
    renderWidget(<CartIcon />, store);
    await userEvent.click(screen.getByRole('button', { name: /Sepetim/ }));
    const panel = screen.getByRole('region', { name: 'Sepetim' });
    expect(within(panel).getByText('3 × PACK')).toBeTruthy();
    expect(within(panel).queryByText('3 × PAKET')).toBeNull();
  });

  it('the detail page’s unit picker and stock text show the label', async () => {
    const store = createTestStore(customerConfig({ settings: { ...DEFAULT_SETTINGS, stockInfoStatus: 0 } }));
    nock(TEST_ORIGIN).get(CART).reply(200, []);
    renderWidget(<ProductDetail product={labelled()} />, store);
    expect(screen.getByText('Bu ürün stoklarda 20 PIECE mevcuttur.')).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: 'Birim' }) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual(['PIECE', 'PACK']);
    await userEvent.selectOptions(picker, 'PACK');
    expect(screen.getByText('Bu ürün stoklarda 3 PACK mevcuttur.')).toBeTruthy();
  });
});
