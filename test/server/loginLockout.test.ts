/**
 * A guesser cannot lock the owner out: wrong passwords refuse the address that sent them, and only
 * slow the account down for everyone else. Addresses come through a trusted proxy (X-Forwarded-For).
 */
import { ACCOUNT_MAX_DELAY_MS } from '../../server/auth/loginThrottle';
import { Client, startHost, type TestHost } from './helpers';

let host: TestHost;
beforeAll(async () => {
  host = await startHost({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => host.stop());

/** One login form sent from `address`: its status and how long the answer took. */
async function attempt(address: string, username: string, password: string) {
  const client = new Client(host.url, { 'x-forwarded-for': address });
  const form = await client.get('/account/login');
  const token = /name="_csrf" value="([^"]+)"/.exec(form.text)![1]!;
  const started = performance.now();
  const answer = await client.post('/account/login', { form: { username, password, _csrf: token } });
  return {
    status: answer.status,
    ms: performance.now() - started,
    retryAfter: answer.headers.get('retry-after'),
  };
}

describe('the login throttle per account and address', () => {
  it('lets the owner in from an address that never failed while a guesser is refused on theirs', async () => {
    const guesses = ['yanlis', '$&', "$'", '$1', '<script>x</script>'];
    for (const [k, guess] of guesses.entries())
      expect([k, (await attempt('203.0.113.9', 'bayi2', guess)).status]).toEqual([k, 401]);
    // The guesser's address waits for the account: refused, told for how long.
    const refused = await attempt('203.0.113.9', 'bayi2', 'yanlis-bir-daha');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    // The same guesser from a second address: five more failures, the account is past its ceiling.
    for (let k = 0; k < 5; k++)
      expect((await attempt('203.0.113.10', 'bayi2', `tahmin${k}`)).status).toBe(401);
    expect((await attempt('203.0.113.10', 'bayi2', 'tahmin-bir-daha')).status).toBe(429);

    // The owner, elsewhere: slowed a little at most, never refused.
    const owner = await attempt('10.1.2.3', 'bayi2', 'demo1234');
    expect(owner.status).toBe(303);
    expect(owner.ms).toBeLessThan(ACCOUNT_MAX_DELAY_MS + 1500);
    // The owner's success forgives no guesser: both addresses keep their failures (their waits run on;
    // asserted on the counts, since how much of a one-second wait is left depends on the machine).
    const pairs = await host.db.all<{ key: string; count: number }>(
      "SELECT key, count FROM login_failures WHERE kind = 'pair' ORDER BY key",
    );
    expect(pairs).toEqual([
      { key: JSON.stringify(['bayi2', '203.0.113.10']), count: 5 },
      { key: JSON.stringify(['bayi2', '203.0.113.9']), count: 5 },
    ]);
  });
});
