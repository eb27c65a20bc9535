/**
 * The calls the suite makes, by method and path template as the spec’s calls and the host's extras
 * name them. The document's operation is found by method and path (see document.ts), so nothing
 * here depends on the document's operationIds; the labels are only what the table prints.
 */
export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
}

const call = (method: Call['method'], path: string): Call => ({ method, path });

export const CALLS = {
  products: call('GET', '/api/catalog/products'),
  productsAtPath: call('GET', '/api/catalog/products/{catalogPath}'),
  autocomplete: call('GET', '/autocomplete'),
  topHeader: call('GET', '/api/catalog/top-header-info'),
  settings: call('POST', '/api/catalog/settings'),
  cookies: call('POST', '/api/catalog/cookies'),
  accountSettings: call('POST', '/api/catalog/account/settings'),
  openApiDocument: call('GET', '/api/openapi.json'),
  cart: call('GET', '/api/catalog/cart'),
  cartClear: call('DELETE', '/api/catalog/cart'),
  cartAdd: call('POST', '/api/catalog/cart/{productId}'),
  cartPatch: call('PATCH', '/api/catalog/cart/{productId}'),
  cartRemove: call('DELETE', '/api/catalog/cart/{productId}'),
  saveOrder: call('POST', '/api/catalog/cart'),
  offerMake: call('POST', '/api/catalog/cart/offer'),
  orders: call('GET', '/api/catalog/orders'),
  orderCancel: call('PATCH', '/api/catalog/order/{id}'),
  offers: call('GET', '/api/catalog/offers'),
  offerCancel: call('PATCH', '/api/catalog/offer/{id}'),
  offerMail: call('PATCH', '/api/catalog/offer/mail/{id}'),
  offerEdit: call('PATCH', '/api/catalog/offer/edit/{id}'),
  offerProfits: call('PATCH', '/api/catalog/offer/update/profit'),
  offerCustomer: call('PATCH', '/api/catalog/offer/update/customer'),
  binControl: call('POST', '/api/catalog/bin-control'),
  startCheckout: call('POST', '/sepet/odeme'),
  paymentAuthorize: call('POST', '/payment/api/authorize'),
  paymentComplete: call('POST', '/payment/api/complete'),
  warranty: call('POST', '/api/catalog/WarrantyInquiry'),
  faultCategories: call('GET', '/api/catalog/faultreport/basecategories/{id}'),
  faultProducts: call('GET', '/api/catalog/faultreport/product/{id}'),
  productLookup: call('POST', '/api/catalog/product-lookup'),
  cartBatch: call('POST', '/api/catalog/cart/batch'),
  companyUsers: call('GET', '/api/company/users'),
  companyUserCreate: call('POST', '/api/company/users'),
  companyUserUpdate: call('PATCH', '/api/company/users/{id}'),
  companyUserDeactivate: call('POST', '/api/company/users/{id}/deactivate'),
  companyUserReactivate: call('POST', '/api/company/users/{id}/reactivate'),
  approvals: call('GET', '/api/company/approvals'),
  approve: call('POST', '/api/company/approvals/{id}/approve'),
  reject: call('POST', '/api/company/approvals/{id}/reject'),
  lists: call('GET', '/api/catalog/lists'),
  listCreate: call('POST', '/api/catalog/lists'),
  list: call('GET', '/api/catalog/lists/{id}'),
  listUpdate: call('PATCH', '/api/catalog/lists/{id}'),
  listDelete: call('DELETE', '/api/catalog/lists/{id}'),
  listDuplicate: call('POST', '/api/catalog/lists/{id}/duplicate'),
  listLinesAdd: call('POST', '/api/catalog/lists/{id}/lines'),
  listLineUpdate: call('PATCH', '/api/catalog/lists/{id}/lines/{lineId}'),
  listLineRemove: call('DELETE', '/api/catalog/lists/{id}/lines/{lineId}'),
  topQueries: call('GET', '/yonetim/top-queries'),
  searchQueries: call('GET', '/yonetim/search_queries'),
  customerCarts: call('GET', '/yonetim/carts'),
  representativeConsent: call('GET', '/api/company/representative'),
  representativeConsentSave: call('PUT', '/api/company/representative'),
  representativeBook: call('GET', '/api/representative/customers'),
  actingStart: call('POST', '/api/representative/acting'),
  actingStop: call('DELETE', '/api/representative/acting'),
  importProducts: call('POST', '/api/admin/import/products'),
  importStock: call('POST', '/api/admin/import/stock'),
  importPrices: call('POST', '/api/admin/import/prices'),
  importCustomers: call('POST', '/api/admin/import/customers'),
  importSynonyms: call('POST', '/api/admin/import/synonyms'),
} as const;

export type CallName = keyof typeof CALLS;

/**
 * What pages carry besides the API: the config block and the placeholders' props (ProductDetail, Cart,
 * CartComplete, Checkout), looked up among components/schemas by these names (the first one the
 * document has).
 */
export const PAGE_SCHEMAS = {
  configBlock: ['HostConfig', 'ConfigBlock'],
  productDetailProps: ['ProductDetailProps', 'ProductProps', 'ProductDetailPlaceholderProps'],
  cartProps: ['CartProps'],
  cartCompleteProps: ['CartCompleteProps'],
  checkoutProps: ['CheckoutProps'],
} as const;

/** The path of a call with its parameters filled in: fill('/x/{id}', { id: 5 }) → '/x/5'. */
export function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`no value for {${name}} in ${template}`);
    return encodeURIComponent(String(params[name]));
  });
}
