/**
 * The authorisation matrix. Every route of the host × every kind of visitor, with the
 * expected answer written out here from the rules (not read from server/auth/access.ts, whose
 * table is imported only to prove this list names exactly its routes):
 *
 * - Yönetici: everything, and the company's users; Satın Alma: cart, orders, offers (its own);
 *   Onaylayıcı: cart, orders, offers, approvals, the company's history; İzleyici: the catalogue, the
 *   company's orders, offers and statement, no cart.
 * - anonymous: 401 for calls (the warranty lookup 403 with the spec's message), 303 to the login for
 *   pages; a role without the permission: 403 'Rolünüz bu işleme izin vermiyor.'; the store
 *   administrator on a company route: 403 with the spec's 'Yönetici hesabı…'; a company user on
 *   /yonetim: 403.
 * - saved shopping lists: every company user reads them (the İzleyici too), only a role with
 *   a cart keeps them (creates, changes, copies, deletes, adds lines).
 * - another company's Yönetici on an object of bayi1's company (an order, an offer, a payment, a user,
 *   an approval, a shopping list): 404.
 * - a sales representative (temsilci1) acting for nobody: the catalogue, their book and acting, their
 *   own account; a company route 403 'Bu işlem için önce bir müşteriniz adına çalışmaya
 *   başlamalısınız.'. Acting for bayi1 (temsilci1@bayi1) they are bayi1's 'temsilci': cart, offers, the
 *   company's orders and statement; never its users, approvals, consent, account payment, and not
 *   their password or a card (403 'Müşteri adına çalışırken bu işlemi yapamazsınız.').
 *
 * Requests carry valid CSRF tokens, so what is observed is the access decision. A request the table
 * lets through answers by its own rules ('pass': anything but 401/403 or a redirect to the login or
 * the password page); most are made so that they change nothing (an invalid body, an unknown id).
 */
import WebSocket from 'ws';
import { ROUTE_ACCESS } from '../../server/auth/access';
import {
  Client,
  errorType,
  loggedIn,
  productId,
  startHost,
  type Answer,
  type Body,
  type TestHost,
} from './helpers';

const ACTORS = [
  'anonymous',
  'bayi1',
  'bayi1.satinalma',
  'bayi1.onay',
  'bayi1.izleyici',
  'bayi2',
  'yonetici',
  'temsilci1',
  'temsilci1@bayi1',
] as const;
type Actor = (typeof ACTORS)[number];

/**
 * - pass: the access table let it through (not 401/403, no redirect to the login or password page)
 * - a number: exactly that status (the table let it through)
 * - login: 401 'Bu işlem için giriş yapmalısınız.'; toLogin: 303 to /account/login?returnUrl=…
 * - role / admin / adminOnly / warranty / notActing / notWhileActing / repOnly: 403 with that message
 * - token: 401 'Bu adres yalnızca geçerli bir API anahtarıyla …': a session, whoever's, is not an API token
 */
type Cell =
  | 'pass'
  | number
  | 'login'
  | 'toLogin'
  | 'role'
  | 'admin'
  | 'adminOnly'
  | 'warranty'
  | 'token'
  | 'notActing'
  | 'notWhileActing'
  | 'repOnly';

const MESSAGES = {
  login: 'Bu işlem için giriş yapmalısınız.',
  role: 'Rolünüz bu işleme izin vermiyor.',
  admin: 'Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.',
  adminOnly: 'Bu alana yalnızca yönetici hesapları erişebilir.',
  warranty: 'Garanti sorgulama servisini kullanabilmeniz için giriş yapmış olmalısınız.Lütfen giriş yapıniz',
  token: 'Bu adres yalnızca geçerli bir API anahtarıyla (Authorization: Bearer) çağrılabilir.',
  notActing: 'Bu işlem için önce bir müşteriniz adına çalışmaya başlamalısınız.',
  notWhileActing: 'Müşteri adına çalışırken bu işlemi yapamazsınız.',
  repOnly: 'Bu alan yalnızca satış temsilcilerine açıktır.',
} as const;

/** What the rows' requests need: ids of bayi1's company and of the catalogue. */
interface Ids {
  product: number;
  /** An order bayi1 (the Yönetici) placed. */
  order: number;
  /** The order of bayi1.satinalma that waits for approval. */
  waiting: number;
  offer: number;
  offerNo: string;
  offerItem: number;
  /** A payment bayi1 made. */
  payment: number;
  /** bayi1.satinalma's user id. */
  buyer: number;
  /** The shared shopping list of bayi1.satinalma ('Kadıköy şantiyesi – aylık'), and one of its lines. */
  list: number;
  listLine: number;
}

interface Request {
  method: string;
  url: string;
  body?: Body;
}
/** A row's request: a plain one made by the actor's client, or a way of its own (logins, the socket). */
type Send = (ids: Ids) => Request | ((actor: Actor) => Promise<Answer>);

const get =
  (url: string): Send =>
  () => ({ method: 'GET', url });
const call =
  (method: string, url: string, body?: Body): Send =>
  () => ({ method, url, body });

