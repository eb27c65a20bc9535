/** One page of the catalogue: filter, stock filter, sort and paging, all as parameterised SQL. */
import type Database from 'better-sqlite3';
import type { SortOption } from '../../src/contract/catalog';
import type { CatalogFilter } from './catalogPaths';
import { placeholders } from './products';

const STOCK_SUM = '(SELECT COALESCE(SUM(s.quantity), 0) FROM stock s WHERE s.product_id = p.id)';

/** Whitelisted ORDER BY clauses: a sort value never reaches the SQL text itself. */
const ORDER_BY: Record<SortOption | '', string> = {
  '': 'p.position, p.id',
  name: 'p.name_rank, p.id',
  '-name': 'p.name_rank DESC, p.id',
  price: 'p.sale_price * c.exchange_rate, p.id',
  '-price': 'p.sale_price * c.exchange_rate DESC, p.id',
  brand: 'p.brand_rank, p.id',
  '-brand': 'p.brand_rank DESC, p.id',
  quantity: `${STOCK_SUM}, p.id`,
  '-quantity': `${STOCK_SUM} DESC, p.id`,
};

export interface ListOptions {
  sort: SortOption | '';
  page: number;
  limit: number;
  inStockOnly: boolean;
}

export function listProductIds(
  db: Database.Database,
  filter: CatalogFilter,
  options: ListOptions,
): { ids: number[]; total: number } {
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
  for (const word of filter.words ?? []) {
    where.push('instr(p.search_text, ?) > 0');
    params.push(word);
  }
  if (options.inStockOnly) where.push(`${STOCK_SUM} > 0`);
  const from = `FROM products p JOIN currencies c ON c.code = p.currency WHERE ${where.join(' AND ')}`;
  const total = (db.prepare(`SELECT COUNT(*) AS n ${from}`).get(...params) as { n: number }).n;
  // A search for a code puts that very product first, before products listing it as an equivalent.
  const words = filter.words ?? [];
  const exact = words.length > 0 ? 'lower(p.code) = ? DESC, ' : '';
  const orderParams = words.length > 0 ? [words.join(' ')] : [];
  const rows = db
    .prepare(`SELECT p.id ${from} ORDER BY ${exact}${ORDER_BY[options.sort]} LIMIT ? OFFSET ?`)
    .all(...params, ...orderParams, options.limit, (options.page - 1) * options.limit) as { id: number }[];
  return { ids: rows.map((r) => r.id), total };
}
