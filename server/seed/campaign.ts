/** The home page campaign: discounted, pictured products, one of them out of stock. */
import type Database from 'better-sqlite3';

export function seedCampaign(db: Database.Database): void {
  const id = Number(
    db.prepare('INSERT INTO campaigns (name, active) VALUES (?, 1)').run('Haftanın Fırsatları')
      .lastInsertRowid,
  );
  const stock = '(SELECT COALESCE(SUM(quantity), 0) FROM stock s WHERE s.product_id = p.id)';
  const pick = (inStock: boolean, limit: number) =>
    (
      db
        .prepare(
          `SELECT p.id FROM products p WHERE p.parent_id IS NULL AND p.list_price > p.sale_price AND p.sale_price > 0
           AND p.image LIKE 'urun-%' AND p.image NOT LIKE '%eksik%' AND ${stock} ${inStock ? '> 0' : '= 0'}
           ORDER BY p.position LIMIT ?`,
        )
        .all(limit) as { id: number }[]
    ).map((r) => r.id);
  const insert = db.prepare(
    'INSERT INTO campaign_products (campaign_id, product_id, position) VALUES (?, ?, ?)',
  );
  [...pick(true, 11), ...pick(false, 1)].forEach((productId, i) => insert.run(id, productId, i));
}
