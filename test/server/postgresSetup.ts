/**
 * Jest's global setup of the server suites on PostgreSQL (jest.config.js): a PostgreSQL server of the
 * run's own with the seeded demo as a template database, which every test host clones
 * (helpers.ts newStore). TEST_PG_URL names an existing server instead (a superuser's URL ending in
 * '/'), which then is neither started nor stopped.
 */
import {
  createTemplate,
  startPostgresCluster,
  type PostgresCluster,
} from '../../e2e/support/postgresCluster';

const TEMPLATE = 'store_template';

declare global {
  var __testPostgres: PostgresCluster | undefined;
}

export default async function postgresSetup(): Promise<void> {
  let base = process.env.TEST_PG_URL;
  if (!base) {
    globalThis.__testPostgres = await startPostgresCluster();
    base = globalThis.__testPostgres.baseUrl;
  }
  const template = `${TEMPLATE}_${process.pid}`;
  await createTemplate(base, template);
  process.env.TEST_PG_BASE_URL = base;
  process.env.TEST_PG_TEMPLATE = template;
}
