/** The dashboard's calls, made as the admin account given with --admin. */
import type { Check } from '../context';

export const dashboard: Check = async (ctx) => {
  if (!ctx.admin) {
    for (const call of ['GET /yonetim/top-queries', 'GET /yonetim/search_queries'])
      ctx.suite.skip(call, 'no --admin account given');
    return;
  }
  await ctx.suite.call(ctx.admin, 'topQueries');
  await ctx.suite.call(ctx.admin, 'searchQueries', { query: { query: 'priz', type: 'kelime' } });
};
