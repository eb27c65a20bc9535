/** The active campaign with its products (the Campaign placeholder's props). */
import { sql } from 'kysely';
import type { Campaign } from '../../src/contract/catalog';
import type { LocaleCode } from '../../src/domain/chrome/locales';
import type { Db } from '../db/handle';
import { firstRow } from '../db/query';
import { localName, withLocalNames } from './englishNames';
import { listProducts } from './products';

/** The campaign's title and products in the viewer's language where the store gave English names. */
export async function activeCampaign(db: Db, locale: LocaleCode = 'tr'): Promise<Campaign | null> {
  const row = await firstRow(
    db,
    sql<{ id: number; name: string }>`SELECT c.id, ${sql.raw(localName('c', locale))} AS name
      FROM campaigns c WHERE active = 1 ORDER BY id LIMIT 1`,
  );
  if (!row) return null;
  const ids = (
    await db
      .selectFrom('campaign_products')
      .select('product_id')
      .where('campaign_id', '=', row.id)
      .orderBy('position')
      .execute()
  ).map((r) => r.product_id);
  return { name: row.name, products: await withLocalNames(db, await listProducts(db, ids), locale) };
}
