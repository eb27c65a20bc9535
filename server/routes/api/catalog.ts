/** Catalogue API: product lists, autocomplete, top-header info, fault-report picker data. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PRODUCT_LIST_DEFAULT_LIMIT,
  PRODUCT_LIST_MAX_LIMIT,
  SORT_OPTIONS,
  type ProductListAnswer,
  type SortOption,
} from '../../../src/contract/catalog';
import type { TopHeaderInfo } from '../../../src/contract/topHeader';
import { onlyInStock, stockFilterAvailable } from '../../../src/domain/stockFilter';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { MSG } from '../../messages';
import { listProductIds } from '../../repo/catalogList';
import { categoryWithDescendants, resolveCatalogPath, searchFilter, trLower } from '../../repo/catalogPaths';
import { listProducts, placeholders } from '../../repo/products';
import { getSettings } from '../../repo/settings';
import { preferencesOf } from '../../views/config';

interface ListQuery {
  page: number;
  limit: number;
  sort: SortOption | '';
  q?: string;
  brand?: string;
  filters?: string;
  showNotInStocks?: '0' | '1';
}

const listQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: PRODUCT_LIST_MAX_LIMIT,
      default: PRODUCT_LIST_DEFAULT_LIMIT,
    },
    sort: { type: 'string', enum: ['', ...SORT_OPTIONS], default: '' },
    q: { type: 'string', maxLength: 100 },
    brand: { type: 'string', maxLength: 50 },
    filters: { type: 'string', maxLength: 200 },
    view: { type: 'string', enum: ['grid', 'list'] },
    showNotInStocks: { type: 'string', enum: ['0', '1'] },
  },
} as const;

/** Out-of-stock products are hidden when the effective showNotInStocks is '0' (the toggle only if allowed). */
function inStockOnly(ctx: AppContext, request: FastifyRequest, query: ListQuery): boolean {
  const settings = getSettings(ctx.db);
  if (!stockFilterAvailable(settings)) return onlyInStock(settings.showNotInStocks);
  return onlyInStock(
    query.showNotInStocks ?? preferencesOf(ctx, request).showNotInStocks ?? settings.showNotInStocks,
  );
}

export function catalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const list = async (request: FastifyRequest): Promise<ProductListAnswer> => {
    const query = request.query as ListQuery;
    const path = (request.params as { '*'?: string })['*'] ?? '';
    const filter =
      path.replace(/\/+$/, '') === 'search'
        ? searchFilter(ctx.db, query as unknown as Record<string, string>)
        : resolveCatalogPath(ctx.db, path);
    if (!filter) throw notFound(MSG.categoryNotFound);
    const options = {
      sort: query.sort,
      page: query.page,
      limit: query.limit,
      inStockOnly: inStockOnly(ctx, request, query),
    };
    const { ids, total } = listProductIds(ctx.db, filter, options);
    return { products: listProducts(ctx.db, ids), total, limit: query.limit, page: query.page };
  };
  app.get('/api/catalog/products', { schema: { querystring: listQuerySchema } }, list);
  app.get('/api/catalog/products/*', { schema: { querystring: listQuerySchema } }, list);

  app.get(
    '/autocomplete',
    { schema: { querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 100 } } } } },
    async (request) => {
      const q = ((request.query as { q?: string }).q ?? '').trim();
      // Suggestions are asked for while typing: only the search page counts a search (repo/searches).
      if (q === '') return [];
      const words = trLower(q).split(/\s+/).slice(0, 6);
      const { ids } = listProductIds(
        ctx.db,
        { title: '', words, crumbs: [] },
        { sort: 'name', page: 1, limit: 8, inStockOnly: false },
      );
      return listProducts(ctx.db, ids).map((p) => ({
        id: p.id,
        name: p.name,
        code: p.code,
        image: p.image,
        url: p.seo,
      }));
    },
  );

  app.get('/api/catalog/top-header-info', async (request): Promise<TopHeaderInfo> => {
    const user = request.user;
    const customer = user?.role === 'customer';
    return {
      isAuthenticated: user !== null,
      salesRepresentativeName: customer ? user.rep_name : '',
      salesRepresentativePhone: customer ? user.rep_phone : '',
      salesRepresentativeEmail: customer ? user.rep_email : '',
      customerName: user?.name ?? '',
      customerBalance: customer ? user.balance : null,
      customerCurrency: customer ? user.balance_currency : '',
    };
  });

  const idParam = {
    type: 'object',
    properties: { id: { type: 'integer', minimum: 0 } },
    required: ['id'],
  } as const;
  app.get('/api/catalog/faultreport/basecategories/:id', { schema: { params: idParam } }, async (request) => {
    const { id } = request.params as { id: number };
    if (id !== 0 && !ctx.db.prepare('SELECT 1 FROM categories WHERE id = ?').get(id))
      throw notFound(MSG.notFound);
    const rows =
      id === 0
        ? ctx.db.prepare('SELECT id, name FROM categories WHERE parent_id IS NULL ORDER BY position').all()
        : ctx.db.prepare('SELECT id, name FROM categories WHERE parent_id = ? ORDER BY position').all(id);
    return rows;
  });
  app.get('/api/catalog/faultreport/product/:id', { schema: { params: idParam } }, async (request) => {
    const { id } = request.params as { id: number };
    if (!ctx.db.prepare('SELECT 1 FROM categories WHERE id = ?').get(id)) throw notFound(MSG.notFound);
    // A category of any level lists the products of its whole subtree.
    const ids = categoryWithDescendants(ctx.db, id);
    return ctx.db
      .prepare(
        `SELECT id, name, code FROM products WHERE category_id IN (${placeholders(ids.length)})
         AND parent_id IS NULL ORDER BY name_rank`,
      )
      .all(...ids);
  });
}
