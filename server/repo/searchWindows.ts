/**
 * The search counters' windows (repo/searches.ts decides the keys and limits): one row per key with
 * the start of its hour and its count. Counting is atomic: every key of a search is counted in one
 * transaction, and if one of them is over its limit none is, so two instances (or two requests)
 * counting the same visitor at once cannot both get through.
 */
import { sql } from 'kysely';
import type { Db } from '../db/handle';

class OverLimit extends Error {}

/**
 * Counts the search under every key unless one is at its limit, and then runs `counted` in the same
 * transaction (the search is written with its counts or not at all); true when it was counted.
 */
export async function countInWindows(
  db: Db,
  keys: readonly (readonly [key: string, limit: number])[],
  now: number,
  windowMs: number,
  counted: (trx: Db) => Promise<void>,
): Promise<boolean> {
  const expired = now - windowMs;
  try {
    await db.transaction().execute(async (trx) => {
      for (const [key, limit] of keys) {
        const { rows } = await sql<{ count: number }>`
          INSERT INTO search_windows (key, started_at, count) VALUES (${key}, ${now}, 1)
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN search_windows.started_at <= ${expired} THEN 1 ELSE search_windows.count + 1 END,
            started_at = CASE WHEN search_windows.started_at <= ${expired} THEN ${now} ELSE search_windows.started_at END
          RETURNING count`.execute(trx);
        if (rows[0]!.count > limit) throw new OverLimit();
      }
      await counted(trx);
    });
    return true;
  } catch (error) {
    if (error instanceof OverLimit) return false;
    throw error;
  }
}

export async function pruneWindows(db: Db, before: number): Promise<void> {
  await db.deleteFrom('search_windows').where('started_at', '<=', before).execute();
}
