/** /yonetim data calls (admin only): search dashboard and customer carts. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SearchType } from '../../../src/contract/admin';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { customerCarts, searchQueries, topQueries } from '../../repo/admin';
import { MSG } from '../../messages';
import type { RefusalNamer } from '../../http/refusalNames';
import { localeOf } from '../../services/pageConfig';
import { hostText } from '../../views/text';

export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Administrators only: auth/access.ts.
  const admin = {};
  const guestName = async (request: FastifyRequest) => hostText(await localeOf(ctx, request)).guest;
  app.get('/yonetim/top-queries', admin, async (request) => topQueries(ctx.db, await guestName(request)));
  // The document refuses a missing or empty term; the dashboard's own words say which.
  const namesSearchRefusal: RefusalNamer = (request) => {
    const query = (request.query as { query?: unknown }).query;
    return query === undefined || (typeof query === 'string' && query.trim() === '')
      ? MSG.searchTermMissing
      : null;
  };
  const search = { ...admin, config: { namesRefusal: namesSearchRefusal } };
  app.get('/yonetim/search_queries', search, async (request) => {
    const { query, type } = request.query as { query: string; type: SearchType };
    if (query.trim() === '') throw badRequest(MSG.searchTermMissing);
    return {
      success: true,
      searchResult: await searchQueries(ctx.db, query, type, await guestName(request)),
      searchQuery: query.trim(),
    };
  });
  app.get('/yonetim/carts', admin, async () => customerCarts(ctx.db));
}
