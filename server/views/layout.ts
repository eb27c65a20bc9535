/** The storefront layout: header with its widgets, category bar, main, footer, config block, bundle. */
import { roleCan, type CompanyPermission } from '../../src/domain/company/companyRoles';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { HostConfig, Locale } from '../../src/contract/hostConfig';
import type { TopHeaderInfo } from '../../src/contract/topHeader';
import type { AppContext } from '../context';
import type { BundleTags } from '../preload';
import { html, jsonForScript, placeholder, prerenderable, raw, type SafeHtml } from '../http/html';
import { eagerWidgets, preloadTags, widgetStylesheets } from '../preload';
import { styleTags, type InlineStylesheet, type StylesheetFile } from './inlineStyles';
import type { RenderIsland } from '../ssr/islandRenderer';
import { prerenderIslands } from './prerender';
import type { RootCategory } from '../repo/catalogPaths';
import { fillText, hostText } from './text';

export interface PageOptions {
  title: string;
  body: SafeHtml;
  description?: string;
  keywords?: string;
  /** /{locale}/{brand}/{url} renders in that locale. */
  locale?: Locale;
  /** false on pages that place the overdue-debt banner themselves (the account statement). */
  debtBanner?: boolean;
  /**
   * The page's largest image, its name under the config's imageBasePath (the product page's
   * picture): preloaded ahead of the scripts. Over HTTP/1.1 a browser opens six connections to the
   * host, and the scripts the head names first would otherwise hold them while the picture waits.
   */
  lcpImage?: string | null;
}

export interface LayoutDeps {
  ctx: AppContext;
  bundle: () => BundleTags | null;
  /** The host's own stylesheet: its version (for ?v=) and its file. */
  hostCss: { version: string; file: string };
  /** The stylesheets' text for the page's `<style>` elements (inlineStyles.ts createStylesheetReader). */
  stylesheet: (sheet: StylesheetFile) => InlineStylesheet | null;
  /** The widgets' server render (ssr/islandRenderer.ts); null: every placeholder goes out empty. */
  renderIsland: () => RenderIsland | null;
}

/** A page's HTML and what its server render took (the Server-Timing `ssr` entry). */
export interface RenderedPage {
  html: string;
  prerender: { ms: number; islands: number };
  /** The CSP sources of the page's inline stylesheets (its `style-src` must name them). */
  styleSources: string[];
}

/** What the layout shows from the database, read by the page kit before it renders. */
export interface LayoutData {
  /** The #b2b-config block (services/pageConfig.ts buildConfig). */
  config: HostConfig;
  /** The category bar: the top categories in the page's language (repo/catalogPaths rootCategories). */
  categories: RootCategory[];
  /**
   * The top bar's first answer (services/topHeaderAnswer: GET /api/catalog/top-header-info's own),
   * embedded in its placeholder: the user's name and balance, so only ever in a no-store page.
   */
  topHeader: TopHeaderInfo;
}

function accountLinks(request: FastifyRequest, csrf: string, t: ReturnType<typeof hostText>): SafeHtml {
  const logout = html`<form method="post" action="/account/logout" class="inline-form">
    <input type="hidden" name="_csrf" value="${csrf}" /><button type="submit" class="link-button">
      ${t.logout}
    </button>
  </form>`;
  if (!request.user) {
    const back = request.url.startsWith('/account/') ? '/' : request.url;
    return html`<a class="account-link" href="/account/login?returnUrl=${encodeURIComponent(back)}"
      >${t.login}</a
    >`;
  }
  if (request.user.role === 'admin') return html`<a href="/yonetim">${t.admin}</a>${logout}`;
  // A representative not acting for anyone: their book is their account.
  if (request.user.role === 'representative')
    return html`<a href="/temsilci">${t.representativeBook}</a>${logout}`;
  // The pages of the user's role only: auth/access.ts opens the same ones.
  const may = (permission: CompanyPermission) => roleCan(request.member?.role, permission);
  const links: [string, string, boolean][] = [
    ['/hesap/siparisler', t.orders, true],
    ['/teklif/liste', t.offers, may('offers') || may('companyHistory')],
    ['/hesap/listeler', t.shoppingLists, true],
    ['/hesap/onaylar', t.approvals, may('approve')],
    ['/hesap/ekstre', t.statement, may('statement')],
    ['/hesap/odeme', t.payment, may('accountPayment')],
    ['/hesap/kullanicilar', t.companyUsers, may('manageUsers')],
    // The password is the person's: a representative acting for the customer has none of its.
    ['/hesap/ayarlar', t.settings, !request.representative],
    // Below 768 px the top bar and its 'Müşteri Seç' are hidden: the book is the way to another customer.
    ['/temsilci', t.representativeBook, !!request.representative],
  ];
  const quickOrder = may('cart')
    ? html`<a class="quick-order-link" href="/hizli-siparis">${t.quickOrder}</a>`
    : '';
  return html`${quickOrder}
    <details class="account-menu">
      <summary>${t.account}</summary>
      <ul>
        ${links.filter(([, , shown]) => shown).map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}
      </ul>
    </details>
    ${logout}`;
}

