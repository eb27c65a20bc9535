/** @jest-environment node */
import { orderNote } from '../../src/domain/orderNote';

describe('orderNote (section 5)', () => {
  it.each([
    ['', 'Sipariş notu yok'],
    ['   ', 'Sipariş notu yok'],
    [null, 'Sipariş notu yok'],
    [undefined, 'Sipariş notu yok'],
    ['  Acil teslimat ', 'Acil teslimat'],
  ])('%p → %p', (description, expected) => {
    expect(orderNote(description)).toBe(expected);
  });
});
