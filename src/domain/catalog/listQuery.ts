import { formatListFilters, parseListFilters, type ListFilters } from './listFilters';
import { effectiveSort, isSortKey, productListView, type ProductListView, type SortKey } from './sortOptions';

/** What the product list reads from its page's query string. */
export interface ListQuery {
  sort: SortKey | '';
  /** The page parameter; 1 when missing or not a whole number of at least 1. */
  page: number;
  view: ProductListView;
  /** The chosen facet values (the filters parameter); none when missing. */
  filters: ListFilters;
}

export interface ListQueryDefaults {
  /** settings.defaultSort: used (and pushed to the URL) when the URL has no valid sort. */
  defaultSort: unknown;
  /** The saved view (settings.defaultView, the productListView setting); 'list' otherwise. */
  defaultView: unknown;
}

/** The page parameter: a whole number of at least 1; anything else (missing, 0, -3, 'x', 2.5) is page 1. */
export function pageParam(value: string | null | undefined): number {
  if (value == null || !/^\s*\d+\s*$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function readListQuery(search: string, defaults: ListQueryDefaults): ListQuery {
  const params = new URLSearchParams(search);
  return {
    sort: effectiveSort(params.get('sort'), defaults.defaultSort),
    page: pageParam(params.get('page')),
    view: productListView(params.get('view') ?? defaults.defaultView),
    filters: parseListFilters(params.get('filters')),
  };
}

/**
 * The query the product API gets: the page's own query string (q, brand, filters … kept) with sort,
 * page and view as the list reads them, so a hand-edited URL (sort=evil, page=abc) asks for what is
 * shown (the default sort, page 1) instead of failing the server's parameter check.
 */
export function apiListQuery(search: string, defaults: ListQueryDefaults): string {
  const params = new URLSearchParams(search);
  const { sort, page } = readListQuery(search, defaults);
  if (sort === '') params.delete('sort');
  else params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const view = params.get('view');
  if (view !== null && view !== 'grid' && view !== 'list') params.delete('view');
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * On load a valid default sort is pushed to the URL: the query string with sort set when the URL
 * has no valid sort and the settings name one; null when the URL is to stay as it is.
 */
export function defaultSortQuery(search: string, defaultSort: unknown): string | null {
  const params = new URLSearchParams(search);
  if (isSortKey(params.get('sort')) || !isSortKey(defaultSort)) return null;
  // The page stays: it was already listed in this order.
  params.set('sort', defaultSort);
  return `?${params.toString()}`;
}

/**
 * The query string with sort, page, view or filters changed and every other parameter (q, brand…)
 * kept: '?…', or '' when nothing is left. A sort of '' and page 1 remove their parameter, and so do
 * no filters; a new sort or new filters start again at page 1 (the old page of another order or of a
 * longer list shows unrelated products, or none).
 */
export function withListQuery(search: string, changes: Partial<ListQuery>): string {
  const params = new URLSearchParams(search);
  if (changes.sort !== undefined) {
    if (changes.sort === '') params.delete('sort');
    else params.set('sort', changes.sort);
    if (changes.page === undefined) params.delete('page');
  }
  if (changes.filters !== undefined) {
    const filters = formatListFilters(changes.filters);
    if (filters === '') params.delete('filters');
    else params.set('filters', filters);
    if (changes.page === undefined) params.delete('page');
  }
  if (changes.page !== undefined) {
    if (changes.page <= 1) params.delete('page');
    else params.set('page', String(Math.floor(changes.page)));
  }
  if (changes.view !== undefined) params.set('view', changes.view);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Number of pages for a total and a page size; 0 when there is nothing. */
export function pageCount(total: number, limit: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  if (!Number.isFinite(limit) || limit <= 0) return 1;
  return Math.ceil(total / limit);
}

/**
 * A page past the end of a list (an old link, a filter that shrank the list: /?page=99 of 8 pages)
 * answers no products while the list has some: the last page to show instead, or null when the
 * answer is a real page (or the list is empty anyway).
 */
export function lastPageInstead(answer: {
  page: number;
  total: number;
  limit: number;
  count: number;
}): number | null {
  const last = pageCount(answer.total, answer.limit);
  return answer.count === 0 && last >= 1 && answer.page > last ? last : null;
}
