/**
 * What the operator sees of a running host: its log lines (LOG_LEVEL) and its metrics (/metrics on
 * METRICS_PORT, or on the storefront's port to METRICS_TOKEN). A request line names the request
 * without ever holding a password, a cookie, a CSRF or bearer token, a query or a card field; the
 * metrics count by route pattern and are a 404 to anyone without the token.
 */
import { SESSION_COOKIE } from '../../server/repo/sessions';
import { Client, loggedIn, startHost, type TestHost } from './helpers';

const METRICS_TOKEN = 'metrics-$&-token-$1-<script>';
const BEARER = "api-token-$`-$'-secret";
const QUERY_SECRET = 'query-$&-secret';
const WRONG_PASSWORD = "$&<script>alert(1)</script>$'\u0000parola";
const CARD = {
  ccno: '4355 0843 5508 4358',
  ccv: '737',
  expiry: '11/38',
  holder: 'Ayşe $& <script> $1 Yılmaz',
};

let host: TestHost;
beforeAll(async () => {
  host = await startHost({ env: { LOG_LEVEL: 'info', METRICS_TOKEN, METRICS_PORT: '0' } });
});
afterAll(() => host.stop());

interface LogLine {
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  userId?: number;
}

const logLines = (): LogLine[] =>
  host
    .log()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

/** The host writes a request's line after its answer: waits (briefly) for the lines to reach us. */
async function linesWhere(wanted: (line: LogLine) => boolean, count: number): Promise<LogLine[]> {
  for (let waited = 0; ; waited += 20) {
    const found = logLines().filter(wanted);
    if (found.length >= count || waited >= 2000) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const metricsText = async (headers: Record<string, string> = { Authorization: `Bearer ${METRICS_TOKEN}` }) =>
  (await new Client(host.url).get('/metrics', headers)).text;

const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('logs', () => {
  it('one line per request, with none of the secrets it carried', async () => {
    const buyer = await loggedIn(host.url, 'bayi1');
    await new Client(host.url).login('bayi4', WRONG_PASSWORD);
    await buyer.get('/api/catalog/cart', { Authorization: `Bearer ${BEARER}` });
    await buyer.get(`/healthz?token=${encodeURIComponent(QUERY_SECRET)}`);
    await buyer.page('/hesap/odeme');
    const frame = new Client(host.paymentUrl, { Origin: host.paymentUrl });
    frame.cookies = buyer.cookies;
    frame.csrf = buyer.csrf;
    await frame.post('/payment/api/authorize', {
      json: { ...CARD, paymentType: 'pay', plan: 'x', installment: 1, amount: 10 },
    });
    await frame.post('/payment/api/authorize', { form: { ...CARD, paymentType: 'pay' } });

    const frameLines = await linesWhere((line) => line.route === '/payment/api/authorize', 2);
    expect(frameLines.map((line) => [line.method, (line.status ?? 0) >= 400])).toEqual([
      ['POST', true],
      ['POST', true],
    ]);
    const text = host.log();
    const secrets = [
      'demo1234',
      WRONG_PASSWORD,
      'alert(1)',
      buyer.cookies.get(SESSION_COOKIE)!,
      buyer.csrf,
      BEARER,
      QUERY_SECRET,
      encodeURIComponent(QUERY_SECRET),
      CARD.ccno,
      CARD.ccno.replace(/ /g, ''),
      `"${CARD.ccv}"`,
      CARD.expiry,
      CARD.holder,
    ];
    expect(secrets.every(Boolean)).toBe(true);
    for (const secret of secrets) expect([secret, text.includes(secret)]).toEqual([secret, false]);

    const cartLine = logLines().find((line) => line.msg === 'request' && line.route === '/api/catalog/cart');
    expect(cartLine).toEqual(
      expect.objectContaining({
        reqId: expect.any(String),
        method: 'GET',
        route: '/api/catalog/cart',
        status: 200,
        durationMs: expect.any(Number),
        userId: expect.any(Number),
      }),
    );
  });
});

describe('metrics', () => {
  it('are the 404 of an unknown path without the token or with a wrong one', async () => {
    const unknown = await new Client(host.url).get('/no-such-page', { Accept: 'application/json' });
    for (const headers of [
      { Accept: 'application/json' } as Record<string, string>,
      { Accept: 'application/json', Authorization: 'Bearer wrong-token-of-enough-length' },
      { Accept: 'application/json', Authorization: METRICS_TOKEN },
      { Accept: 'application/json', Authorization: `Basic ${METRICS_TOKEN}` },
    ]) {
      const answer = await new Client(host.url).get('/metrics', headers);
      expect([answer.status, answer.json]).toEqual([404, unknown.json]);
      expect(answer.text).not.toContain('storefront_');
    }
    const other = await fetch(host.metricsUrl!.replace(/\/metrics$/, '/'));
    expect(other.status).toBe(404);
  });

  it('count a request by its route pattern, never its URL, on both doors', async () => {
    const series =
      'storefront_http_request_duration_seconds_count{method="GET",route="/api/catalog/faultreport/product/:id",status="200"}';
    const before = sample(await metricsText(), series) ?? 0;
    const client = new Client(host.url);
    expect((await client.get('/api/catalog/faultreport/product/1')).status).toBe(200);
    const text = await metricsText();
    expect(sample(text, series)).toBe(before + 1);
    expect(text).not.toContain('/api/catalog/faultreport/product/1"');
    const listener = await fetch(host.metricsUrl!);
    expect(listener.status).toBe(200);
    expect(listener.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(sample(await listener.text(), series)).toBe(before + 1);
  });

  it('count an order placed and a login the throttle refused', async () => {
    const placed = 'storefront_orders_placed_total{payment="account",status="placed"}';
    const refused = 'storefront_login_throttle_refusals_total';
    const before = await metricsText();
    const buyer = await loggedIn(host.url, 'bayi2');
    const order = await buyer.post('/api/catalog/cart', {
      form: { description: '$& not', advencePrice: 'advencePrice1' },
    });
    expect(order.status).toBe(200);
    const guesser = new Client(host.url);
    let status = 0;
    for (let attempt = 0; attempt < 6 && status !== 429; attempt += 1)
      status = (await guesser.login('bayi5', `wrong-${attempt}`)).status;
    expect(status).toBe(429);
    const after = await metricsText();
    expect(sample(after, placed)).toBe((sample(before, placed) ?? 0) + 1);
    expect(sample(after, refused)).toBe((sample(before, refused) ?? 0) + 1);
    expect(sample(after, 'storefront_online_sockets')).toBe(0);
    expect(after).toContain('storefront_render_cache_hits_total');
  });
});
