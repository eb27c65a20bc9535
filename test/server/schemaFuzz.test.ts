/**
 * Schema-driven fuzzing of the reference host: for every operation of contract/openapi.yaml, requests
 * generated from the document's schemas (path and query parameters, and the body in the operation's
 * media type), valid ones and ones that break the document on purpose, sent as an anonymous visitor
 * and as the customer bayi1. Every answer must be one the document describes: no 5xx, a listed status,
 * a listed content type, a body that fits that status's schema, the fixed headers; and every request
 * the document refuses is refused (4xx). A failure prints the request to replay and the seed.
 *
 * FUZZ_SEED=<n> repeats a run (each operation's seed is derived from it, in the document's order);
 * FUZZ_OPERATION=<operationId> fuzzes that operation only; FUZZ_RUNS=<n> sends n of each kind;
 * FUZZ_VERBOSE=1 prints the number of requests and the statuses each operation answered.
 *
 * Every operation is fuzzed; none can end the customer's session or role: the logout is a form post the
 * document does not describe, a password change needs the current password (generated text never is
 * it; the wrong ones count as failed logins, and the 429 after five is documented), nobody deactivates
 * themself, and ids in paths are mostly those of records the customer sees right then, their own
 * company user left out (./fuzz/knownIds.ts). Not generated, and why:
 * - the X-CSRF-Token and Origin headers: sent as the widgets and the payment frame send them, since a
 *   wrong one is a 403 before anything else is read (the CSRF suites try those);
 * - a path value that is empty or a '.' or '..' segment: it would be the address of another operation
 *   (the URL standard resolves dot segments before the request leaves);
 * - bodies in media types the operation does not list: the document describes only its own;
 * - the administrator: the fuzzing is anonymous and as a customer, who get the admin calls' 401 and 403.
 */
import fc from 'fast-check';
import { loadDocument } from '../contract/openapi/openApiDocument';
import { requestPartsOf, resolverOf, type RequestParts } from '../contract/fuzz/requestParts';
import { answerJudge } from './fuzz/answerProblems';
import { brokenRequest, validRequest, type FuzzRequest } from './fuzz/fuzzRequest';
import { knownIds } from './fuzz/knownIds';
import { requestJudge } from './fuzz/requestVerdict';
import { replayLine, toWire } from './fuzz/wireRequest';
import { Client, loggedIn, startHost, type TestHost } from './helpers';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const ONLY = process.env.FUZZ_OPERATION;
/** Runs per operation and user, valid requests then broken ones (FUZZ_RUNS=n for a deeper run by hand). */
const RUNS = { valid: Number(process.env.FUZZ_RUNS ?? 8), broken: Number(process.env.FUZZ_RUNS ?? 8) };
/** An operation an anonymous visitor may not call is refused before anything is read: one of each suffices. */
const REFUSED_RUNS = { valid: 1, broken: 1 };

const doc = loadDocument();
const resolve = resolverOf(doc);
const judgeRequest = requestJudge(doc);
const judgeAnswer = answerJudge(doc);
const operations = requestPartsOf(doc).map((parts, index) => ({ parts, index }));
if (ONLY && !operations.some(({ parts }) => parts.operation.operationId === ONLY))
  throw new Error(`FUZZ_OPERATION=${ONLY}: the document has no operation of that id`);

let host: TestHost;
let customer: Client;
let anonymous: Client;
let sent = 0;
/** For FUZZ_VERBOSE: the statuses each operation answered, valid and invalid requests apart. */
const statuses = new Map<string, number[]>();

beforeAll(async () => {
  host = await startHost();
  customer = await loggedIn(host.url, 'bayi1');
  anonymous = new Client(host.url);
  await anonymous.page('/');
});
afterAll(async () => {
  await host.stop();
  if (process.env.FUZZ_VERBOSE)
    console.log(
      [
        `schema fuzzing: ${sent} requests, FUZZ_SEED=${SEED}`,
        ...[...statuses].map(([key, list]) => `${key}: ${[...new Set(list)].sort().join(' ')}`),
      ].join('\n'),
    );
});

/** A client of the session for one request: the frame's origin where it lives there, the token where listed. */
function clientFor(session: Client, frame: boolean, csrf: boolean): Client {
  const client = new Client(frame ? host.paymentUrl : host.url, frame ? { Origin: host.paymentUrl } : {});
  client.cookies = session.cookies;
  client.csrf = csrf ? session.csrf : '';
  return client;
}

async function send(user: string, session: Client, parts: RequestParts, request: FuzzRequest): Promise<void> {
  const wire = toWire(parts, request);
  const answer = await clientFor(session, wire.frame, wire.csrf).request(
    wire.method,
    wire.url,
    wire.body,
    wire.headers,
  );
  sent++;
  const faults = judgeRequest(parts, request);
  const key = `${user} ${parts.operation.operationId} ${faults.length ? 'invalid' : 'valid'}`;
  statuses.set(key, [...(statuses.get(key) ?? []), answer.status]);
  const problems = judgeAnswer({ parts, answer, faults, anonymous: session === anonymous });
  if (problems.length === 0) return;
  throw new Error(
    [
      ...problems.map((p) => `- ${p}`),
      `answer: ${answer.status} ${answer.text.slice(0, 300)}`,
      `replay: ${replayLine(wire, user)}`,
      request.mutation ? `broken on purpose: ${request.mutation}` : 'a valid request',
      `again: FUZZ_SEED=${SEED} FUZZ_OPERATION=${parts.operation.operationId} npx jest test/server/schemaFuzz.test.ts`,
    ].join('\n'),
  );
}

const runsOf = (parts: RequestParts, user: string) => {
  const generated = parts.body !== null || parts.parameters.some((p) => p.in === 'path' || p.in === 'query');
  if (!generated) return { valid: 1, broken: 0 };
  return user === 'anonymous' && parts.operation.spec['x-roles'] ? REFUSED_RUNS : RUNS;
};

describe.each(['anonymous', 'bayi1'])('as %s', (user) => {
  const chosen = operations.filter(({ parts }) => !ONLY || parts.operation.operationId === ONLY);
  it.each(
    chosen.map(
      (o) =>
        [
          `${o.parts.operation.operationId} (${o.parts.operation.method} ${o.parts.operation.path})`,
          o,
        ] as const,
    ),
  )('%s', async (_name, { parts, index }) => {
    const session = user === 'anonymous' ? anonymous : customer;
    const inputs = {
      parts,
      resolve,
      known: await knownIds(parts.operation.path, customer),
      fixedFields: { _csrf: session.csrf },
    };
    const runs = runsOf(parts, user);
    const seed = (SEED + index * 4 + (user === 'anonymous' ? 0 : 2)) % 2 ** 31;
    const check = (request: FuzzRequest) => send(user, session, parts, request);
    await fc.assert(fc.asyncProperty(validRequest(inputs), check), { seed, numRuns: runs.valid });
    const broken = brokenRequest(inputs);
    if (broken && runs.broken > 0)
      await fc.assert(fc.asyncProperty(broken, check), { seed: seed + 1, numRuns: runs.broken });
  });
});
