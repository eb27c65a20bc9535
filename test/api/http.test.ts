import nock from 'nock';
import { ApiError, createHttpClient, formBody, jsonBody, multipartBody } from '../../src/api/http';
import { object, str } from '../../src/contract/decode';

const origin = 'http://localhost';
const client = (csrfToken = '') => createHttpClient({ basePath: '/shop', csrfToken, origin });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('http client', () => {
  it('sends a JSON body and reads a JSON answer under the base path', async () => {
    let received: unknown;
    nock(origin)
      .matchHeader('content-type', 'application/json')
      .patch('/shop/api/catalog/cart/7', (body) => {
        received = body;
        return true;
      })
      .reply(200, { ok: true });
    const answer = await client().request('/api/catalog/cart/7', {
      method: 'PATCH',
      body: jsonBody({ quantity: 3 }),
    });
    expect(received).toEqual({ quantity: 3 });
    expect(answer).toEqual({ ok: true });
  });

  it('sends a form body url-encoded', async () => {
    let raw = '';
    nock(origin)
      .matchHeader('content-type', /^application\/x-www-form-urlencoded/)
      .post('/shop/api/catalog/cart/12', (body) => {
        raw =
          typeof body === 'string' ? body : new URLSearchParams(body as Record<string, string>).toString();
        return true;
      })
      .reply(200, {});
    await client().request('/api/catalog/cart/12', {
      method: 'POST',
      body: formBody({ quantity: 2, productValue: 'KOLİ' }),
    });
    const params = new URLSearchParams(raw);
    expect(params.get('quantity')).toBe('2');
    expect(params.get('productValue')).toBe('KOLİ');
  });

  it('sends a multipart body with its own boundary', async () => {
    let raw = '';
    nock(origin)
      .matchHeader('content-type', /^multipart\/form-data; boundary=/)
      .post('/shop/api/catalog/WarrantyInquiry', (body) => {
        raw = String(body);
        return true;
      })
      .reply(200, { success: true });
    await client().request('/api/catalog/WarrantyInquiry', {
      method: 'POST',
      body: multipartBody({ serialNumber: 'SN-0001' }),
    });
    expect(raw).toContain('name="serialNumber"');
    expect(raw).toContain('SN-0001');
  });

  it('adds the CSRF token and X-Requested-With when the config has a token', async () => {
    nock(origin)
      .matchHeader('x-csrf-token', 'tok-123')
      .matchHeader('x-requested-with', 'XMLHttpRequest')
      .delete('/shop/api/catalog/cart')
      .reply(200, []);
    await expect(client('tok-123').request('/api/catalog/cart', { method: 'DELETE' })).resolves.toEqual([]);
  });

  it('sends no token headers when the config has none', async () => {
    nock(origin, { badheaders: ['x-csrf-token', 'x-requested-with'] })
      .get('/shop/api/catalog/cart')
      .reply(200, []);
    await expect(client().request('/api/catalog/cart')).resolves.toEqual([]);
  });

  it('skips the base path for site-root paths such as /autocomplete', async () => {
    nock(origin).get('/autocomplete').query({ q: 'priz' }).reply(200, []);
    await expect(client().request('/autocomplete?q=priz', { skipBasePath: true })).resolves.toEqual([]);
  });

  it("surfaces the server's error.messages.type with the status", async () => {
    nock(origin)
      .post('/shop/api/catalog/cart/5')
      .reply(403, { error: { messages: { type: 'Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.' } } });
    const error = await failure(client().request('/api/catalog/cart/5', { method: 'POST' }));
    expect(error.status).toBe(403);
    expect(error.serverMessage).toBe('Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.');
    expect(error.message).toBe('Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.');
    expect(error.networkFailure).toBe(false);
  });

  it('treats a 200 answer carrying error.messages.type as an error', async () => {
    nock(origin)
      .post('/shop/api/catalog/cart/5')
      .reply(200, { error: { messages: { type: 'Stok yetersiz' } } });
    const error = await failure(client().request('/api/catalog/cart/5', { method: 'POST' }));
    expect(error.serverMessage).toBe('Stok yetersiz');
    expect(error.status).toBe(200);
  });

  it('reports a non-JSON error page without a server message', async () => {
    nock(origin).get('/shop/api/catalog/cart').reply(500, '<html>Internal Server Error</html>');
    const error = await failure(client().request('/api/catalog/cart'));
    expect(error.status).toBe(500);
    expect(error.serverMessage).toBeNull();
    expect(error.malformed).toBe(true);
  });

  it('reports a network failure', async () => {
    nock(origin).get('/shop/api/catalog/cart').replyWithError('socket hang up');
    const error = await failure(client().request('/api/catalog/cart'));
    expect(error.networkFailure).toBe(true);
    expect(error.status).toBe(0);
  });

  it('reports malformed JSON on a 200 answer', async () => {
    nock(origin)
      .get('/shop/api/catalog/cart')
      .reply(200, '{"items": [', { 'Content-Type': 'application/json' });
    const error = await failure(client().request('/api/catalog/cart'));
    expect(error.malformed).toBe(true);
    expect(error.networkFailure).toBe(false);
  });

  it('checks the answer with a decoder and reports a wrong shape as malformed', async () => {
    const decoder = object({ name: str });
    nock(origin).get('/shop/api/x').reply(200, { name: 'Viko' });
    await expect(client().requestChecked('/api/x', decoder)).resolves.toEqual({ name: 'Viko' });
    nock(origin).get('/shop/api/x').reply(200, { name: 42 });
    const error = await failure(client().requestChecked('/api/x', decoder));
    expect(error.malformed).toBe(true);
    expect(error.message).toContain('response.name');
  });

  it('aborts a request for real when its signal fires', async () => {
    nock(origin).get('/autocomplete').query(true).delay(200).reply(200, []);
    const controller = new AbortController();
    const pending = client().request('/autocomplete?q=ab', { skipBasePath: true, signal: controller.signal });
    controller.abort();
    const error = await failure(pending);
    expect(error.aborted).toBe(true);
    expect(error.networkFailure).toBe(false);
  });
});

describe('http client body failures', () => {
  it('reports a body that breaks off mid-read as a network failure', async () => {
    const broken = new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"items": ['));
          controller.error(new Error('connection reset'));
        },
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(broken);
    try {
      const error = await failure(client().request('/api/catalog/cart'));
      expect(error.networkFailure).toBe(true);
      expect(error.message).toContain('connection reset');
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
