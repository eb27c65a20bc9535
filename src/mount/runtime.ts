import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { HostConfig } from '../contract/hostConfig';
import type { AppStore } from '../store/core/appStore';
import { IslandSet } from './islands';
import { IslandsRoot } from './IslandsRoot';
import { findPlaceholders, readPlaceholder } from './placeholders';
import { isPrerendered } from './prerendered';
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
  config,
  doc = document,
}: MountRuntimeOptions): MountRuntime {
  const islands = new IslandSet();
  let root: Root | null = null;
  let container: HTMLElement | null = null;
  let observer: MutationObserver | null = null;
  let tracker: RenderTracker | null = null;

  function mount(scope: ParentNode = doc): number {
    const fresh = findPlaceholders(scope).filter((element) => !islands.has(element) && element.isConnected);
    // The placeholder's server-rendered content (a fallback, a "loading" text) gives way to the widget;
    // markup the host rendered for the widget itself (data-ssr) is hydrated in place instead.
    const added = fresh.map((element) => readPlaceholder(element, registry));
    for (const island of added) if (!isPrerendered(island)) island.element.replaceChildren();
    islands.add(added);
    return added.length;
  }

  function unmount(scope: ParentNode = doc): number {
    const removed = islands.removeWhere(
      (island) => scope === island.element || scope.contains(island.element),
    );
    for (const island of removed) tracker?.forget(island.id);
    return removed.length;
  }

  function onMutations(records: MutationRecord[]): void {
    if (records.some((record) => record.removedNodes.length > 0)) {
      for (const island of islands.removeWhere((i) => !i.element.isConnected)) tracker?.forget(island.id);
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
        islands
          .getSnapshot()
          .filter((island) => island.load === 'eager')
          .map((island) => island.id),
      );
      root = createRoot(container);
      root.render(createElement(IslandsRoot, { store, config, islands, onFirstCommit, tracker }));
      observer = new MutationObserver(onMutations);
      observer.observe(doc.body, { childList: true, subtree: true });
    },
    stop() {
      observer?.disconnect();
      root?.unmount();
      container?.remove();
      islands.removeWhere(() => true);
      observer = null;
      root = null;
      container = null;
      tracker = null;
    },
  };
}
