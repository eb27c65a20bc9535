/**
 * The search's relevance on the demo catalogue, as a number: the query set of the bench
 * (bench/search/querySet.ts) through the search page's product API and the suggestions, hit@5 at
 * least 0.95 for each, on both engines. The set itself is checked too: at least 60 queries of every
 * kind, each meaning products the demo has.
 */
import { decode } from '../../src/contract/decode';
import { autocompleteAnswer, productListAnswer } from '../../src/contract/catalog';
import { meant, QUERY_SET, relevanceOf, type QueryKind } from '../../bench/search/querySet';
import { Client, startHost, type TestHost } from './helpers';

let host: TestHost;
let anon: Client;
beforeAll(async () => {
  host = await startHost();
  anon = new Client(host.url);
});
afterAll(() => host.stop());

const KINDS: QueryKind[] = ['exact', 'ending', 'keyboard', 'typo', 'code', 'number', 'synonym', 'phrase'];

it('has at least 60 queries of every kind, each meaning products the demo has', async () => {
  expect(QUERY_SET.length).toBeGreaterThanOrEqual(60);
  for (const kind of KINDS)
    expect([kind, QUERY_SET.filter((q) => q.kind === kind).length > 3]).toEqual([kind, true]);
  const products = await host.db.all<{ code: string; name: string }>(
    'SELECT code, name FROM products WHERE parent_id IS NULL',
  );
  for (const query of QUERY_SET)
    expect([query.q, products.some((product) => meant(query, product))]).toEqual([query.q, true]);
});

it('finds what each query means in the first five, in the list and in the suggestions (hit@5 ≥ 0.95)', async () => {
  const lists: { code: string; name: string }[][] = [];
  const suggestions: { code: string; name: string }[][] = [];
  for (const { q } of QUERY_SET) {
    const list = await anon.get(`/api/catalog/products/search?q=${encodeURIComponent(q)}&limit=10`);
    lists.push(decode(productListAnswer, list.json).products);
    const suggested = await anon.get(`/autocomplete?q=${encodeURIComponent(q)}`);
    suggestions.push(decode(autocompleteAnswer, suggested.json));
  }
  const listed = relevanceOf(QUERY_SET, lists);
  const offered = relevanceOf(QUERY_SET, suggestions);
  // On a failure the diff shows the queries missed.
  expect({ missed: listed.missed, met: listed.hitAt5 >= 0.95 }).toMatchObject({ met: true });
  expect({ missed: offered.missed, met: offered.hitAt5 >= 0.95 }).toMatchObject({ met: true });
  // A code names one product: it comes first.
  QUERY_SET.forEach((query, i) => {
    if (query.code) expect([query.q, lists[i]![0]?.code]).toEqual([query.q, query.code]);
  });
});
