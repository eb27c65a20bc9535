/** @jest-environment node */
import { embeddedFirstPage } from '../../src/contract/firstPage';
import { makeProduct } from '../support/products';

const answer = { products: [makeProduct({ id: 3 })], total: 1, limit: 24, page: 1 };

describe('the embedded first page of a product list', () => {
  it('answers only the query it was made for', () => {
    const firstPage = { query: '?sort=name', answer };
    expect(embeddedFirstPage(firstPage, '?sort=name')?.products[0]?.id).toBe(3);
    expect(embeddedFirstPage(firstPage, '')).toBeNull();
    expect(embeddedFirstPage(null, '')).toBeNull();
    expect(embeddedFirstPage('?sort=name', '?sort=name')).toBeNull();
  });

  it('is checked with the API’s decoder, once: every reader gets the very same products', () => {
    const firstPage = { query: '', answer };
    const first = embeddedFirstPage(firstPage, '');
    expect(embeddedFirstPage(firstPage, '')).toBe(first);
    expect(() => embeddedFirstPage({ query: '', answer: { products: 'x' } }, '')).toThrow(
      /firstPage\.answer/,
    );
  });
});
