/**
 * What the host remembers across requests is in the database, so a restart (or another
 * instance) keeps it: a 3-D Secure transaction authorised before a restart completes after it, once;
 * an account's failed logins still count after a restart.
 */
import { decode } from '../../src/contract/decode';
import { binControlAnswer, paymentResultDecoder } from '../../src/contract/payment';
import { Client, errorType, loggedIn, startHost, type TestHost } from './helpers';

jest.setTimeout(120_000);

let host: TestHost;
beforeEach(async () => {
  host = await startHost();
});
afterEach(() => host.stop());

/** Ends the host and starts another on the same data, on new ports. */
async function restart(): Promise<void> {
  const store = host.store;
  await host.stop({ keepData: true });
  host = await startHost({ store });
}

/** The storefront session's cookies on a client of (the current host's) payment origin. */
function frameOf(storefront: Client): Client {
  const frame = new Client(host.paymentUrl, { Origin: host.paymentUrl });
  frame.cookies = storefront.cookies;
  frame.csrf = storefront.csrf;
  return frame;
}

const CARD = {
  ccno: '4111111111111111',
  ccv: '123',
  expiry: '12/39',
  holder: 'AHMET YILMAZ',
  description: '',
};

it('completes a 3-D Secure payment authorised before a restart, once', async () => {
  const client = await loggedIn(host.url, 'bayi4');
  await client.page('/hesap/odeme');
  const bin = decode(
    binControlAnswer,
    (await client.post('/api/catalog/bin-control', { form: { binNumber: '41111111' } })).json,
  );
  const authorised = await frameOf(client).post('/payment/api/authorize', {
    json: {
      ...CARD,
      paymentType: 'pay',
      plan: bin.plans[0]!.id,
      installment: 1,
      amount: 250,
      advencePrice: '',
    },
  });
  expect(authorised.status).toBe(200);
  const { transactionId } = authorised.json as { transactionId: string };
  const wrong = await frameOf(client).post('/payment/api/complete', {
    json: { transactionId, code: '000000' },
  });
  expect(errorType(wrong)).toBe('Doğrulama kodu hatalı. Kalan deneme: 2');

  await restart();
  const storefront = new Client(host.url);
  storefront.cookies = client.cookies;
  await storefront.page('/hesap/odeme');
  // The wrong code before the restart still counts: one more leaves one attempt.
  const again = await frameOf(storefront).post('/payment/api/complete', {
    json: { transactionId, code: '111111' },
  });
  expect(errorType(again)).toBe('Doğrulama kodu hatalı. Kalan deneme: 1');
  const completed = await frameOf(storefront).post('/payment/api/complete', {
    json: { transactionId, code: '123456' },
  });
  expect(decode(paymentResultDecoder, completed.json)).toMatchObject({ paymentType: 'pay', amount: 250 });
  const twice = await frameOf(storefront).post('/payment/api/complete', {
    json: { transactionId, code: '123456' },
  });
  expect(twice.status).toBe(400);
  expect(
    await host.db.value("SELECT COUNT(*) FROM payments WHERE amount = 250 AND payment_type = 'pay'"),
  ).toBe(1);
});

it('keeps counting an account’s failed logins after a restart', async () => {
  const attempt = async (password: string) => {
    const client = new Client(host.url);
    const form = await client.get('/account/login');
    const token = /name="_csrf" value="([^"]+)"/.exec(form.text)![1]!;
    return client.post('/account/login', { form: { username: 'bayi2', password, _csrf: token } });
  };
  for (let k = 0; k < 5; k++) expect((await attempt(`yanlis${k}`)).status).toBe(401);
  await restart();
  // Five failures on record: the next attempt is refused until a second after the fifth has passed
  // (the restart may take longer than that), then judged: the sixth failure.
  let sixth = await attempt('yanlis5');
  for (let tries = 0; sixth.status === 429 && tries < 20; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    sixth = await attempt('yanlis5');
  }
  expect(sixth.status).toBe(401);
  // Six failures on record, the next attempt must wait two seconds: refused. A host that forgot the
  // five before the restart would have counted one failure and would judge this one.
  expect((await attempt('demo1234')).status).toBe(429);
});
