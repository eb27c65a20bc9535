/** @jest-environment node */
import fc from 'fast-check';
import {
  currentPasswordMessage,
  passwordFormChanged,
  validatePassword,
} from '../../../src/domain/account/password';
import { expectMessage } from '../expectMessage';

const LENGTH = 'Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.';

describe('validatePassword', () => {
  it.each([
    ['abc', 'abc', 'password.length', LENGTH],
    ['', '', 'password.length', LENGTH],
    ['a'.repeat(31), 'a'.repeat(31), 'password.length', LENGTH],
    ['abcdef', '', 'password.verifyRequired', 'Şifrenizi doğrulamalısınız.'],
    ['abcdef', 'abcdeg', 'password.mismatch', 'Şifreleriniz eşleşmiyor.'],
  ])('%p / %p → %p', (password, verify, key, text) => {
    expectMessage(validatePassword(password, verify), key, text);
  });

  it.each([
    ['abcdef', 'abcdef'],
    ['a'.repeat(30), 'a'.repeat(30)],
    ['ğüşiöç', 'ğüşiöç'], // 6 Turkish letters are 6 characters
  ])('%p / %p passes', (password, verify) => {
    expect(validatePassword(password, verify)).toBeNull();
  });

  it('the account settings screen leaves the match to the server', () => {
    expect(validatePassword('abcdef', 'abcdeg', { checkMatch: false })).toBeNull();
    expect(validatePassword('abcdef', '', { checkMatch: false })?.key).toBe('password.verifyRequired');
  });

  it('the length message shows exactly outside 6–30 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (password) => {
        const length = Array.from(password).length;
        const outside = length < 6 || length > 30;
        expect(validatePassword(password, password)?.key === 'password.length').toBe(outside);
        if (!outside) expect(validatePassword(password, password)).toBeNull();
      }),
    );
  });
});

describe('passwordFormChanged: Kaydet enabled once something is typed', () => {
  it.each([
    ['', '', false],
    ['a', '', true],
    ['', 'a', true],
  ])('%p / %p → %p', (password, verify, expected) => {
    expect(passwordFormChanged(password, verify)).toBe(expected);
  });

  it.each([
    ['', '', '', false],
    ['a', '', '', true],
    ['', '', 'a', true],
  ])('with the current password: %p / %p / %p → %p', (current, password, verify, expected) => {
    expect(passwordFormChanged(current, password, verify)).toBe(expected);
  });
});

describe('currentPasswordMessage: a new password is set only with the current one', () => {
  it('refuses an empty field', () => {
    expectMessage(currentPasswordMessage(''), 'password.currentRequired', 'Mevcut şifrenizi girmelisiniz.');
  });

  it.each([' ', 'a', "$&$'$1", '<script>', 'x\u0000y', 'ş\n'])(
    'leaves any typed text to the host (case %#)',
    (typed) => {
      expect(currentPasswordMessage(typed)).toBeNull();
    },
  );
});
