/** @jest-environment node */
import { noteShown, orderNote } from '../../../src/domain/cart/orderNote';

describe('orderNote', () => {
  // The spec’s 'Sipariş notu yok' is the display text of an empty note, never stored data.
  it.each([
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
    ['  Acil teslimat ', 'Acil teslimat'],
  ])('%p → %p', (description, expected) => {
    expect(orderNote(description)).toBe(expected);
  });

  it('gives no note to show for an empty one (the screen shows its label)', () => {
    expect(noteShown('  ')).toBeNull();
    expect(noteShown(' Acil ')).toBe('Acil');
  });
});
