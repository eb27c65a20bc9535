/** @jest-environment node */
import { customCodeLine } from '../../../src/domain/catalog/customCode';

const product = { ozelkod: 'ÖK-77', ozelkod2: '  ', ozelkod3: 'B-12', code: 'VK-1' };

describe('customCodeLine (b2b_urun_detay_ozel_kod, _gosterim, _baslik)', () => {
  it.each([
    // field, placement, title, place, expected
    ['ozelkod', 1, 'Özel Kod', 'codes', { title: 'Özel Kod', value: 'ÖK-77' }],
    ['ozelkod', 1, 'Özel Kod', 'title', null],
    ['ozelkod', 2, 'Özel Kod', 'title', { title: 'Özel Kod', value: 'ÖK-77' }],
    ['ozelkod', 2, 'Özel Kod', 'codes', null],
    ['ozelkod', 3, 'Özel Kod', 'codes', { title: 'Özel Kod', value: 'ÖK-77' }],
    ['ozelkod', 3, 'Özel Kod', 'title', { title: 'Özel Kod', value: 'ÖK-77' }],
    ['ozelkod3', 1, 'Bayi Kodu', 'codes', { title: 'Bayi Kodu', value: 'B-12' }],
    ['ozelkod3', 1, '  ', 'codes', { title: 'Özel Kod', value: 'B-12' }],
    ['ozelkod2', 1, 'Özel Kod', 'codes', null],
    ['ozelkod9', 1, 'Özel Kod', 'codes', null],
    ['code', 1, 'Özel Kod', 'codes', null],
    ['ozelkod', 0, 'Özel Kod', 'codes', null],
  ] as const)('%s at %d titled %p on %s', (field, placement, title, place, expected) => {
    expect(customCodeLine(product, field, placement, title, place)).toEqual(expected);
  });
});
