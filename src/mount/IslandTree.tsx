import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore, RootState } from '../store/core/appStore';
import { BROWSER_PAGE_URL, PageUrlContext, type PageUrl } from '../ui/pageUrl';
import { RenderedSignalContext } from '../ui/renderedSignal';
import { IslandBoundary } from './IslandBoundary';
import { Committed, IslandFailure } from './IslandView';
import type { IslandSignal } from './renderTracker';

interface IslandTreeProps {
  store: AppStore;
  /** The state the server rendered from: hydration reads it, the next render the store's own. */
  serverState?: RootState;
  /** The page's address; the browser's live one when left out. */
  url?: PageUrl;
  name: string;
  signal: IslandSignal | null;
  children?: ReactNode;
}

/**
 * One prerendered island's whole React tree, the same on the server (src/ssr) and in the browser's
 * hydration: the same components in the same places give the same markup and the same useId ids.
 * Nothing here renders an element of its own.
 */
export function IslandTree({ store, serverState, url, name, signal, children }: IslandTreeProps) {
  const content = (
    <IslandBoundary
      name={name}
      fallback={(error) => <IslandFailure name={name} error={error} signal={signal} />}
    >
      <RenderedSignalContext.Provider value={signal}>
        {children}
        <Committed signal={signal} />
      </RenderedSignalContext.Provider>
    </IslandBoundary>
  );
  return (
    <Provider store={store} serverState={serverState}>
      <PageUrlContext.Provider value={url ?? BROWSER_PAGE_URL}>{content}</PageUrlContext.Provider>
    </Provider>
  );
}
