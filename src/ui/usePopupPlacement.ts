import { useEffect, useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

const GAP = 4;
const MARGIN = 8;

/**
 * Where a popup (position: fixed) shows: under its anchor, above it when there is more room there,
 * always inside the window. Fixed to the window over the page, so no scroll box of a row clips it.
 */
export function usePopupPlacement(
  anchor: RefObject<HTMLElement | null>,
  popup: RefObject<HTMLElement | null>,
): CSSProperties {
  const [place, setPlace] = useState({ top: 0, left: 0, maxHeight: 0 });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const moved = () => setTick((n) => n + 1);
    window.addEventListener('resize', moved);
    window.addEventListener('scroll', moved, true);
    // The popup's own size changes too (its lists arrive, a message shows, its styles apply): each
    // change is measured again (the observer reports before the frame is painted), or a menu placed
    // while narrow runs past the window's edge once wide.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(moved);
    if (popup.current) resized?.observe(popup.current);
    return () => {
      window.removeEventListener('resize', moved);
      window.removeEventListener('scroll', moved, true);
      resized?.disconnect();
    };
  }, [popup]);
  // On opening, and whenever the window or the popup's size changed: measured as it now is.
  useLayoutEffect(() => {
    const box = anchor.current?.getBoundingClientRect();
    const menu = popup.current;
    if (!box || !menu) return;
    const width = menu.offsetWidth;
    const height = menu.scrollHeight;
    const viewWidth = document.documentElement.clientWidth;
    const below = window.innerHeight - box.bottom - GAP - MARGIN;
    const above = box.top - GAP - MARGIN;
    const down = below >= height || below >= above;
    const maxHeight = Math.max(down ? below : above, 120);
    const top = down ? box.bottom + GAP : Math.max(MARGIN, box.top - GAP - Math.min(height, maxHeight));
    // Starts at the button's left edge; ends at its right edge when that would leave the window.
    const start = box.left + width > viewWidth - MARGIN ? box.right - width : box.left;
    const left = Math.max(MARGIN, Math.min(start, viewWidth - width - MARGIN));
    setPlace((was) =>
      was.top === top && was.left === left && was.maxHeight === maxHeight ? was : { top, left, maxHeight },
    );
  }, [anchor, popup, tick]);
  return place;
}
