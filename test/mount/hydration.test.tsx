import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostConfig } from '../../src/contract/hostConfig';
import type { WidgetRegistry } from '../../src/mount/registry';
import { hydrationCounts } from '../../src/mount/prerendered';
import { createMountRuntime, type MountRuntime } from '../../src/mount/runtime';
import { selectProductList } from '../../src/store/catalog/productList';
import { ProductList } from '../../src/widgets/ProductList/ProductList';
import { makeProduct } from '../support/products';
import { createTestStore, testConfig } from '../support/renderWidget';
import { hydratePageAt, serverRender } from '../support/serverRender';

const products = [
  makeProduct({ id: 1, name: 'Viko Karre Anahtar', code: 'VK-1001' }),
  makeProduct({ id: 2, name: 'Makel Lillium Priz', code: 'MK-2002', seo: 'makel-lillium-priz' }),
];
const props = { path: '/viko', firstPage: { query: '', answer: { products, total: 2, limit: 24, page: 1 } } };

const placeholder = (html: string, prefix = 'b2b-ProductList-1-') =>
  `<div id="list" data-component="ProductList" data-props='${JSON.stringify(props)}' data-ssr="${prefix}">${html}</div>`;

let runtime: MountRuntime | null = null;
let warnSpy: jest.SpyInstance;
let errorSpy: jest.SpyInstance;

async function hydratePage(
  html: string,
  config: HostConfig,
  registry: WidgetRegistry = { ProductList: entry() },
) {
  const started = await hydratePageAt('/viko', html, config, registry);
  runtime = started.runtime;
  return started.store;
}

const entry = () => ({ load: () => Promise.resolve({ default: ProductList as never }) });

beforeEach(() => {
  hydrationCounts.hydrated = 0;
  hydrationCounts.mismatched = 0;
  warnSpy = jest.spyOn(console, 'warn');
  errorSpy = jest.spyOn(console, 'error');
});

afterEach(() => {
  act(() => runtime?.stop());
  runtime = null;
  document.body.innerHTML = '';
  warnSpy.mockRestore();
  errorSpy.mockRestore();
});

