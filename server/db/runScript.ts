/** Runs a script of several statements (a driver takes one per call) in the caller's handle. */
import { sql } from 'kysely';
import type { Db } from './handle';
import { sqlStatements } from './sqlStatements';

export async function runScript(db: Db, script: string): Promise<void> {
  for (const statement of sqlStatements(script)) await sql.raw(statement).execute(db);
}
