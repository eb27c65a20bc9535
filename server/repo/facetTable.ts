/**
 * What the list's filters (facets) know of each listed product: its brand, series, category and the
 * attributes its name says (src/domain/catalog/productAttributes), with the names to show for each,
 * held in memory per store and built again when meta.search_version moves (names, brands, series and
 * categories change it; stock and prices do not, and are read with the list instead).
 */
import { sql } from 'kysely';
import { productAttributesOf, type ProductAttributes } from '../../src/domain/catalog/productAttributes';
import type { Db } from '../db/handle';
import { allRows } from '../db/query';
import { searchVersion } from './searchIndex';

export interface FacetRow {
  brand: string;
  model: number | null;
  category: number;
  attributes: ProductAttributes;
}

export interface Named {
  tr: string;
  en: string;
}

export interface FacetTable {
  version: number;
  rows: Map<number, FacetRow>;
  brands: Map<string, Named>;
  models: Map<number, Named>;
  categories: Map<number, Named>;
}

const kept = new WeakMap<Db, Promise<FacetTable>>();

const named = (name: string, nameEn: string | null | undefined): Named => ({ tr: name, en: nameEn || name });

async function build(db: Db, version: number): Promise<FacetTable> {
  const products = await allRows(
    db,
    sql<{ id: number; name: string; code: string; model_id: number | null; category_id: number }>`
      SELECT p.id, p.name, b.code, p.model_id, p.category_id FROM products p JOIN brands b ON b.id = p.brand_id
      WHERE p.parent_id IS NULL`,
  );
  const brands = await allRows(
    db,
    sql<{ code: string; name: string; name_en: string | null }>`
    SELECT code, name, name_en FROM brands`,
  );
  const models = await allRows(db, sql<{ id: number; name: string }>`SELECT id, name FROM models`);
  const categories = await allRows(
    db,
    sql<{ id: number; name: string; name_en: string | null }>`
    SELECT id, name, name_en FROM categories`,
  );
  return {
    version,
    rows: new Map(
      products.map((p) => [
        Number(p.id),
        {
          brand: p.code,
          model: p.model_id === null ? null : Number(p.model_id),
          category: Number(p.category_id),
          attributes: productAttributesOf(p.name),
        },
      ]),
    ),
    brands: new Map(brands.map((b) => [b.code, named(b.name, b.name_en)])),
    models: new Map(models.map((m) => [Number(m.id), named(m.name, null)])),
    categories: new Map(categories.map((c) => [Number(c.id), named(c.name, c.name_en)])),
  };
}

/** The store's facet table as of its search version. */
export async function facetTable(db: Db): Promise<FacetTable> {
  const version = await searchVersion(db);
  const current = kept.get(db);
  if (current && (await current).version === version) return current;
  const table = build(db, version);
  kept.set(db, table);
  table.catch(() => {
    if (kept.get(db) === table) kept.delete(db);
  });
  return table;
}
