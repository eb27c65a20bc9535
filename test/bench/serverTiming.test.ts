/** @jest-environment node */
import { parseServerTiming, serverTimingEntry } from '../../bench/serverTiming';

describe('parseServerTiming', () => {
  it.each([
    ['a missing header', null, []],
    ['an empty header', '', []],
    [
      "the host's own entry",
      'ssr;dur=3.25;desc="12 islands"',
      [{ name: 'ssr', durMs: 3.25, desc: '12 islands' }],
    ],
    [
      'several metrics, spaces around the separators',
      'db;dur=1.5 , ssr ; dur = 4 ; desc=plain,  cache;desc="hit"',
      [
        { name: 'db', durMs: 1.5, desc: null },
        { name: 'ssr', durMs: 4, desc: 'plain' },
        { name: 'cache', durMs: null, desc: 'hit' },
      ],
    ],
    [
      'commas, semicolons and escaped quotes inside a quoted desc',
      'ssr;desc="a, b; \\"c\\"";dur=2, total;dur=9',
      [
        { name: 'ssr', durMs: 2, desc: 'a, b; "c"' },
        { name: 'total', durMs: 9, desc: null },
      ],
    ],
    ['a metric with no parameters', 'miss', [{ name: 'miss', durMs: null, desc: null }]],
    ['a dur that is not a number', 'ssr;dur=fast', [{ name: 'ssr', durMs: null, desc: null }]],
    ['an empty dur', 'ssr;dur=;desc=x', [{ name: 'ssr', durMs: null, desc: 'x' }]],
    ['a parameter without a value', 'ssr;dur', [{ name: 'ssr', durMs: null, desc: null }]],
    ['upper-case parameter names', 'ssr;DUR=7;Desc="x"', [{ name: 'ssr', durMs: 7, desc: 'x' }]],
    ['a repeated parameter (the first counts)', 'ssr;dur=1;dur=2', [{ name: 'ssr', durMs: 1, desc: null }]],
    ['empty entries and trailing commas', ', ,ssr;dur=0,', [{ name: 'ssr', durMs: 0, desc: null }]],
    ['an unterminated quote', 'ssr;dur=5;desc="3 islands', [{ name: 'ssr', durMs: 5, desc: '3 islands' }]],
  ])('%s', (_what, header, metrics) => {
    expect(parseServerTiming(header)).toEqual(metrics);
  });
});

describe('serverTimingEntry', () => {
  it('finds the named entry among others, by name without case', () => {
    expect(serverTimingEntry('db;dur=1, SSR;dur=2.5;desc="4 islands"', 'ssr')).toEqual({
      name: 'SSR',
      durMs: 2.5,
      desc: '4 islands',
    });
  });

  it('takes the first of two entries of that name (two header lines joined by fetch)', () => {
    expect(serverTimingEntry('ssr;dur=1, app;dur=8, ssr;dur=2', 'ssr')?.durMs).toBe(1);
  });

  it('is null when the header has no such entry, or no header came', () => {
    expect(serverTimingEntry('db;dur=1, app;desc="ssr;dur=3"', 'ssr')).toBeNull();
    expect(serverTimingEntry(null, 'ssr')).toBeNull();
  });

  it('keeps an entry without dur (a prerender that did not say how long it took)', () => {
    expect(serverTimingEntry('ssr;desc="3 islands"', 'ssr')).toEqual({
      name: 'ssr',
      durMs: null,
      desc: '3 islands',
    });
  });
});
