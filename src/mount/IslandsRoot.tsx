import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Provider } from 'react-redux';
import type { HostConfig } from '../contract/hostConfig';
import type { AppStore } from '../store/core/appStore';
import type { IslandSet } from './islands';
import { IslandView } from './IslandView';
import { PrerenderedIsland } from './PrerenderedIsland';
import { isPrerendered } from './prerendered';
import type { RenderTracker } from './renderTracker';
import { ToastSlot } from './ToastSlot';

interface IslandsRootProps {
  store: AppStore;
  /** The config block the store was made from (a prerendered island hydrates from its first state). */
  config?: HostConfig;
  islands: IslandSet;
  /** Called once, after the first commit of every island found at start. */
  onFirstCommit?: () => void;
  /** Follows the eager islands found at start until their data is on screen (b2b:rendered). */
  tracker?: RenderTracker;
}

/** The one React root: a Provider and a toast container, and every island rendered through a portal. */
export function IslandsRoot({ store, config, islands, onFirstCommit, tracker }: IslandsRootProps) {
  const list = useSyncExternalStore(islands.subscribe, islands.getSnapshot, islands.getSnapshot);
  const committed = useRef(false);
  useEffect(() => {
    if (committed.current) return;
    committed.current = true;
    onFirstCommit?.();
    tracker?.arm();
  }, [onFirstCommit, tracker]);
  return (
    <Provider store={store}>
      <ToastSlot />
      {list.map((island) => {
        const signal = tracker?.signalFor(island.id) ?? null;
        return isPrerendered(island) ? (
          <PrerenderedIsland key={island.id} island={island} store={store} config={config} signal={signal} />
        ) : (
          createPortal(<IslandView island={island} signal={signal} />, island.element, String(island.id))
        );
      })}
    </Provider>
  );
}
