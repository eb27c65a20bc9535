/** Bodies of the catalogue pages: home, category/brand/model lists, search, product detail. */
import type { Campaign } from '../../../src/contract/catalog';
import type { ProductDetailProps } from '../../../src/contract/widgetProps';
import type { FirstPage } from '../../../src/contract/firstPage';
import { html, placeholder, prerenderable, type SafeHtml } from '../../http/html';
import type { LocaleCode } from '../../../src/domain/chrome/locales';
import type { SidebarLinks } from '../../repo/catalogPaths';

export function breadcrumbs(crumbs: [string, string][], homeLabel: string): SafeHtml {
  return html`<nav class="breadcrumbs" aria-label="breadcrumb">
    <ol>
      <li><a href="/">${homeLabel}</a></li>
      ${crumbs.map(([label, href], i) =>
        i === crumbs.length - 1
          ? html`<li aria-current="page">${label}</li>`
          : html`<li><a href="${href}">${label}</a></li>`,
      )}
    </ol>
  </nav>`;
}

/** Category tree (two levels) and brands: plain links, so the catalogue is browsable without widgets. */
function sidebar(links: SidebarLinks, labels: CatalogBody['labels']): SafeHtml {
  const { categories: cats, brands } = links;
  const children = (id: number) => cats.filter((c) => c.parent_id === id);
  return html`<aside class="catalog-sidebar">
    <h2>${labels.categories}</h2>
    <ul class="tree">
      ${cats
        .filter((c) => c.parent_id === null)
        .map(
          (c) =>
            html`<li>
              <a href="/${c.slug}">${c.name}</a>
              <ul>
                ${children(c.id).map((s) => html`<li><a href="/${s.slug}">${s.name}</a></li>`)}
              </ul>
            </li>`,
        )}
    </ul>
    <h2>${labels.brands}</h2>
    <ul class="brands">
      ${brands.map((b) => html`<li><a href="/${b.code}">${b.name}</a></li>`)}
    </ul>
  </aside>`;
}

export interface CatalogBody {
  /** The sidebar's categories and brands (repo/catalogPaths sidebarLinks, in `labels.locale`). */
  sidebar: SidebarLinks;
  title: string;
  crumbs: [string, string][];
  apiPath: string;
  campaign?: Campaign | null;
  /** The page's words; `locale` is the language the sidebar was read in (English names where given). */
  labels: { home: string; categories: string; brands: string; locale: LocaleCode };
  /** The list's first page, embedded so it shows without waiting for a call of its own. */
  firstPage?: FirstPage | null;
}

/** The campaign sits below the list: its carousel chunk (with jQuery) loads only when scrolled to. */
export function catalogBody(b: CatalogBody): SafeHtml {
  return html`${b.crumbs.length ? breadcrumbs(b.crumbs, b.labels.home) : ''}
    <div class="catalog">
      ${sidebar(b.sidebar, b.labels)}
      <section class="catalog-main">
        <h1>${b.title}</h1>
        ${
          // With its first page in hand the list can be drawn on the server (views/prerender.ts).
          b.firstPage
            ? prerenderable('ProductList', { path: b.apiPath, firstPage: b.firstPage })
            : placeholder('ProductList', { path: b.apiPath })
        }
      </section>
    </div>
    ${
      b.campaign
        ? html`<section class="campaign">
            <h2>${b.campaign.name}</h2>
            ${placeholder('Campaign', { campaign: b.campaign }, { 'data-load': 'visible' })}
          </section>`
        : ''
    }`;
}

/**
 * A product page: the detail with the checkout's bank tables (its installment line), drawn on the
 * server from the same props (views/prerender.ts): its name, price, stock text and image paint first.
 */
export function productBody(
  props: ProductDetailProps,
  crumbs: [string, string][],
  labels: { home: string; description: string },
  descriptionLang: 'tr' | null,
) {
  const { product } = props;
  const description = descriptionLang
    ? html`<p lang="${descriptionLang}">${product.description}</p>`
    : html`<p>${product.description}</p>`;
  return html`${breadcrumbs([...crumbs, [product.name, '']], labels.home)}
    ${prerenderable('ProductDetail', props)}
    <section class="product-description">
      <h2>${labels.description}</h2>
      ${description}
    </section>`;
}
