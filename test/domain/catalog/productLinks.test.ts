/** @jest-environment node */
import { productImageUrl, productPath, searchPath } from '../../../src/domain/catalog/productLinks';

describe('productPath: /{seo}-p-{id}', () => {
  it.each([
    ['viko-karre-anahtar', 12, '', '/viko-karre-anahtar-p-12'],
    ['viko-karre-anahtar', 12, '/shop', '/shop/viko-karre-anahtar-p-12'],
    ['a/../../admin', 3, '', '/a%2F..%2F..%2Fadmin-p-3'],
    ['javascript:alert(1)', 4, '', '/javascript%3Aalert(1)-p-4'],
    ['kablo ölçü', 5, '', '/kablo%20%C3%B6l%C3%A7%C3%BC-p-5'],
  ])('%s %s (base %s) → %s', (seo, id, base, expected) => {
    expect(productPath(seo, id, base)).toBe(expected);
  });
});

describe('searchPath: /search?q=', () => {
  it.each([
    ['karre', '', '/search?q=karre'],
    ['anahtar & priz', '/shop', '/shop/search?q=anahtar+%26+priz'],
    ['<script>', '', '/search?q=%3Cscript%3E'],
  ])('%s → %s', (q, base, expected) => expect(searchPath(q, base)).toBe(expected));
});

describe('productImageUrl', () => {
  it.each([
    ['vk-1001.png', '/images/', '/images/vk-1001.png'],
    ['vk-1001.png', '/img', '/img/vk-1001.png'],
    ['urun/vk 1.png', '/images/', '/images/urun/vk%201.png'],
    ['https://cdn.example.com/a.png', '/images/', 'https://cdn.example.com/a.png'],
    ['/uploads/a.png', '/images/', '/uploads/a.png'],
    ['', '/images/', null],
    ['   ', '/images/', null],
    ['javascript:alert(1)', '/images/', null],
    ['data:image/png;base64,AAAA', '/images/', null],
    ['//evil.example.com/a.png', '/images/', null],
  ])('%s under %s → %s', (file, base, expected) => expect(productImageUrl(file, base)).toBe(expected));

  it('treats a missing file as no image', () => {
    expect(productImageUrl(null)).toBeNull();
    expect(productImageUrl(undefined)).toBeNull();
  });
});
