import type { DomainMessageKey } from '../shared/messageKeys';
import { pageParam } from '../catalog/listQuery';
import { ORDER_LIST_PATH } from '../checkout/checkoutSteps';

/**
 * The order and offer lists: page and sort in the query string, newest first by
 * default. The default is left out of the URL, as the product list leaves out its own.
 */
export const HISTORY_SORT_KEYS = ['-date', 'date', '-total', 'total'] as const;
export type HistorySortKey = (typeof HISTORY_SORT_KEYS)[number];
export const DEFAULT_HISTORY_SORT: HistorySortKey = '-date';

export const HISTORY_SORT_OPTIONS: readonly { value: HistorySortKey; labelKey: DomainMessageKey }[] =
  HISTORY_SORT_KEYS.map((value) => ({ value, labelKey: `historySort.${value}` as const }));

export function isHistorySortKey(value: unknown): value is HistorySortKey {
  return (HISTORY_SORT_KEYS as readonly unknown[]).includes(value);
}

export interface HistoryQuery {
  sort: HistorySortKey;
  page: number;
}

/** The URL's sort (the default for a missing or unknown one) and page (1 unless a whole number ≥ 1). */
export function readHistoryQuery(search: string): HistoryQuery {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  return { sort: isHistorySortKey(sort) ? sort : DEFAULT_HISTORY_SORT, page: pageParam(params.get('page')) };
}

/**
 * The query string with sort or page changed, other parameters kept; the default sort and page 1
 * leave the URL. A new sort starts again at page 1.
 */
export function withHistoryQuery(search: string, changes: Partial<HistoryQuery>): string {
  const params = new URLSearchParams(search);
  if (changes.sort !== undefined) {
    if (changes.sort === DEFAULT_HISTORY_SORT) params.delete('sort');
    else params.set('sort', changes.sort);
    if (changes.page === undefined) params.delete('page');
  }
  if (changes.page !== undefined) {
    if (changes.page <= 1) params.delete('page');
    else params.set('page', String(Math.floor(changes.page)));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The list API's query for what the URL shows: '?page=2&sort=total', without the defaults. */
export function historyApiQuery(query: HistoryQuery, limit: number): string {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  params.set('limit', String(limit));
  if (query.sort !== DEFAULT_HISTORY_SORT) params.set('sort', query.sort);
  return `?${params.toString()}`;
}

/** The id of an order's row in the order list, which a link can point at. */
export const orderAnchor = (orderNo: string) => `siparis-${orderNo}`;

/**
 * An order in the order list: the list with the order's row as its fragment (the list is newest first,
 * so a new order is on its first page, and the row unfolds when the address names it).
 */
export const orderInListPath = (orderNo: string) =>
  `${ORDER_LIST_PATH}#${encodeURIComponent(orderAnchor(orderNo))}`;

/** Whether an address's fragment ('#siparis-SP100001', as the browser gives it) names this order's row. */
export function namesOrder(hash: string, orderNo: string): boolean {
  try {
    return decodeURIComponent(hash.replace(/^#/, '')) === orderAnchor(orderNo);
  } catch {
    return false;
  }
}
