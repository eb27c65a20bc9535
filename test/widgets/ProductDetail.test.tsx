import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS } from '../../src/contract/hostConfigDefaults';
import type { Settings } from '../../src/contract/hostConfig';
import type { Product } from '../../src/contract/catalog';
import * as browser from '../../src/sagas/runtime/browser';
import { amountChanged, variantSwitched } from '../../src/store/catalog/productDetail';
import { ProductDetail } from '../../src/widgets/ProductDetail/ProductDetail';
import { customerConfig, makePackagedProduct } from '../support/cart';
import { makeFamily, makeProduct } from '../support/products';
import { createTestStore, renderWidget, testConfig } from '../support/renderWidget';

const settings = (overrides: Partial<Settings> = {}): Settings => ({ ...DEFAULT_SETTINGS, ...overrides });

function renderDetail(
  product: Product,
  settingsOverrides: Partial<Settings> = {},
  loggedIn = true,
  inlinePicture: unknown = undefined,
) {
  const config = loggedIn
    ? customerConfig({ settings: settings(settingsOverrides) })
    : testConfig({ settings: settings(settingsOverrides) });
  return renderWidget(
    <ProductDetail product={product} inlinePicture={inlinePicture} />,
    createTestStore(config),
  );
}

/** A 1×1 PNG as the host sends a small picture inside the page. */
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

