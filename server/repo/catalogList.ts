/** One page of the catalogue: filter, stock filter, sort and paging, all as parameterised SQL. */
import type Database from 'better-sqlite3';
import type { SortOption } from '../../src/contract/catalog';
import type { CatalogFilter } from './catalogPaths';
import { statement } from '../db/statements';
import { orderedIds } from './listCache';
import { placeholders } from './products';

/**
 * Whitelisted ORDER BY clauses: a sort value never reaches the SQL text itself. Each key has an index
 * over the listed products (schema.ts); price_key and stock_total are kept by triggers.
 */
const ORDER_BY: Record<SortOption | '', string> = {
  '': 'p.position, p.id',
  name: 'p.name_rank, p.id',
  '-name': 'p.name_rank DESC, p.id',
  price: 'p.price_key, p.id',
  '-price': 'p.price_key DESC, p.id',
  brand: 'p.brand_rank, p.id',
  '-brand': 'p.brand_rank DESC, p.id',
  quantity: 'p.stock_total, p.id',
  '-quantity': 'p.stock_total DESC, p.id',
};

/** The trigram index finds substrings of three characters or more; shorter words are checked row by row. */
const TRIGRAM = 3;

/** An FTS5 query that wants every word as a substring: each one a quoted string. */
const ftsQuery = (words: string[]) => words.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ');

export interface ListOptions {
  sort: SortOption | '';
  page: number;
  limit: number;
  inStockOnly: boolean;
}

/**
 * The FROM and WHERE of a filter, its parameters kept apart. A category's or a brand's list is read
 * from its covering index (schema.ts) and then ordered: named, because the planner would rather walk
 * a sort index and look each row up, several times slower on a large catalogue.
 */
function conditions(filter: CatalogFilter, inStockOnly: boolean): { sql: string; params: unknown[] } {
  const where = ['p.parent_id IS NULL'];
  const params: unknown[] = [];
  if (filter.brandId !== undefined) {
    where.push('p.brand_id = ?');
    params.push(filter.brandId);
  }
  if (filter.modelIds?.length) {
    where.push(`p.model_id IN (${placeholders(filter.modelIds.length)})`);
    params.push(...filter.modelIds);
  }
  if (filter.categoryIds?.length) {
    where.push(`p.category_id IN (${placeholders(filter.categoryIds.length)})`);
    params.push(...filter.categoryIds);
  }
  const indexed = (filter.words ?? []).filter((w) => [...w].length >= TRIGRAM);
  if (indexed.length > 0) {
    where.push('p.id IN (SELECT rowid FROM product_search WHERE product_search MATCH ?)');
    params.push(ftsQuery(indexed));
  }
  for (const word of (filter.words ?? []).filter((w) => [...w].length < TRIGRAM)) {
    where.push('instr(p.search_text, ?) > 0');
    params.push(word);
  }
  if (inStockOnly) where.push('p.stock_total > 0');
  const index = filter.categoryIds?.length
    ? ' INDEXED BY products_category_keys'
    : filter.brandId !== undefined || filter.modelIds?.length
      ? ' INDEXED BY products_brand_keys'
      : '';
  return { sql: `products p${index} WHERE ${where.join(' AND ')}`, params };
}

/** ORDER BY of a list: a search for a code puts that very product first, before its equivalents. */
function ordering(filter: CatalogFilter, sort: SortOption | ''): { sql: string; params: unknown[] } {
  const words = filter.words ?? [];
  return words.length > 0
    ? { sql: `lower(p.code) = ? DESC, ${ORDER_BY[sort]}`, params: [words.join(' ')] }
    : { sql: ORDER_BY[sort], params: [] };
}

/** One page of a list and the list's total, from its ordered ids (listCache.ts). */
export function listProductIds(
  db: Database.Database,
  filter: CatalogFilter,
  options: ListOptions,
): { ids: number[]; total: number } {
  const where = conditions(filter, options.inStockOnly);
  const order = ordering(filter, options.sort);
  const key = JSON.stringify([where.sql, where.params, order.sql, order.params]);
  const all = orderedIds(
    db,
    key,
    () =>
      db
        .prepare(`SELECT p.id FROM ${where.sql} ORDER BY ${order.sql}`)
        .pluck()
        .all(...where.params, ...order.params) as number[],
  );
  const start = (options.page - 1) * options.limit;
  return { ids: Array.from(all.subarray(start, start + options.limit)), total: all.length };
}

/**
 * The first `limit` matches of a search in name order, for suggestions, with no list kept for them:
 * the name index is walked in order, each product checked against the matches of the search index
 * (words of 3 letters or more) and its text (shorter ones), until enough are found. A product whose
 * code is the whole query comes first, as in the search list.
 */
export function topMatches(db: Database.Database, words: string[], limit: number): number[] {
  const conditions = ['p.parent_id IS NULL'];
  const params: unknown[] = [];
  const indexed = words.filter((w) => [...w].length >= TRIGRAM);
  if (indexed.length > 0) {
    conditions.push('p.id IN (SELECT rowid FROM product_search WHERE product_search MATCH ?)');
    params.push(ftsQuery(indexed));
  }
  // Checked on the rows the walk reaches: a common short word ends the walk early.
  for (const word of words.filter((w) => [...w].length < TRIGRAM)) {
    conditions.push('instr(p.search_text, ?) > 0');
    params.push(word);
  }
  const where = conditions.join(' AND ');
  const exact = statement(
    db,
    `SELECT p.id FROM products p INDEXED BY products_code_lower WHERE lower(p.code) = ? AND ${where}`,
  )
    .pluck()
    .get(words.join(' '), ...params) as number | undefined;
  const named = statement(
    db,
    `SELECT p.id FROM products p INDEXED BY products_by_name WHERE ${where} ORDER BY p.name_rank, p.id LIMIT ?`,
  )
    .pluck()
    .all(...params, limit) as number[];
  return exact === undefined ? named : [exact, ...named.filter((id) => id !== exact)].slice(0, limit);
}
