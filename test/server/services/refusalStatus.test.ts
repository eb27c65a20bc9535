/**
 * The one place a service's refusal becomes an answer (server/http/errorHandler.ts): each kind gets its
 * status, the message and the extra fields leave in the spec's shape as they were written (hostile
 * text included), a page gets the HTML error page, and anything that is not a refusal stays a 500.
 * A Fastify app of its own on a loopback port, with only the error handling registered.
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createLogger } from '../../../server/observability/logger';
import { registerErrorHandling, STATUS_OF_REFUSAL } from '../../../server/http/errorHandler';
import { forbidden, invalid, notFound, type RefusalKind } from '../../../server/domain/refusal';

const HOSTILE = "Stok yok: $& $' $` $1 <script>alert(1)</script>\n\u0000 son";
const REFUSE: Record<RefusalKind, () => Error> = {
  invalid: () => invalid(HOSTILE, { product: { id: 7 } }),
  notFound: () => notFound(HOSTILE),
  forbidden: () => forbidden(HOSTILE),
};

let app: FastifyInstance;
let base: string;
const logged: string[] = [];

beforeAll(async () => {
  // The host's logger, its lines captured: an unexpected error is logged there with its stack.
  const logger = createLogger({ level: 'info', destination: { write: (line: string) => logged.push(line) } });
  app = Fastify({ loggerInstance: logger as FastifyBaseLogger });
  registerErrorHandling(
    app,
    async (_request, _reply, status, message) => `<p data-status="${status}">${message.length}</p>`,
    (line) => logged.push(line),
  );
  app.get('/api/refuse/:kind', async (request) => {
    throw REFUSE[(request.params as { kind: RefusalKind }).kind]();
  });
  app.get('/sayfa/:kind', async (request) => {
    throw REFUSE[(request.params as { kind: RefusalKind }).kind]();
  });
  app.get('/api/crash', async () => {
    throw new TypeError('boom');
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

it('maps every kind to one status', () => {
  expect(STATUS_OF_REFUSAL).toEqual({ invalid: 400, notFound: 404, forbidden: 403 });
});

it.each(Object.keys(REFUSE) as RefusalKind[])(
  'a %s refusal of a call answers its status in the spec’s shape',
  async (kind) => {
    const answer = await fetch(`${base}/api/refuse/${kind}`);
    expect(answer.status).toBe(STATUS_OF_REFUSAL[kind]);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({
      error: { messages: { type: HOSTILE } },
      ...(kind === 'invalid' ? { product: { id: 7 } } : {}),
    });
  },
);

it('a refusal on a page answers the HTML error page with the status', async () => {
  const answer = await fetch(`${base}/sayfa/forbidden`);
  expect(answer.status).toBe(403);
  expect(await answer.text()).toBe(`<p data-status="403">${HOSTILE.length}</p>`);
});

it('an error that is not a refusal is a 500 with the technical message, logged with its stack', async () => {
  const answer = await fetch(`${base}/api/crash`);
  expect(answer.status).toBe(500);
  expect(logged.some((line) => line.includes('boom'))).toBe(true);
  const entry = logged
    .map((line) => JSON.parse(line) as { err?: { type: string; stack: string } })
    .find((line) => line.err);
  expect(entry?.err?.type).toBe('TypeError');
  expect(entry?.err?.stack).toMatch(/^TypeError: boom\n\s+at /);
});
