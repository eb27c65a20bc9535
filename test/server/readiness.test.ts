/** Readiness (services/readiness): a database that does not answer within the deadline is not ready. */
import type { Db } from '../../server/db/handle';
import { MIGRATIONS } from '../../server/db/migrations';
import { readiness, READINESS_DEADLINE_MS } from '../../server/services/readiness';

const noDb = {} as Db;
afterEach(() => jest.useRealTimers());

it('a database that hangs is not ready once the deadline passes', async () => {
  jest.useFakeTimers();
  const state = readiness(noDb, READINESS_DEADLINE_MS, () => new Promise<string[]>(() => undefined));
  jest.advanceTimersByTime(READINESS_DEADLINE_MS);
  await expect(state).resolves.toEqual({
    ready: false,
    reason: `the database did not answer within ${READINESS_DEADLINE_MS} ms`,
  });
});

it('a database that fails is not ready, with its error as the reason', async () => {
  const state = await readiness(noDb, READINESS_DEADLINE_MS, () =>
    Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
  );
  expect(state).toEqual({ ready: false, reason: 'connect ECONNREFUSED 127.0.0.1:5432' });
});

it('an answer within the deadline with every migration is ready', async () => {
  jest.useFakeTimers();
  const state = readiness(noDb, READINESS_DEADLINE_MS, async () => Object.keys(MIGRATIONS));
  await expect(state).resolves.toEqual({ ready: true });
});
