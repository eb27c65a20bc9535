import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { HostConfig } from '../contract/hostConfig';
import { DEFAULT_CONFIG } from '../contract/hostConfigDefaults';
import type { AppStore } from '../store/core/appStore';
import type { Island } from './islands';
import { IslandView } from './IslandView';
import type { IslandSignal } from './renderTracker';

interface PrerenderedIslandProps {
  island: Island;
  store: AppStore;
  config?: HostConfig;
  signal: IslandSignal | null;
}

/**
 * A placeholder with server markup (data-ssr) is hydrated in a root of its own (a portal cannot
 * hydrate), from a chunk only such pages fetch; this keeps that root's life in step with the island's.
 * If the chunk cannot come, the island shows its usual failure state instead.
 */
export function PrerenderedIsland({
  island,
  store,
  config = DEFAULT_CONFIG,
  signal,
}: PrerenderedIslandProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let gone = false;
    let unmount: (() => void) | null = null;
    const fail = () => {
      if (gone) return;
      island.element.replaceChildren();
      setFailed(true);
    };
    import(/* webpackChunkName: "ssr-hydration" */ './hydration').then(({ hydrateIsland }) => {
      if (!gone) unmount = hydrateIsland(island, { store, config, signal, onLoadFailed: fail });
    }, fail);
    return () => {
      gone = true;
      unmount?.();
    };
  }, [island, store, config, signal]);
  return failed ? createPortal(<IslandView island={island} signal={signal} />, island.element) : null;
}
