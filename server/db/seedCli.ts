/**
 * npm run seed [-- --reset] [-- --products N]: creates the demo database in DATA_DIR (default ./data);
 * --products grows the catalogue to N products (a large catalogue for measurements; with --reset).
 */
import path from 'node:path';
import { openDatabase } from './open';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
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
  const { raw, db } = await openDatabase(dataDir, { reset, products, log: (m) => console.log(m) });
  const count = (table: string) =>
    (raw.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  console.log(
    `${dataDir}: ${count('products')} ürün, ${count('users')} hesap, ${count('orders')} sipariş, ${count('offers')} teklif` +
      (reset ? ' (sıfırlandı)' : ''),
  );
  await db.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
