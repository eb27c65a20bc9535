/**
 * One page of the product API, shared by GET /api/catalog/products{path} and the catalogue pages,
 * which embed the first page in the ProductList placeholder (firstPage) so the list shows without a
 * call of its own: the answer is built by the same code for the same query the widget would send.
 */
import type { FastifyRequest } from 'fastify';
import {
  PRODUCT_LIST_DEFAULT_LIMIT,
  PRODUCT_LIST_MAX_LIMIT,
  SORT_OPTIONS,
  type ProductListAnswer,
  type SortOption,
} from '../../src/contract/catalog';
import type { FirstPage } from '../../src/contract/firstPage';
import { apiListQuery, defaultSortQuery } from '../../src/domain/catalog/listQuery';
import { onlyInStock, stockFilterAvailable } from '../../src/domain/catalog/stockFilter';
import type { AppContext } from '../context';
import { catalogueFacts, listIds } from '../repo/catalogList';
import { facetTable } from '../repo/facetTable';
import { facetedList, type FacetedList } from './listFacets';
import {
  formatListFilters,
  parseListFilters,
  STOCK_FACET,
  type ListFilters,
} from '../../src/domain/catalog/listFilters';
import type { Facet } from '../../src/contract/facets';
import type { LocaleCode } from '../../src/domain/chrome/locales';
import { withLocalNames } from '../repo/englishNames';
import { resolveCatalogPath, searchFilter, type CatalogFilter } from '../repo/catalogPaths';
import { oncePerRequest } from '../http/requestMemo';
import { listProducts } from '../repo/products';
import { localeOf, preferencesOf, settingsFor } from './pageConfig';

export interface ListQuery {
  page: number;
  limit: number;
  sort: SortOption | '';
  q?: string;
  brand?: string;
  filters?: string;
  view?: 'grid' | 'list';
  showNotInStocks?: '0' | '1';
}

export const MAX_PAGE = 100000;

/** Out-of-stock products are hidden when the effective showNotInStocks is '0' (the toggle only if allowed). */
async function inStockOnly(ctx: AppContext, request: FastifyRequest, query: ListQuery): Promise<boolean> {
  const settings = await settingsFor(ctx, request);
  if (!stockFilterAvailable(settings)) return onlyInStock(settings.showNotInStocks);
  return onlyInStock(
    query.showNotInStocks ?? (await preferencesOf(ctx, request)).showNotInStocks ?? settings.showNotInStocks,
  );
}

/**
 * What a catalogue path names, in the viewer's language, resolved once per request: a catalogue page
 * needs it for its title and crumbs, and again for the first page of its list.
 */
export async function catalogFilterOf(
  ctx: AppContext,
  request: FastifyRequest,
  path: string,
): Promise<CatalogFilter | null> {
  const locale = await localeOf(ctx, request);
  return oncePerRequest(request, `catalogue ${locale} ${path}`, () =>
    resolveCatalogPath(ctx.db, path, locale),
  );
}

/** The page of products a query names; null when the path names no catalogue (a 404). */
export async function listPage(
  ctx: AppContext,
  request: FastifyRequest,
  path: string,
  query: ListQuery,
): Promise<ProductListAnswer | null> {
  const filter =
    path.replace(/^\/+|\/+$/g, '') === 'search'
      ? await searchFilter(ctx.db, query as unknown as Record<string, string>)
      : await catalogFilterOf(ctx, request, path);
  if (!filter) return null;
  const options = {
    sort: query.sort,
    page: query.page,
    limit: query.limit,
    inStockOnly: await inStockOnly(ctx, request, query),
  };
  const locale = await localeOf(ctx, request);
  const list = await listIds(ctx.db, filter, options);
  const { ids, facets } = await facetsOf(ctx, list, parseListFilters(query.filters), locale);
  const start = (query.page - 1) * query.limit;
  const found = await listProducts(ctx.db, ids.slice(start, start + query.limit));
  const products = await withLocalNames(ctx.db, found, locale);
  return {
    products,
    total: ids.length,
    limit: query.limit,
    page: query.page,
    facets: stockAsChosen(facets, options.inStockOnly, stockFilterAvailable(await settingsFor(ctx, request))),
  };
}

