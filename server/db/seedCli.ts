/** npm run seed [-- --reset]: creates the demo database in DATA_DIR (default ./data). */
import path from 'node:path';
import { openDatabase } from './open';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const reset = process.argv.includes('--reset');
const db = openDatabase(dataDir, { reset, log: (m) => console.log(m) });
const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
console.log(
  `${dataDir}: ${count('products')} ürün, ${count('users')} hesap, ${count('orders')} sipariş, ${count('offers')} teklif` +
    (reset ? ' (sıfırlandı)' : ''),
);
db.close();
