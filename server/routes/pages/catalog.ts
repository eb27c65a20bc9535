/** Catalogue pages: /, /search, /{url}, /{brand}/{url}, /{locale}/{brand}/{url} and /{seo}-p-{id}. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../src/contract/hostConfig';
import { notFound } from '../../http/errors';
import { MSG } from '../../messages';
import { activeCampaign } from '../../repo/campaign';
import { categoryCrumbs, resolveCatalogPath, searchFilter } from '../../repo/catalogPaths';
import { findProductId, loadProductWithFamily } from '../../repo/products';
import { SearchRecorder } from '../../repo/searches';
import { catalogBody, productBody } from '../../views/pages/catalog';
import { fillText } from '../../views/text';
import { firstPage } from '../api/productListing';
import type { PageKit } from './kit';
import { withLocalNames } from '../../repo/englishNames';
import { localeOf } from '../../views/config';

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
  const labels = (request: FastifyRequest, locale?: Locale) => {
    const t = kit.text(request, locale);
    return {
      home: t.home,
      categories: t.categories,
      brands: t.brands,
      locale: locale ?? localeOf(ctx, request),
    };
  };

  app.get('/', (request, reply) => {
    const t = kit.text(request);
    return kit.render(request, reply, {
      title: t.storeTitle,
      body: catalogBody({
        db: ctx.db,
        title: t.allProducts,
        crumbs: [],
        apiPath: '',
        firstPage: firstPage(ctx, request, ''),
        campaign: activeCampaign(ctx.db, localeOf(ctx, request)),
        labels: labels(request),
      }),
    });
  });

  app.get('/search', (request, reply) => {
    const query = singleValues(request.query);
    const t = kit.text(request);
    const filter = searchFilter(ctx.db, query, {
      search: t.search,
      results: (q) => fillText(t.searchResults, { q }),
    });
    if (query.q)
      searches.record(
        {
          userId: request.user?.id ?? null,
          sessionId: request.session?.id ?? null,
          address: request.ip,
        },
        query.q,
      );
    const body = catalogBody({
      db: ctx.db,
      title: filter.title,
      crumbs: filter.crumbs,
      apiPath: '/search',
      firstPage: firstPage(ctx, request, '/search'),
      labels: labels(request),
    });
    return kit.render(request, reply, { title: filter.title, body });
  });

  const detail = (request: FastifyRequest, reply: FastifyReply, ref: string) => {
    const id = findProductId(ctx.db, ref);
    const found = id === null ? null : loadProductWithFamily(ctx.db, id);
    if (!found) throw notFound(MSG.productNotFound);
    const [product] = withLocalNames(ctx.db, [found], localeOf(ctx, request)) as [typeof found];
    const row = ctx.db.prepare('SELECT category_id FROM products WHERE id = ?').get(product.id) as {
      category_id: number;
    };
    const t = kit.text(request);
    return kit.render(request, reply, {
      title: product.metaTitle || product.name,
      description: product.metaDescription,
      keywords: product.metaKeywords,
      body: productBody(product, categoryCrumbs(ctx.db, row.category_id, localeOf(ctx, request)), {
        home: t.home,
        description: t.description,
      }),
    });
  };

  const catalogue = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const filter = resolveCatalogPath(ctx.db, path, localeOf(ctx, request));
    if (!filter) throw notFound(MSG.notFound);
    const body = catalogBody({
      db: ctx.db,
      title: filter.title,
      crumbs: filter.crumbs,
      apiPath: path,
      firstPage: firstPage(ctx, request, path),
      labels: labels(request, filter.locale),
    });
    return kit.render(request, reply, { title: filter.title, body, locale: filter.locale });
  };

  app.get('/:url', (request, reply) => {
    const match = DETAIL.exec((request.params as { url: string }).url);
    return match ? detail(request, reply, match[2]!) : catalogue(request, reply);
  });
  app.get('/:brand/:url', catalogue);
  app.get('/:locale/:brand/:url', catalogue);
}
