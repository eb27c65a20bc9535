/**
 * The calls the suite makes, by method and path template as the spec’s calls and the host's extras
 * name them. The document's operation is found by method and path (see document.ts), so nothing
 * here depends on the document's operationIds; the labels are only what the table prints.
 */
export interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
}

const call = (method: Call['method'], path: string): Call => ({ method, path });

export const CALLS = {
  products: call('GET', '/api/catalog/products'),
  autocomplete: call('GET', '/autocomplete'),
  topHeader: call('GET', '/api/catalog/top-header-info'),
  settings: call('POST', '/api/catalog/settings'),
  cart: call('GET', '/api/catalog/cart'),
  cartClear: call('DELETE', '/api/catalog/cart'),
  cartAdd: call('POST', '/api/catalog/cart/{productId}'),
  cartPatch: call('PATCH', '/api/catalog/cart/{productId}'),
  cartRemove: call('DELETE', '/api/catalog/cart/{productId}'),
  offerMake: call('POST', '/api/catalog/cart/offer'),
  orders: call('GET', '/api/catalog/orders'),
  orderCancel: call('PATCH', '/api/catalog/order/{id}'),
  offers: call('GET', '/api/catalog/offers'),
  offerCancel: call('PATCH', '/api/catalog/offer/{id}'),
  binControl: call('POST', '/api/catalog/bin-control'),
  warranty: call('POST', '/api/catalog/WarrantyInquiry'),
  faultCategories: call('GET', '/api/catalog/faultreport/basecategories/{id}'),
  faultProducts: call('GET', '/api/catalog/faultreport/product/{id}'),
  productLookup: call('POST', '/api/catalog/product-lookup'),
  cartBatch: call('POST', '/api/catalog/cart/batch'),
  topQueries: call('GET', '/yonetim/top-queries'),
  searchQueries: call('GET', '/yonetim/search_queries'),
} as const;

export type CallName = keyof typeof CALLS;

/**
 * What pages carry besides the API: the config block and the ProductDetail placeholder's props,
 * looked up among components/schemas by these names (the first one the document has).
 */
export const PAGE_SCHEMAS = {
  configBlock: ['HostConfig', 'ConfigBlock'],
  productDetailProps: ['ProductDetailProps', 'ProductProps', 'ProductDetailPlaceholderProps'],
} as const;

/** The path of a call with its parameters filled in: fill('/x/{id}', { id: 5 }) → '/x/5'. */
export function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`no value for {${name}} in ${template}`);
    return encodeURIComponent(String(params[name]));
  });
}
