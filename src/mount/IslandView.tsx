import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { usePageT } from '../i18n/usePageT';
import { InlineError } from '../ui/InlineError';
import { RenderedSignalContext } from '../ui/renderedSignal';
import { IslandSkeleton } from '../ui/Skeleton';
import { IslandBoundary } from './IslandBoundary';
import type { Island } from './islands';
import type { IslandProps } from '../contract/widgetProps';
import type { WidgetEntry } from './registry';
import { LoadGate } from './LoadGate';
import type { IslandSignal } from './renderTracker';

function isChunkError(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /loading (css )?chunk/i.test(error.message);
}

/** Widgets decode their data-props with the contract's decoders; a wrong shape throws a DecodeError. */
function failureLabel(error: Error) {
  if (isChunkError(error)) return 'mount.chunkFailed' as const;
  if (error.name === 'DecodeError') return 'mount.badProps' as const;
  return 'mount.failed' as const;
}

/** Tells the render tracker the island's content has committed (after its widget's own effects). */
export function Committed({ signal }: { signal: IslandSignal | null }) {
  useEffect(() => signal?.committed(), [signal]);
  return null;
}

/** What an island shows when its widget failed: why, in the page's language; it counts as rendered. */
export function IslandFailure({
  name,
  error,
  signal,
}: {
  name: string;
  error: Error;
  signal: IslandSignal | null;
}) {
  const t = usePageT();
  return (
    <>
      <InlineError message={t(failureLabel(error))} detail={`${name}: ${error.message}`} />
      <Committed signal={signal} />
    </>
  );
}

const lazyComponents = new WeakMap<WidgetEntry, LazyExoticComponent<ComponentType<IslandProps>>>();

/** One lazy component per widget, shared by all its islands, so its chunk is fetched once. */
function lazyWidget(entry: WidgetEntry) {
  let component = lazyComponents.get(entry);
  if (!component) {
    component = lazy(entry.load);
    lazyComponents.set(entry, component);
  }
  return component;
}

/** What one placeholder shows: its widget, or a small inline state saying why not. */
export function IslandView({ island, signal = null }: { island: Island; signal?: IslandSignal | null }) {
  const t = usePageT();
  const { content, element } = island;
  // One element, so one props object, for the island's life: widgets decode their data-props with
  // useMemo([props]), and a fresh object on every render of the islands root (a placeholder added
  // later, host navigation) decoded them again and re-ran what depends on them.
  const widget = useMemo(
    () => (content.kind === 'widget' ? createElement(lazyWidget(content.entry), content.props) : null),
    [content],
  );
  // From the first commit on the island holds its own height: a widget that renders nothing takes none.
  useLayoutEffect(() => {
    element.setAttribute('data-b2b-mounted', '');
    return () => element.removeAttribute('data-b2b-mounted');
  }, [element]);
  const done = <Committed signal={signal} />;
  if (content.kind !== 'widget') {
    const [message, detail] =
      content.kind === 'unknown'
        ? [t('mount.unknown', { name: island.name }), content.known.join(', ')]
        : content.kind === 'unavailable'
          ? [t('mount.unavailable'), island.name]
          : [t('mount.badProps'), content.reason];
    return (
      <>
        <InlineError message={message} detail={detail} />
        {done}
      </>
    );
  }
  const skeleton = <IslandSkeleton name={island.name} label={t('common.loading')} />;
  return (
    <IslandBoundary
      name={island.name}
      fallback={(error) => <IslandFailure name={island.name} error={error} signal={signal} />}
    >
      <RenderedSignalContext.Provider value={signal}>
        <LoadGate strategy={island.load} element={element} placeholder={skeleton}>
          <Suspense fallback={skeleton}>
            {widget}
            {done}
          </Suspense>
        </LoadGate>
      </RenderedSignalContext.Provider>
    </IslandBoundary>
  );
}
