/** /yonetim data calls (admin only): search dashboard and customer carts. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SEARCH_TYPES, type SearchType } from '../../../src/contract/admin';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { customerCarts, searchQueries, topQueries } from '../../repo/admin';
import { MSG } from '../../messages';
import { localeOf } from '../../services/pageConfig';
import { hostText } from '../../views/text';

export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Administrators only: auth/access.ts.
  const admin = {};
  const guestName = async (request: FastifyRequest) => hostText(await localeOf(ctx, request)).guest;
  app.get('/yonetim/top-queries', admin, async (request) => topQueries(ctx.db, await guestName(request)));
  app.get(
    '/yonetim/search_queries',
    {
      ...admin,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            query: { type: 'string', maxLength: 100 },
            type: { type: 'string', enum: [...SEARCH_TYPES] },
          },
          required: ['query', 'type'],
        },
      },
    },
    async (request) => {
      const { query, type } = request.query as { query: string; type: SearchType };
      if (query.trim() === '') throw badRequest(MSG.searchTermMissing);
      return {
        success: true,
        searchResult: await searchQueries(ctx.db, query, type, await guestName(request)),
        searchQuery: query.trim(),
      };
    },
  );
  app.get('/yonetim/carts', admin, async () => customerCarts(ctx.db));
}