// The cart is loaded at start for a logged-in customer; these tests are about the page, not the cart.
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('ProductDetail', () => {
  it('shows name, codes by stockNumberType and long codes shortened', () => {
    const product = makeProduct({ code: 'X123456789012345678901234', barcode: '8690000000011' });
    renderDetail(product, { stockNumberType: 'both' });
    expect(screen.getByRole('heading', { name: 'Viko Karre Anahtar' })).toBeTruthy();
    // What the eye sees is the shortened code; the whole one is the tooltip and what is read aloud.
    const seen = (el: Element): string =>
      Array.from(el.childNodes)
        .map((node): string =>
          node instanceof Element
            ? node.classList.contains('b2b-visually-hidden')
              ? ''
              : seen(node)
            : (node.textContent ?? ''),
        )
        .join('');
    const codeLine = screen.getByText(
      (_, el) => el?.className === 'b2b-detail__code' && el.textContent.startsWith('Ürün kodu: '),
    );
    expect(seen(codeLine)).toBe('Ürün kodu: 12345678901234567890...');
    expect(codeLine.querySelector('[title]')?.getAttribute('title')).toBe('X123456789012345678901234');
    expect(codeLine.querySelector('.b2b-visually-hidden')?.textContent).toBe('X123456789012345678901234');
    expect(screen.getByText((_, el) => el?.textContent === 'Barkod: 8690000000011')).toBeTruthy();
  });

  it.each([
    ['StockCode', true, false],
    ['Barcode', false, true],
  ] as const)('stockNumberType %s shows code %p and barcode %p', (type, code, barcode) => {
    renderDetail(makeProduct(), { stockNumberType: type });
    expect(screen.queryByText('Ürün kodu:', { exact: false }) !== null).toBe(code);
    expect(screen.queryByText('Barkod:', { exact: false }) !== null).toBe(barcode);
  });

  it('shows the custom code line with its title from the settings', () => {
    renderDetail(makeProduct({ ozelkod2: 'BY-404' }), {
      b2b_urun_detay_ozel_kod: 'ozelkod2',
      b2b_urun_detay_ozel_kod_gosterim: 1,
      b2b_urun_detay_ozel_kod_baslik: 'Bayi Kodu',
    });
    expect(screen.getByText((_, el) => el?.textContent === 'Bayi Kodu: BY-404')).toBeTruthy();
  });

  it('changing the unit swaps the prices and gives the stock in that unit', async () => {
    renderDetail(makePackagedProduct({ quantity: 20 }), { stockInfoStatus: 0 });
    expect(screen.getByText('Bu ürün stoklarda 20 ADET mevcuttur.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Birim' }), 'PAKET');
    // 20 pieces in packs of 6: 3 whole packs.
    expect(screen.getByText('Bu ürün stoklarda 3 PAKET mevcuttur.')).toBeTruthy();
    expect(screen.getByText('₺540,00', { exact: false })).toBeTruthy();
  });

  it('hides the pickers when the sale price is 0 and asks for stock with several units', () => {
    renderDetail(makePackagedProduct({ salePrice: { value: 0, currency: 'TRY' } }));
    expect(screen.queryByRole('combobox', { name: 'Birim' })).toBeNull();
    expect(screen.getByText('Stok sorunuz.')).toBeTruthy();
  });

  it("treats a negative price as no price: 'Fiyat Sorunuz' on the price and the button, no pickers", () => {
    const negative = { value: -5, currency: 'TRY' };
    const product = makePackagedProduct({ salePrice: negative });
    for (const unit of product.units) unit.defaultPrice = negative;
    const { container } = renderDetail(product);
    expect(container.querySelector('.b2b-price__sale')?.textContent).toBe('Fiyat Sorunuz');
    const add = screen.getByRole('button', { name: 'Fiyat Sorunuz' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Sepete Ekle' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Birim' })).toBeNull();
    expect(screen.getByText('Stok sorunuz.')).toBeTruthy();
  });

  it('says Stok sorunuz. when out of stock', () => {
    renderDetail(makeProduct({ quantity: 0 }));
    expect(screen.getByText('Stok sorunuz.')).toBeTruthy();
  });

  it('picks variants: overlay, then the matching child after 2.5 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    try {
      renderDetail(makeFamily());
      expect(screen.getByRole('heading', { name: 'NYA Kablo' })).toBeTruthy();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Kesit' }), '2,5 mm²');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Renk' }), 'Mavi');
      expect(screen.getByRole('status', { name: 'Varyant yükleniyor...' })).toBeTruthy();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2500);
      });
      expect(screen.getByRole('heading', { name: 'NYA Kablo 2,5 mm² Mavi' })).toBeTruthy();
      expect(screen.queryByRole('status', { name: 'Varyant yükleniyor...' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the picture the host sent inside the page for its name, and fetches any other', async () => {
    const product = makeProduct({ image: 'urun-1.png' });
    const { unmount } = renderDetail(product, {}, true, { image: 'urun-1.png', src: PICTURE });
    expect(screen.getByRole<HTMLImageElement>('img', { name: product.name }).getAttribute('src')).toBe(
      PICTURE,
    );
    unmount();
    renderDetail(product, {}, true, { image: 'urun-2.png', src: PICTURE });
    expect(screen.getByRole<HTMLImageElement>('img', { name: product.name }).getAttribute('src')).toMatch(
      /^\/[^:]*urun-1\.png$/,
    );
  });

  it('fetches the picture of the variant chosen, the page product’s inline one stays its own', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    try {
      const family = makeFamily();
      const withPictures: Product = {
        ...family,
        image: 'nya.png',
        children: family.children.map((child) => ({ ...child, image: `${child.code}.png` })),
      };
      renderDetail(withPictures, {}, true, { image: 'nya.png', src: PICTURE });
      expect(screen.getByRole('img', { name: 'NYA Kablo' }).getAttribute('src')).toBe(PICTURE);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Kesit' }), '2,5 mm²');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Renk' }), 'Mavi');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2500);
      });
      expect(screen.getByRole('img', { name: 'NYA Kablo 2,5 mm² Mavi' }).getAttribute('src')).toMatch(
        /NYA-2,5-MAVİ\.png$/,
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('alerts Varyant Seçiniz! when adding a family product before choosing', async () => {
    const alert = jest.spyOn(browser, 'alertUser').mockImplementation(() => {});
    renderDetail(makeFamily());
    await userEvent.click(screen.getByRole('button', { name: 'Sepete Ekle' }));
    expect(alert).toHaveBeenCalledWith('Varyant Seçiniz!');
  });

  it('offers the stock info link when logged in, opening Stok Envanteri', async () => {
    renderDetail(makeProduct());
    await userEvent.click(screen.getByRole('button', { name: 'Stok Bilgisi' }));
    const dialog = screen.getByRole('dialog', { name: 'Stok Envanteri' });
    expect(within(dialog).getByRole('columnheader', { name: 'DEPO' })).toBeTruthy();
    expect(within(dialog).getByRole('columnheader', { name: 'MİKTAR' })).toBeTruthy();
    expect(within(dialog).getByText('Merkez Depo')).toBeTruthy();
  });

  it('keeps the focus where the user put it in Stok Envanteri while the page changes behind it', async () => {
    const user = userEvent.setup();
    const { store } = renderDetail(makeProduct());
    await user.click(screen.getByRole('button', { name: 'Stok Bilgisi' }));
    const dialog = screen.getByRole('dialog', { name: 'Stok Envanteri' });
    await user.tab();
    const close = within(dialog).getByRole('button', { name: 'Kapat' });
    expect(document.activeElement).toBe(close);
    // Anything that renders the detail again (here the committed amount) must not move the focus.
    act(() => {
      store.dispatch(amountChanged(3));
    });
    expect(document.activeElement).toBe(close);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stok Bilgisi' }));
  });

  it.each([
    ['0', false],
    ['1', true],
  ] as const)('anonymous visitors see the stock info link only with showStokInfo %s', (flag, shown) => {
    renderDetail(makeProduct(), { showStokInfo: flag }, false);
    expect(screen.queryByRole('button', { name: 'Stok Bilgisi' }) !== null).toBe(shown);
  });

  it('lists the equivalent codes as search links', () => {
    renderDetail(makeProduct({ equivalentCode: 'SCH-1, ABB 2' }));
    expect(screen.getByRole('heading', { name: 'Muadil Kodlar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ABB 2' }).getAttribute('href')).toBe('/search?q=ABB%202');
  });

  it('renders hostile product text as text', () => {
    renderDetail(
      makeProduct({ name: '<img src=x onerror=alert(1)>', description: '<script>alert(1)</script>' }),
    );
    expect(screen.getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  it('says so when a variant switch changed the unit and put the amount back to 1', () => {
    const { store } = renderDetail(makeFamily());
    act(() => {
      store.dispatch(
        variantSwitched({
          child: makeFamily().children[0]!,
          unitId: null,
          keepAmount: false,
          unitChange: { from: 'PAKET', to: 'ADET' },
        }),
      );
    });
    expect(
      screen.getByText('Bu varyant PAKET biriminde satılmıyor: birim ADET, miktar 1 olarak değiştirildi.'),
    ).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Miktar' }) as HTMLInputElement).value).toBe('1');
  });
});
