/**
 * Recent failed logins per account, per address, and per account tried from an address (a pair)
 * (auth/loginThrottle.ts decides what they mean).
 * In the database, so a restart does not forgive a guesser and every instance counts the same.
 * A failure after the window has passed starts the count again; expired rows are dropped now and then.
 */
import { sql } from 'kysely';
import type { Db } from '../db/handle';

export type FailureKind = 'account' | 'address' | 'pair';

export interface RecentFailures {
  count: number;
  /** Time of the latest failure (ms since the epoch); 0 when there is none. */
  last: number;
}

const NONE: RecentFailures = { count: 0, last: 0 };

export async function recentFailures(
  db: Db,
  kind: FailureKind,
  key: string,
  now: number,
  windowMs: number,
): Promise<RecentFailures> {
  const row = await db
    .selectFrom('login_failures')
    .select(['count', 'last_at'])
    .where('kind', '=', kind)
    .where('key', '=', key)
    .executeTakeFirst();
  return row && now - row.last_at < windowMs ? { count: row.count, last: row.last_at } : NONE;
}

/** One more failure, counted atomically (two instances failing the same account both count). */
export async function recordFailure(
  db: Db,
  kind: FailureKind,
  key: string,
  now: number,
  windowMs: number,
): Promise<void> {
  const expired = now - windowMs;
  await sql`
    INSERT INTO login_failures (kind, key, count, last_at) VALUES (${kind}, ${key}, 1, ${now})
    ON CONFLICT (kind, key) DO UPDATE SET
      count = CASE WHEN login_failures.last_at <= ${expired} THEN 1 ELSE login_failures.count + 1 END,
      last_at = ${now}`.execute(db);
}

export async function clearFailures(db: Db, kind: FailureKind, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('kind', '=', kind).where('key', '=', key).execute();
}

export async function pruneFailures(db: Db, before: number): Promise<void> {
  await db.deleteFrom('login_failures').where('last_at', '<=', before).execute();
}