/**
 * The in-stock toggle (showNotInStocks) and `filters=stock:1` are one filter: a list the toggle
 * narrowed has its stock facet chosen. Where the store hides what is out of stock and offers no
 * toggle, there is nothing to choose, so no stock facet.
 */
function stockAsChosen(facets: Facet[], inStockOnly: boolean, toggleOffered: boolean): Facet[] {
  if (!inStockOnly) return facets;
  if (!toggleOffered) return facets.filter((facet) => facet.key !== STOCK_FACET);
  return facets.map((facet) =>
    facet.key === STOCK_FACET
      ? { ...facet, values: facet.values.map((value) => ({ ...value, selected: true })) }
      : facet,
  );
}

/** Faceted lists per kept list (a list read again is a new array: its facets are counted again). */
const facetedLists = new WeakMap<Int32Array, Map<string, FacetedList>>();

async function facetsOf(
  ctx: AppContext,
  list: { all: Int32Array; key: string },
  chosen: ListFilters,
  locale: LocaleCode,
): Promise<FacetedList> {
  const table = await facetTable(ctx.db);
  const key = `${table.version} ${locale} ${formatListFilters(chosen)}`;
  let kept = facetedLists.get(list.all);
  if (!kept) facetedLists.set(list.all, (kept = new Map()));
  const hit = kept.get(key);
  if (hit) return hit;
  const faceted = facetedList(list.all, await catalogueFacts(ctx.db), table, chosen, locale);
  if (kept.size >= 50) kept.delete(kept.keys().next().value!);
  kept.set(key, faceted);
  return faceted;
}

const inRange = (text: string, max: number) =>
  /^\d{1,9}$/.test(text) && Number(text) >= 1 && Number(text) <= max;

const KNOWN = ['page', 'limit', 'sort', 'q', 'brand', 'filters', 'view', 'showNotInStocks'] as const;

/** The API's parameter check for a query string; null where the API would answer 400. */
export function parseListQuery(search: string): ListQuery | null {
  const params = new URLSearchParams(search);
  if (KNOWN.some((name) => params.getAll(name).length > 1)) return null;
  const {
    page,
    limit,
    sort,
    q,
    brand,
    filters,
    view,
    showNotInStocks: stock,
  } = Object.fromEntries(KNOWN.map((name) => [name, params.get(name) ?? undefined])) as Record<
    (typeof KNOWN)[number],
    string | undefined
  >;
  if (page !== undefined && !inRange(page, MAX_PAGE)) return null;
  if (limit !== undefined && !inRange(limit, PRODUCT_LIST_MAX_LIMIT)) return null;
  if (sort !== undefined && sort !== '' && !(SORT_OPTIONS as readonly string[]).includes(sort)) return null;
  if ((q?.length ?? 0) > 100 || (brand?.length ?? 0) > 50 || (filters?.length ?? 0) > 200) return null;
  if (view !== undefined && view !== 'grid' && view !== 'list') return null;
  if (stock !== undefined && stock !== '0' && stock !== '1') return null;
  return {
    page: page === undefined ? 1 : Number(page),
    limit: limit === undefined ? PRODUCT_LIST_DEFAULT_LIMIT : Number(limit),
    sort: (sort ?? '') as SortOption | '',
    ...(q === undefined ? {} : { q }),
    ...(brand === undefined ? {} : { brand }),
    ...(filters === undefined ? {} : { filters }),
    ...(view === undefined ? {} : { view }),
    ...(stock === undefined ? {} : { showNotInStocks: stock }),
  };
}

/**
 * What the list on a page with this query string asks for first (the widget pushes the default sort
 * into the URL, then calls the API with apiListQuery of it: the same domain functions here), answered
 * now. Null when that call would not be a 200 (a bad parameter, an unknown path): the widget then
 * makes it and shows what comes back.
 */
export async function firstPage(
  ctx: AppContext,
  request: FastifyRequest,
  path: string,
): Promise<FirstPage | null> {
  const at = request.url.indexOf('?');
  const pageSearch = at === -1 ? '' : request.url.slice(at);
  const settings = await settingsFor(ctx, request);
  const search = defaultSortQuery(pageSearch, settings.defaultSort) ?? pageSearch;
  const query = apiListQuery(search, settings);
  const parsed = parseListQuery(query);
  const answer = parsed && (await listPage(ctx, request, path, parsed));
  return answer ? { query, answer } : null;
}
