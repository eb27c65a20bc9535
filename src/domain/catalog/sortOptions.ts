import type { DomainMessageKey } from '../shared/messageKeys';

/** The 8 sort keys of the product list, ascending then descending ('-'). */
export const SORT_KEYS = [
  'name',
  '-name',
  'price',
  '-price',
  'brand',
  '-brand',
  'quantity',
  '-quantity',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface SortOption {
  value: SortKey;
  labelKey: SortLabelKey;
}

type SortLabelKey = Extract<DomainMessageKey, `sort.${string}`>;

/** The dropdown's options, each with its label key ('sort.name' → 'Ürün Adı A-Z' …). */
export const SORT_OPTIONS: readonly SortOption[] = SORT_KEYS.map((value) => ({
  value,
  labelKey: `sort.${value}` as const,
}));

/** The dropdown's label when no sort is chosen: 'Varsayılan Sıralama'. */
export const DEFAULT_SORT_LABEL_KEY: SortLabelKey = 'sort.default';

export function isSortKey(value: unknown): value is SortKey {
  return (SORT_KEYS as readonly unknown[]).includes(value);
}

/**
 * The sort in effect: the URL's when it is one of the 8 keys, else the settings' defaultSort when
 * valid (this is what is pushed to the URL on load), else none (''), the default.
 */
export function effectiveSort(querySort: unknown, defaultSort: unknown): SortKey | '' {
  if (isSortKey(querySort)) return querySort;
  return isSortKey(defaultSort) ? defaultSort : '';
}

/** Product list views; the default is 'list'. */
export type ProductListView = 'grid' | 'list';
export const DEFAULT_VIEW: ProductListView = 'list';

export function productListView(value: unknown): ProductListView {
  return value === 'grid' || value === 'list' ? value : DEFAULT_VIEW;
}
