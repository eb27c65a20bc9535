/**
 * The document's request schemas are the host's (server/http/documentSchemas.ts): a route the
 * document names takes its body, query and path schemas from it, defaults included, and a route that
 * brings a schema of its own is refused at start, so a rule cannot exist twice.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from '../../server/http/bodyValidation';
import { useDocumentSchemas } from '../../server/http/documentedRoute';
import { documentedSchemas } from '../../server/http/documentSchemas';

function appWith(register: (app: FastifyInstance) => void): FastifyInstance {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('onRoute', useDocumentSchemas);
  register(app);
  return app;
}

it('refuses at start a documented route that brings its own schema', () => {
  expect(() =>
    appWith((app) =>
      app.post('/api/catalog/lists', { schema: { body: { type: 'object' } } }, async () => ({})),
    ),
  ).toThrow(/POST \/api\/catalog\/lists declares its own body schema.*createShoppingList/);
  expect(() =>
    appWith((app) =>
      app.get('/api/catalog/orders', { schema: { querystring: { type: 'object' } } }, async () => ({})),
    ),
  ).toThrow(/listOrders/);
});

it('leaves a route the document does not name as it is', () => {
  expect(documentedSchemas('GET', '/hesap/kullanicilar')).toBeNull();
  expect(() =>
    appWith((app) => app.post('/host-only', { schema: { body: { type: 'object' } } }, async () => ({}))),
  ).not.toThrow();
});

it("names path parameters as the route does and takes the path item's shared ones", () => {
  const schemas = documentedSchemas('PATCH', '/api/catalog/lists/:id/lines/:lineId');
  expect(schemas?.operationId).toBe('updateShoppingListLine');
  expect(schemas?.params).toMatchObject({ required: ['id', 'lineId'] });
  expect(documentedSchemas('GET', '/api/catalog/products/*')?.params).toMatchObject({
    properties: { '*': { type: 'string' } },
  });
});

describe('a documented route judges by the document', () => {
  const app = appWith((scoped) => {
    scoped.post('/api/catalog/lists', async (request) => request.body);
    scoped.get('/api/catalog/orders', async (request) => request.query);
    scoped.patch('/api/catalog/cart/:productId', async (request) => request.params);
  });
  let base = '';
  // On a loopback port, as the host runs (Fastify's inject needs an ESM module Jest cannot load).
  beforeAll(async () => {
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());
  const send = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    const answer = await fetch(base + url, {
      method,
      ...(payload === undefined
        ? {}
        : { body: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
    });
    const text = await answer.text();
    return { statusCode: answer.status, json: () => JSON.parse(text) as unknown };
  };

  it.each([
    [{ name: false }, 400],
    [{ name: 123 }, 400],
    [{ name: "$&'Kablolar'\u0000" }, 400],
    [{ name: 'Ataşehir', color: 'red' }, 400],
    [{ name: 'Ataşehir' }, 200],
  ])('a list %p → %p', async (body, status) => {
    expect((await send('POST', '/api/catalog/lists', body)).statusCode).toBe(status);
  });

  it("fills the document's defaults", async () => {
    expect((await send('POST', '/api/catalog/lists', { name: 'Ofis' })).json()).toEqual({
      name: 'Ofis',
      shared: false,
    });
    expect((await send('GET', '/api/catalog/orders')).json()).toEqual({ page: 1, limit: 10, sort: '-date' });
  });

  it('reads the query and the path as text, the JSON body as sent', async () => {
    expect((await send('GET', '/api/catalog/orders?page=2&limit=5')).json()).toMatchObject({
      page: 2,
      limit: 5,
    });
    expect((await send('GET', '/api/catalog/orders?limit=101')).statusCode).toBe(400);
    expect((await send('PATCH', '/api/catalog/cart/abc', { quantity: 1 })).statusCode).toBe(400);
    expect((await send('PATCH', '/api/catalog/cart/7', { quantity: '5' })).statusCode).toBe(400);
    expect((await send('PATCH', '/api/catalog/cart/7', { quantity: 5 })).json()).toEqual({ productId: 7 });
  });
});
