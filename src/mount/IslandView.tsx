import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useT } from '../i18n/useT';
import { InlineError } from '../ui/InlineError';
import { IslandSkeleton } from '../ui/Skeleton';
import { IslandBoundary } from './IslandBoundary';
import type { Island } from './islands';
import type { WidgetEntry, WidgetProps } from './registry';
import { LoadGate } from './LoadGate';

const lazyComponents = new WeakMap<WidgetEntry, LazyExoticComponent<ComponentType<WidgetProps>>>();

/** One lazy component per widget, shared by all its islands, so its chunk is fetched once. */
function lazyWidget(entry: WidgetEntry) {
  let component = lazyComponents.get(entry);
  if (!component) {
    component = lazy(entry.load);
    lazyComponents.set(entry, component);
  }
  return component;
}

function isChunkError(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /loading (css )?chunk/i.test(error.message);
}

/** Widgets decode their data-props with the contract's decoders; a wrong shape throws a DecodeError. */
function failureLabel(error: Error) {
  if (isChunkError(error)) return 'mount.chunkFailed' as const;
  if (error.name === 'DecodeError') return 'mount.badProps' as const;
  return 'mount.failed' as const;
}

/** What one placeholder shows: its widget, or a small inline state saying why not. */
export function IslandView({ island }: { island: Island }) {
  const t = useT();
  const { content } = island;
  switch (content.kind) {
    case 'unknown':
      return (
        <InlineError message={t('mount.unknown', { name: island.name })} detail={content.known.join(', ')} />
      );
    case 'unavailable':
      return <InlineError message={t('mount.unavailable')} detail={island.name} />;
    case 'badProps':
      return <InlineError message={t('mount.badProps')} detail={content.reason} />;
    case 'widget': {
      const Widget = lazyWidget(content.entry);
      const skeleton = <IslandSkeleton name={island.name} label={t('common.loading')} />;
      return (
        <IslandBoundary
          name={island.name}
          fallback={(error) => (
            <InlineError message={t(failureLabel(error))} detail={`${island.name}: ${error.message}`} />
          )}
        >
          <LoadGate strategy={island.load} element={island.element} placeholder={skeleton}>
            <Suspense fallback={skeleton}>
              <Widget {...content.props} />
            </Suspense>
          </LoadGate>
        </IslandBoundary>
      );
    }
  }
}