/** The socket: 101 when it opened and stayed open, 1008 when it was closed as unauthorised, else the status its upgrade was refused with. */
const socket: Send = () => (actor) => openSocket(actor);
/** Ending acting: from a client of its own, so the shared acting session goes on acting. */
const stopActing: Send = () => async (actor) => {
  const client = actor === 'anonymous' ? new Client(host.url) : await clientOf(actor);
  if (actor === 'anonymous') await client.page('/');
  return client.delete('/api/representative/acting');
};
/** Posted from a client of its own (the shared ones keep their sessions). */
const login: Send = () => async (actor) => {
  const client = new Client(host.url);
  return client.login(actor === 'anonymous' ? 'bayi5' : actor.split('@')[0]!);
};
const logout: Send = () => async (actor) => {
  const client = actor === 'anonymous' ? new Client(host.url) : await clientOf(actor);
  if (actor === 'anonymous') await client.page('/');
  return client.post('/account/logout', { form: { _csrf: client.csrf } });
};

type Row = [route: string, send: Send, cells: Record<Actor, Cell>];
/** The cells in the order of ACTORS. */
const row = (route: string, send: Send, cells: Cell[]): Row => {
  if (cells.length !== ACTORS.length) throw new Error(`${route}: ${cells.length} cells`);
  return [
    route,
    send,
    Object.fromEntries(ACTORS.map((actor, i) => [actor, cells[i]!])) as Record<Actor, Cell>,
  ];
};

const CSRF_FORM = { _csrf: '' }; // filled in per client (see request())
const LONG = 'x'.repeat(1001);

