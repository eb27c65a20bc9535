import { useCallback, useSyncExternalStore } from 'react';

/** The top bar's breakpoint: "medium and wider" starts at 768 px (phones are narrower). */
export const MEDIUM_AND_WIDER = '(min-width: 768px)';

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/**
 * Whether a media query matches, following changes (a rotated tablet, a resized window). Without
 * matchMedia (very old browsers) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => mediaList(query)?.matches ?? fallback;
  return useSyncExternalStore(subscribe, snapshot, () => fallback);
}
