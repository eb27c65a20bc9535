/**
 * Who may call each route of the storefront, in one table: the guard every route gets
 * (app.ts adds it to each route as it is registered, and refuses to start with a route the table
 * does not name), run before the body is validated and before the CSRF check. Handlers never check
 * roles themselves; what a role may see of a list (its own orders or the company's) is the
 * repository's scope (auth/actor.ts), read from the same role table of src/domain/company/companyRoles.ts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { roleCan, type CompanyPermission } from '../../src/domain/company/companyRoles';
import { HttpError } from '../http/errors';
import { MSG } from '../messages';
import { sameSitePath } from '../../src/domain/shared/returnPath';

export type Access =
  /** Anyone. */
  | { kind: 'public' }
  /** Any logged-in user: a company user or a store administrator. */
  | { kind: 'login'; anonymous?: { status: number; message: string } }
  /** A company user whose role has one of `any` (none listed: every role). */
  | { kind: 'member'; any?: readonly CompanyPermission[] }
  /** The store's administrators (/yonetim). */
  | { kind: 'admin' }
  /** A program with an API token (auth/apiToken.ts); a session, an administrator's too, never counts. */
  | { kind: 'token' }
  /** A sales representative, acting for a customer or not (their book, starting and ending acting). */
  | { kind: 'representative' };

export interface RouteAccess {
  access: Access;
  /** How a refusal reads: a page sends a visitor to the login page, a call answers 401. */
  answer: 'page' | 'json';
  /** Open to a company user who must still set their own password (the settings page and its call). */
  beforePasswordSet?: boolean;
  /**
   * The person's own account or the customer's money: refused to a representative acting for a
   * customer (the password, a card payment), whatever the role would allow.
   */
  notWhileActing?: boolean;
}

const PUBLIC: Access = { kind: 'public' };
const LOGIN: Access = { kind: 'login' };
const MEMBER: Access = { kind: 'member' };
const ADMIN: Access = { kind: 'admin' };
const TOKEN: Access = { kind: 'token' };
const REPRESENTATIVE: Access = { kind: 'representative' };
const can = (...any: CompanyPermission[]): Access => ({ kind: 'member', any });

const json = (access: Access, extra: Partial<RouteAccess> = {}): RouteAccess => ({
  access,
  answer: 'json',
  ...extra,
});
const page = (access: Access, extra: Partial<RouteAccess> = {}): RouteAccess => ({
  access,
  answer: 'page',
  ...extra,
});

