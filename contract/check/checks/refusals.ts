/**
 * The error cases the suite can cause without changing anything: no session (401), the wrong role
 * (403, as the spec says for a page or call outside the role) and a state change without or with a wrong CSRF token (403). The
 * state change used is a preference saved with the value it already has, so even a backend that
 * wrongly accepts it changes nothing.
 */
import { BrowserLikeClient } from '../httpClient';
import type { Check } from '../context';
import { addForm } from './cart';

export const withoutSession: Check = async (ctx) => {
  const nobody = new BrowserLikeClient(ctx.base);
  if (ctx.product) {
    await ctx.suite.call(nobody, 'cartAdd', {
      params: { productId: ctx.product.id },
      body: addForm(ctx.product, 1),
      status: 401,
      caseName: 'no session → 401',
    });
  }
  await ctx.suite.call(nobody, 'orders', { status: 401, caseName: 'no session → 401' });
};

export const csrfRefused: Check = async (ctx) => {
  const locale = ctx.config.locale === 'en' ? 'en' : 'tr';
  const body = { json: { key: 'locale', value: locale } };
  for (const [token, caseName] of [
    ['', 'no X-CSRF-Token → 403'],
    ['not-the-token', 'wrong X-CSRF-Token → 403'],
  ] as const) {
    await ctx.suite.call(ctx.customer, 'settings', {
      body,
      headers: { 'X-CSRF-Token': token },
      status: 403,
      caseName,
    });
  }
};

/** An admin cannot add to a cart (403); a customer cannot read the dashboard (403). */
export const wrongRole: Check = async (ctx) => {
  if (!ctx.admin) {
    ctx.suite.skip('wrong role (403)', 'no --admin account given');
    return;
  }
  if (ctx.product) {
    await ctx.suite.call(ctx.admin, 'cartAdd', {
      params: { productId: ctx.product.id },
      body: addForm(ctx.product, 1),
      status: 403,
      caseName: 'admin → 403',
    });
  }
  await ctx.suite.call(ctx.customer, 'topQueries', { status: 403, caseName: 'customer → 403' });
};
