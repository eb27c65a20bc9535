/** @jest-environment node */
import { checkSerialNumber, WARRANTY_SERIAL_MAX } from '../../../src/domain/account/warrantySerial';
import { expectMessage } from '../expectMessage';

describe('checkSerialNumber: what a warranty lookup may send', () => {
  it.each([
    ['VK2024KRP000123', 'VK2024KRP000123'],
    ['  VK2024KRP000123 \t', 'VK2024KRP000123'],
    ['SN 12-34/56.A', 'SN 12-34/56.A'],
    ['ŞÇĞÜ-İÖ-1', 'ŞÇĞÜ-İÖ-1'],
    ['x'.repeat(WARRANTY_SERIAL_MAX), 'x'.repeat(WARRANTY_SERIAL_MAX)],
    [` ${'x'.repeat(WARRANTY_SERIAL_MAX)} `, 'x'.repeat(WARRANTY_SERIAL_MAX)],
  ])('%p is sent as %p', (text, serial) => {
    expect(checkSerialNumber(text)).toEqual({ ok: true, serial });
  });

  it.each(['', '   ', '\t\n'])('blank %p asks for a serial number', (text) => {
    const check = checkSerialNumber(text);
    expect(check.ok).toBe(false);
    if (!check.ok) expectMessage(check.message, 'warranty.serialRequired', 'Lütfen seri numarasını giriniz.');
  });

  it('more than 50 characters is too long, counted as characters', () => {
    const check = checkSerialNumber('x'.repeat(WARRANTY_SERIAL_MAX + 1));
    expect(check.ok).toBe(false);
    if (!check.ok)
      expectMessage(check.message, 'warranty.serialTooLong', 'Seri numarası en fazla 50 karakter olabilir.');
    // 50 emoji are 100 UTF-16 units but 50 characters.
    expect(checkSerialNumber('😀'.repeat(WARRANTY_SERIAL_MAX)).ok).toBe(true);
    expect(checkSerialNumber('x'.repeat(100_000)).ok).toBe(false);
  });

  it.each(['VK2024\nKRP', 'VK2024\u0000KRP', 'VK\u200bKRP', 'VK\u202eKRP', 'A\u0007B', 'A\u2028B'])(
    'control and invisible characters (%j) are refused',
    (text) => {
      const check = checkSerialNumber(text);
      expect(check.ok).toBe(false);
      if (!check.ok)
        expectMessage(
          check.message,
          'warranty.serialInvalid',
          'Seri numarası geçersiz karakterler içeriyor. Lütfen kontrol edin.',
        );
    },
  );
});
