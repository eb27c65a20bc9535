/** Catalogue API: product lists, autocomplete, top-header info, fault-report picker data. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProductListAnswer } from '../../../src/contract/catalog';
import type { TopHeaderInfo } from '../../../src/contract/topHeader';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { MSG } from '../../messages';
import { topMatches } from '../../repo/catalogList';
import { categoryExists, categoryWithDescendants, childCategories } from '../../repo/catalogPaths';
import { productsOfCategories, suggestionsOf } from '../../repo/products';
import { listPage, type ListQuery } from '../../services/productListing';
import { localeOf } from '../../services/pageConfig';
import { topHeaderAnswer } from '../../services/topHeaderAnswer';

export function catalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const list = async (request: FastifyRequest): Promise<ProductListAnswer> => {
    const path = (request.params as { '*'?: string })['*'] ?? '';
    const answer = await listPage(ctx, request, path, request.query as ListQuery);
    if (!answer) throw notFound(MSG.categoryNotFound);
    return answer;
  };
  app.get('/api/catalog/products', list);
  app.get('/api/catalog/products/*', list);

  app.get('/autocomplete', async (request) => {
    const q = ((request.query as { q?: string }).q ?? '').trim();
    // Suggestions are asked for while typing: only the search page counts a search (repo/searches).
    if (q === '') return [];
    return suggestionsOf(ctx.db, await topMatches(ctx.db, q.slice(0, 100), 8), await localeOf(ctx, request));
  });

  // The layout embeds the same answer in every page's top bar (services/topHeaderAnswer).
  app.get('/api/catalog/top-header-info', (request): Promise<TopHeaderInfo> => topHeaderAnswer(ctx, request));

  app.get('/api/catalog/faultreport/basecategories/:id', async (request) => {
    const { id } = request.params as { id: number };
    if (id !== 0 && !(await categoryExists(ctx.db, id))) throw notFound(MSG.notFound);
    return childCategories(ctx.db, id === 0 ? null : id);
  });
  app.get('/api/catalog/faultreport/product/:id', async (request) => {
    const { id } = request.params as { id: number };
    if (!(await categoryExists(ctx.db, id))) throw notFound(MSG.notFound);
    // A category of any level lists the products of its whole subtree.
    return productsOfCategories(ctx.db, await categoryWithDescendants(ctx.db, id));
  });
}
