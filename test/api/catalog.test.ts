import nock from 'nock';
import { catalogPath, fetchProducts, fetchSuggestions } from '../../src/api/catalog';
import { createHttpClient, type ApiError } from '../../src/api/http';
import { makeProduct } from '../support/products';
import { TEST_ORIGIN } from '../support/renderWidget';

const http = createHttpClient({ basePath: '/shop', csrfToken: '', origin: TEST_ORIGIN });

describe('catalogPath', () => {
  it.each([
    ['', ''],
    ['/', ''],
    ['/viko', '/viko'],
    ['/viko/karre', '/viko/karre'],
    ['viko/karre/', '/viko/karre'],
    ['/tr/viko/karre', '/tr/viko/karre'],
    ['/search?q=x#y', '/search%3Fq%3Dx%23y'],
    ['/a/../../admin', '/a/admin'],
    ['/%C3%B6l%C3%A7%C3%BC', '/%C3%B6l%C3%A7%C3%BC'],
    ['/ölçü', '/%C3%B6l%C3%A7%C3%BC'],
  ])('%s → %s', (path, expected) => expect(catalogPath(path)).toBe(expected));
});

describe('fetchProducts', () => {
  it('asks for the catalogue path with the query under the base path', async () => {
    nock(TEST_ORIGIN)
      .get('/shop/api/catalog/products/viko/karre')
      .query({ sort: 'name', page: '2', view: 'grid' })
      .reply(200, { products: [makeProduct()], total: 30, limit: 24, page: 2 });
    const answer = await fetchProducts(http, '/viko/karre', '?sort=name&page=2&view=grid');
    expect(answer.total).toBe(30);
    expect(answer.products[0]?.code).toBe('VK-1001');
  });

  it('rejects a malformed answer', async () => {
    nock(TEST_ORIGIN).get('/shop/api/catalog/products').reply(200, { products: 'nope' });
    const error = (await fetchProducts(http, '', '').catch((e: unknown) => e)) as ApiError;
    expect(error.malformed).toBe(true);
  });
});

describe('fetchSuggestions', () => {
  it('asks /autocomplete at the site root, outside the base path', async () => {
    nock(TEST_ORIGIN)
      .get('/autocomplete')
      .query({ q: 'karre & co' })
      .reply(200, [{ id: 1, name: 'Karre', code: 'VK', image: 'a.png', url: 'karre' }]);
    expect(await fetchSuggestions(http, 'karre & co')).toHaveLength(1);
  });

  it('is aborted by its signal', async () => {
    nock(TEST_ORIGIN).get('/autocomplete').query(true).delay(200).reply(200, []);
    const controller = new AbortController();
    const pending = fetchSuggestions(http, 'x', controller.signal).catch((e: unknown) => e);
    controller.abort();
    expect(((await pending) as ApiError).aborted).toBe(true);
  });
});
