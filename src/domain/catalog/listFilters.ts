/**
 * The list's chosen facet values, as the page's `filters=` parameter carries them
 * (`filters=model:12,model:14,poles:3P,price:100-500,stock:1`, the spec's `model:{id}` form grown to
 * every facet): a pair `key:value` per choice, ',' between pairs. Several values of one key are OR,
 * keys are AND. Widgets build the parameter with these functions and the host reads it with them, so a
 * link, a reload or Back restores the same choices.
 */

/** Chosen values per facet key, keys and values in the order chosen. */
export type ListFilters = Readonly<Record<string, readonly string[]>>;

/**
 * The in-stock facet's key (`stock:1`). Where the store offers the spec's 'Sadece stoktakiler'
 * toggle, that toggle is the stock filter and the facet only lends it its count.
 */
export const STOCK_FACET = 'stock';

/** The parameter's longest accepted text (the host refuses a longer one). */
export const LIST_FILTERS_MAX = 200;

const KEY = /^[a-zA-Z][a-zA-Z0-9]{0,29}$/;
/** Values are codes, ids, sizes and ranges: URL-safe, no ',' or ':' of the pair syntax. */
const VALUE = /^[\p{L}\p{N}._-]{1,40}$/u;

/** The pairs of a `filters=` text; a malformed pair is left out (an old or hand-edited link). */
export function parseListFilters(text: string | null | undefined): ListFilters {
  const filters: Record<string, string[]> = {};
  for (const pair of (text ?? '').slice(0, LIST_FILTERS_MAX).split(',')) {
    const at = pair.indexOf(':');
    if (at < 0) continue;
    const key = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (!KEY.test(key) || !VALUE.test(value)) continue;
    const values = (filters[key] ??= []);
    if (!values.includes(value)) values.push(value);
  }
  return filters;
}

/** The `filters=` text of the choices; '' when none is chosen. */
export function formatListFilters(filters: ListFilters): string {
  return Object.entries(filters)
    .flatMap(([key, values]) => values.map((value) => `${key}:${value}`))
    .join(',');
}

/** The choices with `value` of `key` added, or taken away when it was chosen. */
export function toggleListFilter(filters: ListFilters, key: string, value: string): ListFilters {
  const values = filters[key] ?? [];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return withListFilter(filters, key, next);
}

/** The choices with `key`'s values replaced (none: the key is left out). */
export function withListFilter(filters: ListFilters, key: string, values: readonly string[]): ListFilters {
  // A key keeps its place, so the parameter changes no more than the choice did.
  const next: Record<string, readonly string[]> = { ...filters, [key]: [...values] };
  if (values.length === 0) delete next[key];
  return next;
}

/** A price range value `from-to` (either side may be empty): the bounds, or null when malformed. */
export function parsePriceRange(value: string): { from: number | null; to: number | null } | null {
  const match = /^(\d{0,9}(?:\.\d{1,2})?)-(\d{0,9}(?:\.\d{1,2})?)$/.exec(value);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const from = match[1] === '' ? null : Number(match[1]);
  const to = match[2] === '' ? null : Number(match[2]);
  return from !== null && to !== null && from > to ? null : { from, to };
}

/** The `from-to` value of a price range. */
export const formatPriceRange = (from: number | null, to: number | null): string =>
  `${from ?? ''}-${to ?? ''}`;
