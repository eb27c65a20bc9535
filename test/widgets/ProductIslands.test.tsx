import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { widgetRegistry } from '../../src/mount/registry';
import { selectCartItems } from '../../src/store/cart/cartSelectors';
import { AddToCartButton } from '../../src/widgets/AddToCartButton/AddToCartButton';
import { ProductPrice } from '../../src/widgets/ProductPrice/ProductPrice';
import { ProductQuantity } from '../../src/widgets/ProductQuantity/ProductQuantity';
import { customerConfig, makeCartItem } from '../support/cart';
import { makeProduct } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../support/renderWidget';

/** data-props as the mount runtime hands them over: parsed JSON. */
const propsOf = (product: unknown) => JSON.parse(JSON.stringify({ product })) as Record<string, unknown>;

describe('ProductPrice, ProductQuantity and AddToCartButton islands', () => {
  it('are registered under their spec names', () => {
    for (const name of ['ProductPrice', 'ProductQuantity', 'AddToCartButton', 'CartIcon'] as const)
      expect(widgetRegistry[name]).toBeDefined();
  });

  it('ProductPrice shows the price of its product', () => {
    const { container } = renderWidget(<ProductPrice {...propsOf(makeProduct())} />);
    expect(container.querySelector('.b2b-price__sale')?.textContent).toBe('Satış Fiyatı ₺100,00');
    expect(container.querySelector('del')?.textContent).toBe('Liste Fiyatı ₺120,00');
  });

  it('rejects props of the wrong shape with a DecodeError (the island shows its bad-props state)', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ProductPrice product={{ id: 'x' }} />)).toThrow(
      expect.objectContaining({ name: 'DecodeError' }),
    );
    errors.mockRestore();
  });

  it('a ProductQuantity and an AddToCartButton of the same product share the chosen quantity', async () => {
    nock(TEST_ORIGIN).get('/api/catalog/cart').reply(200, []);
    const store = createTestStore(customerConfig());
    await waitFor(() => expect(store.getState().cart.status).toBe('loaded'));
    const product = makeProduct({ id: 4 });
    const other = makeProduct({ id: 5, name: 'Başka Ürün' });
    let form: Record<string, string> = {};
    nock(TEST_ORIGIN)
      .post('/api/catalog/cart/4', (body) => {
        form = { ...(body as Record<string, string>) };
        return true;
      })
      .reply(200, makeCartItem(product, 3));
    renderWidget(
      <>
        <ProductQuantity {...propsOf(product)} />
        <ProductQuantity {...propsOf(other)} />
        <div className="card-footer">
          <AddToCartButton {...propsOf(product)} />
        </div>
      </>,
      store,
    );
    const [plus] = screen.getAllByRole('button', { name: 'Arttır' });
    await userEvent.click(plus!);
    await userEvent.click(plus!);
    const inputs = screen.getAllByRole('textbox', { name: 'Miktar' }) as HTMLInputElement[];
    expect(inputs.map((i) => i.value)).toEqual(['3', '1']);
    await userEvent.click(screen.getByRole('button', { name: 'Sepete Ekle' }));
    await waitFor(() => expect(selectCartItems(store.getState())).toHaveLength(1));
    expect(form).toEqual({ quantity: '3', productValue: '1' });
  });

  it('typing 150 key by key and pressing add adds nothing unseen: the limit shows, the next press adds', async () => {
    nock(TEST_ORIGIN).get('/api/catalog/cart').reply(200, []);
    const store = createTestStore(customerConfig());
    await waitFor(() => expect(store.getState().cart.status).toBe('loaded'));
    const product = makeProduct({ id: 4, quantity: 500 });
    const posted: Record<string, string>[] = [];
    nock(TEST_ORIGIN)
      .post('/api/catalog/cart/4', (body) => {
        posted.push({ ...(body as Record<string, string>) });
        return true;
      })
      .reply(200, makeCartItem(product, 1));
    renderWidget(
      <>
        <ProductQuantity {...propsOf(product)} />
        <AddToCartButton {...propsOf(product)} />
      </>,
      store,
    );
    const input = screen.getByRole('textbox', { name: 'Miktar' }) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    expect(input.value).toBe('150');
    // The press blurs the field: the commit refuses 150 and this press adds nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Sepete Ekle' }));
    expect(input.value).toBe('1');
    expect(screen.getByText('En fazla 100 ADET girebilirsiniz.').getAttribute('role')).toBe('status');
    expect(posted).toEqual([]);
    // The customer has seen the limit: the next press adds what the field shows.
    await userEvent.click(screen.getByRole('button', { name: 'Sepete Ekle' }));
    await waitFor(() => expect(posted).toEqual([{ quantity: '1', productValue: '1' }]));
  });

  it('typing 101 then pressing add with a valid quantity adds the typed number, not a prefix of it', async () => {
    nock(TEST_ORIGIN).get('/api/catalog/cart').reply(200, []);
    const store = createTestStore(customerConfig());
    await waitFor(() => expect(store.getState().cart.status).toBe('loaded'));
    const product = makeProduct({ id: 4, quantity: 500 });
    const posted: Record<string, string>[] = [];
    nock(TEST_ORIGIN)
      .post('/api/catalog/cart/4', (body) => {
        posted.push({ ...(body as Record<string, string>) });
        return true;
      })
      .reply(200, makeCartItem(product, 99));
    renderWidget(
      <>
        <ProductQuantity {...propsOf(product)} />
        <AddToCartButton {...propsOf(product)} />
      </>,
      store,
    );
    const input = screen.getByRole('textbox', { name: 'Miktar' }) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await userEvent.click(screen.getByRole('button', { name: 'Sepete Ekle' }));
    await waitFor(() => expect(posted).toEqual([{ quantity: '99', productValue: '1' }]));
  });
});
