/** Catalogue pages: /, /search, /{url}, /{brand}/{url}, /{locale}/{brand}/{url} and /{seo}-p-{id}. */
import { html } from '../../http/html';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../src/contract/hostConfig';
import { notFound } from '../../http/errors';
import { MSG } from '../../messages';
import { activeCampaign } from '../../repo/campaign';
import { productCrumbs, searchFilter, sidebarLinks } from '../../repo/catalogPaths';
import { banks } from '../../repo/payments';
import { paymentOptions } from '../../repo/pricedCart';
import { findProductId, loadProductWithFamily } from '../../repo/products';
import { SearchRecorder } from '../../repo/searches';
import { catalogBody, productBody } from '../../views/pages/catalog';
import { fillText } from '../../views/text';
import { catalogFilterOf, firstPage } from '../../services/productListing';
import type { PageKit } from './kit';
import { withLocalNames } from '../../repo/englishNames';
import { localeOf } from '../../services/pageConfig';
import { inlinePicture } from '../../services/inlinePicture';

const DETAIL = /^(.+)-p-([A-Za-z0-9_-]{1,40})$/;

/** A repeated parameter (?brand=a&brand=b) counts once, with its first value: never an array. */
function singleValues(query: unknown): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, unknown>).map(([key, value]) => [
      key,
      Array.isArray(value) ? String(value[0]) : typeof value === 'string' ? value : undefined,
    ]),
  );
}

export function catalogPages(app: FastifyInstance, kit: PageKit): void {
  const { ctx } = kit;
  const searches = new SearchRecorder(ctx.db);
  const labels = async (request: FastifyRequest, locale?: Locale) => {
    const t = await kit.text(request, locale);
    return {
      home: t.home,
      categories: t.categories,
      brands: t.brands,
      locale: locale ?? (await localeOf(ctx, request)),
    };
  };

  app.get('/', async (request, reply) => {
    const t = await kit.text(request);
    const list = await firstPage(ctx, request, '');
    const campaign = await activeCampaign(ctx.db, await localeOf(ctx, request));
    const words = await labels(request);
    // A representative not acting for a customer is shown the way to their book first.
    const representativeWay =
      request.user?.role === 'representative'
        ? html`<p class="representative-way"><a href="/temsilci">${t.representativeHome}</a></p>`
        : '';
    return kit.render(request, reply, {
      title: t.storeTitle,
      body: html`${representativeWay}${catalogBody({
        sidebar: await sidebarLinks(ctx.db, words.locale),
        title: t.allProducts,
        crumbs: [],
        apiPath: '',
        firstPage: list,
        campaign,
        labels: words,
      })}`,
    });
  });

  app.get('/search', async (request, reply) => {
    const query = singleValues(request.query);
    const t = await kit.text(request);
    const filter = await searchFilter(ctx.db, query, {
      search: t.search,
      results: (q) => fillText(t.searchResults, { q }),
    });
    if (query.q)
      await searches.record(
        {
          userId: request.user?.id ?? null,
          sessionId: request.session?.id ?? null,
          address: request.ip,
        },
        query.q,
      );
    const list = await firstPage(ctx, request, '/search');
    const words = await labels(request);
    const body = catalogBody({
      sidebar: await sidebarLinks(ctx.db, words.locale),
      title: filter.title,
      crumbs: filter.crumbs,
      apiPath: '/search',
      firstPage: list,
      labels: words,
    });
    return kit.render(request, reply, { title: filter.title, body });
  });

  const detail = async (request: FastifyRequest, reply: FastifyReply, ref: string) => {
    const id = await findProductId(ctx.db, ref);
    const found = id === null ? null : await loadProductWithFamily(ctx.db, id);
    if (!found) throw notFound(MSG.productNotFound);
    const locale = await localeOf(ctx, request);
    const [product] = (await withLocalNames(ctx.db, [found], locale)) as [typeof found];
    const crumbs = await productCrumbs(ctx.db, product.id, locale);
    const t = await kit.text(request);
    const picture = await inlinePicture(ctx.db, product.image);
    return kit.render(request, reply, {
      title: product.metaTitle || product.name,
      description: product.metaDescription,
      keywords: product.metaKeywords,
      // A picture inside the page needs no preload; a larger one is fetched ahead of the scripts.
      lcpImage: picture ? null : product.image,
      body: productBody(
        {
          product,
          banks: await banks(ctx.db),
          paymentOptions: await paymentOptions(ctx.db, locale),
          inlinePicture: picture,
        },
        crumbs,
        {
          home: t.home,
          description: t.description,
        },
        // The store writes descriptions in Turkish only: on an English page they are marked so.
        locale === 'en' ? 'tr' : null,
      ),
    });
  };

  const catalogue = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const filter = await catalogFilterOf(ctx, request, path);
    if (!filter) throw notFound(MSG.notFound);
    const list = await firstPage(ctx, request, path);
    const words = await labels(request, filter.locale);
    const body = catalogBody({
      sidebar: await sidebarLinks(ctx.db, words.locale),
      title: filter.title,
      crumbs: filter.crumbs,
      apiPath: path,
      firstPage: list,
      labels: words,
    });
    return kit.render(request, reply, { title: filter.title, body, locale: filter.locale });
  };

  app.get('/:url', async (request, reply) => {
    const match = DETAIL.exec((request.params as { url: string }).url);
    return match ? detail(request, reply, match[2]!) : catalogue(request, reply);
  });
  app.get('/:brand/:url', catalogue);
  app.get('/:locale/:brand/:url', catalogue);
}
