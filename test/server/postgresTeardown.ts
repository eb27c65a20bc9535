/** Stops the PostgreSQL server postgresSetup.ts started (an external TEST_PG_URL keeps its template database until then dropped). */
import { adminQuery } from '../../e2e/support/postgresCluster';

export default async function postgresTeardown(): Promise<void> {
  if (globalThis.__testPostgres) {
    await globalThis.__testPostgres.stop();
    globalThis.__testPostgres = undefined;
  } else if (process.env.TEST_PG_BASE_URL && process.env.TEST_PG_TEMPLATE) {
    await adminQuery(
      process.env.TEST_PG_BASE_URL,
      `DROP DATABASE IF EXISTS "${process.env.TEST_PG_TEMPLATE}" WITH (FORCE)`,
    );
  }
}
