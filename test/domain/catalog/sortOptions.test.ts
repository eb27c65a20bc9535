/** @jest-environment node */
import {
  DEFAULT_SORT_LABEL_KEY,
  DEFAULT_VIEW,
  effectiveSort,
  isSortKey,
  productListView,
  SORT_KEYS,
  SORT_OPTIONS,
} from '../../../src/domain/catalog/sortOptions';
import { tr as DOMAIN_MESSAGES } from '../../../src/i18n/tr';

describe('sort options (sections 2, 3)', () => {
  it('has the 8 keys', () => {
    expect(SORT_KEYS).toEqual([
      'name',
      '-name',
      'price',
      '-price',
      'brand',
      '-brand',
      'quantity',
      '-quantity',
    ]);
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual(SORT_KEYS);
  });

  it('labels the spec names', () => {
    const label = (value: string) => {
      const option = SORT_OPTIONS.find((o) => o.value === value);
      return option ? DOMAIN_MESSAGES[option.labelKey] : undefined;
    };
    expect(label('name')).toBe('Ürün Adı A-Z');
    expect(label('price')).toBe('Fiyata Göre Artan');
    for (const option of SORT_OPTIONS) expect(DOMAIN_MESSAGES[option.labelKey]).toBeTruthy();
    expect(DOMAIN_MESSAGES[DEFAULT_SORT_LABEL_KEY]).toBe('Varsayılan Sıralama');
  });

  it.each([
    ['price', '', 'price'],
    ['-quantity', 'name', '-quantity'],
    ['bogus', 'name', 'name'], // the valid default is pushed to the URL
    [undefined, '-brand', '-brand'],
    [undefined, 'bogus', ''], // none
    [undefined, '', ''],
  ])('URL sort %p, default %p → %p', (query, setting, expected) => {
    expect(effectiveSort(query, setting)).toBe(expected);
  });

  it('isSortKey', () => {
    expect(isSortKey('-price')).toBe(true);
    expect(isSortKey('-stock')).toBe(false);
  });
});

describe('product list view', () => {
  it("defaults to 'list'", () => {
    expect(DEFAULT_VIEW).toBe('list');
    expect(productListView(undefined)).toBe('list');
    expect(productListView('table')).toBe('list');
    expect(productListView('grid')).toBe('grid');
  });
});
