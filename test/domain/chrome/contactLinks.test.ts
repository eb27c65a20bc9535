/** @jest-environment node */
import { mailtoHref, telHref } from '../../../src/domain/chrome/contactLinks';

describe('telHref: a tel: link only from a plain phone number', () => {
  it.each([
    ['0532 111 22 33', 'tel:05321112233'],
    ['+90 (212) 555-10-20', 'tel:+902125551020'],
    ['  0212.555.10.20 ', 'tel:02125551020'],
    ['', null],
    ['   ', null],
    [null, null],
    ['12', null], // nothing to dial
    ['javascript:alert(1)', null],
    ['0532 111 22 33; rm', null],
    ['1234567890123456', null], // longer than E.164 allows
  ])('%p → %p', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });
});

describe('mailtoHref: a mailto: link only from a plain address', () => {
  it.each([
    ['ahmet.kaya@anadoluelektrik.com.tr', 'mailto:ahmet.kaya@anadoluelektrik.com.tr'],
    [' satis+b2b@example.com ', 'mailto:satis+b2b@example.com'],
    ['', null],
    [undefined, null],
    ['not an address', null],
    ['a@b', null], // no dotted domain
    ['a@example.com?bcc=all@example.com', null], // no extra headers
    ['a@example.com,b@example.com', null],
    ['javascript:alert(1)//@x.com', null],
  ])('%p → %p', (email, expected) => {
    expect(mailtoHref(email)).toBe(expected);
  });
});
