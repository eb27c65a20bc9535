import { createElement, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { AppStore, RootState } from '../store/core/appStore';
import { configureAppStore } from '../store/core/appStore';
import { rootReducer } from '../store/core/rootReducer';
import type { HostConfig } from '../contract/hostConfig';
import type { Island } from './islands';
import { IslandTree } from './IslandTree';
import { whenIdle, whenVisible } from './LoadGate';
import { hydrationCounts, SSR_ATTRIBUTE } from './prerendered';
import type { IslandSignal } from './renderTracker';
import { BROWSER_PAGE_URL } from '../ui/pageUrl';

/**
 * The state a server render starts from: what the config gives, before any effect. Hydration reads
 * it (react-redux's serverState), so a cart or a session the sagas loaded in the meantime cannot
 * make the first render differ from the server's; the next render shows the store as it is.
 */
let serverState: RootState | null = null;
function serverStateFor(config: HostConfig): RootState {
  serverState ??= configureAppStore({ config }).getState();
  return serverState;
}

export interface HydrationOptions {
  store: AppStore;
  config: HostConfig;
  /** The render tracker's signal of the island. */
  signal: IslandSignal | null;
  /** The widget's chunk could not be fetched: the island shows its usual failure state instead. */
  onLoadFailed: () => void;
}

/** Ids of a prerendered island: the host's prefix, so two islands (and the portals' root) never share one. */
const idPrefixOf = (island: Island) => island.element.getAttribute(SSR_ATTRIBUTE) || `b2b-${island.name}-`;

/**
 * Hydrates one prerendered island in its own root (a portal cannot hydrate) on the shared store,
 * when its data-load strategy says so; returns how to unmount it. Markup that does not match is
 * drawn again in the browser (React replaces it in the same commit, so nothing flashes) and said
 * once in the console. A chunk of its own: pages without prerendered islands fetch none of this.
 */
export function hydrateIsland(island: Island, options: HydrationOptions): () => void {
  const { element, content } = island;
  if (content.kind !== 'widget') return () => {};
  let root: Root | null = null;
  let gone = false;
  let reported = false;

  const hydrate = () => {
    content.entry.load().then(
      ({ default: Widget, seed }) => {
        if (gone || !element.isConnected) return;
        element.setAttribute('data-b2b-mounted', '');
        hydrationCounts.hydrated += 1;
        // The host's embedded answer: the server rendered from it, and the store starts from it
        // too (unless an answer of its own came first), so the frame after hydration is the same.
        const seeded = seed?.(content.props, BROWSER_PAGE_URL) ?? null;
        const fromConfig = serverStateFor(options.config);
        if (seeded) options.store.dispatch(seeded);
        const tree = createElement(
          IslandTree,
          {
            store: options.store,
            serverState: seeded ? rootReducer(fromConfig, seeded) : fromConfig,
            name: island.name,
            signal: options.signal,
          },
          createElement(Widget, content.props),
        );
        // In a transition the hydration gets a transition lane, which React renders in 5 ms slices
        // between the browser's own work: a phone's slowed CPU no longer spends one long task
        // hydrating a whole list while the page cannot answer a tap.
        startTransition(() => {
          root = hydrateRoot(element, tree, {
            identifierPrefix: idPrefixOf(island),
            onRecoverableError: (error) => {
              if (reported) return;
              reported = true;
              hydrationCounts.mismatched += 1;
              element.setAttribute('data-ssr-mismatch', '');
              console.warn(
                `[b2b] placeholder "${island.name}": its server markup did not match; it was drawn again in the browser.`,
                error,
              );
            },
          });
        });
      },
      () => {
        if (!gone) options.onLoadFailed();
      },
    );
  };

  const cancel =
    island.load === 'visible'
      ? whenVisible(element, hydrate)
      : island.load === 'idle'
        ? whenIdle(hydrate)
        : (hydrate(), () => {});
  return () => {
    gone = true;
    cancel();
    const mounted = root;
    root = null;
    // Called from the islands' root's commit: React unmounts another root only once that is done.
    if (mounted) queueMicrotask(() => mounted.unmount());
    element.removeAttribute('data-b2b-mounted');
  };
}
