/**
 * Ids of real records for the path parameters, read through the API as the customer sees them right
 * before an operation is fuzzed (earlier operations add and remove records): random ids alone would
 * only ever reach the 404. The customer's own company user is left out, so the fuzzing never edits the
 * account it runs as (its role decides what every later operation can reach).
 */
import type { Client } from '../helpers';

type Json = Record<string, unknown>;
type Source = (customer: Client) => Promise<Record<string, unknown[]>>;

async function read(customer: Client, url: string): Promise<Json> {
  const answer = await customer.get(url, { Accept: 'application/json' });
  return answer.status === 200 && answer.json && typeof answer.json === 'object' ? (answer.json as Json) : {};
}
const ids = (list: unknown, pick: (item: Json) => unknown = (item) => item.id) =>
  (Array.isArray(list) ? (list as Json[]) : []).map(pick).filter((id) => typeof id === 'number');

const SOURCES: [RegExp, Source][] = [
  [
    /^\/api\/catalog\/cart\/\{/,
    async (c) => {
      const products = await read(c, '/api/catalog/products?limit=6');
      const cart = await c.get('/api/catalog/cart');
      return {
        productId: [
          ...ids(products.products),
          ...ids(cart.json, (line) => (line.product as Json | undefined)?.id),
        ],
      };
    },
  ],
  [
    /^\/api\/catalog\/order\//,
    async (c) => ({ id: ids((await read(c, '/api/catalog/orders?limit=10')).orders) }),
  ],
  [
    /^\/api\/catalog\/offer\/.*\{id\}/,
    async (c) => ({ id: ids((await read(c, '/api/catalog/offers?limit=10')).offers) }),
  ],
  [
    /^\/api\/company\/users\//,
    async (c) => ({ id: ids((await read(c, '/api/company/users')).users, (u) => (u.self ? null : u.id)) }),
  ],
  [
    /^\/api\/company\/approvals\//,
    async (c) => ({
      id: ids((await read(c, '/api/company/approvals')).approvals, (a) => (a.order as Json).id),
    }),
  ],
  [
    /^\/api\/catalog\/lists\//,
    async (c) => {
      const lists = ids((await read(c, '/api/catalog/lists')).lists);
      const lines = [];
      for (const id of lists.slice(0, 3))
        lines.push(...ids((await read(c, `/api/catalog/lists/${id}`)).lines));
      return { id: lists, lineId: lines };
    },
  ],
  [
    /^\/api\/catalog\/faultreport\//,
    async (c) => {
      const top = await c.get('/api/catalog/faultreport/basecategories/0');
      return { id: [0, ...ids(top.json)] };
    },
  ],
];

/** Known ids per path parameter name for an operation's path template. */
export async function knownIds(template: string, customer: Client): Promise<Record<string, unknown[]>> {
  const source = SOURCES.find(([shape]) => shape.test(template))?.[1];
  return source ? source(customer) : {};
}
