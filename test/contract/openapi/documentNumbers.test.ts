/**
 * The host judges requests by the document's schemas (server/http/documentSchemas.ts) and the widgets
 * by the domain's constants: each bound the document writes as a number or a list is the domain's.
 */
import { COMPANY_ROLES } from '../../../src/domain/company/companyRoles';
import { COMPANY_USER_MAX, USERNAME_MAX } from '../../../src/domain/company/companyUser';
import { DASHBOARD_SEARCH_TYPES } from '../../../src/domain/admin/dashboardSearch';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../../src/domain/cart/quantity';
import { SORT_KEYS } from '../../../src/domain/catalog/sortOptions';
import { DEFAULT_HISTORY_SORT, HISTORY_SORT_KEYS } from '../../../src/domain/history/historyList';
import { MARGIN_MAX, MARGIN_MIN } from '../../../src/domain/history/offerMargin';
import { PRODUCT_LIST_DEFAULT_LIMIT, PRODUCT_LIST_MAX_LIMIT } from '../../../src/contract/catalog';
import { REJECT_REASON_MAX } from '../../../src/contract/company';
import { LIST_ADD_MAX_LINES } from '../../../src/contract/lists';
import { OFFER_LIST_DEFAULT_LIMIT } from '../../../src/contract/offers';
import { ORDER_LIST_DEFAULT_LIMIT } from '../../../src/contract/orders';
import { PRODUCT_CODE_MAX, QUICK_ORDER_MAX_ROWS } from '../../../src/contract/quickOrder';
import { MAX_PAGE } from '../../../server/services/productListing';
import { loadDocument } from './openApiDocument';

const doc = loadDocument();
type Json = Record<string, unknown>;

/** Walks the document along `path` ('components/schemas/X/properties/y'), following each $ref met. */
function at(path: string): unknown {
  let node: unknown = doc;
  for (const part of path.split('/')) {
    node = (node as Json)[part];
    while (node && typeof (node as Json).$ref === 'string')
      node = at(((node as Json).$ref as string).replace(/^#\//, ''));
  }
  return node;
}
const schemas = 'components/schemas';
const parameters = 'components/parameters';

it.each<[string, unknown, unknown]>([
  [
    'a cart line quantity, least',
    at(`${schemas}/AddToCartRequest/properties/quantity/minimum`),
    QUANTITY_MIN,
  ],
  ['a cart line quantity, most', at(`${schemas}/AddToCartRequest/properties/quantity/maximum`), QUANTITY_MAX],
  [
    'a cart change, most',
    at(`${schemas}/CartPatchRequest/oneOf/1/properties/addQuantity/maximum`),
    QUANTITY_MAX,
  ],
  [
    'a cart change, least',
    at(`${schemas}/CartPatchRequest/oneOf/1/properties/addQuantity/minimum`),
    -QUANTITY_MAX,
  ],
  ['a batch line quantity, most', at(`${schemas}/CartBatchLine/properties/quantity/maximum`), QUANTITY_MAX],
  ['a list line quantity, most', at(`${schemas}/ListLineRequest/properties/quantity/maximum`), QUANTITY_MAX],
  [
    'a list line change, most',
    at(`${schemas}/ListLineUpdateRequest/properties/quantity/maximum`),
    QUANTITY_MAX,
  ],
  ['the pad rows', at(`${schemas}/CartBatchRequest/properties/lines/maxItems`), QUICK_ORDER_MAX_ROWS],
  ['the lookup codes', at(`${schemas}/ProductLookupRequest/properties/codes/maxItems`), QUICK_ORDER_MAX_ROWS],
  [
    'a product code',
    at(`${schemas}/ProductLookupRequest/properties/codes/items/maxLength`),
    PRODUCT_CODE_MAX,
  ],
  [
    'list lines added at once',
    at(`${schemas}/ListLinesAddRequest/properties/lines/maxItems`),
    LIST_ADD_MAX_LINES,
  ],
  [
    'a margin, least',
    at(`${schemas}/OfferProfitUpdate/patternProperties/^[0-9]{1,9}$/patternProperties/^[0-9]{1,9}$/minimum`),
    MARGIN_MIN,
  ],
  [
    'a margin, most',
    at(`${schemas}/OfferProfitUpdate/patternProperties/^[0-9]{1,9}$/patternProperties/^[0-9]{1,9}$/maximum`),
    MARGIN_MAX,
  ],
  ['a rejection reason', at(`${schemas}/RejectRequest/properties/reason/maxLength`), REJECT_REASON_MAX],
  ['the company roles', at(`${schemas}/CompanyRole/enum`), [...COMPANY_ROLES]],
  [
    'a company user name',
    at(`${schemas}/CompanyUserRequest/properties/name/maxLength`),
    COMPANY_USER_MAX.name,
  ],
  [
    'a company user e-mail',
    at(`${schemas}/CompanyUserRequest/properties/email/maxLength`),
    COMPANY_USER_MAX.email,
  ],
  [
    'a company user phone',
    at(`${schemas}/CompanyUserRequest/properties/phone/maxLength`),
    COMPANY_USER_MAX.phone,
  ],
  ['a username', at(`${schemas}/CompanyUserRequest/properties/username/maxLength`), USERNAME_MAX],
  ['a page, most', at(`${parameters}/Page/schema/maximum`), MAX_PAGE],
  ['products per page, most', at(`${parameters}/ProductLimit/schema/maximum`), PRODUCT_LIST_MAX_LIMIT],
  ['products per page, default', at(`${parameters}/ProductLimit/schema/default`), PRODUCT_LIST_DEFAULT_LIMIT],
  ['the product sorts', at(`${parameters}/ProductSort/schema/enum`), ['', ...SORT_KEYS]],
  ['orders per page, default', at(`${parameters}/HistoryLimit/schema/default`), ORDER_LIST_DEFAULT_LIMIT],
  ['offers per page, default', at(`${parameters}/HistoryLimit/schema/default`), OFFER_LIST_DEFAULT_LIMIT],
  ['the history sorts', at(`${parameters}/HistorySort/schema/enum`), [...HISTORY_SORT_KEYS]],
  ['the history sort, default', at(`${parameters}/HistorySort/schema/default`), DEFAULT_HISTORY_SORT],
  [
    'the dashboard search types',
    ((doc.paths['/yonetim/search_queries']!.get as Json).parameters as Json[])
      .map((p) => (p.name === 'type' ? (p.schema as Json).enum : null))
      .find(Boolean),
    [...DASHBOARD_SEARCH_TYPES],
  ],
])('%s', (_what, documented, domain) => {
  expect(documented).toEqual(domain);
});
