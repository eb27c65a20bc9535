/** @jest-environment node */
import { isLocale, pathForLocale } from '../../../src/domain/chrome/locales';

describe('isLocale', () => {
  it.each([
    ['tr', true],
    ['en', true],
    ['de', false],
    ['TR', false],
    [undefined, false],
  ])('%p → %p', (value, expected) => expect(isLocale(value)).toBe(expected));
});

describe('pathForLocale: a /{locale}/{brand}/{url} address gets the chosen language', () => {
  it.each([
    ['/tr/viko/karre', '', 'en', '/en/viko/karre'],
    ['/en/viko/karre', '', 'tr', '/tr/viko/karre'],
    ['/en/viko/karre/', '', 'tr', '/tr/viko/karre/'],
    ['/shop/tr/viko/karre', '/shop', 'en', '/shop/en/viko/karre'],
    ['/shop/tr/viko/karre', '/shop/', 'en', '/shop/en/viko/karre'],
    ['/en/viko/karre', '', 'en', null], // already in that language
    ['/viko/karre', '', 'en', null], // no locale segment: the saved locale decides
    ['/', '', 'en', null],
    ['/tr/viko', '', 'en', null], // not the four-segment shape
    ['/tr/viko/karre/extra', '', 'en', null],
    ['/other/tr/viko/karre', '/shop', 'en', null], // outside the base path
  ] as const)('%p (base %p) in %p → %p', (pathname, basePath, locale, expected) => {
    expect(pathForLocale(pathname, basePath, locale)).toBe(expected);
  });
});
