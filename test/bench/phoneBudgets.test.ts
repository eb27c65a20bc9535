/** @jest-environment node */
import { PHONE_JS_BASELINE_KIB, phoneMisses, type PhoneRow } from '../../bench/budgets';
import { blockingTime } from '../../bench/phoneProfile';

const homeBaseline = PHONE_JS_BASELINE_KIB.anonymous!.home!;
/** The anonymous home page meeting every phone budget; each case changes what it tests. */
const fine: PhoneRow = {
  page: 'home',
  account: 'anonymous',
  lcpMs: 800,
  cls: 0.001,
  tbtMs: 40,
  jsKiB: homeBaseline,
};

describe('phoneMisses', () => {
  it.each<[string, Partial<PhoneRow>, string[]]>([
    ['every budget met', {}, []],
    ['LCP at 900 ms', { lcpMs: 900 }, []],
    ['LCP above 900 ms', { lcpMs: 900.6 }, ['home (anonymous, phone): LCP 901 ms > 900 ms']],
    ['LCP not measured', { lcpMs: NaN }, ['home (anonymous, phone): LCP not measured (limit 900 ms)']],
    ['CLS at 0.02', { cls: 0.02 }, []],
    ['CLS above 0.02', { cls: 0.0201 }, ['home (anonymous, phone): CLS 0.020 > 0.02']],
    ['TBT at 150 ms', { tbtMs: 150 }, []],
    ['TBT above 150 ms', { tbtMs: 151 }, ['home (anonymous, phone): TBT 151 ms > 150 ms']],
    ['JavaScript less than the baseline', { jsKiB: homeBaseline - 5 }, []],
    ['JavaScript a few bytes above, same tenth of a KiB', { jsKiB: homeBaseline + 0.04 }, []],
    [
      'JavaScript a tenth of a KiB above the baseline',
      { jsKiB: homeBaseline + 0.1 },
      [
        `home (anonymous, phone): JavaScript ${(homeBaseline + 0.1).toFixed(1)} KiB > ${homeBaseline} KiB (baseline)`,
      ],
    ],
    [
      'a page without a baseline',
      { page: 'new-page', jsKiB: 12.34 },
      ['new-page (anonymous, phone): no JavaScript baseline (measured 12.3 KiB)'],
    ],
    [
      'every miss at once, in order',
      { account: 'bayi1', page: 'orders', lcpMs: 2000, cls: 0.5, tbtMs: 400, jsKiB: 1000 },
      [
        'orders (bayi1, phone): LCP 2000 ms > 900 ms',
        'orders (bayi1, phone): CLS 0.500 > 0.02',
        'orders (bayi1, phone): TBT 400 ms > 150 ms',
        `orders (bayi1, phone): JavaScript 1000.0 KiB > ${PHONE_JS_BASELINE_KIB.bayi1!.orders} KiB (baseline)`,
      ],
    ],
  ])('%s', (_what, change, misses) => {
    expect(phoneMisses({ ...fine, ...change })).toEqual(misses);
  });

  it('has a baseline for every page the phone profile measures', () => {
    expect(Object.keys(PHONE_JS_BASELINE_KIB.anonymous!).sort()).toEqual([
      'category',
      'home',
      'product',
      'search',
    ]);
    expect(Object.keys(PHONE_JS_BASELINE_KIB.bayi1!).sort()).toEqual([
      'cart',
      'category',
      'checkout',
      'home',
      'offers',
      'orders',
      'product',
      'quick-order',
      'search',
    ]);
  });
});

describe('blockingTime', () => {
  it.each<[string, number, { start: number; duration: number }[], number]>([
    ['no long tasks', 100, [], 0],
    [
      'the time above 50 ms of each task after FCP',
      100,
      [
        { start: 200, duration: 120 },
        { start: 400, duration: 60 },
      ],
      80,
    ],
    ['a task that ends before FCP', 500, [{ start: 100, duration: 300 }], 0],
    ['a task across FCP: only its part after FCP counts', 200, [{ start: 100, duration: 250 }], 100],
    ['a task of 50 ms exactly blocks nothing', 0, [{ start: 10, duration: 50 }], 0],
    ['no FCP: nothing is counted', NaN, [{ start: 10, duration: 500 }], 0],
  ])('%s', (_what, fcp, tasks, ms) => {
    expect(blockingTime(fcp, tasks)).toBe(ms);
  });
});
