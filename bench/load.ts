/** The server under load (autocannon): requests per second and p99 latency, compressed as browsers ask. */
import autocannon from 'autocannon';

export interface LoadFigures {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

const HEADERS = { 'accept-encoding': 'br, gzip' };

/**
 * Runs the paths in turn on `connections` connections per base for `seconds`, on every base at once
 * (the instances behind a balancer): requests per second added up, the worst p99. Each path is asked
 * once first on each base: a list's order is read on its first request after a catalogue change
 * (server/repo/listCache.ts), and a running store has long done that; the bench reports that first
 * request separately.
 */
export async function loadMany(
  bases: string[],
  name: string,
  paths: string[],
  seconds: number,
  cookie?: string,
): Promise<LoadFigures & { firstMs: number }> {
  const headers = cookie ? { ...HEADERS, cookie } : HEADERS;
  let firstMs = 0;
  for (const base of bases)
    for (const path of paths) {
      const started = performance.now();
      const answer = await fetch(new URL(path, base), { headers });
      await answer.arrayBuffer();
      if (answer.status >= 400) throw new Error(`${path} answered ${answer.status}`);
      firstMs = Math.max(firstMs, performance.now() - started);
    }
  const results = await Promise.all(
    bases.map((url) =>
      autocannon({
        url,
        connections: 4,
        duration: seconds,
        headers,
        requests: paths.map((path) => ({ method: 'GET', path })),
      }),
    ),
  );
  return {
    name,
    requestsPerSecond: results.reduce((sum, r) => sum + r.requests.average, 0),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    firstMs,
  };
}

/** One base (one instance). */
export const load = (base: string, name: string, paths: string[], seconds: number, cookie?: string) =>
  loadMany([base], name, paths, seconds, cookie);

/** Product API paths over every sort, pages from first to last, brand, category and search filters. */
export function productApiPaths(total: number, limit = 24): string[] {
  const last = Math.max(1, Math.ceil(total / limit));
  const sorts = ['', 'name', '-name', 'price', '-price', 'brand', '-brand', 'quantity', '-quantity'];
  const pages = [1, 2, Math.ceil(last / 3), Math.ceil(last / 2), last];
  const paths: string[] = [];
  for (const sort of sorts)
    for (const page of pages)
      paths.push(
        `/api/catalog/products?${new URLSearchParams({ ...(sort ? { sort } : {}), page: String(page) })}`,
      );
  for (const filter of ['/viko', '/schneider/otomatik-sigortalar', '/anahtar-ve-prizler', '/aydinlatma'])
    for (const sort of ['', 'name', '-price'])
      paths.push(`/api/catalog/products${filter}${sort ? `?sort=${sort}` : ''}`);
  for (const q of ['priz', 'viko karre', 'sigorta c16', 'led ampul', 'kablo'])
    paths.push(`/api/catalog/products/search?${new URLSearchParams({ q, sort: 'name' })}`);
  paths.push('/api/catalog/products/search?brand=abb');
  return paths;
}

export const AUTOCOMPLETE_PATHS = ['pr', 'priz', 'vik', 'viko k', 'sigorta', 'led', 'kab', 'ABB S2'].map(
  (q) => `/autocomplete?${new URLSearchParams({ q })}`,
);

export const PAGE_PATHS = ['/', '/viko', '/anahtar-ve-prizler?sort=name', '/search?q=priz'];
