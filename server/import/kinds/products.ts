/**
 * The products kind: a row is a product, upserted by its code with its units, stock per warehouse
 * (when the file gives it) and pictures. Columns: server/README.md, "Importing the catalogue from the ERP".
 */
import { productAttributesWith } from '../../../src/domain/catalog/attributeValue';
import type { Db } from '../../db/handle';
import { writeProductAttributes } from '../../db/productAttributeRows';
import { refreshCatalogRanks } from '../../repo/catalogKeys';
import {
  bumpCatalogVersion,
  deleteUnitsNotInUse,
  galleryOf,
  insertUnits,
  replaceGalleries,
  stockOf,
  unitsOf,
  updateUnits,
  writeStock,
} from '../../repo/importedProductParts';
import type { StoreFacts } from '../../repo/importFacts';
import type { ImportKindModule, JudgedRow } from './kind';
import { plannedUnits, planProducts, writeProducts, type ProductPlan } from './productWrite';
import { judgeProduct, PRICE_COLUMNS, PRODUCT_COLUMNS, type ProductRow } from './productsJudge';

async function writeUnits(trx: Db, plans: ProductPlan[], ids: Map<string, number>): Promise<Set<string>> {
  const stored = await unitsOf(trx, [...ids.values()]);
  const changed = new Set<string>();
  const inserts: Parameters<typeof insertUnits>[1] = [];
  const updates: Parameters<typeof updateUnits>[1] = [];
  const removed: number[] = [];
  for (const plan of plans) {
    const productId = ids.get(plan.row.code)!;
    const old = stored.get(productId) ?? [];
    const wanted = plannedUnits(plan, old);
    for (const unit of wanted) {
      const match = old.find((u) => u.name === unit.name);
      if (!match) {
        inserts.push({ ...unit, product_id: productId });
        changed.add(plan.row.code);
      } else if (
        match.multiplier !== unit.multiplier ||
        match.sale_price !== unit.sale_price ||
        match.list_price !== unit.list_price ||
        match.barcode !== unit.barcode ||
        match.is_default !== unit.is_default ||
        match.position !== unit.position
      ) {
        updates.push({ ...unit, id: match.id });
        changed.add(plan.row.code);
      }
    }
    for (const u of old)
      if (!wanted.some((w) => w.name === u.name)) {
        removed.push(u.id);
        changed.add(plan.row.code);
      }
  }
  await deleteUnitsNotInUse(trx, removed);
  await updateUnits(trx, updates);
  await insertUnits(trx, inserts);
  return changed;
}

async function writeProductStock(
  trx: Db,
  plans: ProductPlan[],
  ids: Map<string, number>,
  facts: StoreFacts,
): Promise<Set<string>> {
  const stored = await stockOf(trx, [...ids.values()]);
  const changed = new Set<string>();
  const rows: Parameters<typeof writeStock>[1] = [];
  for (const plan of plans) {
    const productId = ids.get(plan.row.code)!;
    const old = stored.get(productId) ?? new Map<number, number>();
    for (const { id: warehouse } of facts.warehouses) {
      const wanted = plan.row.stock?.get(warehouse) ?? (old.has(warehouse) ? undefined : 0);
      if (wanted === undefined || old.get(warehouse) === wanted) continue;
      rows.push({ product_id: productId, warehouse_id: warehouse, quantity: wanted });
      if (plan.stored) changed.add(plan.row.code);
    }
  }
  await writeStock(trx, rows);
  return changed;
}

async function writeGalleries(trx: Db, plans: ProductPlan[], ids: Map<string, number>): Promise<Set<string>> {
  const withImages = plans.filter((p) => p.row.images !== undefined);
  const stored = await galleryOf(
    trx,
    withImages.map((p) => ids.get(p.row.code)!),
  );
  const galleries = withImages
    .map((p) => ({
      code: p.row.code,
      productId: ids.get(p.row.code)!,
      name: p.row.name,
      images: p.row.images!.slice(1),
    }))
    .filter((g) => (stored.get(g.productId) ?? []).join('\n') !== g.images.join('\n'));
  await replaceGalleries(trx, galleries);
  return new Set(galleries.map((g) => g.code));
}

/** Each product's attributes: the file's attribute columns, the others as its name says them. */
async function writeAttributes(
  trx: Db,
  plans: ProductPlan[],
  ids: Map<string, number>,
): Promise<Set<string>> {
  const codeOf = new Map(plans.map((p) => [ids.get(p.row.code)!, p.row.code]));
  const changed = await writeProductAttributes(
    trx,
    new Map(plans.map((p) => [ids.get(p.row.code)!, productAttributesWith(p.row.name, p.row.attributes)])),
  );
  return new Set([...changed].map((id) => codeOf.get(id)!));
}

export const productsKind: ImportKindModule<ProductRow> = {
  columns: PRODUCT_COLUMNS,
  required: ['code', 'name', 'brand', 'category', 'sale_price'],
  numeric: ['tax_rate', ...PRICE_COLUMNS],
  judge: judgeProduct,
  key: { column: 'code', of: (row) => row.code },
  check: async () => [],
  async apply(trx, rows: JudgedRow<ProductRow>[], facts, progress) {
    const { plans, referenceChanged } = await planProducts(trx, rows, facts);
    let done = 0;
    const { ids, changed, renamed } = await writeProducts(trx, plans, (count) => progress((done += count)));
    const units = await writeUnits(trx, plans, ids);
    const stock = await writeProductStock(trx, plans, ids, facts);
    const galleries = await writeGalleries(trx, plans, ids);
    const attributes = await writeAttributes(trx, plans, ids);
    if (renamed) await refreshCatalogRanks(trx);
    const all = new Set([...changed, ...referenceChanged, ...units, ...stock, ...galleries, ...attributes]);
    if (all.size > 0) await bumpCatalogVersion(trx);
    progress(rows.length);
    return all.size;
  },
};
