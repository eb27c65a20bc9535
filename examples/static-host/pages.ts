/**
 * The storefront pages this example renders itself, from the pages render.ts wrote: which address
 * is which page, and the request-time slots {{config}}, {{title}}, {{props}}, {{account}} and
 * {{cookieNotice}}.
 * Everything is escaped for where it goes: the config as JSON that cannot end its <script> block,
 * props as JSON inside a single-quoted attribute, text as text.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { wantsCookieNotice } from './cookieNotice';
import { configOf, fetchHostPage, propsOf, titleOf, type HostPage } from './hostPage';

export interface PageRoute {
  /** The template (and the host page's main widget, whose props fill {{props}}). */
  template: string;
  widget?: string;
}

const PRODUCT = /^\/[^/]+-p-[A-Za-z0-9_-]{1,40}$/;
/** A category or a brand (/aydinlatma, /viko) or a brand's model (/viko/karre). */
const CATALOGUE = /^\/[a-z0-9-]+(\/[a-z0-9-]+)?$/;

/** The pages of a fixed address. */
const FIXED: Record<string, PageRoute> = {
  '/': { template: 'index' },
  '/search': { template: 'search' },
  '/sepet': { template: 'cart', widget: 'Cart' },
  '/hesap/siparisler': { template: 'orders' },
  '/hizli-siparis': { template: 'quick-order' },
};

/**
 * First path segments that are never a category or a brand: the API and the form posts the widgets
 * use, and the host's own pages (checkout, offers, statement, after-sale, admin) this example leaves
 * to the host.
 */
const HOST_SEGMENTS = new Set([
  'api',
  'autocomplete',
  'account',
  'images',
  'static',
  'yonetim',
  'ws',
  'payment',
  'sepet',
  'siparis',
  'hesap',
  'teklif',
  'ariza-bildirimi',
  'garanti-sorgulama',
  // a sales representative's book
  'temsilci',
]);

/** The page an address shows, or null (the proxy then takes it to the host). */
export function pageFor(pathname: string): PageRoute | null {
  const fixed = FIXED[pathname];
  if (fixed) return fixed;
  if (HOST_SEGMENTS.has(pathname.split('/')[1] ?? '')) return null;
  if (PRODUCT.test(pathname)) return { template: 'product', widget: 'ProductDetail' };
  if (CATALOGUE.test(pathname)) return { template: 'category', widget: 'ProductList' };
  return null;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON for a <script type="application/json"> block: no '</script>' can appear in it. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Replaces every {{slot}}; a slot the page names but the server did not fill is a bug, not a blank. */
export function fillSlots(page: string, slots: Record<string, string>): string {
  return page.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = slots[name];
    if (value === undefined) throw new Error(`no value for {{${name}}}`);
    return value;
  });
}

/** The header's account links: login (coming back here) or the orders link and the logout form. */
function accountLinks(config: ReturnType<typeof configOf>, here: string): string {
  if (!config.user.authenticated)
    return `<a href="/account/login?returnUrl=${escapeHtml(encodeURIComponent(here))}">Giriş Yap</a>`;
  const name = escapeHtml(String((config.user as { name?: string }).name ?? ''));
  const token = escapeHtml(String(config.csrfToken ?? ''));
  return `<span class="user-name">${name}</span>
      <a href="/hizli-siparis">Hızlı Sipariş</a>
      <a href="/hesap/siparisler">Siparişlerim</a>
      <form method="post" action="/account/logout">
        <input type="hidden" name="_csrf" value="${token}" /><button type="submit">Çıkış Yap</button>
      </form>`;
}

/** This server's socket address: the page's socket goes through its /ws, under the proxy's Origin rule. */
const socketOrigin = (ownOrigin: string) => ownOrigin.replace(/^http/, () => 'ws');

/** The page's strict CSP: the config block is JSON, so no inline script is allowed or needed. */
function pageCsp(config: ReturnType<typeof configOf>, ownOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${socketOrigin(ownOrigin)}`,
    `frame-src ${String(config.paymentFrameOrigin ?? "'none'")}`,
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

function send(response: http.ServerResponse, status: number, host: HostPage, html: string, csp: string) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    // The page holds the visitor's session token and prices: never cached.
    'cache-control': 'no-store',
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    ...(host.setCookies.length ? { 'set-cookie': host.setCookies } : {}),
  });
  response.end(html);
}

/** Renders one of the example's pages for the visitor, from the host's session and data. */
export async function renderPage(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  route: PageRoute,
  /** ownOrigin: this server's origin as the browser named it. */
  options: { pagesDir: string; upstream: string; ownOrigin: string },
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://example.invalid');
  const host = await fetchHostPage(options.upstream, `${url.pathname}${url.search}`, request.headers.cookie);
  if (host.status >= 300 && host.status < 400 && host.location) {
    // The host's login guard (or another redirect): the visitor follows it here, with its cookies.
    response.writeHead(host.status, { location: host.location, 'set-cookie': host.setCookies });
    response.end();
    return;
  }
  const { ownOrigin } = options;
  // The host's socketUrl names the host itself; this page's socket goes through this server's /ws.
  const config = { ...configOf(host.html), socketUrl: `${socketOrigin(ownOrigin)}/ws` };
  // Right after an order the cart address shows the saved order (the Cart widget reloads the page).
  const done = route.template === 'cart' ? propsOf(host.html, 'CartComplete') : null;
  const template = host.status !== 200 ? 'error' : done ? 'order-done' : route.template;
  const props = done ?? (route.widget ? propsOf(host.html, route.widget) : null);
  const file = path.join(options.pagesDir, `${template}${config.user.authenticated ? '.user' : ''}.html`);
  const here = `${url.pathname}${url.search}`;
  const html = fillSlots(fs.readFileSync(file, 'utf8'), {
    config: jsonForScript(config),
    title: escapeHtml(titleOf(host.html)),
    account: accountLinks(config, here),
    // Only while no cookie choice is stored (the guide's rule; the accept call sets b2b_cookies=1).
    cookieNotice: wantsCookieNotice(request.headers.cookie)
      ? `<div data-component="CookieButton" data-props='${escapeHtml(JSON.stringify({ accepted: false }))}'></div>`
      : '',
    // A catalogue page's list asks the product API for the page's own path (README, Placeholders).
    props: escapeHtml(JSON.stringify(route.widget === 'ProductList' ? { path: url.pathname } : props)),
  });
  send(response, host.status, host, html, pageCsp(config, ownOrigin));
}
