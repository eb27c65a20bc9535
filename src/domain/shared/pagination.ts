/** Page links of the product and order lists: a page number or a gap. */
export type PageItem = number | 'ellipsis';

/** Thresholds of the spec: all pages up to 10; 5 pages at each end; 7 pages in an end block. */
export const PAGINATION_ALL_PAGES_UP_TO = 10;
export const PAGINATION_EDGE = 5;
export const PAGINATION_BLOCK = 7;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * The exact page sequence:
 * - up to 10 pages: every number;
 * - page 5 or less: 1–7, gap, last;
 * - within 5 of the end: 1, gap, the last 7;
 * - otherwise: 1, gap, current−2 … current+2, gap, last.
 *
 * "Within 5 of the end" is read as "one of the last 5 pages" (current > total − 5), the mirror of
 * "page 5 or less" at the start; so the middle form always has a gap of at least 2 pages on each
 * side. The spec names the ellipsis only in the middle form; the end forms skip pages too, so they
 * mark the skipped run with one as well. A current page outside 1..total is clamped into it.
 */
export function pageSequence(current: number, total: number): PageItem[] {
  const last = Number.isFinite(total) ? Math.floor(total) : 0;
  if (last < 1) return [];
  if (last <= PAGINATION_ALL_PAGES_UP_TO) return range(1, last);
  const page = Math.min(last, Math.max(1, Number.isFinite(current) ? Math.floor(current) : 1));
  if (page <= PAGINATION_EDGE) return [...range(1, PAGINATION_BLOCK), 'ellipsis', last];
  if (page > last - PAGINATION_EDGE) return [1, 'ellipsis', ...range(last - PAGINATION_BLOCK + 1, last)];
  return [1, 'ellipsis', ...range(page - 2, page + 2), 'ellipsis', last];
}
