/** @jest-environment node */
import { LOGIN_PATH, loginUrl } from '../../../src/domain/shared/routes';

describe('loginUrl: the login page, coming back afterwards', () => {
  it('is /account/login', () => {
    expect(LOGIN_PATH).toBe('/account/login');
  });

  it.each([
    ['', undefined, '/account/login'],
    ['', '/hesap/ayarlar', '/account/login?returnUrl=%2Fhesap%2Fayarlar'],
    [
      '/shop',
      '/shop/garanti-sorgulama?x=1',
      '/shop/account/login?returnUrl=%2Fshop%2Fgaranti-sorgulama%3Fx%3D1',
    ],
    ['', '//evil.example/x', '/account/login'],
    ['', 'https://evil.example/', '/account/login'],
    ['', '/\\evil.example', '/account/login'],
  ])('base %p, back to %p → %p', (basePath, returnTo, url) => {
    expect(loginUrl(basePath, returnTo)).toBe(url);
  });
});
