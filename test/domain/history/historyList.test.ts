/** @jest-environment node */
import {
  DEFAULT_HISTORY_SORT,
  HISTORY_SORT_OPTIONS,
  historyApiQuery,
  isHistorySortKey,
  namesOrder,
  orderInListPath,
  readHistoryQuery,
  withHistoryQuery,
} from '../../../src/domain/history/historyList';
import { tr } from '../../../src/i18n/tr';

describe('order and offer list query (page and sort in the query string)', () => {
  it.each([
    ['', { sort: '-date', page: 1 }],
    ['?page=3', { sort: '-date', page: 3 }],
    ['?sort=total&page=2', { sort: 'total', page: 2 }],
    ['?sort=-total', { sort: '-total', page: 1 }],
    ['?sort=evil&page=abc', { sort: '-date', page: 1 }],
    ['?sort=date&page=0', { sort: 'date', page: 1 }],
    ['?page=-2', { sort: '-date', page: 1 }],
  ])('reads %s', (search, expected) => {
    expect(readHistoryQuery(search)).toEqual(expected);
  });

  it.each([
    ['', { page: 2 }, '?page=2'],
    ['?page=2', { page: 1 }, ''],
    ['?page=4', { sort: 'total' as const }, '?sort=total'],
    ['?sort=total&page=4', { sort: '-date' as const }, ''],
    ['?x=1&page=2', { page: 3 }, '?x=1&page=3'],
    ['?sort=date', { page: 2 }, '?sort=date&page=2'],
  ])('changes %s with %j into %s', (search, change, expected) => {
    expect(withHistoryQuery(search, change)).toBe(expected);
  });

  it('asks the API for what the URL shows, defaults left out', () => {
    expect(historyApiQuery({ sort: '-date', page: 1 }, 10)).toBe('?limit=10');
    expect(historyApiQuery({ sort: 'total', page: 3 }, 10)).toBe('?page=3&limit=10&sort=total');
  });

  it('offers the four orders, newest first by default, each labelled', () => {
    expect(DEFAULT_HISTORY_SORT).toBe('-date');
    expect(HISTORY_SORT_OPTIONS.map((o) => [o.value, tr[o.labelKey]])).toEqual([
      ['-date', 'Yeniden Eskiye'],
      ['date', 'Eskiden Yeniye'],
      ['-total', 'Tutara Göre Azalan'],
      ['total', 'Tutara Göre Artan'],
    ]);
    expect(isHistorySortKey('name')).toBe(false);
  });
});

describe('an order in the order list (the link of the page after an order)', () => {
  it.each([
    ['SP100123', '/hesap/siparisler#siparis-SP100123'],
    ['SP 1/2#$&', '/hesap/siparisler#siparis-SP%201%2F2%23%24%26'],
  ])('%s is at %s', (orderNo, path) => {
    expect(orderInListPath(orderNo)).toBe(path);
    expect(namesOrder(new URL(path, 'http://x').hash, orderNo)).toBe(true);
  });

  it.each([
    ['', 'SP100123', false],
    ['#siparis-SP100124', 'SP100123', false],
    ['#siparis-SP1001', 'SP100123', false],
    ['#%E0%A4%A', 'SP100123', false],
    ['siparis-SP100123', 'SP100123', true],
  ])('the fragment %p names %s: %p', (hash, orderNo, named) => {
    expect(namesOrder(hash, orderNo)).toBe(named);
  });
});