// prettier-ignore
const ROWS: Row[] = [
  //                                                                                            anonymous   bayi1   satinalma  onay     izleyici  bayi2   yonetici temsilci1 temsilci1@bayi1
  // files and the contract
  row('GET /assets/*', get('/assets/manifest.json'),                                            ['pass',    'pass', 'pass',    'pass',  'pass',   'pass', 'pass', 'pass', 'pass']),
  row('GET /images/:file', get('/images/404.png'),                                              ['pass',    'pass', 'pass',    'pass',  'pass',   'pass', 'pass', 'pass', 'pass']),
  row('GET /static/:file', get('/static/host.css'),                                             ['pass',    'pass', 'pass',    'pass',  'pass',   'pass', 'pass', 'pass', 'pass']),
  row('GET /api/openapi.json', get('/api/openapi.json'),                                        [200,       200,    200,       200,     200,      200,    200, 200, 200]),
  row('GET /healthz', get('/healthz'),                                                          [200,       200,    200,       200,     200,      200,    200, 200, 200]),
  row('GET /readyz', get('/readyz'),                                                            [200,       200,    200,       200,     200,      200,    200, 200, 200]),
  // the operator's metrics: only on METRICS_PORT or to METRICS_TOKEN, neither of which this host has
  row('GET /metrics', get('/metrics'),                                                          [404,       404,    404,       404,     404,      404,    404, 404, 404]),
  // the catalogue: anyone
  row('GET /api/catalog/products', get('/api/catalog/products?limit=1'),                        [200,       200,    200,       200,     200,      200,    200, 200, 200]),
  row('GET /api/catalog/products/*', get('/api/catalog/products/viko?limit=1'),                 [200,       200,    200,       200,     200,      200,    200, 200, 200]),
  row('GET /autocomplete', get('/autocomplete?q=priz'),                                         [200,       200,    200,       200,     200,      200,    200, 200, 200]),
  row('GET /api/catalog/top-header-info', get('/api/catalog/top-header-info'),                  [200,       200,    200,       200,     200,      200,    200, 200, 200]),
  row('GET /api/catalog/faultreport/basecategories/:id', get('/api/catalog/faultreport/basecategories/0'),
                                                                                                [200,       200,    200,       200,     200,      200,    200, 200, 200]),
  row('GET /api/catalog/faultreport/product/:id', get('/api/catalog/faultreport/product/999999'),
                                                                                                [404,       404,    404,       404,     404,      404,    404, 404, 404]),
  row('POST /api/catalog/product-lookup', call('POST', '/api/catalog/product-lookup', { json: { ids: [1] } }),
                                                                                                [200,       200,    200,       200,     200,      200,    200, 200, 200]),
  // preferences, the cookie choice, the password and the warranty lookup
  row('POST /api/catalog/settings', call('POST', '/api/catalog/settings', { json: { key: 'productListView', value: 'grid' } }),
                                                                                                [200,       200,    200,       200,     200,      200,    200, 200, 200]),
  row('POST /api/catalog/cookies', call('POST', '/api/catalog/cookies', { json: { allowCookies: true } }),
                                                                                                [200,       200,    200,       200,     200,      200,    200, 200, 200]),
  row('POST /api/catalog/account/settings', call('POST', '/api/catalog/account/settings', { multipart: { currentPassword: 'demo1234', password: 'abc', passwordVerify: 'abc' } }),
                                                                                                ['login',   400,    400,       400,     400,      400,    400, 400, 'notWhileActing']),
  row('POST /api/catalog/WarrantyInquiry', call('POST', '/api/catalog/WarrantyInquiry', { multipart: { serialNumber: '   ' } }),
                                                                                                ['warranty', 400,   400,       400,     400,      400,    400, 400, 400]),
  // the cart: reading is harmless (an empty list), changing it is ordering
  row('GET /api/catalog/cart', get('/api/catalog/cart'),                                        [200,       200,    200,       200,     200,      200,    200, 200, 200]),
  row('POST /api/catalog/cart/:productId', (ids) => ({ method: 'POST', url: `/api/catalog/cart/${ids.product}`, body: { form: { quantity: 0 } } }),
                                                                                                ['login',   400,    400,       400,     'role',   400,    'admin', 'notActing', 400]),
  row('PATCH /api/catalog/cart/:productId', (ids) => ({ method: 'PATCH', url: `/api/catalog/cart/${ids.product}`, body: { json: {} } }),
                                                                                                ['login',   400,    400,       400,     'role',   400,    'admin', 'notActing', 400]),
  row('DELETE /api/catalog/cart/:productId', call('DELETE', '/api/catalog/cart/999999'),       ['login',   404,    404,       404,     'role',   404,    'admin', 'notActing', 404]),
  row('DELETE /api/catalog/cart', call('DELETE', '/api/catalog/cart'),                          ['login',   200,    200,       200,     'role',   200,    'admin', 'notActing', 200]),
  row('POST /api/catalog/cart', call('POST', '/api/catalog/cart', { form: { description: '', advencePrice: 'yok' } }),
                                                                                                ['login',   400,    400,       400,     'role',   400,    'admin', 'notActing', 400]),
  row('POST /api/catalog/cart/batch', call('POST', '/api/catalog/cart/batch', { json: { lines: [] } }),
                                                                                                ['login',   400,    400,       400,     'role',   400,    'admin', 'notActing', 400]),
  row('POST /api/catalog/cart/offer', call('POST', '/api/catalog/cart/offer', { form: { description: LONG } }),
                                                                                                ['login',   400,    400,       400,     'role',   400,    'admin', 'notActing', 400]),
  row('POST /api/catalog/bin-control', call('POST', '/api/catalog/bin-control', { form: { binNumber: '1' } }),
                                                                                                ['login',   400,    400,       400,     'role',   400,    'admin', 'notActing', 'notWhileActing']),
  // history
  row('GET /api/catalog/orders', get('/api/catalog/orders'),                                    ['login',   200,    200,       200,     200,      200,    'admin', 'notActing', 200]),
  row('PATCH /api/catalog/order/:id', (ids) => ({ method: 'PATCH', url: `/api/catalog/order/${ids.order}`, body: { json: { cancel: false } } }),
                                                                                                ['login',   400,    400,       400,     'role',   400,    'admin', 'notActing', 400]),
  row('GET /api/catalog/offers', get('/api/catalog/offers'),                                    ['login',   200,    200,       200,     200,      200,    'admin', 'notActing', 200]),
  row('PATCH /api/catalog/offer/:id', (ids) => ({ method: 'PATCH', url: `/api/catalog/offer/${ids.offer}`, body: { json: { cancel: false } } }),
                                                                                                ['login',   400,    400,       400,     'role',   400,    'admin', 'notActing', 400]),
  row('PATCH /api/catalog/offer/mail/:id', call('PATCH', '/api/catalog/offer/mail/999999'),    ['login',   404,    404,       404,     'role',   404,    'admin', 'notActing', 404]),
  row('PATCH /api/catalog/offer/edit/:id', call('PATCH', '/api/catalog/offer/edit/999999'),    ['login',   404,    404,       404,     'role',   404,    'admin', 'notActing', 404]),
  row('PATCH /api/catalog/offer/update/profit', call('PATCH', '/api/catalog/offer/update/profit', { json: {} }),
                                                                                                ['login',   400,    400,       400,     'role',   400,    'admin', 'notActing', 400]),
  row('PATCH /api/catalog/offer/update/customer', call('PATCH', '/api/catalog/offer/update/customer', { json: {} }),
                                                                                                ['login',   400,    400,       400,     'role',   400,    'admin', 'notActing', 400]),
  // company accounts: the Yönetici's users, the approvers' queue
  row('GET /api/company/users', get('/api/company/users'),                                      ['login',   200,    'role',    'role',  'role',   200,    'admin', 'notActing', 'role']),
  row('POST /api/company/users', call('POST', '/api/company/users', { json: {} }),              ['login',   400,    'role',    'role',  'role',   400,    'admin', 'notActing', 'role']),
  row('PATCH /api/company/users/:id', (ids) => ({ method: 'PATCH', url: `/api/company/users/${ids.buyer}`, body: { json: {} } }),
                                                                                                ['login',   400,    'role',    'role',  'role',   400,    'admin', 'notActing', 'role']),
  row('POST /api/company/users/:id/deactivate', call('POST', '/api/company/users/999999/deactivate'),
                                                                                                ['login',   404,    'role',    'role',  'role',   404,    'admin', 'notActing', 'role']),
  row('POST /api/company/users/:id/reactivate', call('POST', '/api/company/users/999999/reactivate'),
                                                                                                ['login',   404,    'role',    'role',  'role',   404,    'admin', 'notActing', 'role']),
  row('GET /api/company/approvals', get('/api/company/approvals'),                              ['login',   200,    'role',    200,     'role',   200,    'admin', 'notActing', 'role']),
  row('POST /api/company/approvals/:id/approve', call('POST', '/api/company/approvals/999999/approve'),
                                                                                                ['login',   404,    'role',    404,     'role',   404,    'admin', 'notActing', 'role']),
  row('POST /api/company/approvals/:id/reject', (ids) => ({ method: 'POST', url: `/api/company/approvals/${ids.waiting}/reject`, body: { json: {} } }),
                                                                                                ['login',   400,    'role',    400,     'role',   400,    'admin', 'notActing', 'role']),
  // the company's consent to its representative: the Yönetici's
  row('GET /api/company/representative', get('/api/company/representative'),                   ['login',   200,    'role',    'role',  'role',   200,    'admin', 'notActing', 'role']),
  row('PUT /api/company/representative', call('PUT', '/api/company/representative', { json: {} }),
                                                                                                ['login',   400,    'role',    'role',  'role',   400,    'admin', 'notActing', 'role']),
  // a sales representative's book and acting (another company than theirs: 404)
  row('GET /api/representative/customers', get('/api/representative/customers'),               ['login',   'repOnly', 'repOnly', 'repOnly', 'repOnly', 'repOnly', 'repOnly', 200, 200]),
  row('POST /api/representative/acting', call('POST', '/api/representative/acting', { json: { companyId: 999999 } }),
                                                                                                ['login',   'repOnly', 'repOnly', 'repOnly', 'repOnly', 'repOnly', 'repOnly', 404, 404]),
  row('DELETE /api/representative/acting', stopActing,                                          ['login',   'repOnly', 'repOnly', 'repOnly', 'repOnly', 'repOnly', 'repOnly', 200, 200]),
  // saved shopping lists: every company user reads (the İzleyici the shared ones); keeping
  // lists is for a role with a cart. bayi1.satinalma's shared list: the company sees it, bayi2 does not.
  row('GET /api/catalog/lists', get('/api/catalog/lists'),                                      ['login',   200,    200,       200,     200,      200,    'admin', 'notActing', 200]),
  row('POST /api/catalog/lists', call('POST', '/api/catalog/lists', { json: { name: '   ' } }),
                                                                                                ['login',   400,    400,       400,     'role',   400,    'admin', 'notActing', 400]),
  row('GET /api/catalog/lists/:id', (ids) => ({ method: 'GET', url: `/api/catalog/lists/${ids.list}` }),
                                                                                                ['login',   200,    200,       200,     200,      404,    'admin', 'notActing', 200]),
  row('PATCH /api/catalog/lists/:id', (ids) => ({ method: 'PATCH', url: `/api/catalog/lists/${ids.list}`, body: { json: {} } }),
                                                                                                ['login',   400,    400,       400,     'role',   400,    'admin', 'notActing', 400]),
  row('POST /api/catalog/lists/:id/duplicate', call('POST', '/api/catalog/lists/999999/duplicate', { json: { name: 'Kopya' } }),
                                                                                                ['login',   404,    404,       404,     'role',   404,    'admin', 'notActing', 404]),
  row('DELETE /api/catalog/lists/:id', call('DELETE', '/api/catalog/lists/999999'),           ['login',   404,    404,       404,     'role',   404,    'admin', 'notActing', 404]),
  row('POST /api/catalog/lists/:id/lines', (ids) => ({ method: 'POST', url: `/api/catalog/lists/${ids.list}/lines`, body: { json: { lines: [] } } }),
                                                                                                ['login',   400,    400,       400,     'role',   400,    'admin', 'notActing', 400]),
  row('PATCH /api/catalog/lists/:id/lines/:lineId', call('PATCH', '/api/catalog/lists/999999/lines/999999', { json: { quantity: 1 } }),
                                                                                                ['login',   404,    404,       404,     'role',   404,    'admin', 'notActing', 404]),
  row('DELETE /api/catalog/lists/:id/lines/:lineId', call('DELETE', '/api/catalog/lists/999999/lines/999999'),
                                                                                                ['login',   404,    404,       404,     'role',   404,    'admin', 'notActing', 404]),
  // the administrators' calls, and the socket every logged-in user may open
  row('GET /yonetim/top-queries', get('/yonetim/top-queries'),                                  ['login',   'adminOnly', 'adminOnly', 'adminOnly', 'adminOnly', 'adminOnly', 200, 'adminOnly', 'adminOnly']),
  row('GET /yonetim/search_queries', get('/yonetim/search_queries?query=priz&type=kelime'),     ['login',   'adminOnly', 'adminOnly', 'adminOnly', 'adminOnly', 'adminOnly', 200, 'adminOnly', 'adminOnly']),
  row('GET /yonetim/carts', get('/yonetim/carts'),                                              ['login',   'adminOnly', 'adminOnly', 'adminOnly', 'adminOnly', 'adminOnly', 200, 'adminOnly', 'adminOnly']),
  // a program's import: an API token only, never a session (test/server/importDoor.test.ts has the token's side)
  row('POST /api/admin/import/products', call('POST', '/api/admin/import/products', { raw: 'code\nX1\n', type: 'text/csv' }),
                                                                                                ['token',   'token', 'token',  'token', 'token',  'token', 'token', 'token', 'token']),
  row('POST /api/admin/import/stock', call('POST', '/api/admin/import/stock', { raw: 'code\nX1\n', type: 'text/csv' }),
                                                                                                ['token',   'token', 'token',  'token', 'token',  'token', 'token', 'token', 'token']),
  row('POST /api/admin/import/prices', call('POST', '/api/admin/import/prices', { raw: 'code\nX1\n', type: 'text/csv' }),
                                                                                                ['token',   'token', 'token',  'token', 'token',  'token', 'token', 'token', 'token']),
  row('POST /api/admin/import/customers', call('POST', '/api/admin/import/customers', { raw: 'code\nX1\n', type: 'text/csv' }),
                                                                                                ['token',   'token', 'token',  'token', 'token',  'token', 'token', 'token', 'token']),
  row('POST /api/admin/import/synonyms', call('POST', '/api/admin/import/synonyms', { raw: 'code\nX1\n', type: 'text/csv' }),
                                                                                                ['token',   'token', 'token',  'token', 'token',  'token', 'token', 'token', 'token']),
  // a representative's socket opens while they act for a customer (its answers are not theirs: no notices)
  row('GET /ws', socket,                                                                        [1008,      101,    101,       101,     101,      101,    101, 1008, 101]),
  // public pages
  row('GET /', get('/'),                                                                        [200,       200,    200,       200,     200,      200,    200, 200, 200]),
  row('GET /search', get('/search?q=priz'),                                                     [200,       200,    200,       200,     200,      200,    200, 200, 200]),
  row('GET /:url', get('/viko'),                                                                ['pass',    'pass', 'pass',    'pass',  'pass',   'pass', 'pass', 'pass', 'pass']),
  row('GET /:brand/:url', get('/viko/karre'),                                                   ['pass',    'pass', 'pass',    'pass',  'pass',   'pass', 'pass', 'pass', 'pass']),
  row('GET /:locale/:brand/:url', get('/en/viko/karre'),                                        ['pass',    'pass', 'pass',    'pass',  'pass',   'pass', 'pass', 'pass', 'pass']),
  row('GET /garanti-sorgulama', get('/garanti-sorgulama'),                                      [200,       200,    200,       200,     200,      200,    200, 200, 200]),
  row('GET /ariza-bildirimi', get('/ariza-bildirimi'),                                          [200,       200,    200,       200,     200,      200,    200, 200, 200]),
  row('POST /ariza-bildirimi', call('POST', '/ariza-bildirimi', { form: { productCode: '', description: '', ...CSRF_FORM } }),
                                                                                                [400,       400,    400,       400,     400,      400,    400, 400, 400]),
  row('GET /payment/start', get('/payment/start'),                                              [302,       302,    302,       302,     302,      302,    302, 302, 302]),
  row('GET /account/login', get('/account/login'),                                              [200,       303,    303,       303,     303,      303,    303, 303, 303]),
  row('POST /account/login', login,                                                             [303,       303,    303,       303,     303,      303,    303, 303, 303]),
  row('GET /account/logout', get('/account/logout'),                                            [303,       200,    200,       200,     200,      200,    200, 200, 200]),
  row('POST /account/logout', logout,                                                           [303,       303,    303,       303,     303,      303,    303, 303, 303]),
  // the customers' pages
  row('GET /sepet', get('/sepet'),                                                              ['toLogin', 200,    200,       200,     'role',   200,    'admin', 'notActing', 200]),
  row('POST /sepet/odeme', call('POST', '/sepet/odeme', { form: { description: '', advencePrice: 'yok', ...CSRF_FORM } }),
                                                                                                ['toLogin', 400,    400,       400,     'role',   400,    'admin', 'notActing', 400]),
  row('GET /sepet/odeme', get('/sepet/odeme'),                                                  ['toLogin', 'pass', 'pass',    'pass',  'role',   'pass', 'admin', 'notActing', 'pass']),
  row('GET /sepet/odeme/kart', get('/sepet/odeme/kart'),                                        ['toLogin', 'pass', 'pass',    'pass',  'role',   'pass', 'admin', 'notActing', 'pass']),
  row('GET /hizli-siparis', get('/hizli-siparis'),                                              ['toLogin', 200,    200,       200,     'role',   200,    'admin', 'notActing', 200]),
  // bayi1's own order and payment: the company's history for all but the Satın Alma user (own only)
  row('GET /siparis/tamamlandi/:id', (ids) => ({ method: 'GET', url: `/siparis/tamamlandi/${ids.order}` }),
                                                                                                ['toLogin', 200,    404,       200,     200,      404,    'admin', 'notActing', 200]),
  row('GET /sepet/odeme/ozet/:id', (ids) => ({ method: 'GET', url: `/sepet/odeme/ozet/${ids.payment}` }),
                                                                                                ['toLogin', 200,    404,       200,     200,      404,    'admin', 'notActing', 200]),
  row('GET /hesap/odeme', get('/hesap/odeme'),                                                  ['toLogin', 200,    'role',    'role',  'role',   200,    'admin', 'notActing', 'role']),
  row('GET /hesap/siparisler', get('/hesap/siparisler'),                                        ['toLogin', 200,    200,       200,     200,      200,    'admin', 'notActing', 200]),
  row('GET /teklif/liste', get('/teklif/liste'),                                                ['toLogin', 200,    200,       200,     200,      200,    'admin', 'notActing', 200]),
  row('GET /hesap/ekstre', get('/hesap/ekstre'),                                                ['toLogin', 200,    'role',    'role',  200,      200,    'admin', 'notActing', 200]),
  row('GET /hesap/ayarlar', get('/hesap/ayarlar'),                                              ['toLogin', 200,    200,       200,     200,      200,    200, 200, 'notWhileActing']),
  row('GET /hesap/kullanicilar', get('/hesap/kullanicilar'),                                    ['toLogin', 200,    'role',    'role',  'role',   200,    'admin', 'notActing', 'role']),
  row('GET /hesap/onaylar', get('/hesap/onaylar'),                                              ['toLogin', 200,    'role',    200,     'role',   200,    'admin', 'notActing', 'role']),
  row('GET /hesap/listeler', get('/hesap/listeler'),                                            ['toLogin', 200,    200,       200,     200,      200,    'admin', 'notActing', 200]),
  row('GET /temsilci', get('/temsilci'),                                                        ['toLogin', 'repOnly', 'repOnly', 'repOnly', 'repOnly', 'repOnly', 'repOnly', 200, 200]),
  // the administrators' pages
  row('GET /yonetim', get('/yonetim'),                                                          ['toLogin', 'adminOnly', 'adminOnly', 'adminOnly', 'adminOnly', 'adminOnly', 200, 'adminOnly', 'adminOnly']),
  row('GET /yonetim/cevrimici-kullanicilar', get('/yonetim/cevrimici-kullanicilar'),            ['toLogin', 'adminOnly', 'adminOnly', 'adminOnly', 'adminOnly', 'adminOnly', 200, 'adminOnly', 'adminOnly']),
  row('GET /yonetim/musteri-sepetleri', get('/yonetim/musteri-sepetleri'),                      ['toLogin', 'adminOnly', 'adminOnly', 'adminOnly', 'adminOnly', 'adminOnly', 200, 'adminOnly', 'adminOnly']),
  row('GET /yonetim/temsilciler', get('/yonetim/temsilciler'),                           ['toLogin', 'adminOnly', 'adminOnly', 'adminOnly', 'adminOnly', 'adminOnly', 200, 'adminOnly', 'adminOnly']),
];

