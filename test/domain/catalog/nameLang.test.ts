import { nameLangAttribute } from '../../../src/domain/catalog/nameLang';

describe('nameLangAttribute: a product name is marked only where its language is not the page’s', () => {
  it.each([
    ['tr', 'en', 'tr'],
    ['en', 'tr', 'en'],
    ['tr', 'tr', undefined],
    ['en', 'en', undefined],
    [undefined, 'en', undefined],
    [undefined, 'tr', undefined],
  ] as const)('a %s name on a %s page: %s', (nameLang, page, attribute) => {
    expect(nameLangAttribute(nameLang, page)).toBe(attribute);
  });
});
