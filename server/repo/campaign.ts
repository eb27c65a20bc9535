/** The active campaign with its products (the Campaign placeholder's props). */
import type Database from 'better-sqlite3';
import type { Campaign } from '../../src/contract/catalog';
import type { LocaleCode } from '../../src/domain/locales';
import { localName, withLocalNames } from './englishNames';
import { listProducts } from './products';

/** The campaign's title and products in the viewer's language where the store gave English names. */
export function activeCampaign(db: Database.Database, locale: LocaleCode = 'tr'): Campaign | null {
  const row = db
    .prepare(
      `SELECT c.id, ${localName('c', locale)} AS name FROM campaigns c WHERE active = 1 ORDER BY id LIMIT 1`,
    )
    .get() as { id: number; name: string } | undefined;
  if (!row) return null;
  const ids = (
    db
      .prepare('SELECT product_id FROM campaign_products WHERE campaign_id = ? ORDER BY position')
      .all(row.id) as {
      product_id: number;
    }[]
  ).map((r) => r.product_id);
  return { name: row.name, products: withLocalNames(db, listProducts(db, ids), locale) };
}
