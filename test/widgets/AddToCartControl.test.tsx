import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { DEFAULT_SETTINGS, EMPTY_STORE } from '../../src/contract/hostConfigDefaults';
import type { Settings, StoreInfo } from '../../src/contract/hostConfig';
import type { Product } from '../../src/contract/catalog';
import * as browser from '../../src/sagas/runtime/browser';
import { selectCartItems } from '../../src/store/cart/cartSelectors';
import type { RunningAppStore } from '../../src/app/createAppStore';
import { AddToCartControl } from '../../src/widgets/shared/AddToCartControl';
import { customerConfig, makeCartItem, makePackagedProduct } from '../support/cart';
import { makeProduct, makeUnit } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

const WHATSAPP: StoreInfo = { ...EMPTY_STORE, whatsappControl: true, whatsapp: '+90 555 111 22 33' };

function storeWith(settings: Partial<Settings> = {}, store: StoreInfo = EMPTY_STORE): RunningAppStore {
  return createTestStore(testConfig({ settings: { ...DEFAULT_SETTINGS, ...settings }, store }));
}

function show(product: Product, store: RunningAppStore = storeWith(), unitId?: number) {
  return renderWidget(
    <AddToCartControl product={product} quantity={2} unitId={unitId} context="list" />,
    store,
  );
}

