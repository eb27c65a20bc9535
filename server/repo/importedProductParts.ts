/** An imported product's units, stock per warehouse and gallery: read for many products, written in batches. */
import { sql, type Insertable, type Selectable } from 'kysely';
import { bulkUpdate } from '../db/bulkUpdate';
import type { Db } from '../db/handle';
import type { ProductUnitsTable } from '../db/tables';
import { inBatches } from './importedProducts';

const BATCH = 500;

/** A unit as the store holds it (repo/products.ts UnitRow is the same row). */
export type StoredUnit = Selectable<ProductUnitsTable>;

export async function unitsOf(db: Db, productIds: number[]): Promise<Map<number, StoredUnit[]>> {
  const out = new Map<number, StoredUnit[]>();
  for (const batch of inBatches(productIds, BATCH)) {
    const rows = await db
      .selectFrom('product_units')
      .selectAll()
      .where('product_id', 'in', batch)
      .orderBy('position')
      .execute();
    for (const r of rows) {
      const unit: StoredUnit = {
        ...r,
        id: Number(r.id),
        product_id: Number(r.product_id),
        multiplier: Number(r.multiplier),
        sale_price: Number(r.sale_price),
        list_price: Number(r.list_price),
        is_default: Number(r.is_default),
        position: Number(r.position),
      };
      out.set(unit.product_id, [...(out.get(unit.product_id) ?? []), unit]);
    }
  }
  return out;
}

export async function insertUnits(db: Db, units: Insertable<ProductUnitsTable>[]): Promise<void> {
  for (const batch of inBatches(units, BATCH)) await db.insertInto('product_units').values(batch).execute();
}

export async function updateUnits(db: Db, units: Omit<StoredUnit, 'product_id' | 'name'>[]): Promise<void> {
  await bulkUpdate(
    db,
    'product_units',
    { column: 'id', type: 'BIGINT' },
    [
      { column: 'multiplier', type: 'DOUBLE PRECISION' },
      { column: 'sale_price', type: 'DOUBLE PRECISION' },
      { column: 'list_price', type: 'DOUBLE PRECISION' },
      { column: 'barcode', type: 'TEXT' },
      { column: 'is_default', type: 'BIGINT' },
      { column: 'position', type: 'BIGINT' },
    ],
    units.map((u) => [u.id, u.multiplier, u.sale_price, u.list_price, u.barcode, u.is_default, u.position]),
  );
}

/**
 * Removes units a file no longer names, except those a cart line, a shopping list line or an offer
 * still refers to (those stay, so nothing a customer saved breaks). Answers the ids removed.
 */
export async function deleteUnitsNotInUse(db: Db, unitIds: number[]): Promise<number> {
  let removed = 0;
  for (const batch of inBatches(unitIds, BATCH)) {
    const result = await sql`DELETE FROM product_units WHERE id IN (${sql.join(batch)})
      AND NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.unit_id = product_units.id)
      AND NOT EXISTS (SELECT 1 FROM shopping_list_lines l WHERE l.unit_id = product_units.id)
      AND NOT EXISTS (SELECT 1 FROM offer_items o WHERE o.unit_id = product_units.id)`.execute(db);
    removed += Number(result.numAffectedRows ?? 0);
  }
  return removed;
}

/** Stock by product, then warehouse. */
export async function stockOf(db: Db, productIds: number[]): Promise<Map<number, Map<number, number>>> {
  const out = new Map<number, Map<number, number>>();
  for (const batch of inBatches(productIds, BATCH)) {
    const rows = await db.selectFrom('stock').selectAll().where('product_id', 'in', batch).execute();
    for (const r of rows) {
      const product = Number(r.product_id);
      if (!out.has(product)) out.set(product, new Map());
      out.get(product)!.set(Number(r.warehouse_id), Number(r.quantity));
    }
  }
  return out;
}

/** Sets the quantities (inserting the rows a product lacks). */
export async function writeStock(
  db: Db,
  rows: { product_id: number; warehouse_id: number; quantity: number }[],
): Promise<void> {
  for (const batch of inBatches(rows, BATCH))
    await db
      .insertInto('stock')
      .values(batch)
      .onConflict((oc) =>
        oc
          .columns(['product_id', 'warehouse_id'])
          .doUpdateSet((eb) => ({ quantity: eb.ref('excluded.quantity') })),
      )
      .execute();
}

/** The gallery (pictures after the first) by product, in order. */
export async function galleryOf(db: Db, productIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  for (const batch of inBatches(productIds, BATCH)) {
    const rows = await db
      .selectFrom('product_images')
      .select(['product_id', 'image'])
      .where('product_id', 'in', batch)
      .orderBy('product_id')
      .orderBy('position')
      .execute();
    for (const r of rows) out.set(Number(r.product_id), [...(out.get(Number(r.product_id)) ?? []), r.image]);
  }
  return out;
}

/** Replaces the galleries of the given products. */
export async function replaceGalleries(
  db: Db,
  galleries: { productId: number; name: string; images: string[] }[],
): Promise<void> {
  for (const batch of inBatches(galleries, BATCH)) {
    await db
      .deleteFrom('product_images')
      .where(
        'product_id',
        'in',
        batch.map((g) => g.productId),
      )
      .execute();
    const rows = batch.flatMap((g) =>
      g.images.map((image, position) => ({ product_id: g.productId, image, name: g.name, position })),
    );
    for (const part of inBatches(rows, BATCH)) await db.insertInto('product_images').values(part).execute();
  }
}

/** Moves the catalogue version, so every instance reads its lists again (listCache.ts). */
export async function bumpCatalogVersion(db: Db): Promise<void> {
  await db
    .updateTable('meta')
    .set({ value: sql<string>`CAST(CAST(value AS BIGINT) + 1 AS TEXT)` })
    .where('key', '=', 'catalog_version')
    .execute();
}
