/** @jest-environment node */
import { lcpLimit, pageMisses, ssrMisses, type PageFigures, type SsrFigures } from '../../bench/budgets';

/** A page that meets every budget in both modes; each case changes what it tests. */
const fine: PageFigures = {
  page: 'home',
  account: 'anonymous',
  mode: 'simulate',
  performance: 98,
  accessibility: 100,
  lcpMs: 1200,
  tbtMs: 40,
  cls: 0.001,
  jsKiB: 90,
  catalogue: true,
};

describe('lcpLimit', () => {
  it.each([
    // devtools: 1.2 s on the catalogue pages, 1.5 s on the cart and checkout, for both accounts
    ['devtools', 'home', 'anonymous', 1200],
    ['devtools', 'category', 'bayi1', 1200],
    ['devtools', 'search', 'bayi1', 1200],
    ['devtools', 'product', 'anonymous', 1200],
    ['devtools', 'cart', 'bayi1', 1500],
    ['devtools', 'checkout', 'bayi1', 1500],
    // no devtools budget on a page the table does not name
    ['devtools', 'orders', 'bayi1', null],
    // simulated: the recorded baseline + 5% (rounded) on the prerendered pages
    ['simulate', 'home', 'anonymous', 2282],
    ['simulate', 'category', 'anonymous', 2231],
    ['simulate', 'search', 'anonymous', 2364],
    ['simulate', 'home', 'bayi1', 2453],
    ['simulate', 'category', 'bayi1', 2303],
    ['simulate', 'search', 'bayi1', 2239],
    // simulated, no baseline: the 2.0 s budget as before
    ['simulate', 'product', 'anonymous', 2000],
    ['simulate', 'checkout', 'bayi1', 2000],
    ['simulate', 'home', 'bayi2', 2000],
  ] as const)('%s %s (%s): %s', (mode, page, account, ms) => {
    expect(lcpLimit(mode, page, account)?.ms ?? null).toBe(ms);
  });
});

describe('pageMisses', () => {
  it.each<[string, Partial<PageFigures>, string[]]>([
    ['every budget met, simulated', {}, []],
    ['every budget met, devtools', { mode: 'devtools' }, []],
    [
      'simulated LCP just above baseline + 5%',
      { lcpMs: 2283 },
      ['home (anonymous, simulated): LCP 2283 ms > 2282 ms (baseline 2173 ms + 5%)'],
    ],
    ['simulated LCP at baseline + 5% exactly', { lcpMs: 2282 }, []],
    ['simulated LCP above 2.0 s but within the baseline', { page: 'search', lcpMs: 2300 }, []],
    [
      'simulated LCP of a page without baseline above 2.0 s',
      { page: 'product', lcpMs: 2001 },
      ['product (anonymous, simulated): LCP 2001 ms > 2000 ms (budget)'],
    ],
    [
      'devtools LCP above 1.2 s on a catalogue page',
      { mode: 'devtools', account: 'bayi1', page: 'category', lcpMs: 1201 },
      ['category (bayi1, devtools): LCP 1201 ms > 1200 ms (devtools budget)'],
    ],
    ['devtools LCP at 1.2 s', { mode: 'devtools', lcpMs: 1200 }, []],
    ['devtools LCP of the cart at 1.5 s', { mode: 'devtools', page: 'cart', lcpMs: 1500 }, []],
    [
      'devtools LCP of the checkout above 1.5 s',
      { mode: 'devtools', account: 'bayi1', page: 'checkout', lcpMs: 1501 },
      ['checkout (bayi1, devtools): LCP 1501 ms > 1500 ms (devtools budget)'],
    ],
    [
      'devtools LCP of a page without a devtools budget',
      { mode: 'devtools', page: 'orders', lcpMs: 5000 },
      [],
    ],
    [
      'devtools: score, TBT, CLS and JavaScript are reported, not budgeted',
      { mode: 'devtools', performance: 60, tbtMs: 900, cls: 0.2, jsKiB: 300 },
      [],
    ],
    [
      'no LCP measured',
      { mode: 'devtools', lcpMs: NaN },
      ['home (anonymous, devtools): LCP not measured (limit 1200 ms)'],
    ],
    [
      'the existing simulated budgets, unchanged',
      { performance: 94, accessibility: 98, tbtMs: 151, cls: 0.021, jsKiB: 100.1 },
      [
        'home (anonymous, simulated): performance 94 < 95',
        'home (anonymous, simulated): accessibility 98 < 100',
        'home (anonymous, simulated): TBT 151 ms > 150 ms',
        'home (anonymous, simulated): CLS 0.021 > 0.02',
        'home (anonymous, simulated): JavaScript 100.1 KiB > 100 KiB',
      ],
    ],
    ['JavaScript budget only on catalogue pages', { page: 'cart', catalogue: false, jsKiB: 300 }, []],
  ])('%s', (_what, change, misses) => {
    expect(pageMisses({ ...fine, ...change })).toEqual(misses);
  });
});

describe('ssrMisses', () => {
  const prerendered: SsrFigures = {
    page: 'home',
    account: 'bayi1',
    requests: 200,
    failed: 0,
    missing: 0,
    withoutDur: 0,
    medianMs: 2,
    p99Ms: 10,
  };

  it.each<[string, Partial<SsrFigures>, string[]]>([
    ['p99 at 10 ms', {}, []],
    ['p99 above 10 ms', { p99Ms: 10.04 }, ['server render home (bayi1): ssr p99 10.0 ms > 10 ms']],
    [
      'no answer prerendered',
      { missing: 200, medianMs: null, p99Ms: null },
      ['server render home (bayi1): not prerendered (200 of 200 answers without an ssr entry)'],
    ],
    [
      'some answers not prerendered',
      { missing: 3 },
      ['server render home (bayi1): not prerendered (3 of 200 answers without an ssr entry)'],
    ],
    [
      'entries without dur',
      { withoutDur: 200, medianMs: null, p99Ms: null },
      ['server render home (bayi1): 200 of 200 ssr entries without dur'],
    ],
    ['failed answers', { failed: 1 }, ['server render home (bayi1): 1 of 200 answers not 2xx']],
  ])('%s', (_what, change, misses) => {
    expect(ssrMisses({ ...prerendered, ...change })).toEqual(misses);
  });
});