const button = () => screen.getByRole('button') as HTMLButtonElement;

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('AddToCartControl states', () => {
  it("offers 'Sepete Ekle' for a product in stock with a price", () => {
    show(makeProduct());
    expect(button().textContent).toBe('Sepete Ekle');
    expect(button().disabled).toBe(false);
  });

  it("'Stokta Tükendi', disabled, when stock is 0 and cart stock control is off", () => {
    show(makeProduct({ quantity: 0 }));
    expect(button().textContent).toBe('Stokta Tükendi');
    expect(button().disabled).toBe(true);
  });

  it('counts the stock mode offset: stock 5 in mode 9 (−5) is sold out', () => {
    show(makeProduct({ quantity: 5 }), storeWith({ stockInfoStatus: 9 }));
    expect(button().textContent).toBe('Stokta Tükendi');
  });

  it("'Stokta Yok', disabled, with the WhatsApp option and a number longer than 4 characters", () => {
    show(makeProduct({ quantity: 0 }), storeWith({}, WHATSAPP));
    expect(button().textContent).toBe('Stokta Yok');
    expect(button().disabled).toBe(true);
  });

  it("'Stokta Tükendi' when the WhatsApp number is 4 characters or shorter", () => {
    show(makeProduct({ quantity: 0 }), storeWith({ notInStock: '1' }, { ...WHATSAPP, whatsapp: '1234' }));
    expect(button().textContent).toBe('Stokta Tükendi');
  });

  it("'Stokta Sorunuz' is a WhatsApp chat link (https, new window) when notInStock is 1", () => {
    show(makeProduct({ quantity: 0, code: 'VK-1001' }), storeWith({ notInStock: '1' }, WHATSAPP));
    const link = screen.getByRole('link', { name: /Stokta Sorunuz/ }) as HTMLAnchorElement;
    expect(link.href).toBe(
      `https://wa.me/905551112233?text=${encodeURIComponent('VK-1001 kodlu ürünün stok durumunu öğrenmek istiyorum.')}`,
    );
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
    expect(link.textContent).toBe('Stokta Sorunuz (yeni pencerede açılır)');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('builds the chat link only as https on wa.me, whatever the configured number holds', () => {
    show(
      makeProduct({ quantity: 0 }),
      storeWith({ notInStock: '1' }, { ...WHATSAPP, whatsapp: 'javascript:alert(12345)' }),
    );
    expect((screen.getByRole('link') as HTMLAnchorElement).href).toMatch(/^https:\/\/wa\.me\/12345\?text=/);
  });

  it('shows a disabled button, no link, when the number has no usable digits', () => {
    show(
      makeProduct({ quantity: 0 }),
      storeWith({ notInStock: '1' }, { ...WHATSAPP, whatsapp: 'javascript:x' }),
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(button().textContent).toBe('Stokta Sorunuz');
    expect(button().disabled).toBe(true);
  });

  it("'Fiyat Sorunuz', disabled, when the sale price is 0", () => {
    show(makeProduct({ salePrice: { value: 0, currency: 'TRY' } }));
    expect(button().textContent).toBe('Fiyat Sorunuz');
    expect(button().disabled).toBe(true);
  });

  it("looks at the chosen unit's price", () => {
    const product = makePackagedProduct();
    product.units[1]!.defaultPrice = { value: 0, currency: 'TRY' };
    show(product, storeWith(), 2);
    expect(button().textContent).toBe('Fiyat Sorunuz');
  });

  it.each([
    ['a negative sale price', -5],
    ['a sale price of -0', -0],
  ])("'Fiyat Sorunuz', disabled, for %s, as the price tag says", (_name, value) => {
    const negative = { value, currency: 'TRY' };
    show(makeProduct({ salePrice: negative, units: [makeUnit({ defaultPrice: negative })] }));
    expect(button().textContent).toBe('Fiyat Sorunuz');
    expect(button().disabled).toBe(true);
  });

  it("'Fiyat Sorunuz' for a chosen unit with a negative price", () => {
    const product = makePackagedProduct();
    product.units[1]!.defaultPrice = { value: -540, currency: 'TRY' };
    show(product, storeWith(), 2);
    expect(button().textContent).toBe('Fiyat Sorunuz');
    expect(button().disabled).toBe(true);
  });

  it('offers adding with no stock when cart stock control is on', () => {
    show(makeProduct({ quantity: 0 }), storeWith({ cartStockControl: '1' }));
    expect(button().textContent).toBe('Sepete Ekle');
    expect(button().disabled).toBe(false);
  });
});

describe('AddToCartControl adding', () => {
  async function customerStore() {
    nock(TEST_ORIGIN).get('/api/catalog/cart').reply(200, []);
    const store = createTestStore(customerConfig());
    await waitFor(() => expect(store.getState().cart.status).toBe('loaded'));
    return store;
  }

  it("is busy while adding, then 'Sepete Eklendi' for 1.25 s, then 'Sepete Ekle' again", async () => {
    const store = await customerStore();
    const product = makeProduct();
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    nock(TEST_ORIGIN)
      .post('/api/catalog/cart/1')
      .reply(200, async () => {
        await answered;
        return makeCartItem(product, 2);
      });
    show(product, store);
    await userEvent.click(button());
    expect(button().textContent).toBe('Ekleniyor...');
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');

    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    release();
    await waitFor(() => expect(button().textContent).toBe('Sepete Eklendi'));
    expect(screen.getByRole('status').textContent).toBe('Sepete Eklendi');
    expect(selectCartItems(store.getState())).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1250);
    });
    expect(button().textContent).toBe('Sepete Ekle');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('sends an anonymous visitor (401) to the login page', async () => {
    const navigate = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
    nock(TEST_ORIGIN)
      .post('/api/catalog/cart/1')
      .reply(401, { error: { messages: { type: 'Giriş' } } });
    show(makeProduct());
    await userEvent.click(button());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/login'));
    await waitFor(() => expect(button().textContent).toBe('Sepete Ekle'));
  });

  it('shows the admin toast on 403', async () => {
    nock(TEST_ORIGIN)
      .post('/api/catalog/cart/1')
      .reply(403, { error: { messages: { type: 'x' } } });
    show(makeProduct());
    await userEvent.click(button());
    expect(await screen.findByText('Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.')).toBeTruthy();
  });

  it("alerts the server's text of an error answer and is ready again", async () => {
    const alert = jest.spyOn(browser, 'alertUser').mockImplementation(() => {});
    nock(TEST_ORIGIN)
      .post('/api/catalog/cart/1')
      .reply(400, { error: { messages: { type: 'Bu üründen 2 adet bulunmamaktadır!' } } });
    show(makeProduct());
    await userEvent.click(button());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Bu üründen 2 adet bulunmamaktadır!'));
    await waitFor(() => expect(button().disabled).toBe(false));
  });

  it('alerts the stock check with the quantity asked for, without calling the server', async () => {
    const alert = jest.spyOn(browser, 'alertUser').mockImplementation(() => {});
    show(makeProduct({ quantity: 1 }));
    await userEvent.click(button());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Bu üründen 2 adet bulunmamaktadır!'));
    expect(nock.pendingMocks()).toEqual([]);
  });
});
