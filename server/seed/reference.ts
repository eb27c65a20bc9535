/** Seeds the reference tables: currencies, warehouses, brands, models and the category tree. */
import type Database from 'better-sqlite3';
import { BRANDS, CATEGORY_TREE, CURRENCIES, WAREHOUSES } from './catalogData';
import type { ProductSeed } from './productLines';
import { slugify } from './util';

export interface ReferenceIds {
  brandId: Map<string, number>;
  /** key `${brandCode}/${modelName}` */
  modelId: Map<string, number>;
  categoryId: Map<string, number>;
  /** slug → its root category slug (descriptions depend on it). */
  rootOf: Map<string, string>;
  warehouseIds: number[];
}

export function seedReference(db: Database.Database, seeds: ProductSeed[]): ReferenceIds {
  const insertCurrency = db.prepare(
    'INSERT INTO currencies (id, code, exchange_rate, is_default) VALUES (?, ?, ?, ?)',
  );
  for (const c of CURRENCIES) insertCurrency.run(c.id, c.code, c.rate, c.isDefault);

  const insertWarehouse = db.prepare('INSERT INTO warehouses (name) VALUES (?)');
  const warehouseIds = WAREHOUSES.map((name) => Number(insertWarehouse.run(name).lastInsertRowid));

  const brandId = new Map<string, number>();
  const insertBrand = db.prepare('INSERT INTO brands (code, name) VALUES (?, ?)');
  for (const b of BRANDS) brandId.set(b.code, Number(insertBrand.run(b.code, b.name).lastInsertRowid));

  const modelId = new Map<string, number>();
  const insertModel = db.prepare('INSERT INTO models (brand_id, name, slug) VALUES (?, ?, ?)');
  for (const s of seeds) {
    const key = `${s.brand}/${s.model}`;
    if (s.model === null || modelId.has(key)) continue;
    modelId.set(
      key,
      Number(insertModel.run(brandId.get(s.brand), s.model, slugify(s.model)).lastInsertRowid),
    );
  }

  const categoryId = new Map<string, number>();
  const rootOf = new Map<string, string>();
  const insertCategory = db.prepare(
    'INSERT INTO categories (parent_id, name, slug, position) VALUES (?, ?, ?, ?)',
  );
  const walk = (nodes: typeof CATEGORY_TREE, parent: number | null, root: string | null) =>
    nodes.forEach(([name, slug, children], position) => {
      const id = Number(insertCategory.run(parent, name, slug, position).lastInsertRowid);
      categoryId.set(slug, id);
      rootOf.set(slug, root ?? slug);
      if (children) walk(children, id, root ?? slug);
    });
  walk(CATEGORY_TREE, null, null);

  return { brandId, modelId, categoryId, rootOf, warehouseIds };
}
