/** The migrations the store has applied, by name (Kysely's own table, on both engines). */
import { sql } from 'kysely';
import type { Db } from '../db/handle';

export async function appliedMigrationNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
  return rows.map((row) => row.name);
}
