import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { DEFAULT_SETTINGS } from '../../src/contract/hostConfigDefaults';
import type { Settings } from '../../src/contract/hostConfig';
import type { Product } from '../../src/contract/catalog';
import { CAROUSEL_AUTOPLAY_MS } from '../../src/domain/shared/timings';
import { settingChanged } from '../../src/store/core/config';
import { Campaign } from '../../src/widgets/Campaign/Campaign';
import { makeProduct } from '../support/products';
import { createTestStore, renderWidget, testConfig } from '../support/renderWidget';

// jsdom cannot run owl (it measures layout): a stand-in records what the widget hands it.
const owl = {
  props: [] as Record<string, unknown>[],
  prev: jest.fn(),
  next: jest.fn(),
  stop: jest.fn(),
  play: jest.fn(),
};
jest.mock('react-owl-carousel', () => ({
  __esModule: true,
  default: class FakeOwl extends Component<{ children: ReactNode; className?: string }> {
    prev = owl.prev;
    next = owl.next;
    stop = owl.stop;
    play = owl.play;
    override render() {
      owl.props.push(this.props as unknown as Record<string, unknown>);
      return (
        <div data-testid="owl" className={`owl-carousel ${this.props.className ?? ''}`}>
          {this.props.children}
        </div>
      );
    }
  },
}));

const PRODUCTS: Product[] = [
  makeProduct({ id: 1, name: 'Viko Karre Anahtar', seo: 'viko-karre-anahtar', quantity: 50 }),
  makeProduct({ id: 2, name: 'Tükenen Priz', seo: 'tukenen-priz', quantity: 0 }),
  makeProduct({ id: 3, name: 'Eksi Stok Dimmer', seo: 'dimmer', quantity: -3, image: '' }),
];

function renderCampaign(settings: Partial<Settings> = {}, products = PRODUCTS) {
  const store = createTestStore(testConfig({ settings: { ...DEFAULT_SETTINGS, ...settings } }));
  const view = renderWidget(<Campaign campaign={{ name: 'Kış Kampanyası', products }} />, store);
  return { ...view, store };
}

const tileNames = () =>
  screen.queryAllByRole('link').map((a) => a.querySelector('.b2b-campaign__name')?.textContent);

beforeEach(() => {
  owl.props = [];
  for (const fn of [owl.prev, owl.next, owl.stop, owl.play]) fn.mockClear();
});

describe('Campaign carousel', () => {
  it('hands owl the spec options: autoplay 5 s paused on hover, margin 10, 2/4/6 items at 0/600/1000', () => {
    renderCampaign();
    const props = owl.props.at(-1)!;
    expect(props).toMatchObject({
      autoplay: true,
      autoplayTimeout: CAROUSEL_AUTOPLAY_MS,
      autoplayHoverPause: true,
      margin: 10,
      responsive: { 0: { items: 2 }, 600: { items: 4 }, 1000: { items: 6 } },
    });
    expect(CAROUSEL_AUTOPLAY_MS).toBe(5000);
  });

  it('sets window.jQuery and window.$ for owl from its own chunk', () => {
    renderCampaign();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const jquery = require('jquery');
    expect(window.jQuery).toBe(jquery);
    expect(window.$).toBe(jquery);
  });

  it('shows each tile as a link to /{seo}-p-{id} with image, name, struck list price and sale price', () => {
    renderCampaign({ showNotInStocks: '1' });
    const link = screen.getByRole('link', { name: /Viko Karre Anahtar/ });
    expect(link.getAttribute('href')).toBe('/viko-karre-anahtar-p-1');
    const img = within(link).getByRole('img');
    expect(img.getAttribute('src')).toBe('/images/vk-1001.png');
    expect(img.getAttribute('alt')).toBe('Viko Karre Anahtar');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(link.querySelector('del')?.textContent).toContain('₺120,00');
    expect(within(link).getByText('₺100,00')).toBeTruthy();
    // A tile without an image file shows the 404 image.
    const dimmer = screen.getByRole('link', { name: /Eksi Stok Dimmer|Not Found/ });
    expect(within(dimmer).getByRole('img').getAttribute('src')).toBe('/images/404.png');
    expect(within(dimmer).getByRole('img').getAttribute('alt')).toBe('Not Found');
  });

  it('shows every product when showNotInStocks is 1', () => {
    renderCampaign({ showNotInStocks: '1' });
    expect(tileNames()).toEqual(['Viko Karre Anahtar', 'Tükenen Priz', 'Eksi Stok Dimmer']);
  });

  it('hides products out of stock when showNotInStocks is 0', () => {
    renderCampaign({ showNotInStocks: '0' });
    expect(tileNames()).toEqual(['Viko Karre Anahtar']);
  });

  it('follows the in-stock filter when it changes on the page', () => {
    const { store } = renderCampaign({ showNotInStocks: '1' });
    act(() => {
      store.dispatch(settingChanged({ key: 'showNotInStocks', value: '0' }));
    });
    expect(tileNames()).toEqual(['Viko Karre Anahtar']);
  });

  it('counts the stock display offset: mode 3 (+5) keeps a stock of 0 visible', () => {
    renderCampaign({ showNotInStocks: '0', stockInfoStatus: 3 });
    expect(tileNames()).toEqual(['Viko Karre Anahtar', 'Tükenen Priz', 'Eksi Stok Dimmer']);
  });

  it('renders nothing when no product is left to show', () => {
    const { container } = renderCampaign({ showNotInStocks: '0' }, [PRODUCTS[1]!]);
    expect(container.querySelector('.b2b-campaign')).toBeNull();
    expect(owl.props).toHaveLength(0);
  });

  it('labels the carousel with the campaign name and offers previous / next buttons', async () => {
    renderCampaign();
    expect(screen.getByRole('region', { name: 'Kış Kampanyası' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(owl.next).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Önceki' }));
    expect(owl.prev).toHaveBeenCalled();
  });

  it('pauses the autoplay while focus is inside and resumes when it leaves', () => {
    renderCampaign();
    const link = screen.getByRole('link', { name: /Viko Karre Anahtar/ });
    fireEvent.focus(link);
    expect(owl.stop).toHaveBeenCalled();
    fireEvent.blur(link, { relatedTarget: document.body });
    expect(owl.play).toHaveBeenCalledWith(CAROUSEL_AUTOPLAY_MS, expect.any(Number));
  });

  it('does not rebuild owl when prices re-render (here a tax display change)', () => {
    const { store } = renderCampaign();
    const tile = () => screen.getByRole('link', { name: /Viko Karre Anahtar/ }).textContent;
    expect(tile()).toContain('₺100,00');
    const renders = owl.props.length;
    act(() => {
      store.dispatch(settingChanged({ key: 'productsWithKdv', value: '1' })); // prices now with 20 % tax
    });
    expect(owl.props.length).toBe(renders);
    expect(tile()).toContain('₺144,00');
    expect(tile()).not.toContain('₺100,00');
  });

  it('rejects a campaign without products (the island shows its bad-props state)', () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWidget(<Campaign campaign={{ name: 'x' }} />)).toThrow('data-props.campaign.products');
    errorSpy.mockRestore();
  });
});
