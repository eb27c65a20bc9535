/** @jest-environment node */
import {
  apiListQuery,
  defaultSortQuery,
  pageCount,
  pageParam,
  readListQuery,
  withListQuery,
} from '../../../src/domain/catalog/listQuery';
import { lastPageInstead } from '../../../src/domain/catalog/listQuery';

describe('pageParam: page from the query, default 1', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['7', 7],
    [' 3 ', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['1e3', 1],
    ['99999999999999999999', 1],
  ])('%p → %p', (value, page) => expect(pageParam(value)).toBe(page));
});

describe('readListQuery', () => {
  const defaults = { defaultSort: '', defaultView: 'list' };
  it('reads sort, page and view', () => {
    expect(readListQuery('?sort=-price&page=3&view=grid', defaults)).toEqual({
      sort: '-price',
      page: 3,
      view: 'grid',
      filters: {},
    });
  });
  it('falls back to the valid default sort, page 1 and the saved view', () => {
    expect(readListQuery('?sort=evil', { defaultSort: 'name', defaultView: 'grid' })).toEqual({
      sort: 'name',
      page: 1,
      view: 'grid',
      filters: {},
    });
  });
  it("defaults to no sort and the 'list' view", () => {
    expect(readListQuery('', { defaultSort: 'nonsense', defaultView: 'tiles' })).toEqual({
      sort: '',
      page: 1,
      view: 'list',
      filters: {},
    });
  });
  it('reads the chosen facet values, leaving out malformed pairs', () => {
    const search = `?filters=${encodeURIComponent('brand:VIKO,poles:3P,brand:ABB,$&:x,price:$1-2,price:100-500')}`;
    expect(readListQuery(search, defaults).filters).toEqual({
      brand: ['VIKO', 'ABB'],
      poles: ['3P'],
      price: ['100-500'],
    });
  });
});

describe('defaultSortQuery: a valid default sort is pushed on load', () => {
  it.each([
    ['', 'name', '?sort=name'],
    ['?q=priz&page=2', '-price', '?q=priz&page=2&sort=-price'],
    ['?sort=bogus', 'brand', '?sort=brand'],
    ['?sort=price', 'name', null],
    ['', '', null],
    ['', 'bogus', null],
  ])('%s with default %s → %s', (search, sort, expected) =>
    expect(defaultSortQuery(search, sort)).toBe(expected),
  );
});

describe('withListQuery', () => {
  it('changes sort, keeps other parameters and starts at page 1', () => {
    expect(withListQuery('?q=priz&page=4&view=grid', { sort: 'name' })).toBe('?q=priz&view=grid&sort=name');
  });
  it('changes the page alone', () => {
    expect(withListQuery('?sort=name&view=grid', { page: 5 })).toBe('?sort=name&view=grid&page=5');
    expect(withListQuery('?sort=name&page=5', { page: 1 })).toBe('?sort=name');
  });
  it('changes the view alone', () => {
    expect(withListQuery('?sort=name&page=2', { view: 'grid' })).toBe('?sort=name&page=2&view=grid');
  });
  it('changes the filters, keeps q, brand, sort and view and starts at page 1', () => {
    const next = withListQuery('?q=priz&brand=VIKO&sort=name&page=3&view=grid', {
      filters: { poles: ['3P', '1P'], stock: ['1'] },
    });
    const params = new URLSearchParams(next);
    expect([...params.keys()]).toEqual(['q', 'brand', 'sort', 'view', 'filters']);
    expect(params.get('filters')).toBe('poles:3P,poles:1P,stock:1');
    expect(params.get('page')).toBeNull();
  });
  it('drops the filters parameter when no value is chosen', () => {
    expect(withListQuery('?q=priz&filters=poles%3A3P&page=2', { filters: {} })).toBe('?q=priz');
  });
  it('removes an empty sort and returns an empty string when nothing is left', () => {
    expect(withListQuery('?sort=name', { sort: '' })).toBe('');
  });
});

describe('pageCount', () => {
  it.each([
    [0, 24, 0],
    [1, 24, 1],
    [24, 24, 1],
    [25, 24, 2],
    [240, 24, 10],
    [5, 0, 1],
    [-3, 24, 0],
  ])('total %p, limit %p → %p pages', (total, limit, pages) => expect(pageCount(total, limit)).toBe(pages));
});

describe('apiListQuery: what the product API is asked', () => {
  const defaults = { defaultSort: '', defaultView: 'list' };
  it.each([
    ['', ''],
    ['?sort=name&page=2&view=grid', '?sort=name&page=2&view=grid'],
    ['?q=priz&brand=viko&filters=model%3A3', '?q=priz&brand=viko&filters=model%3A3'],
    ['?sort=evil&page=abc&view=tiles', ''],
    ['?page=1&utm_source=x', '?utm_source=x'],
    ['?page=0', ''],
  ])('%s → %s', (search, expected) => expect(apiListQuery(search, defaults)).toBe(expected));

  it('uses the valid default sort when the URL has none', () => {
    expect(apiListQuery('?page=3', { defaultSort: '-price', defaultView: 'list' })).toBe(
      '?page=3&sort=-price',
    );
  });
});

describe('a page past the end', () => {
  it.each([
    [{ page: 99, total: 171, limit: 24, count: 0 }, 8],
    [{ page: 9, total: 171, limit: 24, count: 0 }, 8],
    [{ page: 8, total: 171, limit: 24, count: 3 }, null],
    [{ page: 2, total: 0, limit: 24, count: 0 }, null],
    [{ page: 1, total: 5, limit: 24, count: 0 }, null],
  ])('%p → %p', (answer, expected) => {
    expect(lastPageInstead(answer)).toBe(expected);
  });
});
