import type { Island } from './islands';

/** The attribute a host puts on a placeholder whose markup it rendered (its value: the ids' prefix). */
export const SSR_ATTRIBUTE = 'data-ssr';

/** How the page's prerendered islands went: window.B2BStorefront.hydration, counted by tests. */
export const hydrationCounts = { hydrated: 0, mismatched: 0 };

/** A placeholder that arrived with server markup for a widget of this bundle: hydrated, never cleared. */
export const isPrerendered = (island: Island) =>
  island.content.kind === 'widget' && island.element.hasAttribute(SSR_ATTRIBUTE);
