/**
 * A multipart body the host cannot read (no boundary, a boundary never closed, a field name that
 * would reach an object's prototype, a file where only fields are taken) is refused with a 400 in the
 * spec's shape, and only after the route's guards: an anonymous visitor still gets the 401 (or the
 * warranty lookup's 403), a request without the CSRF token still the 403. Well-formed multipart bodies
 * of both calls are account.test.ts's.
 */
import { Client, errorType, loggedIn, startHost, type TestHost } from './helpers';

let host: TestHost;
let bayi: Client;

beforeAll(async () => {
  host = await startHost();
  bayi = await loggedIn(host.url, 'bayi2');
});
afterAll(() => host.stop());

const CALLS = ['/api/catalog/account/settings', '/api/catalog/WarrantyInquiry'];
const BOUNDARY = 'b2bBoundary';
const MALFORMED: Record<string, { type: string; body: string }> = {
  'no boundary': { type: 'multipart/form-data', body: 'serialNumber=1' },
  'an unclosed part': {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="serialNumber"\r\n\r\n$&\n`,
  },
  'a prototype field name': {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  },
  'a file': {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  },
};

const post = (client: Client | null, path: string, sample: { type: string; body: string }, headers = {}) =>
  fetch(`${host.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': sample.type,
      ...(client
        ? {
            cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
            'x-csrf-token': client.csrf,
          }
        : {}),
      ...headers,
    },
    body: sample.body,
  });

describe.each(CALLS)('%s', (path) => {
  it.each(Object.keys(MALFORMED))('%s is a 400 in the spec’s shape for a logged-in user', async (name) => {
    const answer = await post(bayi, path, MALFORMED[name]!);
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { error: { messages: { type: string } } };
    expect(typeof body.error.messages.type).toBe('string');
  });

  it.each(Object.keys(MALFORMED))(
    '%s from an anonymous visitor is refused by the login guard first',
    async (name) => {
      const answer = await post(null, path, MALFORMED[name]!);
      expect([401, 403]).toContain(answer.status);
    },
  );

  it.each(Object.keys(MALFORMED))('%s without the CSRF token is the CSRF refusal', async (name) => {
    const answer = await post(bayi, path, MALFORMED[name]!, { 'x-csrf-token': 'wrong' });
    expect(answer.status).toBe(403);
    expect(errorType({ json: await answer.json() } as never)).toBe(
      'Güvenlik doğrulaması başarısız oldu. Lütfen sayfayı yenileyip tekrar deneyin.',
    );
  });
});
