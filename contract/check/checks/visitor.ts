/**
 * What an anonymous visitor calls: the document itself, and the cookie choice (made in a visitor's
 * session of the suite's own, so the account's choice is not touched).
 */
import { BrowserLikeClient } from '../httpClient';
import type { Check } from '../context';

export const documentAndCookies: Check = async (ctx) => {
  const visitor = new BrowserLikeClient(ctx.base);
  await ctx.suite.call(visitor, 'openApiDocument');
  // The page gives the visitor's session its CSRF token, as the cookie notice reads it.
  await visitor.page('/');
  await ctx.suite.call(visitor, 'cookies', { body: { json: { allowCookies: true } } });
};
