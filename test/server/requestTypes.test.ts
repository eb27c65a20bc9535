/**
 * A request is judged against the types its document gives it. A JSON body is taken as it was sent:
 * a string is not a quantity, false or 123 is not a name (the answer is 400 naming the field). A form
 * or multipart body, whose fields are text on the wire, has them read as the schema's types, as the
 * widgets send the add to cart, the order form and the settings.
 */
import { Client, errorType, loggedIn, productId, startHost, type TestHost } from './helpers';

let host: TestHost;
let bayi: Client;
let product: number;

beforeAll(async () => {
  host = await startHost();
  bayi = await loggedIn(host.url, 'bayi2');
  product = await productId(host, '90960002');
  await bayi.delete('/api/catalog/cart');
});
afterAll(() => host.stop());

describe('a JSON body is judged as sent', () => {
  it.each([false, 123, null, ['Kablolar'], { tr: 'Kablolar' }])(
    'a list named %p is refused, naming the field',
    async (name) => {
      const answer = await bayi.post('/api/catalog/lists', { json: { name, shared: false } });
      expect(answer.status).toBe(400);
      expect(errorType(answer)).toBe('Geçersiz değer: name.');
    },
  );

  it('a list whose shared flag is the text "true" is refused', async () => {
    const answer = await bayi.post('/api/catalog/lists', { json: { name: "$& 'Kablolar'", shared: 'true' } });
    expect(answer.status).toBe(400);
    expect(errorType(answer)).toBe('Geçersiz değer: shared.');
  });

  it('a cart line quantity of "5" is refused, and the line keeps its quantity', async () => {
    const added = await bayi.post(`/api/catalog/cart/${product}`, { form: { quantity: 2 } });
    expect(added.status).toBe(200);
    const patched = await bayi.patch(`/api/catalog/cart/${product}`, { json: { quantity: '5' } });
    expect(patched.status).toBe(400);
    const cart = (await bayi.get('/api/catalog/cart')).json as {
      product: { id: number };
      quantity: number;
    }[];
    expect(cart.find((line) => line.product.id === product)?.quantity).toBe(2);
    const numeric = await bayi.patch(`/api/catalog/cart/${product}`, { json: { quantity: 5 } });
    expect(numeric.status).toBe(200);
  });
});

describe('a form body is read as the schema types it', () => {
  it('the add to cart posts its quantity as form text and is taken', async () => {
    await bayi.delete('/api/catalog/cart');
    const answer = await bayi.post(`/api/catalog/cart/${product}`, { form: { quantity: '3' } });
    expect(answer.status).toBe(200);
    expect((answer.json as { quantity: number }).quantity).toBe(3);
  });

  it('a form quantity that is not a whole number is refused with the quantity message', async () => {
    const answer = await bayi.post(`/api/catalog/cart/${product}`, { form: { quantity: '2.5' } });
    expect(answer.status).toBe(400);
  });
});

describe('a number written as text reads as a finite number or not at all', () => {
  // '1e400' and 'Infinity' read as Infinity, which no bound of the document takes.
  it.each([
    ['/api/catalog/orders?limit=1e400', 'limit'],
    ['/api/catalog/offers?page=Infinity', 'page'],
    ['/api/catalog/products?page=1e400', 'page'],
    ['/api/catalog/faultreport/basecategories/1e400', 'id'],
    ['/api/catalog/faultreport/product/Infinity', 'id'],
  ])('%s is refused naming the field', async (url, field) => {
    const answer = await bayi.get(url);
    expect({ status: answer.status, message: errorType(answer) }).toEqual({
      status: 400,
      message: `Geçersiz değer: ${field}.`,
    });
  });

  it('a form quantity of 1e400 is refused with the quantity message', async () => {
    const answer = await bayi.post(`/api/catalog/cart/${product}`, { form: { quantity: '1e400' } });
    expect({ status: answer.status, message: errorType(answer) }).toEqual({
      status: 400,
      message: 'Miktar 1 ile 100 arasında olmalıdır.',
    });
  });
});
