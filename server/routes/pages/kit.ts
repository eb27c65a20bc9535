/** What page routes share: rendering with the layout and CSP, and login/role guards that redirect. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../src/contract/hostConfig';
import { ensureSession } from '../../auth/hooks';
import type { AppContext } from '../../context';
import { pageHeaders, storefrontCsp } from '../../http/security';
import { rootCategories } from '../../repo/catalogPaths';
import { renderLayout, type LayoutDeps, type PageOptions } from '../../views/layout';
import { buildConfig, localeOf } from '../../services/pageConfig';
import { topHeaderAnswer } from '../../services/topHeaderAnswer';
import { hostText, type HostText } from '../../views/text';
import { sameSitePath } from '../../../src/domain/shared/returnPath';

/**
 * Every function of the kit reads the database (the visitor's preferences, the config block, the
 * category bar), so each is async: page routes `await` them (or return render's promise).
 */
export interface PageKit {
  ctx: AppContext;
  render(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageOptions,
    status?: number,
  ): Promise<FastifyReply>;
  /** The page's HTML with the page headers set, for senders of their own (the error handler). */
  html(request: FastifyRequest, reply: FastifyReply, page: PageOptions): Promise<string>;
  /** The host's texts in the visitor's language (or in `locale`, for pages whose address names one). */
  text(request: FastifyRequest, locale?: Locale): Promise<HostText>;
}

export function createPageKit(deps: LayoutDeps): PageKit {
  const { ctx } = deps;
  return {
    ctx,
    async render(request, reply, page, status = 200) {
      const body = await this.html(request, reply, page);
      return reply.status(status).send(body);
    },
    async html(request, reply, page) {
      // Every page needs a session for its CSRF token, which the config block carries.
      await ensureSession(request, reply, ctx);
      const config = await buildConfig(ctx, request, page.locale);
      const categories = await rootCategories(ctx.db, config.locale);
      // The top bar's call answered now: it paints with the page, and the widget asks nothing.
      const topHeader = await topHeaderAnswer(ctx, request);
      const { html, prerender, styleSources } = renderLayout(deps, request, page, {
        config,
        categories,
        topHeader,
      });
      pageHeaders(reply, storefrontCsp(ctx.origins, styleSources));
      const picture = page.lcpImage ? imagePreloadLink(config.imageBasePath + page.lcpImage) : null;
      if (picture) reply.header('Link', picture);
      // How long the widgets' server render took, for the bench and the browser's devtools.
      if (prerender.islands > 0)
        reply.header(
          'Server-Timing',
          `ssr;dur=${prerender.ms.toFixed(2)};desc="${prerender.islands} islands"`,
        );
      return html;
    },
    text: async (request, locale) => hostText(locale ?? (await localeOf(ctx, request))),
  };
}

/**
 * The page's largest picture as a `Link: rel=preload` header: the browser asks for it when the
 * headers arrive, before the page's own bytes (on Lighthouse's slow 4G about 0.1 s sooner than the tag
 * in <head>, which stays for browsers and proxies that drop the header). Only for an address of
 * plain characters: a header takes no line breaks, and `<>;,` would end the link or its parameters.
 */
export function imagePreloadLink(url: string): string | null {
  if (!/^[A-Za-z0-9._~/%-]+$/.test(url)) return null;
  return `<${url}>; rel=preload; as=image; fetchpriority=high`;
}

/**
 * A return address to send the user to after logging in: a same-site path (domain/shared/returnPath),
 * never the login pages themselves, else `fallback`.
 */
export function safeReturnUrl(value: unknown, fallback = '/'): string {
  const path = sameSitePath(value);
  return path === null || path.startsWith('/account/') ? fallback : path;
}
