import { useEffect, useLayoutEffect } from 'react';

/**
 * A layout effect in the browser; on a server render (no window), where no effect runs at all, the
 * plain effect, so React's server renderer has nothing to warn about.
 */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
