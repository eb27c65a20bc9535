/**
 * Whether this instance may take traffic (GET /readyz): the database answers within its deadline and
 * holds exactly the migrations this host knows. A store a newer host migrated further, or one that
 * misses a migration, is not this host's to serve.
 */
import type { Db } from '../db/handle';
import { MIGRATIONS } from '../db/migrations';
import { appliedMigrationNames } from '../repo/migrationsApplied';

/** How long the database may take to answer before the instance is called not ready. */
export const READINESS_DEADLINE_MS = 1000;

export type Readiness = { ready: true } | { ready: false; reason: string };

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export async function readiness(
  db: Db,
  deadlineMs = READINESS_DEADLINE_MS,
  /** How the applied migrations are read (a stand-in in tests of a database that hangs). */
  readApplied: (db: Db) => Promise<string[]> = appliedMigrationNames,
): Promise<Readiness> {
  let applied: string[];
  try {
    applied = await withDeadline(readApplied(db), deadlineMs);
  } catch (error) {
    return { ready: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const known = Object.keys(MIGRATIONS);
  const missing = known.filter((name) => !applied.includes(name));
  const unknown = applied.filter((name) => !known.includes(name));
  if (missing.length > 0) return { ready: false, reason: `migrations not applied: ${missing.join(', ')}` };
  if (unknown.length > 0)
    return { ready: false, reason: `migrations of a newer host: ${unknown.join(', ')}` };
  return { ready: true };
}
