/** The administrator's calls (the dashboard, the customers' carts), made as the --admin account. */
import type { Check } from '../context';

export const dashboard: Check = async (ctx) => {
  if (!ctx.admin) {
    for (const name of ['topQueries', 'searchQueries', 'customerCarts'] as const)
      ctx.suite.skipCall(name, 'no --admin account given');
    return;
  }
  await ctx.suite.call(ctx.admin, 'topQueries');
  await ctx.suite.call(ctx.admin, 'searchQueries', { query: { query: 'priz', type: 'kelime' } });
  await ctx.suite.call(ctx.admin, 'customerCarts');
};
