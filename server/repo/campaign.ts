/** The active campaign with its products (the Campaign placeholder's props). */
import type Database from 'better-sqlite3';
import type { Campaign } from '../../src/contract/catalog';
import { listProducts } from './products';

export function activeCampaign(db: Database.Database): Campaign | null {
  const row = db.prepare('SELECT id, name FROM campaigns WHERE active = 1 ORDER BY id LIMIT 1').get() as
    { id: number; name: string } | undefined;
  if (!row) return null;
  const ids = (
    db
      .prepare('SELECT product_id FROM campaign_products WHERE campaign_id = ? ORDER BY position')
      .all(row.id) as {
      product_id: number;
    }[]
  ).map((r) => r.product_id);
  return { name: row.name, products: listProducts(db, ids) };
}
