import './ui/base.css';
import './mount/skeletons.css';
import { readConfig } from './config/readConfig';
import { loadLabelTable } from './i18n/translate';
import { emitReady, emitRendered } from './contract/domEvents';
import { widgetRegistry } from './mount/registry';
import { hydrationCounts } from './mount/prerendered';
import { createMountRuntime } from './mount/runtime';
import { createAppStore } from './app/createAppStore';
import { faultReportOpenRequested } from './store/core/ui';
import { VERSION } from './version';

export interface B2BStorefrontApi {
  version: string;
  mount(root?: ParentNode): number;
  unmount(root?: ParentNode): number;
  openFaultReport(): void;
  store: { subscribe(listener: () => void): () => void; getState(): unknown };
  /** Prerendered (data-ssr) islands hydrated so far, and those whose markup did not match. */
  readonly hydration: { hydrated: number; mismatched: number };
}

declare global {
  interface Window {
    B2BStorefront?: B2BStorefrontApi;
  }
}

async function boot(): Promise<void> {
  if (window.B2BStorefront) {
    console.warn('[b2b] the storefront bundle was loaded twice; the second copy does nothing.');
    return;
  }
  const config = readConfig();
  try {
    await loadLabelTable(config.locale);
  } catch (error) {
    // The core labels (loading, the mount states, the API failures) are in the entry; the rest shows keys.
    console.error(`[b2b] labels for "${config.locale}" could not be loaded.`, error);
  }
  const store = createAppStore({ config });
  const runtime = createMountRuntime({ store, registry: widgetRegistry, config });
  window.B2BStorefront = {
    version: VERSION,
    mount: (root) => runtime.mount(root),
    unmount: (root) => runtime.unmount(root),
    openFaultReport: () => {
      // Nothing could ever open on a page without the picker: say so instead of doing nothing.
      if (document.querySelector('[data-component="FaultReport"]'))
        store.dispatch(faultReportOpenRequested());
      else console.warn('[b2b] openFaultReport(): this page has no FaultReport placeholder.');
    },
    store: { subscribe: store.subscribe, getState: store.getState },
    hydration: hydrationCounts,
  };
  runtime.start(
    () => emitReady(),
    () => emitRendered(),
  );
}

const start = () => void boot();
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
