import { sameSitePath } from '../../../src/domain/shared/returnPath';

describe('sameSitePath: only a path of the same site is a return address', () => {
  it.each([
    ['/teklif/liste', '/teklif/liste'],
    ['/search?q=viko&brand=1#sonuc', '/search?q=viko&brand=1#sonuc'],
    // Hostile text in a path stays text: the parser percent-encodes what a URL cannot hold as it is.
    ["/ara?q=$&$1$`$'", '/ara?q=$&$1$`$%27'],
    ['/ara?q=<script>', '/ara?q=%3Cscript%3E'],
    ['/a/../hesap/listeler', '/hesap/listeler'],
    ['/a\\b', '/a/b'],
  ])('%j is %j', (value, path) => {
    expect(sameSitePath(value)).toBe(path);
  });

  it.each([
    '//evil.example',
    '//evil.example/teklif/liste',
    'https://evil.example/x',
    'http:/evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/teklif\u0000/liste',
    '/teklif\u007f',
    '/teklif\u0085',
    'javascript:alert(1)',
    'teklif/liste',
    '',
    ' /teklif/liste',
    '/'.padEnd(2001, 'a'),
    undefined,
    null,
    42,
  ])('%j is refused', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});
