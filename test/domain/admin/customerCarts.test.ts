/** @jest-environment node */
import { cartsWithItems, customerName, safeLinkHref } from '../../../src/domain/admin/customerCarts';

describe('customer carts', () => {
  it('keeps only carts with items', () => {
    const carts = [
      { userName: 'A', items: [1] },
      { userName: 'B', items: [] },
    ];
    expect(cartsWithItems(carts)).toEqual([{ userName: 'A', items: [1] }]);
    expect(cartsWithItems([])).toEqual([]);
  });

  it('names a cart by its customer, or leaves the guest label to the widget', () => {
    expect(customerName({ userName: ' Demir Yapı ' })).toBe('Demir Yapı');
    expect(customerName({ userName: '' })).toBeNull();
    expect(customerName({ userName: '   ' })).toBeNull();
  });

  it.each([
    ['/viko-karre-priz-p-12', '/viko-karre-priz-p-12'],
    ['https://shop.example.com/x-p-1', 'https://shop.example.com/x-p-1'],
    ['http://shop.example.com/x', 'http://shop.example.com/x'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['', null],
    [null, null],
  ])('a row may open %p: %p', (link, expected) => {
    expect(safeLinkHref(link)).toBe(expected);
  });
});
