/** @jest-environment node */
import { chosenCount, chosenFilters } from '../../../src/domain/catalog/chosenFilters';
import { chosenPriceRange, judgePriceRange } from '../../../src/domain/catalog/priceRangeInput';

describe('judgePriceRange: the typed bounds on commit', () => {
  it.each([
    ['100', '500', { kind: 'range', value: '100-500' }],
    ['1.250,50', '', { kind: 'range', value: '1250.5-' }],
    ['', '2,999.99', { kind: 'range', value: '-2999.99' }],
    [' ', '', { kind: 'range', value: null }],
    ['12,345', '', { kind: 'range', value: '12345-' }],
    ['0,004', '', { kind: 'range', value: '0-' }],
    ['500', '100', { kind: 'order' }],
    ['abc', '', { kind: 'invalid' }],
    ['-5', '', { kind: 'invalid' }],
    ['$&', '', { kind: 'invalid' }],
    // The shared number rule drops currency marks and blanks ($ of '$1', a line break).
    ['', '$1', { kind: 'range', value: '-1' }],
    ['<script>', '', { kind: 'invalid' }],
    ['1\u0000', '', { kind: 'invalid' }],
    ['1\n2', '', { kind: 'range', value: '12-' }],
    ['1$&', '', { kind: 'invalid' }],
    ['1000000000', '', { kind: 'invalid' }],
  ])('%j to %j → %j', (from, to, expected) => expect(judgePriceRange(from, to)).toEqual(expected));
});

describe('chosenPriceRange', () => {
  it('reads the first well-formed range of the price key', () => {
    expect(chosenPriceRange({ price: ['bad', '100-'] })).toEqual({ from: 100, to: null });
    expect(chosenPriceRange({ brand: ['VIKO'] })).toBeNull();
  });
});

describe('chosenFilters: the chips above the list', () => {
  const facets = [
    {
      key: 'brand',
      label: 'Marka $& <script>',
      kind: 'values',
      values: [{ value: 'VIKO', label: "Viko $` $' $1" }],
    },
    { key: 'price', label: 'Fiyat', kind: 'range', values: [] },
  ];
  it('labels each chosen value by its facet, in the order chosen', () => {
    expect(chosenFilters({ price: ['100-500'], brand: ['VIKO', 'ABB'], poles: ['3P'] }, facets)).toEqual([
      {
        key: 'price',
        value: '100-500',
        facetLabel: 'Fiyat',
        label: '100-500',
        range: { from: 100, to: 500 },
      },
      { key: 'brand', value: 'VIKO', facetLabel: 'Marka $& <script>', label: "Viko $` $' $1", range: null },
      { key: 'brand', value: 'ABB', facetLabel: 'Marka $& <script>', label: 'ABB', range: null },
      { key: 'poles', value: '3P', facetLabel: 'poles', label: '3P', range: null },
    ]);
    expect(chosenCount({ brand: ['VIKO', 'ABB'], poles: ['3P'] })).toBe(3);
    expect(chosenCount({})).toBe(0);
  });
});
