/** The dashboard's calls, made as the admin account given with --admin. */
import type { Check } from '../context';

export const dashboard: Check = async (ctx) => {
  if (!ctx.admin) return;
  await ctx.suite.call(ctx.admin, 'topQueries');
  await ctx.suite.call(ctx.admin, 'searchQueries', { query: { query: 'priz', type: 'kelime' } });
};
