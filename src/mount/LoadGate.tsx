import { useEffect, useState, type ReactNode } from 'react';
import type { LoadStrategy } from './islands';

interface LoadGateProps {
  strategy: LoadStrategy;
  element: HTMLElement;
  placeholder: ReactNode;
  children: ReactNode;
}

/** Margin so a below-the-fold widget starts loading a little before it scrolls into view. */
const VISIBLE_MARGIN = '200px';

export function whenVisible(element: HTMLElement, go: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    go();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        go();
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

export function whenIdle(go: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(go, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(go, 1);
  return () => window.clearTimeout(handle);
}

/** Renders children (and so fetches the widget's chunk) only when the data-load strategy says so. */
export function LoadGate({ strategy, element, placeholder, children }: LoadGateProps) {
  const [open, setOpen] = useState(strategy === 'eager');
  useEffect(() => {
    if (open) return;
    const go = () => setOpen(true);
    return strategy === 'visible' ? whenVisible(element, go) : whenIdle(go);
  }, [open, strategy, element]);
  return <>{open ? children : placeholder}</>;
}
