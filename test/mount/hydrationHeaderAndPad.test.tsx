/**
 * The top bar and the quick order pad, rendered by the server entry and hydrated by the mount
 * runtime: the same nodes, nothing said in the console, no call the embedded answer already made,
 * and the pad's kept draft filling the blank rows only after hydration.
 */
import { act, screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import type { HostConfig } from '../../src/contract/hostConfig';
import type { TopHeaderInfo as TopHeaderAnswer } from '../../src/contract/topHeader';
import type { WidgetRegistry } from '../../src/mount/registry';
import { hydrationCounts } from '../../src/mount/prerendered';
import type { MountRuntime } from '../../src/mount/runtime';
import { selectQuickOrder } from '../../src/store/quickOrder/quickOrder';
import { QuickOrder } from '../../src/widgets/QuickOrder/QuickOrder';
import { TopHeaderInfo, topHeaderSeed } from '../../src/widgets/TopHeaderInfo/TopHeaderInfo';
import { customerConfig, makePackagedProduct } from '../support/cart';
import { mockMatchMedia } from '../support/matchMedia';
import { TEST_ORIGIN } from '../support/renderWidget';
import { hydratePageAt, serverRender } from '../support/serverRender';

const HOSTILE = 'Yıldız $& $` $\' <script>alert(1)</script> "çift"';
const ANSWER: TopHeaderAnswer = {
  isAuthenticated: true,
  salesRepresentativeName: 'Ahmet Kaya',
  salesRepresentativePhone: '0532 111 22 33',
  salesRepresentativeEmail: 'ahmet.kaya@anadoluelektrik.com.tr',
  customerName: HOSTILE,
  customerBalance: 48250.75,
  customerCurrency: 'TRY',
};

const registry: WidgetRegistry = {
  TopHeaderInfo: { load: () => Promise.resolve({ default: TopHeaderInfo as never, seed: topHeaderSeed }) },
  QuickOrder: { load: () => Promise.resolve({ default: QuickOrder as never }) },
};

/** data-props in a single-quoted attribute, as the host writes it. */
const attribute = (props: object) =>
  JSON.stringify(props)
    .replace(/&/g, '&amp;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

function island(name: string, props: object, config: HostConfig, url: string): string {
  const idPrefix = `b2b-${name}-1-`;
  const html = serverRender({ name, props: props as Record<string, unknown>, config, url, idPrefix });
  return `<div id="${name}" data-component="${name}" data-props='${attribute(props)}' data-ssr="${idPrefix}">${html}</div>`;
}

let runtime: MountRuntime | null = null;
let media: ReturnType<typeof mockMatchMedia> | null = null;
let warnSpy: jest.SpyInstance;
let errorSpy: jest.SpyInstance;

async function hydratePage(html: string, config: HostConfig, url: string) {
  const started = await hydratePageAt(url, html, config, registry);
  runtime = started.runtime;
  return started.store;
}

beforeEach(() => {
  hydrationCounts.hydrated = 0;
  hydrationCounts.mismatched = 0;
  window.sessionStorage.clear();
  warnSpy = jest.spyOn(console, 'warn');
  errorSpy = jest.spyOn(console, 'error');
});

afterEach(() => {
  act(() => runtime?.stop());
  runtime = null;
  media?.restore();
  media = null;
  document.body.innerHTML = '';
  warnSpy.mockRestore();
  errorSpy.mockRestore();
  nock.cleanAll();
});

describe('the top bar prerendered from its first answer', () => {
  const config = customerConfig();
  const topBar = () => island('TopHeaderInfo', { firstAnswer: ANSWER }, config, '/');
  // A signed-in visitor's store reads the cart at start.
  beforeEach(() => nock(TEST_ORIGIN).get('/api/catalog/cart').reply(200, []).persist());

  it('keeps the server’s nodes on a wide screen and asks nothing', async () => {
    media = mockMatchMedia(true);
    const api = nock(TEST_ORIGIN).get('/api/catalog/top-header-info').reply(200, ANSWER);
    document.body.innerHTML = topBar();
    const serverName = document.querySelector('.b2b-top-header__name');
    expect(serverName?.textContent).toBe(HOSTILE);
    const markup = document.body.innerHTML;
    const store = await hydratePage(markup, config, '/');
    const name = document.querySelector('.b2b-top-header__name')!;
    expect(name.textContent).toBe(HOSTILE);
    expect(store.getState().topHeader).toEqual({ status: 'loaded', info: ANSWER });
    await new Promise((resolve) => setTimeout(resolve, 30));
    // The same node all along (re-read once: the page was built again from the same markup).
    expect(document.querySelector('.b2b-top-header__name')).toBe(name);
    expect(api.isDone()).toBe(false);
    expect(hydrationCounts).toEqual({ hydrated: 1, mismatched: 0 });
    expect(warnSpy).not.toHaveBeenCalled();
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('on a phone hydrates the same markup, then drops it, with no mismatch and no call', async () => {
    media = mockMatchMedia(false);
    const api = nock(TEST_ORIGIN).get('/api/catalog/top-header-info').reply(200, ANSWER);
    await hydratePage(topBar(), config, '/');
    await waitFor(() => expect(document.querySelector('.b2b-top-header')).toBeNull());
    expect(api.isDone()).toBe(false);
    expect(hydrationCounts).toEqual({ hydrated: 1, mismatched: 0 });
    expect(document.getElementById('TopHeaderInfo')!.hasAttribute('data-ssr-mismatch')).toBe(false);
    expect(warnSpy).not.toHaveBeenCalled();
    expect(errorSpy).not.toHaveBeenCalled();
  });
});

describe('the quick order pad prerendered blank', () => {
  const config = customerConfig({ basePath: '/qo-hydrate' });
  const product = makePackagedProduct({ id: 1, code: '90960002', name: HOSTILE, quantity: 500 });

  it('keeps the server’s rows, then fills them with the draft kept for the tab', async () => {
    window.sessionStorage.setItem(
      'b2b-quick-order:/qo-hydrate:7',
      JSON.stringify([{ code: '90960002', quantity: '3', unit: '' }]),
    );
    nock(TEST_ORIGIN).get('/qo-hydrate/api/catalog/cart').reply(200, []).persist();
    nock(TEST_ORIGIN)
      .post('/qo-hydrate/api/catalog/product-lookup')
      .reply(200, { codes: [{ code: '90960002', productId: 1, unitId: null }], products: [product] });
    const markup = island('QuickOrder', {}, config, '/hizli-siparis');
    document.body.innerHTML = markup;
    // The server drew the blank pad: five rows, no draft (it cannot read the tab's storage).
    expect(document.querySelectorAll('tr[data-row-index]')).toHaveLength(5);
    const store = await hydratePage(markup, config, '/hizli-siparis');
    const table = screen.getByRole('table', { name: 'Hızlı Sipariş' });
    await waitFor(() => expect(selectQuickOrder(store.getState()).restored).toBe(true));
    const code = screen.getByRole('combobox', { name: '1. satır ürün kodu' }) as HTMLInputElement;
    await waitFor(() => expect(code.value).toBe('90960002'));
    expect((screen.getByRole('textbox', { name: '1. satır miktar' }) as HTMLInputElement).value).toBe('3');
    await screen.findByText(HOSTILE);
    // The same table; still five rows (the draft's one and four blank).
    expect(screen.getByRole('table', { name: 'Hızlı Sipariş' })).toBe(table);
    expect(document.querySelectorAll('tr[data-row-index]')).toHaveLength(5);
    expect(hydrationCounts).toEqual({ hydrated: 1, mismatched: 0 });
    expect(warnSpy).not.toHaveBeenCalled();
    expect(errorSpy).not.toHaveBeenCalled();
  });
});
