/**
 * npm run seed [-- --reset] [-- --products N]: creates the store in DATA_DIR (default ./data), or in
 * the PostgreSQL database of DATABASE_URL when set, by the host's DEMO rule (demoChoice.ts: the demo
 * on SQLite, empty on PostgreSQL unless DEMO=1); --products grows the demo's catalogue to N products
 * (a large catalogue for measurements; with --reset).
 */
import { configOrExit } from '../config/cliConfig';
import { describePostgresUrl } from '../db/dialect/postgres';
import { openDatabase } from './open';

const config = configOrExit(process.env);
const { dataDir, databaseUrl } = config;
const reset = process.argv.includes('--reset');
const at = process.argv.indexOf('--products');
const products = at === -1 ? undefined : Number(process.argv[at + 1]);
if (products !== undefined && !(Number.isInteger(products) && products > 0 && products <= 1_000_000)) {
  console.error('--products wants a whole number of products (1 to 1000000)');
  process.exit(2);
}
if (products !== undefined && !reset)
  console.log('--products applies when the database is created: add --reset to rebuild it.');
async function main(): Promise<void> {
  const { db } = await openDatabase(
    { dataDir, databaseUrl },
    {
      reset,
      products,
      demo: config.demo,
      log: (m) => console.log(m),
      queryLog: config.queryLog,
      poolSize: config.poolSize,
    },
  );
  const count = async (table: 'products' | 'users' | 'orders' | 'offers') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const where = databaseUrl ? describePostgresUrl(databaseUrl) : dataDir;
  console.log(
    `${where}: ${await count('products')} products, ${await count('users')} accounts, ${await count('orders')} orders, ${await count('offers')} offers` +
      (reset ? ' (reset)' : ''),
  );
  await db.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
