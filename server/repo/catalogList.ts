/** One page of the catalogue: filter, stock filter, sort and paging, all as parameterised SQL. */
import { sql, type RawBuilder } from 'kysely';
import type { SortOption } from '../../src/contract/catalog';
import type { CatalogFilter } from './catalogPaths';
import { indexedBy, oneOfIds } from '../db/dialect';
import type { Db } from '../db/handle';
import { allRows } from '../db/query';
import { orderedIds } from './listCache';
import { searchMatches, type SearchMatches } from './searchMatches';

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
 * each row up, several times slower on a large catalogue. A search is the ids its index found.
 */
function conditions(
  db: Db,
  filter: CatalogFilter,
  inStockOnly: boolean,
  found: SearchMatches | null,
): RawBuilder<unknown> {
  const where: RawBuilder<unknown>[] = [sql`p.parent_id IS NULL`];
  if (filter.brandId !== undefined) where.push(sql`p.brand_id = ${filter.brandId}`);
  if (filter.modelIds?.length) where.push(sql`p.model_id IN (${sql.join(filter.modelIds)})`);
  if (filter.categoryIds?.length) where.push(sql`p.category_id IN (${sql.join(filter.categoryIds)})`);
  if (found) where.push(oneOfIds(db, 'p.id', found.ids));
  if (inStockOnly) where.push(sql`p.stock_total > 0`);
  const index = filter.categoryIds?.length
    ? indexedBy(db, 'products_category_keys')
    : filter.brandId !== undefined || filter.modelIds?.length
      ? indexedBy(db, 'products_brand_keys')
      : sql``;
  return sql`products p${index} WHERE ${and(where)}`;
}

/**
 * A search's tier of product `p`, followed by a comma when there is one (domain/search/searchIndex.ts TIER): 0 its code, 1 every word in its
 * name, 2 matched otherwise, 3 corrected.
 */
function tierOf(db: Db, found: SearchMatches): RawBuilder<unknown> {
  const cases = found.byTier
    .slice(0, 3)
    .map((ids, tier) =>
      ids.length > 0 ? sql`WHEN ${oneOfIds(db, 'p.id', ids)} THEN ${sql.lit(tier)}` : null,
    )
    .filter((c): c is RawBuilder<unknown> => c !== null);
  return cases.length > 0 ? sql`CASE ${sql.join(cases, sql` `)} ELSE 3 END, ` : sql``;
}

/**
 * ORDER BY of a list. A search in its own order (no sort chosen) is ranked: its tier, then in stock
 * first, then by name. A search in a chosen order keeps that order, except that the product whose code
 * is the query comes first and products found only by correcting a typo come last.
 */
function ordering(db: Db, found: SearchMatches | null, sort: SortOption | ''): RawBuilder<unknown> {
  const order = sql.raw(ORDER_BY[sort]);
  if (!found) return order;
  // (A list of one tier has no tier to order by: a constant in ORDER BY would name a column.)
  if (sort === '') return sql`${tierOf(db, found)}(p.stock_total > 0) DESC, p.name_rank, p.id`;
  const sure = sql`CASE WHEN ${oneOfIds(db, 'p.id', found.byTier[0])} THEN 0
    WHEN ${oneOfIds(db, 'p.id', found.byTier[3])} THEN 2 ELSE 1 END`;
  return sql`${sure}, ${order}`;
}

/** A list's ordered ids (listCache.ts), all of them, and the name it is kept under. */
export async function listIds(
  db: Db,
  filter: CatalogFilter,
  options: Pick<ListOptions, 'sort' | 'inStockOnly'>,
): Promise<{ all: Int32Array; key: string }> {
  const found = filter.query === undefined ? null : await searchMatches(db, filter.query);
  if (found && found.ids.length === 0) return { all: new Int32Array(0), key: `none ${found.key}` };
  const listQuery = (matches: SearchMatches | null) =>
    sql<{ id: number }>`SELECT p.id FROM ${conditions(db, filter, options.inStockOnly, matches)}
      ORDER BY ${ordering(db, matches, options.sort)}`.compile(db);
  // The list is named by its SQL and parameters, a search's by what it searched for (its ids would
  // make a long name): the same list, whatever filter produced it.
  const named = listQuery(found && { ids: [], byTier: [[], [], [], []], key: found.key });
  const key = JSON.stringify([named.sql, named.parameters, found?.key ?? null]);
  const query = found ? listQuery(found) : named;
  const all = await orderedIds(db, key, async () => (await db.executeQuery(query)).rows.map((r) => r.id));
  return { all, key };
}

/** One page of a list and the list's total, from its ordered ids (listCache.ts). */
export async function listProductIds(
  db: Db,
  filter: CatalogFilter,
  options: ListOptions,
): Promise<{ ids: number[]; total: number }> {
  const { all } = await listIds(db, filter, options);
  const start = (options.page - 1) * options.limit;
  return { ids: Array.from(all.subarray(start, start + options.limit)), total: all.length };
}

/**
 * Every listed product's id, whether it is in stock and its price in whole TRY, three numbers each:
 * read once per catalogue version (one scan), for the lists' filters.
 */
export function catalogueFacts(db: Db): Promise<Int32Array> {
  return orderedIds(db, 'facts of every listed product', async () => {
    const rows = await allRows(
      db,
      sql<{ id: number; in_stock: number; price: number | null }>`SELECT p.id,
        CASE WHEN p.stock_total > 0 THEN 1 ELSE 0 END AS in_stock, p.price_key AS price
        FROM products p WHERE p.parent_id IS NULL`,
    );
    return rows.flatMap((r) => [Number(r.id), Number(r.in_stock), Math.round(Number(r.price ?? 0))]);
  });
}

/** Which of these products are in stock. */
async function inStock(db: Db, ids: number[]): Promise<Set<number>> {
  const rows = await allRows(
    db,
    sql<{ id: number }>`SELECT p.id FROM products p WHERE p.stock_total > 0 AND ${oneOfIds(db, 'p.id', ids)}`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** The first products asked for the stock of a tier; each later ask takes four times more. */
const FIRST_ASK = 64;

/**
 * The first `limit` products a search finds, in the search page's own order (its tiers, in stock
 * first, then by name), for suggestions: no list is kept for them. Each tier's products come in name
 * order from the index, so only their stock is asked, a few at a time, until enough in stock are
 * found or the tier is done (then its products out of stock follow, by name).
 */
export async function topMatches(db: Db, query: string, limit: number): Promise<number[]> {
  const found = await searchMatches(db, query);
  const top: number[] = [];
  for (const ids of found.byTier) {
    const need = limit - top.length;
    if (need <= 0) break;
    const stocked: number[] = [];
    const out: number[] = [];
    let asked = 0;
    for (let ask = FIRST_ASK; stocked.length < need && asked < ids.length; ask *= 4) {
      const chunk = ids.slice(asked, asked + ask);
      asked += chunk.length;
      const inStockNow = await inStock(db, chunk);
      for (const id of chunk) (inStockNow.has(id) ? stocked : out).push(id);
    }
    top.push(...stocked.slice(0, need));
    // Products out of stock follow only when the tier's stock was asked whole.
    if (stocked.length < need) top.push(...out.slice(0, need - stocked.length));
  }
  return top;
}
