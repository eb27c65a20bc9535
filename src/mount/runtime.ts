import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { HostConfig } from '../contract/hostConfig';
import { DEFAULT_CONFIG } from '../contract/hostConfigDefaults';
import type { AppStore } from '../store/appStore';
import { hydrateIsland, isPrerendered } from './hydration';
import { IslandSet, type Island } from './islands';
import { IslandsRoot } from './IslandsRoot';
import { findPlaceholders, readPlaceholder } from './placeholders';
import type { WidgetRegistry } from './registry';
import { RenderTracker } from './renderTracker';

export interface MountRuntime {
  /** Mounts every placeholder at or below root that is not mounted yet; returns how many were added. */
  mount(root?: ParentNode): number;
  /** Unmounts every island at or below root. */
  unmount(root?: ParentNode): number;
  /**
   * Renders the React root, mounts the page and starts watching for placeholders added or removed
   * later. onFirstCommit: the first mount pass has committed (b2b:ready); onRendered: every eager
   * island found at start shows its widget with its data, or its error (b2b:rendered).
   */
  start(onFirstCommit?: () => void, onRendered?: () => void): void;
  stop(): void;
  readonly islands: IslandSet;
}

export interface MountRuntimeOptions {
  store: AppStore;
  registry: WidgetRegistry;
  /** The config block the store was made from: a prerendered island hydrates from its first state. */
  config?: HostConfig;
  doc?: Document;
}

export function createMountRuntime({
  store,
  registry,
  config = DEFAULT_CONFIG,
  doc = document,
}: MountRuntimeOptions): MountRuntime {
  const islands = new IslandSet();
  // Prerendered islands (data-ssr) live in roots of their own, not in the portals' root.
  const hydrated = new Map<HTMLElement, { island: Island; unmount: () => void }>();
  let root: Root | null = null;
  let container: HTMLElement | null = null;
  let observer: MutationObserver | null = null;
  let tracker: RenderTracker | null = null;

  /** A prerendered island whose chunk failed: cleared, it shows the usual failure state as a portal. */
  function asPortal(island: Island): void {
    hydrated.get(island.element)?.unmount();
    hydrated.delete(island.element);
    island.element.replaceChildren();
    islands.add([island]);
  }

  function hydrate(island: Island): void {
    const unmountIsland = hydrateIsland(island, {
      store,
      config,
      signalFor: (id) => tracker?.signalFor(id) ?? null,
      onLoadFailed: asPortal,
    });
    hydrated.set(island.element, { island, unmount: unmountIsland });
  }

  function mount(scope: ParentNode = doc): number {
    const fresh = findPlaceholders(scope).filter(
      (element) => !islands.has(element) && !hydrated.has(element) && element.isConnected,
    );
    const added = fresh.map((element) => readPlaceholder(element, registry));
    const portals = added.filter((island) => !isPrerendered(island));
    // The placeholder's server-rendered content (a fallback, a "loading" text) gives way to the widget;
    // markup the host rendered for the widget itself (data-ssr) is hydrated in place instead.
    for (const island of portals) island.element.replaceChildren();
    islands.add(portals);
    for (const island of added) if (isPrerendered(island)) hydrate(island);
    return added.length;
  }

  /** Removes the prerendered islands the predicate picks; returns them. */
  function removeHydrated(predicate: (island: Island) => boolean): Island[] {
    const removed = [...hydrated.values()].filter(({ island }) => predicate(island));
    for (const { island, unmount: unmountIsland } of removed) {
      unmountIsland();
      hydrated.delete(island.element);
    }
    return removed.map(({ island }) => island);
  }

  function unmount(scope: ParentNode = doc): number {
    const inScope = (island: Island) => scope === island.element || scope.contains(island.element);
    const removed = [...islands.removeWhere(inScope), ...removeHydrated(inScope)];
    for (const island of removed) tracker?.forget(island.id);
    return removed.length;
  }

  function onMutations(records: MutationRecord[]): void {
    if (records.some((record) => record.removedNodes.length > 0)) {
      const gone = (island: Island) => !island.element.isConnected;
      for (const island of [...islands.removeWhere(gone), ...removeHydrated(gone)])
        tracker?.forget(island.id);
    }
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof HTMLElement && node !== container) mount(node);
      });
    }
  }

  return {
    islands,
    mount,
    unmount,
    start(onFirstCommit, onRendered) {
      container = doc.createElement('div');
      container.id = 'b2b-storefront-root';
      doc.body.appendChild(container);
      mount(doc);
      tracker = new RenderTracker(() => onRendered?.());
      tracker.expect(
        [...islands.getSnapshot(), ...[...hydrated.values()].map(({ island }) => island)]
          .filter((island) => island.load === 'eager')
          .map((island) => island.id),
      );
      root = createRoot(container);
      root.render(createElement(IslandsRoot, { store, islands, onFirstCommit, tracker }));
      observer = new MutationObserver(onMutations);
      observer.observe(doc.body, { childList: true, subtree: true });
    },
    stop() {
      observer?.disconnect();
      root?.unmount();
      container?.remove();
      islands.removeWhere(() => true);
      removeHydrated(() => true);
      observer = null;
      root = null;
      container = null;
      tracker = null;
    },
  };
}
