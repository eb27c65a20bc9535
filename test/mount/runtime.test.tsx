import { act, screen, waitFor } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { READY_EVENT, RENDERED_EVENT } from '../../src/contract/domEvents';
import type { IslandProps } from '../../src/contract/widgetProps';
import type { WidgetEntry, WidgetRegistry } from '../../src/mount/registry';
import { createMountRuntime, type MountRuntime } from '../../src/mount/runtime';
import { useRenderedWhen } from '../../src/ui/renderedSignal';
import { createTestStore } from '../support/renderWidget';

function Greeting(props: IslandProps) {
  const [clicks, setClicks] = useState(0);
  return (
    <button onClick={() => setClicks(clicks + 1)}>
      Merhaba {String(props.who ?? 'dünya')} {clicks}
    </button>
  );
}

function Exploding(): never {
  throw new Error('boom');
}

const entry = (component: (props: IslandProps) => JSX.Element): WidgetEntry => ({
  load: () => Promise.resolve({ default: component }),
});

const registry: WidgetRegistry = {
  ProductList: entry(Greeting),
  CartIcon: entry(Exploding),
};

let runtime: MountRuntime | null = null;
let errorSpy: jest.SpyInstance;
let warnSpy: jest.SpyInstance;

function start(html: string, reg: WidgetRegistry = registry, onFirstCommit?: () => void) {
  document.body.innerHTML = html;
  runtime = createMountRuntime({ store: createTestStore(), registry: reg });
  act(() => runtime!.start(onFirstCommit));
  return runtime;
}

beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  act(() => runtime?.stop());
  runtime = null;
  document.body.innerHTML = '';
  errorSpy.mockRestore();
  warnSpy.mockRestore();
});

describe('mount runtime', () => {
  it('renders a widget into its placeholder with the parsed data-props', async () => {
    start(`<div id="a" data-component="ProductList" data-props='{"who":"bayi1"}'>sunucu içeriği</div>`);
    const button = await screen.findByRole('button', { name: 'Merhaba bayi1 0' });
    expect(document.getElementById('a')!.contains(button)).toBe(true);
    expect(document.getElementById('a')!.textContent).not.toContain('sunucu içeriği');
  });

  it('keeps the other island working when one throws, and logs the failing placeholder name', async () => {
    start(`<div id="a" data-component="CartIcon"></div><div id="b" data-component="ProductList"></div>`);
    const button = await screen.findByRole('button', { name: /Merhaba/ });
    act(() => button.click());
    expect(button).toHaveProperty('textContent', 'Merhaba dünya 1');
    await waitFor(() =>
      expect(document.getElementById('a')!.textContent).toBe('Bu bölüm şu anda gösterilemiyor.'),
    );
    expect(errorSpy.mock.calls.some((call) => String(call[0]).includes('widget "CartIcon" failed'))).toBe(
      true,
    );
  });

  it('reports an unknown name listing the known ones, and still mounts the rest', async () => {
    start(`<div id="x" data-component="ShoppingList"></div><div data-component="ProductList"></div>`);
    await screen.findByRole('button', { name: /Merhaba/ });
    expect(document.getElementById('x')!.textContent).toBe('Bilinmeyen bileşen: ShoppingList');
    const message = errorSpy.mock.calls
      .map((call) => String(call[0]))
      .find((m) => m.includes('ShoppingList'));
    expect(message).toContain('unknown component; known: CartIcon, ProductList');
  });

  it('reports a spec name that is not built as not available, never as a finished widget', () => {
    start(`<div id="x" data-component="Checkout"></div>`);
    expect(document.getElementById('x')!.textContent).toBe('Bu bölüm bu sürümde henüz bulunmuyor.');
    expect(
      warnSpy.mock.calls.some((call) => String(call[0]).includes('"Checkout": not available in this build')),
    ).toBe(true);
  });

  it('reports bad data-props JSON on that placeholder only', async () => {
    start(
      `<div id="x" data-component="ProductList" data-props='{"who":'></div><div data-component="ProductList"></div>`,
    );
    await screen.findByRole('button', { name: /Merhaba/ });
    expect(document.getElementById('x')!.textContent).toBe('Bu bölümün ayarları okunamadı.');
    expect(errorSpy.mock.calls.some((call) => String(call[0]).includes('data-props is not valid JSON'))).toBe(
      true,
    );
  });

  it('rejects data-props that are JSON but not an object', () => {
    start(`<div id="x" data-component="ProductList" data-props='[1,2]'></div>`);
    expect(document.getElementById('x')!.textContent).toBe('Bu bölümün ayarları okunamadı.');
  });

  it('shows a chunk that fails to load as a per-placeholder error', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
    start(`<div id="x" data-component="Cart"></div><div data-component="ProductList"></div>`, {
      ...registry,
      Cart: { load: () => Promise.reject(chunkError) },
    });
    await screen.findByRole('button', { name: /Merhaba/ });
    await waitFor(() =>
      expect(document.getElementById('x')!.textContent).toBe(
        'Bu bölüm yüklenemedi. Sayfayı yenileyip tekrar deneyin.',
      ),
    );
  });

  it('mounts placeholders added later and unmounts removed ones', async () => {
    start(`<main id="main"></main>`);
    const late = document.createElement('div');
    late.innerHTML = `<section><div data-component="ProductList" data-props='{"who":"geç"}'></div></section>`;
    act(() => document.getElementById('main')!.appendChild(late));
    await screen.findByRole('button', { name: 'Merhaba geç 0' });
    expect(runtime!.islands.getSnapshot()).toHaveLength(1);
    await act(async () => late.remove());
    expect(runtime!.islands.getSnapshot()).toHaveLength(0);
  });

  it('is harmless to mount twice', async () => {
    start(`<div data-component="ProductList"></div>`);
    await screen.findByRole('button', { name: /Merhaba/ });
    let added = -1;
    act(() => {
      added = runtime!.mount();
    });
    expect(added).toBe(0);
    expect(screen.getAllByRole('button', { name: /Merhaba/ })).toHaveLength(1);
  });

  it('unmounts and remounts a subtree on request', async () => {
    start(`<div id="zone"><div data-component="ProductList"></div></div>`);
    await screen.findByRole('button', { name: /Merhaba/ });
    act(() => {
      runtime!.unmount(document.getElementById('zone')!);
    });
    expect(screen.queryByRole('button', { name: /Merhaba/ })).toBeNull();
    act(() => {
      runtime!.mount(document.getElementById('zone')!);
    });
    await screen.findByRole('button', { name: /Merhaba/ });
  });

  it('calls back once after the first commit (b2b:ready is raised from there)', () => {
    const ready = jest.fn();
    start(`<div data-component="ProductList"></div>`, registry, ready);
    expect(ready).toHaveBeenCalledTimes(1);
    expect(READY_EVENT).toBe('b2b:ready');
  });
});

