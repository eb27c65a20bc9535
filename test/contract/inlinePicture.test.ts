/** The product page's picture inside the page: only a picture, only base64, only so long. */
import { decode, DecodeError } from '../../src/contract/decode';
import {
  INLINE_PICTURE_MAX_CHARS,
  productDetailPropsDecoder,
} from '../../src/contract/props/productDetailProps';
import { makeProduct } from '../support/products';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const props = (inlinePicture: unknown) => ({ product: makeProduct({ image: 'urun-1.png' }), inlinePicture });
const decoded = (inlinePicture: unknown) =>
  decode(productDetailPropsDecoder, props(inlinePicture), 'data-props');

describe('ProductDetail props: inlinePicture', () => {
  it.each([
    ['absent', undefined, null],
    ['null', null, null],
    ['a PNG', { image: 'urun-1.png', src: PNG }, { image: 'urun-1.png', src: PNG }],
    [
      'a JPEG',
      { image: 'a.jpg', src: 'data:image/jpeg;base64,/9j/4AAQ' },
      { image: 'a.jpg', src: 'data:image/jpeg;base64,/9j/4AAQ' },
    ],
    [
      'an SVG',
      { image: 'a.svg', src: 'data:image/svg+xml;base64,PHN2Zz4=' },
      { image: 'a.svg', src: 'data:image/svg+xml;base64,PHN2Zz4=' },
    ],
    [
      'at its longest',
      { image: '$&<\'"', src: `data:image/png;base64,${'A'.repeat(INLINE_PICTURE_MAX_CHARS - 22)}` },
      { image: '$&<\'"', src: `data:image/png;base64,${'A'.repeat(INLINE_PICTURE_MAX_CHARS - 22)}` },
    ],
  ])('takes %s', (_, given, expected) => {
    expect(decoded(given).inlinePicture).toEqual(expected);
  });

  it.each([
    ['a script address', { image: 'urun-1.png', src: 'javascript:alert(1)' }],
    ['a page, not a picture', { image: 'urun-1.png', src: 'data:text/html;base64,PHNjcmlwdD4=' }],
    ['not base64', { image: 'urun-1.png', src: 'data:image/png,<svg onload=alert(1)>' }],
    ['a line break inside', { image: 'urun-1.png', src: 'data:image/png;base64,iVBO\nRw0=' }],
    ['a NUL inside', { image: 'urun-1.png', src: 'data:image/png;base64,iVBO\u0000Rw0=' }],
    ['a line break after', { image: 'urun-1.png', src: `${PNG}\n` }],
    [
      'too long',
      { image: 'urun-1.png', src: `data:image/png;base64,${'A'.repeat(INLINE_PICTURE_MAX_CHARS)}` },
    ],
    ['without its name', { src: PNG }],
    ['a bare string', PNG],
  ])('refuses %s', (_, given) => {
    expect(() => decoded(given)).toThrow(DecodeError);
  });
});
