import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { useState } from 'react';
import { DEFAULT_SETTINGS } from '../../src/contract/hostConfigDefaults';
import type { Settings } from '../../src/contract/hostConfig';
import type { Product } from '../../src/contract/catalog';
import { selectCartLoaded } from '../../src/store/cart/cartSelectors';
import { QuantityInput } from '../../src/widgets/shared/QuantityInput';
import { customerConfig, makeCartItem, makePackagedProduct } from '../support/cart';
import { makeProduct } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

const changes: number[] = [];

/** The control as a page uses it: the page keeps the value. */
function Host(props: { product: Product; mode: 'detail' | 'list'; start?: number; unitId?: number }) {
  const [value, setValue] = useState(props.start ?? 1);
  return (
    <QuantityInput
      product={props.product}
      mode={props.mode}
      unitId={props.unitId}
      value={value}
      onChange={(n) => {
        changes.push(n);
        setValue(n);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Miktar' }) as HTMLInputElement;
const plus = () => screen.getByRole('button', { name: 'Arttır' }) as HTMLButtonElement;
const minus = () => screen.getByRole('button', { name: 'Azalt' }) as HTMLButtonElement;

beforeEach(() => {
  changes.length = 0;
});

describe('QuantityInput, detail mode (1–100)', () => {
  it('is a labelled group of −, the field and +', () => {
    renderWidget(<Host product={makeProduct()} mode="detail" />);
    expect(screen.getByRole('group', { name: 'Miktar: Viko Karre Anahtar' })).toBeTruthy();
    expect(input().value).toBe('1');
  });

  it('+ adds 1, − subtracts 1 and never goes below 1', async () => {
    renderWidget(<Host product={makeProduct()} mode="detail" start={2} />);
    await userEvent.click(plus());
    expect(input().value).toBe('3');
    await userEvent.click(minus());
    await userEvent.click(minus());
    expect(input().value).toBe('1');
    expect(minus().disabled).toBe(true);
    await userEvent.click(minus());
    expect(changes).toEqual([3, 2, 1]);
  });

  it('stops at 100', async () => {
    renderWidget(<Host product={makeProduct()} mode="detail" start={99} />);
    await userEvent.click(plus());
    expect(input().value).toBe('100');
    expect(plus().disabled).toBe(true);
  });

  it('shows what is typed and judges it only when committed', async () => {
    renderWidget(<Host product={makeProduct()} mode="detail" start={5} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '42');
    // Key by key nothing is taken: not 4 on the way to 42.
    expect(input().value).toBe('42');
    expect(changes).toEqual([]);
    await userEvent.tab();
    expect(changes).toEqual([42]);
    expect(input().value).toBe('42');
  });

  it('Enter commits too', async () => {
    renderWidget(<Host product={makeProduct()} mode="detail" start={5} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '17{Enter}');
    expect(changes).toEqual([17]);
  });

  it.each([
    ['0', '1'],
    ['abc', '1'],
    ['12abc', '1'],
    ['', '1'],
  ])('typed %p becomes %p when the field is left', async (typed, shown) => {
    renderWidget(<Host product={makeProduct()} mode="detail" start={5} />);
    await userEvent.clear(input());
    if (typed) await userEvent.type(input(), typed);
    await userEvent.tab();
    expect(input().value).toBe(shown);
    expect(changes).toEqual([1]);
  });

  it.each([
    ['101', 'En fazla 100 ADET girebilirsiniz.'],
    ['150', 'En fazla 100 ADET girebilirsiniz.'],
    ['999', 'En fazla 100 ADET girebilirsiniz.'],
    ['1e3', 'En fazla 100 ADET girebilirsiniz.'],
    ['-3', 'En az 1 ADET girebilirsiniz.'],
    ['3.7', 'Miktar tam sayı olmalıdır.'],
  ])('typed %p key by key leaves the amount at 5 and says why', async (typed, hint) => {
    renderWidget(<Host product={makeProduct()} mode="detail" start={5} />);
    await userEvent.clear(input());
    await userEvent.type(input(), typed);
    expect(input().value).toBe(typed);
    await userEvent.keyboard('{Enter}');
    expect(input().value).toBe('5');
    expect(changes).toEqual([]);
    expect(screen.getByRole('status')).toHaveProperty('textContent', hint);
    expect(input().getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
  });

  it('the hint goes away with the next change', async () => {
    renderWidget(<Host product={makeProduct()} mode="detail" start={5} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '150{Enter}');
    expect(screen.getByRole('status').textContent).not.toBe('');
    await userEvent.click(plus());
    expect(screen.getByRole('status').textContent).toBe('');
    expect(input().value).toBe('6');
  });
});

describe('QuantityInput, list mode (stock rule)', () => {
  async function listStore(
    settings: Partial<Settings> = {},
    lines = [] as ReturnType<typeof makeCartItem>[],
  ) {
    nock(TEST_ORIGIN).get('/api/catalog/cart').reply(200, lines);
    const store = createTestStore(customerConfig({ settings: { ...DEFAULT_SETTINGS, ...settings } }));
    await waitFor(() => expect(selectCartLoaded(store.getState())).toBe(true));
    return store;
  }

  it('increases only while stock − quantity already in the cart allows: stock 5, 3 in cart', async () => {
    const product = makeProduct({ quantity: 5 });
    const store = await listStore({}, [makeCartItem(product, 3)]);
    renderWidget(<Host product={product} mode="list" />, store);
    await userEvent.click(plus());
    expect(input().value).toBe('2');
    expect(plus().disabled).toBe(true);
    await userEvent.click(plus());
    expect(input().value).toBe('2');
  });

  it('counts the unit multiplier: PAKET of 6 from a stock of 13 allows 2', async () => {
    const product = makePackagedProduct({ quantity: 13 });
    renderWidget(<Host product={product} mode="list" unitId={2} />, await listStore());
    await userEvent.click(plus());
    expect(input().value).toBe('2');
    expect(plus().disabled).toBe(true);
  });

  it('adds the stock mode offset (mode 4: +10)', async () => {
    const product = makeProduct({ quantity: 0 });
    renderWidget(<Host product={product} mode="list" start={9} />, await listStore({ stockInfoStatus: 4 }));
    await userEvent.click(plus());
    expect(input().value).toBe('10');
    expect(plus().disabled).toBe(true);
  });

  it('allows overselling when cart stock control is on', async () => {
    const product = makeProduct({ quantity: 0 });
    renderWidget(<Host product={product} mode="list" />, await listStore({ cartStockControl: '1' }));
    await userEvent.click(plus());
    await userEvent.click(plus());
    expect(input().value).toBe('3');
  });

  it('an anonymous visitor (no cart) gets the plain stock rule', async () => {
    const product = makeProduct({ quantity: 2 });
    renderWidget(<Host product={product} mode="list" />, createTestStore(testConfig()));
    await userEvent.click(plus());
    expect(input().value).toBe('2');
    expect(plus().disabled).toBe(true);
  });

  it('a typed quantity above what the stock allows stays at the last one, with the limit shown', async () => {
    const product = makeProduct({ quantity: 5 });
    const store = await listStore({}, [makeCartItem(product, 3)]);
    renderWidget(<Host product={product} mode="list" />, store);
    await userEvent.clear(input());
    await userEvent.type(input(), '3');
    await userEvent.tab();
    expect(input().value).toBe('1');
    expect(screen.getByRole('status').textContent).toBe('Stok en fazla 2 ADET için yeterli.');
    await userEvent.clear(input());
    await userEvent.type(input(), '2');
    await userEvent.tab();
    expect(input().value).toBe('2');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