describe('data-load strategies', () => {
  let observed: Element[];
  let trigger: (visible: boolean) => void;

  beforeEach(() => {
    observed = [];
    class FakeIntersectionObserver {
      constructor(private callback: IntersectionObserverCallback) {
        trigger = (visible) =>
          this.callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as never);
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    }
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
  });

  afterEach(() => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('fetches a data-load="visible" chunk only once the placeholder is seen', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting }));
    start(`<div id="c" data-component="Campaign" data-load="visible"></div>`, {
      Campaign: { load },
    });
    expect(observed).toEqual([document.getElementById('c')]);
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelector('#c .b2b-skeleton')).not.toBeNull();
    act(() => trigger(false));
    expect(load).not.toHaveBeenCalled();
    act(() => trigger(true));
    await screen.findByRole('button', { name: /Merhaba/ });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches a data-load="idle" chunk when the browser is idle', async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn(() => Promise.resolve({ default: Greeting }));
      start(`<div data-component="Campaign" data-load="idle"></div>`, {
        Campaign: { load },
      });
      expect(load).not.toHaveBeenCalled();
      act(() => {
        jest.runOnlyPendingTimers();
      });
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('widget props decoding', () => {
  it('shows the bad-props state when a widget rejects the shape of its data-props', async () => {
    const { decode, object, str } = await import('../../src/contract/decode');
    function Strict(props: IslandProps) {
      const { code } = decode(object({ code: str }), props, 'data-props');
      return <p>{code}</p>;
    }
    start(`<div id="x" data-component="ProductPrice" data-props='{"code":5}'></div>`, {
      ProductPrice: entry(Strict),
    });
    await waitFor(() =>
      expect(document.getElementById('x')!.textContent).toBe('Bu bölümün ayarları okunamadı.'),
    );
  });
});

describe('toast container', () => {
  it('is rendered only once the first notice arrives, and shows it', async () => {
    const { notify } = await import('../../src/store/core/ui');
    const store = createTestStore();
    document.body.innerHTML = '<div data-component="ProductList"></div>';
    runtime = createMountRuntime({ store, registry });
    act(() => runtime!.start());
    await screen.findByRole('button', { name: /Merhaba/ });
    expect(document.querySelector('.Toastify')).toBeNull();
    act(() => {
      store.dispatch(
        notify({ kind: 'error', message: 'Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.' }),
      );
    });
    expect(await screen.findByText('Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.')).toBeTruthy();
    expect(document.querySelector('.Toastify__toast-container--top-center')).not.toBeNull();
  });
});

