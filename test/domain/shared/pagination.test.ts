/** @jest-environment node */
import fc from 'fast-check';
import { pageSequence, type PageItem } from '../../../src/domain/shared/pagination';

// Sequences written as text, '…' for a gap, worked out by hand from the spec’s screens:
// ≤ 10 pages all; page ≤ 5: 1–7 … last; one of the last 5 pages: 1 … last 7;
// otherwise 1 … current−2..current+2 … last.
const seq = (text: string): PageItem[] => text.split(' ').map((t) => (t === '…' ? 'ellipsis' : Number(t)));

const TABLE: Record<number, string[]> = {
  1: ['1'],
  7: Array.from({ length: 7 }, () => '1 2 3 4 5 6 7'),
  10: Array.from({ length: 10 }, () => '1 2 3 4 5 6 7 8 9 10'),
  11: [
    '1 2 3 4 5 6 7 … 11',
    '1 2 3 4 5 6 7 … 11',
    '1 2 3 4 5 6 7 … 11',
    '1 2 3 4 5 6 7 … 11',
    '1 2 3 4 5 6 7 … 11',
    '1 … 4 5 6 7 8 … 11',
    '1 … 5 6 7 8 9 10 11',
    '1 … 5 6 7 8 9 10 11',
    '1 … 5 6 7 8 9 10 11',
    '1 … 5 6 7 8 9 10 11',
    '1 … 5 6 7 8 9 10 11',
  ],
  12: [
    '1 2 3 4 5 6 7 … 12',
    '1 2 3 4 5 6 7 … 12',
    '1 2 3 4 5 6 7 … 12',
    '1 2 3 4 5 6 7 … 12',
    '1 2 3 4 5 6 7 … 12',
    '1 … 4 5 6 7 8 … 12',
    '1 … 5 6 7 8 9 … 12',
    '1 … 6 7 8 9 10 11 12',
    '1 … 6 7 8 9 10 11 12',
    '1 … 6 7 8 9 10 11 12',
    '1 … 6 7 8 9 10 11 12',
    '1 … 6 7 8 9 10 11 12',
  ],
  30: [
    '1 2 3 4 5 6 7 … 30',
    '1 2 3 4 5 6 7 … 30',
    '1 2 3 4 5 6 7 … 30',
    '1 2 3 4 5 6 7 … 30',
    '1 2 3 4 5 6 7 … 30',
    '1 … 4 5 6 7 8 … 30',
    '1 … 5 6 7 8 9 … 30',
    '1 … 6 7 8 9 10 … 30',
    '1 … 7 8 9 10 11 … 30',
    '1 … 8 9 10 11 12 … 30',
    '1 … 9 10 11 12 13 … 30',
    '1 … 10 11 12 13 14 … 30',
    '1 … 11 12 13 14 15 … 30',
    '1 … 12 13 14 15 16 … 30',
    '1 … 13 14 15 16 17 … 30',
    '1 … 14 15 16 17 18 … 30',
    '1 … 15 16 17 18 19 … 30',
    '1 … 16 17 18 19 20 … 30',
    '1 … 17 18 19 20 21 … 30',
    '1 … 18 19 20 21 22 … 30',
    '1 … 19 20 21 22 23 … 30',
    '1 … 20 21 22 23 24 … 30',
    '1 … 21 22 23 24 25 … 30',
    '1 … 22 23 24 25 26 … 30',
    '1 … 23 24 25 26 27 … 30',
    '1 … 24 25 26 27 28 29 30',
    '1 … 24 25 26 27 28 29 30',
    '1 … 24 25 26 27 28 29 30',
    '1 … 24 25 26 27 28 29 30',
    '1 … 24 25 26 27 28 29 30',
  ],
};

const rows = Object.entries(TABLE).flatMap(([total, list]) =>
  list.map((expected, i): [number, number, string] => [i + 1, Number(total), expected]),
);

describe('pageSequence', () => {
  it('the table covers every page of 1, 7, 10, 11, 12 and 30 pages', () => {
    expect(rows).toHaveLength(1 + 7 + 10 + 11 + 12 + 30);
  });

  it.each(rows)('page %p of %p: %s', (current, total, expected) => {
    expect(pageSequence(current, total)).toEqual(seq(expected));
  });

  it.each([
    [0, 30, '1 2 3 4 5 6 7 … 30'],
    [99, 30, '1 … 24 25 26 27 28 29 30'],
    [Number.NaN, 12, '1 2 3 4 5 6 7 … 12'],
  ])('a current page %p outside 1..%p is clamped', (current, total, expected) => {
    expect(pageSequence(current, total)).toEqual(seq(expected));
  });

  it('no pages, no links', () => {
    expect(pageSequence(1, 0)).toEqual([]);
  });

  it('is increasing, has 1, the last and the current page, and a gap only where pages are skipped', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 500 })
          .chain((total) => fc.tuple(fc.integer({ min: 1, max: total }), fc.constant(total))),
        ([current, total]) => {
          const items = pageSequence(current, total);
          const pages = items.filter((i): i is number => i !== 'ellipsis');
          expect(pages[0]).toBe(1);
          expect(pages[pages.length - 1]).toBe(total);
          expect(pages).toContain(current);
          expect(items.length).toBe(total <= 10 ? total : 9);
          for (let i = 1; i < items.length; i += 1) {
            const prev = items[i - 1];
            const item = items[i];
            if (item === 'ellipsis') {
              expect(typeof prev).toBe('number');
              const next = items[i + 1];
              expect(typeof next).toBe('number');
              expect((next as number) - (prev as number)).toBeGreaterThanOrEqual(3); // at least 2 pages skipped
            } else if (prev !== 'ellipsis') {
              expect(item).toBe((prev as number) + 1);
            }
          }
        },
      ),
    );
  });
});