let host: TestHost;
const clients = new Map<Actor, Client>();

/**
 * A logged-in client of the actor: 'temsilci1@bayi1' is the representative acting for bayi1 (whose
 * Yönetici consents in the demo), on a session of its own.
 */
async function clientOf(actor: Exclude<Actor, 'anonymous'>): Promise<Client> {
  const [username, company] = actor.split('@') as [string, string | undefined];
  const client = await loggedIn(host.url, username);
  if (company === undefined) return client;
  const companyId = await host.db.value<number>('SELECT id FROM users WHERE username = ?', company);
  const acting = await client.post('/api/representative/acting', { json: { companyId } });
  if (acting.status !== 200) throw new Error(`${actor}: acting refused (${acting.status})`);
  await client.page('/');
  return client;
}
let ids: Ids;

beforeAll(async () => {
  host = await startHost();
  const anonymous = new Client(host.url);
  await anonymous.page('/');
  clients.set('anonymous', anonymous);
  await Promise.all(
    ACTORS.filter((a) => a !== 'anonymous').map(async (a) => clients.set(a, await clientOf(a))),
  );
  const db = host.db;
  const userId = (username: string) => db.value<number>('SELECT id FROM users WHERE username = ?', username);
  const bayi1 = await userId('bayi1');
  const offer = (await db.get<{ id: number; order_no: string }>(
    'SELECT id, order_no FROM offers WHERE user_id = ? AND is_cancel = 0 ORDER BY id LIMIT 1',
    bayi1,
  ))!;
  const payment = await db.value<number>(
    `INSERT INTO payments (user_id, paid_by, order_id, payment_type, amount, total, installment, commision_fee,
       bank_name, masked_card, card_holder, description, created_at)
     VALUES (?, ?, NULL, 'pay', 1500, 1500, 1, 0, 'Akbank', '435508******4358', 'AHMET YILMAZ', '', ?) RETURNING id`,
    bayi1,
    bayi1,
    new Date().toISOString(),
  );
  const list = await db.value<number>(
    'SELECT id FROM shopping_lists WHERE owner_id = ? AND shared = 1 ORDER BY id LIMIT 1',
    await userId('bayi1.satinalma'),
  );
  ids = {
    product: await productId(host, '90960002'),
    order: await db.value<number>(
      'SELECT id FROM orders WHERE user_id = ? AND placed_by = ? AND is_cancel = 0 ORDER BY id DESC LIMIT 1',
      bayi1,
      bayi1,
    ),
    waiting: await db.value<number>(
      "SELECT id FROM orders WHERE user_id = ? AND status = 'waiting' ORDER BY id LIMIT 1",
      bayi1,
    ),
    offer: offer.id,
    offerNo: offer.order_no,
    offerItem: await db.value<number>('SELECT id FROM offer_items WHERE offer_id = ? LIMIT 1', offer.id),
    payment,
    buyer: await userId('bayi1.satinalma'),
    list,
    listLine: await db.value<number>(
      'SELECT id FROM shopping_list_lines WHERE list_id = ? ORDER BY position LIMIT 1',
      list,
    ),
  };
});
afterAll(() => host.stop());