/** Under the header of every page while a representative acts for a customer (the widget's text first). */
function actingBanner(config: HostConfig, t: ReturnType<typeof hostText>): SafeHtml | '' {
  const customer = config.user.representative?.actingFor;
  if (!customer) return '';
  return html`<div class="container acting-banner" data-component="ActingBanner" role="status">
    ${fillText(t.actingFor, { name: customer.name })}
  </div>`;
}

/** Where the stylesheets and the preload tags go once the whole page, and so every placeholder on it, is known. */
const STYLE_SLOT = raw('<!--b2b-styles-->');
const PRELOAD_SLOT = raw('<!--b2b-preload-->');

/**
 * The host's stylesheet, the entry's and those of the widgets whose markup is on the page, in
 * cascade order: what the first paint waits for (inline, inlineStyles.ts).
 */
function firstPaintStylesheets(
  deps: LayoutDeps,
  bundle: BundleTags | null,
  rendered: string[],
): StylesheetFile[] {
  const dist = (file: string): StylesheetFile => ({
    href: file,
    url: `/assets/${file}`,
    file: path.join(deps.ctx.distDir, file),
  });
  return [
    {
      href: `/static/host.css?v=${deps.hostCss.version}`,
      url: `/static/host.css?v=${deps.hostCss.version}`,
      file: deps.hostCss.file,
    },
    ...(bundle?.css ?? []).map(dist),
    ...(bundle ? widgetStylesheets(bundle.manifest, rendered) : []).map(dist),
  ];
}

/**
 * The page's stylesheets, then the chunks of the widgets a page mounts at once, which load beside
 * the entry, not after it (the stylesheets of widgets whose markup is on the page are inline).
 */
function fillSlots(
  page: string,
  deps: LayoutDeps,
  bundle: BundleTags | null,
  request: { locale: Locale; authenticated: boolean; rendered: string[] },
): { html: string; styleSources: string[] } {
  const styles = styleTags(deps.stylesheet, firstPaintStylesheets(deps, bundle, request.rendered));
  const preloads = bundle ? preloadTags(bundle.manifest, { ...request, widgets: eagerWidgets(page) }) : '';
  return {
    html: page.replace(STYLE_SLOT.value, () => styles.tags).replace(PRELOAD_SLOT.value, () => preloads),
    styleSources: styles.sources,
  };
}