/** Every route of the storefront app, by method and Fastify path. */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  // files and the contract
  'GET /assets/*': json(PUBLIC),
  'GET /images/:file': json(PUBLIC),
  'GET /static/:file': json(PUBLIC),
  'GET /api/openapi.json': json(PUBLIC),
  // the balancer's health and readiness questions
  'GET /healthz': json(PUBLIC),
  'GET /readyz': json(PUBLIC),
  // The operator's metrics (METRICS_TOKEN): the route itself answers the 404 of an unknown path to
  // anyone without the bearer token (observability/metricsRoutes.ts).
  'GET /metrics': json(PUBLIC),
  // catalogue (prices follow the visitor; anyone may look)
  'GET /api/catalog/products': json(PUBLIC),
  'GET /api/catalog/products/*': json(PUBLIC),
  'GET /autocomplete': json(PUBLIC),
  // The page chrome (top bar, cookie bar, language) works on the password page too: a new user's
  // first page must not greet them with failures of what they have not been asked to do yet.
  'GET /api/catalog/top-header-info': json(PUBLIC, { beforePasswordSet: true }),
  'GET /api/catalog/faultreport/basecategories/:id': json(PUBLIC),
  'GET /api/catalog/faultreport/product/:id': json(PUBLIC),
  'POST /api/catalog/product-lookup': json(PUBLIC),
  // preferences and the cookie choice of any visitor
  'POST /api/catalog/settings': json(PUBLIC, { beforePasswordSet: true }),
  'POST /api/catalog/cookies': json(PUBLIC, { beforePasswordSet: true }),
  'POST /api/catalog/account/settings': json(LOGIN, { beforePasswordSet: true, notWhileActing: true }),
  // the spec answers an anonymous warranty lookup with 403 and its own message
  'POST /api/catalog/WarrantyInquiry': json({
    kind: 'login',
    anonymous: { status: 403, message: MSG.warrantyLogin },
  }),
  // the cart: reading it is harmless (a visitor's and a viewer's are empty), changing it is ordering
  'GET /api/catalog/cart': json(PUBLIC),
  'POST /api/catalog/cart/:productId': json(can('cart')),
  'PATCH /api/catalog/cart/:productId': json(can('cart')),
  'DELETE /api/catalog/cart/:productId': json(can('cart')),
  'DELETE /api/catalog/cart': json(can('cart')),
  'POST /api/catalog/cart': json(can('cart')),
  'POST /api/catalog/cart/batch': json(can('cart')),
  'POST /api/catalog/cart/offer': json(can('offers')),
  'POST /api/catalog/bin-control': json(can('cart', 'accountPayment'), { notWhileActing: true }),
  // history: every role sees orders (its own, or the company's); cancelling is the orderer's
  'GET /api/catalog/orders': json(MEMBER),
  'PATCH /api/catalog/order/:id': json(can('cart')),
  'GET /api/catalog/offers': json(can('offers', 'companyHistory')),
  'PATCH /api/catalog/offer/:id': json(can('offers')),
  'PATCH /api/catalog/offer/mail/:id': json(can('offers')),
  'PATCH /api/catalog/offer/edit/:id': json(can('offers')),
  'PATCH /api/catalog/offer/update/profit': json(can('offers')),
  'PATCH /api/catalog/offer/update/customer': json(can('offers')),
  // company accounts
  'GET /api/company/users': json(can('manageUsers')),
  'POST /api/company/users': json(can('manageUsers')),
  'PATCH /api/company/users/:id': json(can('manageUsers')),
  'POST /api/company/users/:id/deactivate': json(can('manageUsers')),
  'POST /api/company/users/:id/reactivate': json(can('manageUsers')),
  'GET /api/company/approvals': json(can('approve')),
  'POST /api/company/approvals/:id/approve': json(can('approve')),
  'POST /api/company/approvals/:id/reject': json(can('approve')),
  // the company's consent to its representative's ordering: the Yönetici's
  'GET /api/company/representative': json(can('manageUsers')),
  'PUT /api/company/representative': json(can('manageUsers')),
  // a sales representative's book and acting
  'GET /api/representative/customers': json(REPRESENTATIVE),
  'POST /api/representative/acting': json(REPRESENTATIVE),
  'DELETE /api/representative/acting': json(REPRESENTATIVE),
  // saved shopping lists: every company user reads (a viewer the shared ones), a role with
  // a cart keeps lists; which list one may see or change is the service's (services/shoppingLists.ts)
  'GET /api/catalog/lists': json(MEMBER),
  'POST /api/catalog/lists': json(can('cart')),
  'GET /api/catalog/lists/:id': json(MEMBER),
  'PATCH /api/catalog/lists/:id': json(can('cart')),
  'POST /api/catalog/lists/:id/duplicate': json(can('cart')),
  'DELETE /api/catalog/lists/:id': json(can('cart')),
  'POST /api/catalog/lists/:id/lines': json(can('cart')),
  'PATCH /api/catalog/lists/:id/lines/:lineId': json(can('cart')),
  'DELETE /api/catalog/lists/:id/lines/:lineId': json(can('cart')),
  // the administrators' calls and socket (customers use the socket for their order decisions)
  'GET /yonetim/top-queries': json(ADMIN),
  'GET /yonetim/search_queries': json(ADMIN),
  'GET /yonetim/carts': json(ADMIN),
  // an ERP's import job: a program's API token, never a session
  'POST /api/admin/import/products': json(TOKEN),
  'POST /api/admin/import/stock': json(TOKEN),
  'POST /api/admin/import/prices': json(TOKEN),
  'POST /api/admin/import/customers': json(TOKEN),
  'POST /api/admin/import/synonyms': json(TOKEN),
  // Public: the socket itself closes (1008) a visitor's or a foreign origin's connection; a 401 on the
  // upgrade would be a console error in every page whose session just ended or renewed.
  'GET /ws': json(PUBLIC),
  // pages
  'GET /': page(PUBLIC),
  'GET /search': page(PUBLIC),
  'GET /:url': page(PUBLIC),
  'GET /:brand/:url': page(PUBLIC),
  'GET /:locale/:brand/:url': page(PUBLIC),
  'GET /garanti-sorgulama': page(PUBLIC),
  'GET /ariza-bildirimi': page(PUBLIC),
  'POST /ariza-bildirimi': page(PUBLIC),
  'GET /payment/start': page(PUBLIC),
  'GET /account/login': page(PUBLIC),
  'POST /account/login': page(PUBLIC),
  'GET /account/logout': page(PUBLIC, { beforePasswordSet: true }),
  'POST /account/logout': page(PUBLIC, { beforePasswordSet: true }),
  'GET /sepet': page(can('cart')),
  'POST /sepet/odeme': page(can('cart')),
  'GET /sepet/odeme': page(can('cart')),
  'GET /sepet/odeme/kart': page(can('cart')),
  'GET /hizli-siparis': page(can('cart')),
  'GET /siparis/tamamlandi/:id': page(MEMBER),
  'GET /sepet/odeme/ozet/:id': page(MEMBER),
  'GET /hesap/odeme': page(can('accountPayment')),
  'GET /hesap/siparisler': page(MEMBER),
  'GET /teklif/liste': page(can('offers', 'companyHistory')),
  'GET /hesap/ekstre': page(can('statement')),
  'GET /hesap/ayarlar': page(LOGIN, { beforePasswordSet: true, notWhileActing: true }),
  'GET /temsilci': page(REPRESENTATIVE),
  'GET /hesap/kullanicilar': page(can('manageUsers')),
  'GET /hesap/onaylar': page(can('approve')),
  'GET /hesap/listeler': page(MEMBER),
  'GET /yonetim': page(ADMIN),
  'GET /yonetim/cevrimici-kullanicilar': page(ADMIN),
  'GET /yonetim/musteri-sepetleri': page(ADMIN),
  'GET /yonetim/temsilciler': page(ADMIN),
};