describe('b2b:rendered', () => {
  let showData: (() => void) | null = null;
  /** A widget that fetches: it holds the page's "rendered" until its data shows. */
  function Fetching() {
    const [ready, setReady] = useState(false);
    showData = () => setReady(true);
    useRenderedWhen(ready);
    return <p>{ready ? 'veri geldi' : 'yükleniyor'}</p>;
  }

  function startTracked(html: string, reg: WidgetRegistry) {
    const ready = jest.fn();
    const rendered = jest.fn(() => expect(ready).toHaveBeenCalled());
    document.body.innerHTML = html;
    runtime = createMountRuntime({ store: createTestStore(), registry: reg });
    act(() => runtime!.start(ready, rendered));
    return { ready, rendered };
  }

  afterEach(() => {
    showData = null;
  });

  it('comes once every eager island shows its data, after b2b:ready', async () => {
    const { ready, rendered } = startTracked(
      `<div data-component="ProductList"></div><div data-component="CartIcon"></div>`,
      { ProductList: entry(Fetching), CartIcon: entry(Greeting) },
    );
    expect(ready).toHaveBeenCalledTimes(1);
    await screen.findByText('yükleniyor');
    await screen.findByRole('button', { name: /Merhaba/ });
    expect(rendered).not.toHaveBeenCalled();
    act(() => showData!());
    await screen.findByText('veri geldi');
    expect(rendered).toHaveBeenCalledTimes(1);
    act(() => runtime!.mount());
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(RENDERED_EVENT).toBe('b2b:rendered');
  });

  it('counts an island in its error state as rendered, and does not wait for a visible-only one', async () => {
    const never = jest.fn(() => new Promise<never>(() => {}));
    const { rendered } = startTracked(
      `<div data-component="CartIcon"></div><div data-component="Nope"></div>
       <div data-component="Campaign" data-load="visible"></div>`,
      { CartIcon: entry(Exploding), Campaign: { load: never } },
    );
    // (jsdom has no IntersectionObserver: the campaign's chunk is asked for, and never comes.)
    await waitFor(() => expect(rendered).toHaveBeenCalledTimes(1));
  });

  it('waits for a chunk still loading, and not for an island removed before it rendered', async () => {
    let resolve: (module: { default: typeof Greeting }) => void = () => {};
    const slow = () => new Promise<{ default: typeof Greeting }>((r) => (resolve = r));
    const { rendered } = startTracked(
      `<div data-component="CartIcon"></div><div id="gone" data-component="ProductList"></div>`,
      { CartIcon: { load: slow }, ProductList: entry(Fetching) },
    );
    await screen.findByText('yükleniyor');
    act(() => {
      runtime!.unmount(document.getElementById('gone')!);
    });
    expect(rendered).not.toHaveBeenCalled();
    await act(async () => resolve({ default: Greeting }));
    await screen.findByRole('button', { name: /Merhaba/ });
    expect(rendered).toHaveBeenCalledTimes(1);
  });

  it('comes right after b2b:ready on a page without placeholders', () => {
    const { ready, rendered } = startTracked('<p>boş sayfa</p>', registry);
    expect(ready).toHaveBeenCalledTimes(1);
    expect(rendered).toHaveBeenCalledTimes(1);
  });
});

describe('an island keeps its props object', () => {
  it('a placeholder added later re-renders no mounted widget with new props: its decoded props and state stay', async () => {
    const seen: IslandProps[] = [];
    function Recording(props: IslandProps) {
      const [clicks, setClicks] = useState(0);
      // What widgets do: decode once per props object, and act on a decoded value.
      const decoded = useMemo(() => {
        seen.push(props);
        return String(props.who);
      }, [props]);
      return (
        <button onClick={() => setClicks(clicks + 1)}>
          {decoded} {clicks}
        </button>
      );
    }
    start(`<main id="main"><div data-component="ProductList" data-props='{"who":"ilk"}'></div></main>`, {
      ...registry,
      ProductList: entry(Recording),
    });
    const first = await screen.findByRole('button', { name: 'ilk 0' });
    act(() => first.click());
    await screen.findByRole('button', { name: 'ilk 1' });
    const late = document.createElement('div');
    late.innerHTML = `<div data-component="ProductList" data-props='{"who":"geç"}'></div>`;
    act(() => document.getElementById('main')!.appendChild(late));
    await screen.findByRole('button', { name: 'geç 0' });
    expect(screen.getByRole('button', { name: 'ilk 1' })).toBeTruthy();
    // Each island decoded its props once: the first was not handed a new object when the second came.
    expect(seen.map((props) => props.who)).toEqual(['ilk', 'geç']);
  });
});
