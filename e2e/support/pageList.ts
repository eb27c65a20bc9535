/**
 * One page of every type with the account that sees it, shared by the page tour (clean pages,
 * screenshots) and the layout sweep (every width, both languages).
 */
import type { Page } from '@playwright/test';
import type { Account } from './fixtures';

/** 'product:CODE', 'latest-order' and 'first-list' (the first list the user sees) are looked up through the API, so no test hard-codes an id. */
export async function resolvePageTarget(page: Page, target: string): Promise<string> {
  if (target.startsWith('product:')) {
    const answer = await page.request.get(
      `/api/catalog/products/search?q=${encodeURIComponent(target.slice(8))}`,
    );
    const product = (await answer.json()).products[0];
    return `/${product.seo}-p-${product.id}`;
  }
  if (target === 'first-list') {
    const answer = await page.request.get('/api/catalog/lists');
    return `/hesap/listeler?liste=${(await answer.json()).lists[0].id}`;
  }
  if (target === 'latest-order') {
    const answer = await page.request.get('/api/catalog/orders?limit=1');
    return `/siparis/tamamlandi/${(await answer.json()).orders[0].id}`;
  }
  return target;
}

/** [name, url or 'product:CODE' / 'latest-order' / 'first-list', the placeholder the page must carry]. */
export const TOURS: [Account | null, [name: string, url: string, component: string | null][]][] = [
  [
    null,
    [
      ['01-home', '/', 'ProductList'],
      ['02-brand-model', '/viko/karre', 'ProductList'],
      ['03-category', '/aydinlatma', 'ProductList'],
      ['04-search', '/search?q=priz', 'ProductList'],
      ['05-product-variants', 'product:CorePro-LEDbulb', 'ProductDetail'],
      ['06-login', '/account/login', null],
      ['07-warranty', '/garanti-sorgulama', 'WarrantyInquiry'],
      ['08-fault-report', '/ariza-bildirimi', 'FaultReport'],
      ['09-locale-path', '/en/viko/karre', 'ProductList'],
    ],
  ],
  [
    'bayi1',
    [
      ['10-cart', '/sepet', 'Cart'],
      ['11-checkout-preview', '/sepet/odeme', 'Checkout'],
      ['12-checkout-payment', '/sepet/odeme/kart', 'Checkout'],
      ['13-orders', '/hesap/siparisler', 'OrderList'],
      ['14-order-success', 'latest-order', 'CartComplete'],
      ['15-offers', '/teklif/liste', 'OfferList'],
      ['16-account-settings', '/hesap/ayarlar', 'AccountSetting'],
      ['17-statement', '/hesap/ekstre', 'OverdueDebtNotification'],
      ['18-free-payment', '/hesap/odeme', 'Checkout'],
      ['19-product-simple', 'product:90960004', 'ProductDetail'],
      ['19b-home-customer', '/', 'TopHeaderInfo'],
      ['19c-search-customer', '/search?q=kablo', 'ProductList'],
      ['19d-warranty-customer', '/garanti-sorgulama', 'WarrantyInquiry'],
      ['19e-fault-report-customer', '/ariza-bildirimi', 'FaultReport'],
      ['19f-quick-order', '/hizli-siparis', 'QuickOrder'],
      ['19g-company-users', '/hesap/kullanicilar', 'CompanyUsers'],
      ['19h-approvals', '/hesap/onaylar', 'ApprovalQueue'],
      ['19k-lists', '/hesap/listeler', 'ShoppingLists'],
      ['19l-list', 'first-list', 'ShoppingLists'],
    ],
  ],
  [
    // A company's viewer: prices and orders, no cart.
    'bayi1.izleyici',
    [
      ['19i-viewer-home', '/', 'ProductList'],
      ['19j-viewer-orders', '/hesap/siparisler', 'OrderList'],
      ['19m-viewer-lists', '/hesap/listeler', 'ShoppingLists'],
      ['19n-viewer-list', 'first-list', 'ShoppingLists'],
    ],
  ],
  [
    'yonetici',
    [
      ['20-admin-dashboard', '/yonetim', 'Dashboard'],
      ['21-admin-online-users', '/yonetim/cevrimici-kullanicilar', 'OnlineUsers'],
      ['22-admin-carts', '/yonetim/musteri-sepetleri', 'Carts'],
      ['23-admin-home', '/', 'ProductList'],
      ['24-admin-product', 'product:90960004', 'ProductDetail'],
      ['25-admin-account-settings', '/hesap/ayarlar', 'AccountSetting'],
    ],
  ],
];