describe('a prerendered island (data-ssr)', () => {
  const config = testConfig();
  const html = () =>
    serverRender({ name: 'ProductList', props, config, url: '/viko', idPrefix: 'b2b-ProductList-1-' });

  it('is hydrated in place: the server’s rows stay the same DOM nodes, with nothing said in the console', async () => {
    document.body.innerHTML = placeholder(html());
    const firstRow = document.querySelector('.b2b-product-row');
    expect(firstRow).not.toBeNull();
    const store = await hydratePage(document.body.innerHTML, config);
    // The element was re-read from the same markup: take the row again and follow it from here.
    const row = document.querySelector('.b2b-product-row')!;
    await waitFor(() => expect(selectProductList(store.getState()).loaded).toBe(true));
    expect(document.querySelector('.b2b-product-row')).toBe(row);
    expect(row.isConnected).toBe(true);
    expect(hydrationCounts).toEqual({ hydrated: 1, mismatched: 0 });
    expect(document.getElementById('list')!.hasAttribute('data-ssr-mismatch')).toBe(false);
    expect(warnSpy).not.toHaveBeenCalled();
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('is live once hydrated: a quantity step answers', async () => {
    await hydratePage(placeholder(html()), config);
    const row = document.querySelector('.b2b-product-row')!;
    const [increase] = screen.getAllByRole('button', { name: 'Arttır' });
    await userEvent.click(increase!);
    expect((row.querySelector('input') as HTMLInputElement).value).toBe('2');
  });

  it('a markup that does not match is drawn again in the browser and said once', async () => {
    const stale = html().replace('>Viko Karre Anahtar</a>', '>Eski Ad</a>');
    errorSpy.mockImplementation(() => {}); // React's development build describes the mismatch too.
    await hydratePage(placeholder(stale), config);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Viko Karre Anahtar' })).toBeTruthy());
    expect(screen.queryByText('Eski Ad')).toBeNull();
    expect(hydrationCounts.mismatched).toBe(1);
    const ours = warnSpy.mock.calls.filter(([text]) =>
      String(text).startsWith('[b2b] placeholder "ProductList"'),
    );
    expect(ours).toHaveLength(1);
    expect(document.getElementById('list')!.hasAttribute('data-ssr-mismatch')).toBe(true);
  });

  it('a widget chunk that cannot be fetched shows the usual failure state instead of dead markup', async () => {
    errorSpy.mockImplementation(() => {});
    const failing = {
      load: () =>
        Promise.reject(Object.assign(new Error('Loading chunk 42 failed'), { name: 'ChunkLoadError' })),
    };
    await hydratePage(placeholder(html()), config, { ProductList: failing });
    expect(await screen.findByText('Bu bölüm yüklenemedi. Sayfayı yenileyip tekrar deneyin.')).toBeTruthy();
    expect(document.querySelector('.b2b-product-row')).toBeNull();
  });

  it('without data-ssr the placeholder is cleared and rendered as before', async () => {
    const plain = `<div id="list" data-component="ProductList" data-props='${JSON.stringify(props)}'>${html()}</div>`;
    document.body.innerHTML = plain;
    const serverRow = document.querySelector('.b2b-product-row');
    await hydratePage(plain, config);
    await waitFor(() => expect(document.querySelector('.b2b-product-row')).not.toBeNull());
    expect(document.querySelector('.b2b-product-row')).not.toBe(serverRow);
    expect(hydrationCounts.hydrated).toBe(0);
  });

  it('with data-load="visible" it is hydrated when it nears the view, its markup shown until then', async () => {
    const observers: { callback: IntersectionObserverCallback; observe: jest.Mock }[] = [];
    const original = window.IntersectionObserver;
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      const observer = { callback, observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn() };
      observers.push(observer);
      return observer;
    }) as unknown as typeof IntersectionObserver;
    try {
      const markup = placeholder(html()).replace('data-ssr=', 'data-load="visible" data-ssr=');
      window.history.replaceState(null, '', '/viko');
      document.body.innerHTML = markup;
      const row = document.querySelector('.b2b-product-row');
      runtime = createMountRuntime({
        store: createTestStore(config),
        registry: { ProductList: entry() },
        config,
      });
      act(() => runtime!.start());
      await waitFor(() => expect(observers).toHaveLength(1));
      expect(hydrationCounts.hydrated).toBe(0);
      expect(document.querySelector('.b2b-product-row')).toBe(row);
      act(() =>
        observers[0]!.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      await waitFor(() => expect(hydrationCounts.hydrated).toBe(1));
      expect(document.querySelector('.b2b-product-row')).toBe(row);
      expect(hydrationCounts.mismatched).toBe(0);
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it('unmounting the placeholder unmounts its root', async () => {
    await hydratePage(placeholder(html()), config);
    expect(document.querySelector('.b2b-product-row')).not.toBeNull();
    act(() => {
      runtime!.unmount(document.getElementById('list')!);
    });
    await waitFor(() => expect(document.querySelector('.b2b-product-row')).toBeNull());
  });
});

describe('a prerendered list with facets', () => {
  const config = testConfig();
  const hostile = "Marka $& $` $' $1 <script>alert(1)</script>\u0000 x";
  const facets = [
    {
      key: 'brand',
      label: hostile,
      kind: 'values',
      values: [
        { value: 'VIKO', label: 'Viko $&', count: 12 },
        { value: 'ABB', label: '<b>ABB</b>', count: 3 },
      ],
    },
    { key: 'price', label: 'Fiyat', kind: 'range', min: 10, max: 4800, currency: 'TRY' },
  ];
  const query = '?q=priz&filters=brand%3AVIKO';
  const facetProps = {
    path: '/viko',
    firstPage: { query, answer: { ...props.firstPage.answer, facets } },
  };
  // data-props in a single-quoted attribute: its quotes written as the entity.
  const attribute = JSON.stringify(facetProps).replace(/'/g, () => '&#39;');

  it('keeps the server’s facet nodes, the chosen value ticked, with nothing said in the console', async () => {
    const html = serverRender({
      name: 'ProductList',
      props: facetProps,
      config,
      url: `/viko${query}`,
      idPrefix: 'b2b-ProductList-1-',
    });
    const markup = `<div id="list" data-component="ProductList" data-props='${attribute}' data-ssr="b2b-ProductList-1-">${html}</div>`;
    window.history.replaceState(null, '', `/viko${query}`);
    document.body.innerHTML = markup;
    const serverBox = screen.getAllByRole('checkbox', { name: 'Viko $& (12)' })[0];
    expect((serverBox as HTMLInputElement).checked).toBe(true);

    const store = createTestStore(config);
    let rendered = false;
    runtime = createMountRuntime({ store, registry: { ProductList: entry() }, config });
    act(() => runtime!.start(undefined, () => (rendered = true)));
    await waitFor(() => expect(rendered).toBe(true));
    await waitFor(() => expect(selectProductList(store.getState()).loaded).toBe(true));

    const box = screen.getByRole('checkbox', { name: 'Viko $& (12)' }) as HTMLInputElement;
    expect(box).toBe(serverBox);
    expect(box.checked).toBe(true);
    expect(screen.getByRole('group', { name: /^Marka \$& \$` \$' \$1 <script>/ })).toBeTruthy();
    expect(hydrationCounts).toEqual({ hydrated: 1, mismatched: 0 });
    expect(warnSpy).not.toHaveBeenCalled();
    expect(errorSpy).not.toHaveBeenCalled();
  });
});
