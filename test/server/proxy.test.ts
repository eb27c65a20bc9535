/**
 * Behind a TLS-terminating reverse proxy: PUBLIC_URL=https://… makes every cookie Secure
 * and is the origin state changes must come from; TRUST_PROXY lets only the proxy name the visitor's
 * address and scheme. The tests talk to the host over loopback, which TRUST_PROXY=1 trusts.
 */
import { Client, configOf, startHost, type Answer, type TestHost } from './helpers';

const PUBLIC = 'https://magaza.example';
let host: TestHost;
beforeAll(async () => {
  host = await startHost({ env: { TRUST_PROXY: '1', PUBLIC_URL: PUBLIC } });
});
afterAll(() => host.stop());

const cookieHeader = (answer: Answer, name: string) =>
  answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

/** A visitor whose requests come through the proxy, as the browser sends them there. */
const visitor = (address = '203.0.113.7') =>
  new Client(host.url, { 'x-forwarded-for': address, 'x-forwarded-proto': 'https', origin: PUBLIC });

describe('behind a reverse proxy (TRUST_PROXY=1, PUBLIC_URL=https://…)', () => {
  it('sets b2b_session and b2b_cookies with the Secure flag', async () => {
    const client = visitor();
    const page = await client.page('/');
    expect(cookieHeader(page, 'b2b_session')).toMatch(/; Secure/);
    const accepted = await client.post('/api/catalog/cookies', { json: { allowCookies: true } });
    expect(accepted.status).toBe(200);
    expect(cookieHeader(accepted, 'b2b_cookies')).toMatch(/; Secure/);
    const form = await client.get('/account/login');
    const token = /name="_csrf" value="([^"]+)"/.exec(form.text)![1]!;
    const login = await client.post('/account/login', {
      form: { username: 'bayi2', password: 'demo1234', _csrf: token },
    });
    expect(login.status).toBe(303);
    expect(cookieHeader(login, 'b2b_session')).toMatch(/HttpOnly; SameSite=Lax; Secure|; Secure/);
  });

  it('checks state changes against the public origin and tells the widgets the public socket', async () => {
    const client = visitor();
    const page = await client.page('/');
    expect(configOf(page.text).socketUrl).toBe('wss://magaza.example/ws');
    expect(
      (await client.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } })).status,
    ).toBe(200);
    const direct = await client.post(
      '/api/catalog/settings',
      { json: { key: 'locale', value: 'tr' } },
      { origin: host.url },
    );
    expect(direct.status).toBe(403);
  });

  it('takes the visitor’s address from the trusted proxy', async () => {
    const word = 'vekilkelime';
    const counted = () => host.db.value('SELECT COUNT(*) AS n FROM search_queries WHERE query = ?', word);
    // Cookie-less visitors are one per address: different forwarded addresses are different visitors.
    for (let k = 1; k <= 3; k++) await visitor(`198.51.100.${k}`).get(`/search?q=${word}`);
    for (let k = 1; k <= 3; k++) await visitor('198.51.100.1').get(`/search?q=${word}`);
    expect(await counted()).toBe(3);
  });
});
