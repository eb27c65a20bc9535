import {
  autocompleteAnswer,
  productListAnswer,
  type AutocompleteResult,
  type ProductListAnswer,
} from '../contract/catalog';
import type { HttpClient } from './http';

/**
 * The catalogue path as the product API takes it: '' or '/seg/seg', each segment encoded once
 * (an already encoded one is decoded first), so a path from data-props cannot smuggle in a query,
 * a fragment or a '..' step.
 */
export function catalogPath(path: string): string {
  const segments = path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  return segments.map((segment) => `/${encodeURIComponent(segment)}`).join('');
}

/** A query string as '?…' or ''. */
function queryString(query: string | URLSearchParams | Record<string, string>): string {
  const text = new URLSearchParams(query).toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * GET /api/catalog/products{path}{query}: one page of products. The query is the page's own
 * (sort, page, view and, on /search, q, brand and filters); the stock filter is the saved
 * showNotInStocks setting, which the server reads itself.
 */
export function fetchProducts(
  http: HttpClient,
  path: string,
  query: string | URLSearchParams,
  signal?: AbortSignal,
): Promise<ProductListAnswer> {
  return http.requestChecked(
    `/api/catalog/products${catalogPath(path)}${queryString(query)}`,
    productListAnswer,
    {
      signal,
    },
  );
}

/** GET /autocomplete?q= (at the site root, outside the base path): suggestions for a typed text. */
export function fetchSuggestions(
  http: HttpClient,
  query: string,
  signal?: AbortSignal,
): Promise<AutocompleteResult[]> {
  return http.requestChecked(`/autocomplete${queryString({ q: query })}`, autocompleteAnswer, {
    signal,
    skipBasePath: true,
  });
}
