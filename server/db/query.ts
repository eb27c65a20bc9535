/**
 * Short forms for running a Kysely query written as SQL (`sql<Row>\`…${value}…\``): values become
 * parameters of the engine's own kind, never text in the query.
 */
import type { RawBuilder } from 'kysely';
import type { Db } from './handle';

export async function allRows<T>(db: Db, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

export async function firstRow<T>(db: Db, query: RawBuilder<T>): Promise<T | undefined> {
  return (await query.execute(db)).rows[0];
}

/** Runs a change and says how many rows it touched. */
export async function changedRows(db: Db, query: RawBuilder<unknown>): Promise<number> {
  return Number((await query.execute(db)).numAffectedRows ?? 0);
}
