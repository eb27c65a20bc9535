/** What page routes share: rendering with the layout and CSP, and login/role guards that redirect. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../src/config/types';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { pageHeaders, storefrontCsp } from '../../http/security';
import { MSG } from '../../messages';
import { renderLayout, type LayoutDeps, type PageOptions } from '../../views/layout';
import { localeOf } from '../../views/config';
import { hostText, type HostText } from '../../views/text';

export interface PageKit {
  ctx: AppContext;
  render(request: FastifyRequest, reply: FastifyReply, page: PageOptions, status?: number): FastifyReply;
  /** The page's HTML with the page headers set, for senders of their own (the error handler). */
  html(request: FastifyRequest, reply: FastifyReply, page: PageOptions): string;
  /** The host's texts in the visitor's language (or in `locale`, for pages whose address names one). */
  text(request: FastifyRequest, locale?: Locale): HostText;
}

export function createPageKit(deps: LayoutDeps): PageKit {
  return {
    ctx: deps.ctx,
    render(request, reply, page, status = 200) {
      return reply.status(status).send(this.html(request, reply, page));
    },
    html(request, reply, page) {
      const body = renderLayout(deps, request, reply, page);
      pageHeaders(reply, storefrontCsp(deps.ctx.origins));
      return body;
    },
    text: (request, locale) => hostText(locale ?? localeOf(deps.ctx, request)),
  };
}

/** Only same-site relative paths: never '//evil.example' or 'https://…'. */
export function safeReturnUrl(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return fallback;
  return value.startsWith('/account/') ? fallback : value;
}

/** Anonymous visitors go to the login page and come back afterwards; the wrong role gets a 403 page. */
export const pageGuard = (role: 'customer' | 'admin' | 'admin-or-customer') =>
  async function guard(request: FastifyRequest, reply: FastifyReply) {
    if (!request.user)
      return reply.redirect(`/account/login?returnUrl=${encodeURIComponent(request.url)}`, 303);
    if (role === 'admin' && request.user.role !== 'admin') throw new HttpError(403, MSG.adminOnly);
    if (role === 'customer' && request.user.role !== 'customer') throw new HttpError(403, MSG.adminForbidden);
  };
