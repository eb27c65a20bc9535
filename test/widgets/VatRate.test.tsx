import { waitFor } from '@testing-library/react';
import nock from 'nock';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import { Cart } from '../../src/widgets/Cart/Cart';
import { customerConfig, makeCartItem } from '../support/cart';
import { makeProduct } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../support/renderWidget';

beforeAll(() => registerLabelTable('en', en));
afterEach(() => nock.cleanAll());

async function cartTaxCell(locale: 'tr' | 'en'): Promise<string> {
  nock(TEST_ORIGIN)
    .get('/api/catalog/cart')
    .reply(200, [makeCartItem(makeProduct({ name: "$&<script>$'$1\0\n$`", taxRate: 20 }), 1)]);
  const store = createTestStore(customerConfig({ locale }));
  const { container } = renderWidget(<Cart paymentOptions={[]} />, store);
  await waitFor(() => expect(store.getState().cart.status).toBe('loaded'));
  return container.querySelector('.b2b-cart-line__tax')?.textContent ?? '';
}

describe('the cart line’s VAT rate', () => {
  it('is written 20% on an English page', async () => {
    expect(await cartTaxCell('en')).toBe('20%');
  });
  it('keeps the Turkish %20 on a Turkish page', async () => {
    expect(await cartTaxCell('tr')).toBe('%20');
  });
});
