/**
 * The page types the bench loads, where they are in the demo and who can see them. The cart,
 * checkout and account lists are bayi1's: an anonymous visitor is sent to the login form there.
 */
export interface BenchPage {
  page: string;
  path: string;
  /** Home, category, search and product pages: the catalogue's JavaScript budget applies. */
  catalogue: boolean;
  /** An anonymous visitor sees the page itself (not the login form). */
  anonymous: boolean;
  /** Lighthouse measures it (the phone profile measures every page). */
  lighthouse: boolean;
  /** The host prerenders its islands: its answers carry a Server-Timing `ssr` entry. */
  prerendered: boolean;
}

export const BENCH_PAGES: readonly BenchPage[] = [
  { page: 'home', path: '/', catalogue: true, anonymous: true, lighthouse: true, prerendered: true },
  {
    page: 'category',
    path: '/anahtar-ve-prizler',
    catalogue: true,
    anonymous: true,
    lighthouse: true,
    prerendered: true,
  },
  {
    page: 'search',
    path: '/search?q=priz',
    catalogue: true,
    anonymous: true,
    lighthouse: true,
    prerendered: true,
  },
  {
    page: 'product',
    path: '/viko-karre-adi-anahtar-beyaz-p-1',
    catalogue: true,
    anonymous: true,
    lighthouse: true,
    prerendered: true,
  },
  { page: 'cart', path: '/sepet', catalogue: false, anonymous: false, lighthouse: true, prerendered: true },
  {
    page: 'checkout',
    path: '/sepet/odeme',
    catalogue: false,
    anonymous: false,
    lighthouse: true,
    prerendered: false,
  },
  {
    page: 'orders',
    path: '/hesap/siparisler',
    catalogue: false,
    anonymous: false,
    lighthouse: false,
    prerendered: true,
  },
  {
    page: 'offers',
    path: '/teklif/liste',
    catalogue: false,
    anonymous: false,
    lighthouse: false,
    prerendered: true,
  },
  {
    page: 'quick-order',
    path: '/hizli-siparis',
    catalogue: false,
    anonymous: false,
    lighthouse: false,
    prerendered: true,
  },
];

/** The pages an account sees: all of them as bayi1, the public ones anonymously. */
export function pagesFor(
  account: 'anonymous' | 'bayi1',
  pages: readonly BenchPage[] = BENCH_PAGES,
): BenchPage[] {
  return pages.filter((p) => account === 'bayi1' || p.anonymous);
}