/** The whole page; synchronous: the session and the data come from the page kit (routes/pages/kit.ts). */
export function renderLayout(
  deps: LayoutDeps,
  request: FastifyRequest,
  page: PageOptions,
  data: LayoutData,
): RenderedPage {
  const { config, categories: roots, topHeader } = data;
  const t = hostText(config.locale);
  const bundle = deps.bundle();
  const showDebt =
    page.debtBanner !== false && config.settings.showOverdueDebtInfo === '1' && config.user.debt !== null;
  const cookies = request.session?.data.cookiesAccepted === true || request.cookies.b2b_cookies === '1';
  const doc = html`<!doctype html>
    <html lang="${config.locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${page.title} | ${config.store.name}</title>
        <meta name="description" content="${page.description ?? config.store.name}" />
        ${page.keywords ? html`<meta name="keywords" content="${page.keywords}" />` : ''}
        <link rel="icon" href="data:," />
        ${
          page.lcpImage
            ? html`<link
                rel="preload"
                as="image"
                fetchpriority="high"
                href="${config.imageBasePath}${page.lcpImage}"
              />`
            : ''
        }
        ${STYLE_SLOT}
        ${(bundle?.js ?? []).map((f) => html`<script defer fetchpriority="high" src="/assets/${f}"></script>`)}
        ${PRELOAD_SLOT}
        <script type="application/json" id="b2b-config">
          ${jsonForScript(config)}
        </script>
      </head>
      <body>
        <a class="skip-link" href="#main">${t.skip}</a>
        ${cookies ? '' : html`<div class="cookie-slot">${prerenderable('CookieButton', { accepted: false })}</div>`}
        <div class="topbar">
          <div class="container topbar-inner">
            <div class="topbar-info">${prerenderable('TopHeaderInfo', { firstAnswer: topHeader })}</div>
            ${
              config.user.representative
                ? html`<div class="topbar-customer" data-component="CustomerPicker">
                    <a href="/temsilci">${t.pickCustomer}</a>
                  </div>`
                : ''
            }
            <div class="topbar-pickers">${placeholder('LanguageList')}${placeholder('CurrencyList')}</div>
          </div>
        </div>
        <header class="site-header">
          <div class="container header-inner">
            <a class="logo" href="/"
              ><img src="${config.store.logo}" alt="${config.store.name}" width="240" height="60"
            /></a>
            <div class="header-search">${placeholder('SearchBar')}</div>
            <nav class="header-account" aria-label="${t.account}">
              ${accountLinks(request, config.csrfToken, t)}
            </nav>
            <div class="header-cart">${placeholder('CartIcon')}</div>
          </div>
        </header>
        <nav class="category-bar" aria-label="${t.categories}">
          <div class="container">
            <ul>
              ${roots.map((c) =>
                c.lang
                  ? html`<li><a href="/${c.slug}" lang="${c.lang}">${c.name}</a></li>`
                  : html`<li><a href="/${c.slug}">${c.name}</a></li>`,
              )}
            </ul>
          </div>
        </nav>
        ${actingBanner(config, t)}
        ${showDebt ? html`<div class="container">${prerenderable('OverdueDebtNotification', { statementPage: false })}</div>` : ''}
        <main id="main" class="container page">${page.body}</main>
        <footer class="site-footer">
          <div class="container footer-inner">
            <div>
              <strong>${config.store.name}</strong>
              <p>${config.store.address}<br />${config.store.phone}</p>
            </div>
            <ul class="footer-links">
              <li><a href="/garanti-sorgulama">${t.warranty}</a></li>
              <li><a href="/ariza-bildirimi">${t.faultReport}</a></li>
            </ul>
            <div class="footer-social">
              ${placeholder('SocialMedia', undefined, { 'data-load': 'visible' })}
            </div>
          </div>
          <!-- Below 768 px the top bar is hidden: phones switch language and currency here. -->
          <div class="container footer-pickers">
            ${placeholder('LanguageList')}${placeholder('CurrencyList')}
          </div>
          <p class="container copyright">© ${new Date().getFullYear()} ${config.store.name}. ${t.rights}</p>
        </footer>
      </body>
    </html>`;
  // Without the bundle there is nothing to hydrate the markup: the placeholders stay empty.
  const prerendered = prerenderIslands(doc, bundle ? deps.renderIsland() : null, {
    config,
    url: request.url,
  });
  const filled = fillSlots(prerendered.html, deps, bundle, {
    locale: config.locale,
    authenticated: config.user.authenticated,
    rendered: prerendered.rendered,
  });
  return {
    html: filled.html,
    prerender: { ms: prerendered.ms, islands: prerendered.count },
    styleSources: filled.styleSources,
  };
}