const socketUrl = () => `${host.url.replace('http', 'ws')}/ws`;
const cookieOf = (client: Client) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

function openSocket(actor: Actor): Promise<Answer> {
  const ws = new WebSocket(socketUrl(), {
    headers: { cookie: cookieOf(clients.get(actor)!), origin: host.url },
  });
  return new Promise((resolve, reject) => {
    const answer = (status: number): Answer => ({
      status,
      headers: new Headers(),
      text: '',
      json: undefined,
    });
    // Opened, then refused (1008) or kept: the server's close frame comes before the pong to our ping.
    ws.on('open', () => ws.ping());
    ws.on('pong', () => {
      ws.close();
      resolve(answer(101));
    });
    ws.on('close', (code) => resolve(answer(code)));
    ws.on('unexpected-response', (_request, response) => {
      resolve(answer(response.statusCode ?? 0));
      response.resume();
    });
    ws.on('error', reject);
  });
}

async function request(actor: Actor, send: ReturnType<Send>): Promise<Answer> {
  if (typeof send === 'function') return send(actor);
  const client = clients.get(actor)!;
  let body = send.body;
  if (body && 'form' in body && '_csrf' in body.form) body = { form: { ...body.form, _csrf: client.csrf } };
  return client.request(send.method, send.url, body);
}

