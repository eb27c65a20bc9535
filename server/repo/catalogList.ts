/** One page of the catalogue: filter, stock filter, sort and paging, all as parameterised SQL. */
import { sql, type RawBuilder } from 'kysely';
import type { SortOption } from '../../src/contract/catalog';
import type { CatalogFilter } from './catalogPaths';
import { codeIs, indexedBy, searchConditions } from '../db/dialect';
import type { Db } from '../db/handle';
import { allRows, firstRow } from '../db/query';
import { orderedIds } from './listCache';

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

const and = (conditions: RawBuilder<unknown>[]) => sql.join(conditions, sql` AND `);

export interface ListOptions {
  sort: SortOption | '';
  page: number;
  limit: number;
  inStockOnly: boolean;
}

/**
 * The FROM and WHERE of a filter. A category's or a brand's list is read from its covering index
 * (schema.ts) and then ordered: named, because the planner would rather walk a sort index and look
 * each row up, several times slower on a large catalogue.
 */
function conditions(db: Db, filter: CatalogFilter, inStockOnly: boolean): RawBuilder<unknown> {
  const where: RawBuilder<unknown>[] = [sql`p.parent_id IS NULL`];
  if (filter.brandId !== undefined) where.push(sql`p.brand_id = ${filter.brandId}`);
  if (filter.modelIds?.length) where.push(sql`p.model_id IN (${sql.join(filter.modelIds)})`);
  if (filter.categoryIds?.length) where.push(sql`p.category_id IN (${sql.join(filter.categoryIds)})`);
  where.push(...searchConditions(db, 'p', filter.words ?? []));
  if (inStockOnly) where.push(sql`p.stock_total > 0`);
  const index = filter.categoryIds?.length
    ? indexedBy(db, 'products_category_keys')
    : filter.brandId !== undefined || filter.modelIds?.length
      ? indexedBy(db, 'products_brand_keys')
      : sql``;
  return sql`products p${index} WHERE ${and(where)}`;
}

/** ORDER BY of a list: a search for a code puts that very product first, before its equivalents. */
function ordering(db: Db, filter: CatalogFilter, sort: SortOption | ''): RawBuilder<unknown> {
  const words = filter.words ?? [];
  const order = sql.raw(ORDER_BY[sort]);
  return words.length > 0 ? sql`${codeIs(db, 'p', words.join(' '))} DESC, ${order}` : order;
}

/** One page of a list and the list's total, from its ordered ids (listCache.ts). */
export async function listProductIds(
  db: Db,
  filter: CatalogFilter,
  options: ListOptions,
): Promise<{ ids: number[]; total: number }> {
  const query = sql<{ id: number }>`SELECT p.id FROM ${conditions(db, filter, options.inStockOnly)}
    ORDER BY ${ordering(db, filter, options.sort)}`.compile(db);
  // The list is named by its SQL and parameters: the same list, whatever filter produced it.
  const key = JSON.stringify([query.sql, query.parameters]);
  const all = await orderedIds(db, key, async () => (await db.executeQuery(query)).rows.map((r) => r.id));
  const start = (options.page - 1) * options.limit;
  return { ids: Array.from(all.subarray(start, start + options.limit)), total: all.length };
}

/**
 * The first `limit` matches of a search in name order, for suggestions, with no list kept for them:
 * the name index is walked in order, each product checked against the matches of the search index
 * (words of 3 letters or more) and its text (shorter ones), until enough are found. A product whose
 * code is the whole query comes first, as in the search list.
 */
export async function topMatches(db: Db, words: string[], limit: number): Promise<number[]> {
  // The short words are checked on the rows the walk reaches: a common short word ends the walk early.
  const where = and([sql`p.parent_id IS NULL`, ...searchConditions(db, 'p', words)]);
  const exact = await firstRow(
    db,
    sql<{ id: number }>`SELECT p.id FROM products p${indexedBy(db, 'products_code_lower')}
      WHERE ${codeIs(db, 'p', words.join(' '))} AND ${where} LIMIT 1`,
  );
  const named = (
    await allRows(
      db,
      sql<{ id: number }>`SELECT p.id FROM products p${indexedBy(db, 'products_by_name')}
        WHERE ${where} ORDER BY p.name_rank, p.id LIMIT ${limit}`,
    )
  ).map((r) => r.id);
  return exact === undefined ? named : [exact.id, ...named.filter((id) => id !== exact.id)].slice(0, limit);
}
