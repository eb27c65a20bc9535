import {
  formatListFilters,
  formatPriceRange,
  parseListFilters,
  parsePriceRange,
  toggleListFilter,
  withListFilter,
} from '../../../src/domain/catalog/listFilters';

describe('the filters= parameter', () => {
  it.each([
    ['', {}],
    ['model:12', { model: ['12'] }],
    ['model:12,model:14,poles:3P', { model: ['12', '14'], poles: ['3P'] }],
    [' brand:abb , colour:beyaz ', { brand: ['abb'], colour: ['beyaz'] }],
    ['price:100-500,stock:1', { price: ['100-500'], stock: ['1'] }],
    ['rating:2.5,rating:2.5', { rating: ['2.5'] }],
    ['renk:sarı', { renk: ['sarı'] }],
    // Malformed pairs are left out; the others stay.
    ['model:,:3,model12,poles:3P', { poles: ['3P'] }],
    ['model:$&,model:$`,brand:<script>,q:a\u0000b,x:a\nb', {}],
    ['1key:2,ke y:2,key:a b', {}],
  ])('reads %j', (text, expected) => {
    expect(parseListFilters(text)).toEqual(expected);
  });

  it('reads nothing past its longest text', () => {
    expect(parseListFilters(`${'a:1,'.repeat(49)}abcd:1`)).toEqual({ a: ['1'] });
  });

  it('writes what it reads, in the order chosen', () => {
    const text = 'model:12,model:14,poles:3P,price:100-500';
    expect(formatListFilters(parseListFilters(text))).toBe(text);
    expect(formatListFilters({})).toBe('');
  });

  it('adds and takes away one value, keeping the others', () => {
    let filters = toggleListFilter({}, 'brand', 'abb');
    filters = toggleListFilter(filters, 'poles', '3P');
    filters = toggleListFilter(filters, 'brand', 'legrand');
    expect(formatListFilters(filters)).toBe('brand:abb,brand:legrand,poles:3P');
    filters = toggleListFilter(filters, 'brand', 'abb');
    expect(filters).toEqual({ brand: ['legrand'], poles: ['3P'] });
    expect(toggleListFilter(filters, 'brand', 'legrand')).toEqual({ poles: ['3P'] });
    expect(withListFilter(filters, 'poles', [])).toEqual({ brand: ['legrand'] });
  });
});

describe('a price range', () => {
  it.each([
    ['100-500', { from: 100, to: 500 }],
    ['-500', { from: null, to: 500 }],
    ['100-', { from: 100, to: null }],
    ['99.90-100.5', { from: 99.9, to: 100.5 }],
    ['-', null],
    ['500-100', null],
    ['a-b', null],
    ['1,5-3', null],
    ['1.999-3', null],
  ])('reads %j', (value, expected) => {
    expect(parsePriceRange(value)).toEqual(expected);
  });

  it('writes its bounds', () => {
    expect(formatPriceRange(100, null)).toBe('100-');
    expect(parsePriceRange(formatPriceRange(10, 20))).toEqual({ from: 10, to: 20 });
  });
});