const location = (answer: Answer) => answer.headers.get('location') ?? '';
/** The refusal's message: the error answer's of a call, the page's text of a page. */
const says = (answer: Answer, message: string) =>
  errorType(answer) === message || (errorType(answer) === undefined && answer.text.includes(message));

function judge(cell: Cell, answer: Answer): boolean {
  const refusal = (message: string) => answer.status === 403 && says(answer, message);
  switch (cell) {
    case 'pass':
      return (
        answer.status !== 401 &&
        answer.status !== 403 &&
        !location(answer).startsWith('/account/login') &&
        !location(answer).startsWith('/hesap/ayarlar')
      );
    case 'login':
      return answer.status === 401 && (answer.json === undefined || errorType(answer) === MESSAGES.login);
    case 'token':
      return answer.status === 401 && errorType(answer) === MESSAGES.token;
    case 'toLogin':
      return answer.status === 303 && location(answer).startsWith('/account/login?returnUrl=');
    case 'role':
    case 'admin':
    case 'adminOnly':
    case 'warranty':
    case 'notActing':
    case 'notWhileActing':
    case 'repOnly':
      return refusal(MESSAGES[cell]);
    default:
      return answer.status === cell;
  }
}

describe('the access matrix of every route', () => {
  it('names exactly the routes of the host’s access table', () => {
    const listed = ROWS.map(([route]) => route);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it.each(ROWS)('%s', async (_route, send, cells) => {
    const wrong: string[] = [];
    for (const actor of ACTORS) {
      const answer = await request(actor, send(ids));
      if (!judge(cells[actor], answer))
        wrong.push(
          `${actor}: expected ${cells[actor]}, got ${answer.status} ${location(answer)} ${
            errorType(answer) ??
            Object.values(MESSAGES).find((m) => answer.text.includes(m)) ??
            answer.text.replace(/\s+/g, ' ').slice(0, 120)
          }`,
        );
    }
    expect(wrong).toEqual([]);
  });
});

describe('another company’s Yönetici on the objects of bayi1’s company', () => {
  const other = () => clients.get('bayi2')!;
  const expectNotFound = (answer: Answer, message: string) => {
    expect(answer.status).toBe(404);
    expect(says(answer, message)).toBe(true);
  };

  it('finds none of them, and changes nothing', async () => {
    const c = other();
    const cartBefore = (await c.get('/api/catalog/cart')).json;
    const customer = {
      customerName: 'Hasan Çelik',
      customerEmail: 'hasan@example.com',
      customerCompanyName: '',
      customerPhone: '',
    };
    const user = {
      name: 'Mert Demir',
      username: 'bayi1.satinalma',
      email: 'mert.demir@yildizelektrik.com.tr',
      phone: '',
      role: 'izleyici',
      orderLimit: null,
      monthlyLimit: null,
      branchIds: [],
    };
    // an order
    expectNotFound(
      await c.patch(`/api/catalog/order/${ids.order}`, { json: { cancel: true } }),
      'Sipariş bulunamadı.',
    );
    expectNotFound(await c.get(`/siparis/tamamlandi/${ids.order}`), 'Sipariş bulunamadı.');
    // an offer
    expectNotFound(
      await c.patch(`/api/catalog/offer/${ids.offer}`, { json: { cancel: true } }),
      'Teklif bulunamadı.',
    );
    expectNotFound(await c.patch(`/api/catalog/offer/mail/${ids.offer}`), 'Teklif bulunamadı.');
    expectNotFound(await c.patch(`/api/catalog/offer/edit/${ids.offer}`), 'Teklif bulunamadı.');
    expectNotFound(
      await c.patch('/api/catalog/offer/update/profit', { json: { [ids.offer]: { [ids.offerItem]: 5 } } }),
      'Teklif bulunamadı.',
    );
    expectNotFound(
      await c.patch('/api/catalog/offer/update/customer', { json: { [ids.offerNo]: customer } }),
      'Teklif bulunamadı.',
    );
    // a payment
    expectNotFound(await c.get(`/sepet/odeme/ozet/${ids.payment}`), 'Aradığınız kayıt bulunamadı.');
    // a user
    expectNotFound(await c.patch(`/api/company/users/${ids.buyer}`, { json: user }), 'Kullanıcı bulunamadı.');
    expectNotFound(await c.post(`/api/company/users/${ids.buyer}/deactivate`), 'Kullanıcı bulunamadı.');
    expectNotFound(await c.post(`/api/company/users/${ids.buyer}/reactivate`), 'Kullanıcı bulunamadı.');
    // an approval
    expectNotFound(
      await c.post(`/api/company/approvals/${ids.waiting}/approve`),
      'Onay bekleyen sipariş bulunamadı.',
    );
    expectNotFound(
      await c.post(`/api/company/approvals/${ids.waiting}/reject`, { json: { reason: 'Hayır.' } }),
      'Onay bekleyen sipariş bulunamadı.',
    );
    // a shopping list, shared with its company but not with another
    const list = `/api/catalog/lists/${ids.list}`;
    const line = `${list}/lines/${ids.listLine}`;
    const listLinesBefore = await host.db.all(
      'SELECT * FROM shopping_list_lines WHERE list_id = ? ORDER BY id',
      ids.list,
    );
    const listBefore = await host.db.get('SELECT * FROM shopping_lists WHERE id = ?', ids.list);
    const listsBefore = await host.db.value('SELECT COUNT(*) FROM shopping_lists');
    expectNotFound(await c.get(list), 'Liste bulunamadı.');
    expectNotFound(
      await c.patch(list, { json: { name: 'Bizim liste', shared: false } }),
      'Liste bulunamadı.',
    );
    expectNotFound(await c.post(`${list}/duplicate`, { json: { name: 'Kopya' } }), 'Liste bulunamadı.');
    expectNotFound(
      await c.post(`${list}/lines`, { json: { lines: [{ productId: ids.product, quantity: 1 }] } }),
      'Liste bulunamadı.',
    );
    expectNotFound(await c.patch(line, { json: { quantity: 1, note: 'x' } }), 'Liste bulunamadı.');
    expectNotFound(await c.delete(line), 'Liste bulunamadı.');
    expectNotFound(await c.delete(list), 'Liste bulunamadı.');
    expect(((await c.get('/api/catalog/lists')).json as { lists: unknown[] }).lists).toEqual([]);

    const db = host.db;
    expect(await db.value('SELECT is_cancel FROM orders WHERE id = ?', ids.order)).toBe(0);
    expect(await db.value('SELECT status FROM orders WHERE id = ?', ids.waiting)).toBe('waiting');
    expect(await db.value('SELECT is_cancel FROM offers WHERE id = ?', ids.offer)).toBe(0);
    expect(await db.value('SELECT profit FROM offer_items WHERE id = ?', ids.offerItem)).not.toBe(5);
    expect(await db.get('SELECT role, active FROM company_users WHERE user_id = ?', ids.buyer)).toEqual({
      role: 'satinalma',
      active: 1,
    });
    expect(await db.all('SELECT * FROM shopping_list_lines WHERE list_id = ? ORDER BY id', ids.list)).toEqual(
      listLinesBefore,
    );
    expect(await db.get('SELECT * FROM shopping_lists WHERE id = ?', ids.list)).toEqual(listBefore);
    expect(await db.value('SELECT COUNT(*) FROM shopping_lists')).toBe(listsBefore);
    // Nothing of bayi1's offer came into bayi2's cart.
    expect((await c.get('/api/catalog/cart')).json).toEqual(cartBefore);
  });
});
