import { createContext, useContext, useEffect } from 'react';

/** What an island offers its widget: a way to keep the page's b2b:rendered event waiting. */
export interface RenderedSignal {
  /** Holds the island's "rendered" until the returned release is called. */
  hold(): () => void;
}

export const RenderedSignalContext = createContext<RenderedSignal | null>(null);

/**
 * A widget that shows data it fetches says when that data (or its failure) is on screen, so the
 * page's b2b:rendered event waits for it. Widgets that render from their props need nothing: an
 * island counts as rendered once its widget has committed.
 */
export function useRenderedWhen(ready: boolean): void {
  const signal = useContext(RenderedSignalContext);
  // The cleanup runs in the commit that shows the data: the hold ends with it on screen.
  useEffect(() => (ready || !signal ? undefined : signal.hold()), [ready, signal]);
}
