/** @jest-environment node */
import fc from 'fast-check';
import { displayCode } from '../../../src/domain/catalog/displayCode';

describe('displayCode: longer than 20 → skip the first, keep 20, append an ellipsis', () => {
  it.each([
    ['ABC', 'ABC'],
    ['12345678901234567890', '12345678901234567890'], // exactly 20: as is
    ['ABCDEFGHIJKLMNOPQRSTU', 'BCDEFGHIJKLMNOPQRSTU...'], // 21
    ['1234567890123456789012345', '23456789012345678901...'],
    ['', ''],
    [null, ''],
  ])('%p → %p', (code, expected) => {
    expect(displayCode(code)).toBe(expected);
  });

  it('never cuts a character in two', () => {
    expect(displayCode('😀'.repeat(21))).toBe(`${'😀'.repeat(20)}...`);
  });

  it('short codes are untouched, long ones are 20 characters from the second on', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 60 }), (code) => {
        const shown = displayCode(code);
        if (code.length <= 20) expect(shown).toBe(code);
        else expect(shown).toBe(`${code.slice(1, 21)}...`);
      }),
    );
  });
});
