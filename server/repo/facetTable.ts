/**
 * What the list's filters (facets) know of each listed product: its brand, series, category and its
 * stored attributes (product_attributes: an import's attribute columns, else what its name says), with
 * the names to show for each, held in memory per store and built again when meta.search_version moves
 * (names, attributes, brands, series and categories change it; stock and prices do not, and are read
 * with the list instead).
 */
import { sql } from 'kysely';
import { ATTRIBUTE_KEYS } from '../../src/domain/catalog/productAttributes';
import type { Db } from '../db/handle';
import { allRows } from '../db/query';
import { searchVersion } from './searchIndex';

/** The facets a product is counted in, in this order; its values in FacetRow.values. */
export const VALUE_FACETS = ['category', 'brand', 'model', ...ATTRIBUTE_KEYS] as const;
export type ValueFacet = (typeof VALUE_FACETS)[number];

/** The values of each facet, numbered: a product's values are numbers into these lists. */
export type FacetValues = string[][];

const CATEGORY = VALUE_FACETS.indexOf('category');
const BRAND = VALUE_FACETS.indexOf('brand');
const MODEL = VALUE_FACETS.indexOf('model');
/** Each attribute's facet, by the key its stored rows name. */
const ATTRIBUTE_FACET = new Map<string, number>(
  ATTRIBUTE_KEYS.map((key) => [key, VALUE_FACETS.indexOf(key)]),
);

interface ListedProduct {
  id: number;
  code: string;
  model_id: number | null;
  category_id: number;
}

interface StoredAttribute {
  product_id: number;
  attribute: string;
  value: string;
}

export interface Named {
  tr: string;
  en: string;
}

export interface FacetTable {
  version: number;
  /**
   * Each product's value number in every facet, VALUE_FACETS.length numbers per product id
   * (`rows[id * VALUE_FACETS.length + f]`), -1 where it has none: an array, not a map, because a
   * list of 50,000 products reads it once per product.
   */
  rows: Int32Array;
  /** Each facet's values, by number. */
  values: FacetValues;
  brands: Map<string, Named>;
  models: Map<number, Named>;
  categories: Map<number, Named>;
}

const kept = new WeakMap<Db, Promise<FacetTable>>();

const named = (name: string, nameEn: string | null | undefined): Named => ({ tr: name, en: nameEn || name });

/** Every product's values numbered per facet (a count is then an array index, not a map lookup). */
function numbered(
  products: ListedProduct[],
  attributes: StoredAttribute[],
): { rows: Int32Array; values: FacetValues } {
  const width = VALUE_FACETS.length;
  const values: FacetValues = VALUE_FACETS.map(() => []);
  const numbers = VALUE_FACETS.map(() => new Map<string, number>());
  const top = products.reduce((max, p) => Math.max(max, Number(p.id)), 0);
  const rows = new Int32Array((top + 1) * width).fill(-1);
  const put = (id: number, f: number, value: string) => {
    let n = numbers[f]!.get(value);
    if (n === undefined) {
      n = values[f]!.length;
      values[f]!.push(value);
      numbers[f]!.set(value, n);
    }
    rows[id * width + f] = n;
  };
  const listed = new Uint8Array(top + 1);
  for (const p of products) {
    const id = Number(p.id);
    listed[id] = 1;
    put(id, CATEGORY, String(Number(p.category_id)));
    put(id, BRAND, p.code);
    if (p.model_id !== null) put(id, MODEL, String(Number(p.model_id)));
  }
  // A variant's own attributes are not counted: the list shows its product.
  for (const a of attributes) {
    const id = Number(a.product_id);
    const f = ATTRIBUTE_FACET.get(a.attribute);
    if (f !== undefined && listed[id] === 1) put(id, f, a.value);
  }
  return { rows, values };
}

async function build(db: Db, version: number): Promise<FacetTable> {
  const products = await allRows(
    db,
    sql<ListedProduct>`
      SELECT p.id, b.code, p.model_id, p.category_id FROM products p JOIN brands b ON b.id = p.brand_id
      WHERE p.parent_id IS NULL`,
  );
  const attributes = await allRows(
    db,
    sql<StoredAttribute>`SELECT product_id, attribute, value FROM product_attributes`,
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
    ...numbered(products, attributes),
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
