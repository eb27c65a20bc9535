/** @jest-environment node */
import type { PageFigures, PhoneRow } from '../../bench/budgets';
import { ssrStatesFromArgs } from '../../bench/pagesBench';
import { compareTable, pagesTable, type PagesRow } from '../../bench/pagesTable';

const devtools = (lcpMs: number): PageFigures => ({
  page: 'product',
  account: 'bayi1',
  mode: 'devtools',
  performance: 90,
  accessibility: 100,
  lcpMs,
  tbtMs: 20,
  cls: 0,
  jsKiB: 95.2,
  catalogue: true,
});
const phone = (page: string, lcpMs: number, jsKiB: number): PhoneRow => ({
  page,
  account: 'bayi1',
  lcpMs,
  cls: 0.0019,
  tbtMs: 120.4,
  jsKiB,
});

describe('ssrStatesFromArgs', () => {
  it.each([
    [['--pages'], ['on']],
    [['--pages', '--ssr=on'], ['on']],
    [['--pages', '--ssr=off'], ['off']],
    [
      ['--pages', '--compare'],
      ['off', 'on'],
    ],
    [
      ['--pages', '--ssr=off', '--compare'],
      ['off', 'on'],
    ],
  ])('%j measures %j', (argv, states) => {
    expect(ssrStatesFromArgs(argv)).toEqual(states);
  });

  it.each([[['--ssr=']], [['--ssr=maybe']]])('%j is refused', (argv) => {
    expect(() => ssrStatesFromArgs(argv)).toThrow(/--ssr takes on or off/);
  });
});

describe('pagesTable', () => {
  it('writes a page Lighthouse does not load with dashes in its columns', () => {
    const lines = pagesTable([
      { page: 'product', account: 'bayi1', devtools: devtools(1100.4), phone: phone('product', 850, 93.86) },
      { page: 'orders', account: 'bayi1', devtools: null, phone: phone('orders', NaN, 90) },
    ]);
    expect(lines[1]).toMatch(
      /^product +bayi1 +\| +1100 +\(1200\) +20 0\.000 +95\.2 \| +850 +120 0\.002 +93\.9$/,
    );
    expect(lines[2]).toMatch(/^orders +bayi1 +\| +- +- +- +- \| +n\/a +120 0\.002 +90\.0$/);
  });
});

describe('compareTable', () => {
  it('puts before → after side by side, matched by page and account', () => {
    const before: PagesRow[] = [
      { page: 'orders', account: 'bayi1', devtools: null, phone: phone('orders', 1400, 88) },
      { page: 'product', account: 'bayi1', devtools: devtools(1900), phone: phone('product', 1300, 92.04) },
    ];
    const after: PagesRow[] = [
      { page: 'product', account: 'bayi1', devtools: devtools(1100), phone: phone('product', 800, 93.86) },
      { page: 'orders', account: 'bayi1', devtools: null, phone: phone('orders', 700, 90) },
      { page: 'quick-order', account: 'bayi1', devtools: null, phone: phone('quick-order', 600, 80) },
    ];
    const [head, ...lines] = compareTable(before, after);
    expect(head).toMatch(/LCP devtools ms .* LCP phone ms .* TBT phone ms .* CLS phone .* JS KiB phone/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^product +bayi1 +\| +1900 → 1100 \| +1300 → 800 \| +120 → 120 \| +0\.002 → 0\.002 \| +92\.0 → 93\.9$/,
    );
    expect(lines[1]).toMatch(/^orders +bayi1 +\| +- → - \| +1400 → 700 \|/);
    expect(lines[2]).toMatch(
      /^quick-order +bayi1 +\| +- → - \| +- → 600 \| +- → 120 \| +- → 0\.002 \| +- → 80\.0$/,
    );
  });

  it('writes a page name as it is, replacement patterns and markup included', () => {
    const odd = 'a$&$`<script>';
    const row: PagesRow = { page: odd, account: 'bayi1', devtools: null, phone: phone(odd, 700, 90) };
    expect(compareTable([row], [row])[1]).toMatch(/^a\$&\$`<script> bayi1 +\|/);
    expect(pagesTable([row])[1]).toMatch(/^a\$&\$`<script> bayi1 +\|/);
  });
});
