import { render, screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { Cart } from '../../src/widgets/Cart/Cart';
import { ShortCode } from '../../src/widgets/shared/ShortCode';
import { customerConfig, makeCartItem } from '../support/cart';
import { makeProduct } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../support/renderWidget';

// Longer than 20 characters, so the spec's rule shortens it; hostile characters on both ends.
const LONG_CODE = "$&AB-$`-$'-$1-\0-<script>x</script>-\nZ";
const SHORTENED = Array.from(LONG_CODE).slice(1, 21).join('') + '...';

afterEach(() => nock.cleanAll());

describe('a long code shortened by the spec rule', () => {
  it('keeps the rule on screen and gives the whole code as title and accessible text', () => {
    const { container } = render(
      <button type="button">
        <ShortCode code={LONG_CODE} />
      </button>,
    );
    const shown = container.querySelector('[title]');
    expect(shown?.getAttribute('title')).toBe(LONG_CODE);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe(SHORTENED);
    expect(screen.getByRole('button').textContent).toContain(LONG_CODE);
  });

  it('shows a short code as it is, with nothing hidden', () => {
    const { container } = render(<ShortCode code="$&<b>-1" />);
    expect(container.textContent).toBe('$&<b>-1');
    expect(container.querySelector('[aria-hidden]')).toBeNull();
  });

  it('is readable whole in the cart line', async () => {
    nock(TEST_ORIGIN)
      .get('/api/catalog/cart')
      .reply(200, [makeCartItem(makeProduct({ code: LONG_CODE }), 1)]);
    const store = createTestStore(customerConfig());
    const { container } = renderWidget(<Cart paymentOptions={[]} />, store);
    await waitFor(() => expect(store.getState().cart.status).toBe('loaded'));
    const cell = container.querySelector('.b2b-cart-line__code');
    expect(cell?.querySelector('[title]')?.getAttribute('title')).toBe(LONG_CODE);
    expect(cell?.textContent).toContain(LONG_CODE);
  });
});