/** Whether the request's user has a permission of their company role. */
export const allowedTo = (request: FastifyRequest, permission: CompanyPermission) =>
  roleCan(request.member?.role, permission);

/** The page a company user who must set their own password is sent to. */
export const PASSWORD_PAGE = '/hesap/ayarlar';

/**
 * The password page with the page the user asked for as its return address (returnUrl), so the page
 * can offer it once the password is set; none when they asked for the home page or the password page.
 */
export function passwordPageFor(asked: string): string {
  const path = sameSitePath(asked);
  if (path === null || path === '/' || path.split(/[?#]/)[0] === PASSWORD_PAGE) return PASSWORD_PAGE;
  return `${PASSWORD_PAGE}?returnUrl=${encodeURIComponent(path)}`;
}

function deny(route: RouteAccess, request: FastifyRequest, reply: FastifyReply): void | FastifyReply {
  const { access } = route;
  if (access.kind === 'token') {
    if (!request.apiToken) throw new HttpError(401, MSG.apiTokenRequired);
    return;
  }
  const user = request.user;
  if (!user) {
    if (access.kind === 'public') return;
    if (access.kind === 'login' && access.anonymous)
      throw new HttpError(access.anonymous.status, access.anonymous.message);
    if (route.answer === 'page')
      return reply.redirect(`/account/login?returnUrl=${encodeURIComponent(request.url)}`, 303);
    throw new HttpError(401, MSG.loginRequired);
  }
  if (request.member?.mustChangePassword && !route.beforePasswordSet) {
    // A page asked for with GET can be returned to; a form's post cannot be repeated by a link.
    if (route.answer === 'page')
      return reply.redirect(passwordPageFor(request.method === 'GET' ? request.url : '/'), 303);
    throw new HttpError(403, MSG.passwordChangeRequired);
  }
  if (route.notWhileActing && request.representative) throw new HttpError(403, MSG.notWhileActing);
  if (access.kind === 'public' || access.kind === 'login') return;
  if (access.kind === 'representative') {
    if (request.person?.role !== 'representative') throw new HttpError(403, MSG.representativeOnly);
    return;
  }
  if (access.kind === 'admin') {
    if (user.role !== 'admin') throw new HttpError(403, MSG.adminOnly);
    return;
  }
  // A company's route: a store administrator is told so in the spec’s words.
  if (!request.member)
    throw new HttpError(
      403,
      user.role === 'representative' ? MSG.representativeNotActing : MSG.adminForbidden,
    );
  if (access.any && !access.any.some((permission) => allowedTo(request, permission)))
    throw new HttpError(403, MSG.roleForbidden);
}

/** The guard of one route: passes, answers (a redirect), or throws the refusal. */
export const accessGuard = (route: RouteAccess) =>
  async function access(request: FastifyRequest, reply: FastifyReply) {
    const answered = deny(route, request, reply);
    if (answered) return answered;
  };

/** The table's entry of a route (HEAD is GET's), or an error naming the route that has none. */
export function routeAccess(method: string, url: string): RouteAccess {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  const found = ROUTE_ACCESS[key];
  if (!found) throw new Error(`no access rule for ${key} (server/auth/access.ts ROUTE_ACCESS)`);
  return found;
}
