/** @jest-environment node */
import { nearestRank, summarise, type SsrSample } from '../../bench/serverRender';

const ssr = (durMs: number | null): SsrSample => ({
  status: 200,
  ssr: { name: 'ssr', durMs, desc: '3 islands' },
});
const ascending = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('nearestRank', () => {
  it.each([
    [ascending(200), 99, 198],
    [ascending(40), 99, 40],
    [ascending(100), 99, 99],
    [ascending(3), 50, 2],
    [[7], 99, 7],
  ])('of %#: p%s is %s', (values, p, expected) => {
    expect(nearestRank(values, p)).toBe(expected);
  });

  it('refuses no values', () => {
    expect(() => nearestRank([], 99)).toThrow();
  });
});

describe('summarise', () => {
  it('counts, median and p99 over the entries with a dur', () => {
    const samples = [...ascending(39).map((ms) => ssr(ms / 10)), ssr(25)];
    expect(summarise('home', 'anonymous', samples)).toEqual({
      page: 'home',
      account: 'anonymous',
      requests: 40,
      failed: 0,
      missing: 0,
      withoutDur: 0,
      medianMs: 2.05,
      p99Ms: 25,
    });
  });

  it('reports a page without ssr entries as missing, with no figures', () => {
    const samples: SsrSample[] = Array.from({ length: 40 }, () => ({ status: 200, ssr: null }));
    expect(summarise('search', 'bayi1', samples)).toMatchObject({
      requests: 40,
      missing: 40,
      medianMs: null,
      p99Ms: null,
    });
  });

  it('keeps failed answers and entries without dur apart from the durations', () => {
    const samples: SsrSample[] = [
      ssr(1),
      ssr(3),
      ssr(null),
      { status: 500, ssr: null },
      { status: 200, ssr: null },
    ];
    expect(summarise('category', 'bayi1', samples)).toMatchObject({
      requests: 5,
      failed: 1,
      missing: 1,
      withoutDur: 1,
      medianMs: 2,
      p99Ms: 3,
    });
  });
});
