/** Builds the contract's Product objects from the catalogue tables (batched: one query per table). */
import type Database from 'better-sqlite3';
import type { ChildProduct, Product } from '../../src/contract/catalog';
import { eachPlanPrice, type PlanPriceName } from '../../src/domain/planPrice';
import { statement } from '../db/statements';

export interface ProductRow {
  id: number;
  parent_id: number | null;
  code: string;
  barcode: string;
  name: string;
  seo: string;
  image: string;
  brand_code: string;
  brand_name: string;
  model_id: number | null;
  model_name: string | null;
  category_id: number;
  description: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  tax_rate: number;
  currency: string;
  sale_price: number;
  list_price: number;
  adv1: number;
  adv2: number;
  adv3: number;
  adv4: number;
  adv5: number;
  equivalent_code: string;
  ozelkod: string;
  ozelkod2: string;
  ozelkod3: string;
  ozelkod4: string;
  ozelkod5: string;
  variant_check: number;
}

export interface UnitRow {
  id: number;
  product_id: number;
  name: string;
  multiplier: number;
  sale_price: number;
  list_price: number;
  barcode: string;
  is_default: number;
}

const PRODUCT_SELECT = `SELECT p.*, b.code AS brand_code, b.name AS brand_name, m.name AS model_name
  FROM products p JOIN brands b ON b.id = p.brand_id LEFT JOIN models m ON m.id = p.model_id`;

/** "?, ?, ?" for an IN list: the values still travel as parameters. */
export const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

function byProduct<T extends { product_id: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) out.set(r.product_id, [...(out.get(r.product_id) ?? []), r]);
  return out;
}

export function productRows(db: Database.Database, ids: number[]): ProductRow[] {
  if (ids.length === 0) return [];
  return statement(db, `${PRODUCT_SELECT} WHERE p.id IN (${placeholders(ids.length)})`).all(
    ...ids,
  ) as ProductRow[];
}

export function unitRows(db: Database.Database, ids: number[]): UnitRow[] {
  if (ids.length === 0) return [];
  return statement(
    db,
    `SELECT * FROM product_units WHERE product_id IN (${placeholders(ids.length)}) ORDER BY position`,
  ).all(...ids) as UnitRow[];
}

/** Loads products in the order of `ids`; unknown ids are skipped. */
export function loadProducts(db: Database.Database, ids: number[]): ChildProduct[] {
  if (ids.length === 0) return [];
  const list = placeholders(ids.length);
  const rows = new Map(productRows(db, ids).map((r) => [r.id, r]));
  const units = byProduct(unitRows(db, ids));
  const stock = byProduct(
    statement(
      db,
      `SELECT s.product_id, w.name, s.quantity FROM stock s JOIN warehouses w ON w.id = s.warehouse_id
         WHERE s.product_id IN (${list}) ORDER BY w.id`,
    ).all(...ids) as { product_id: number; name: string; quantity: number }[],
  );
  const variants = byProduct(
    statement(db, `SELECT * FROM product_variants WHERE product_id IN (${list}) ORDER BY position`).all(
      ...ids,
    ) as { product_id: number; code: string; name: string; value: string }[],
  );
  const images = byProduct(
    statement(db, `SELECT * FROM product_images WHERE product_id IN (${list}) ORDER BY position`).all(
      ...ids,
    ) as { product_id: number; image: string; name: string }[],
  );
  return ids.flatMap((id) => {
    const r = rows.get(id);
    if (!r) return [];
    const price = (value: number) => ({ value, currency: r.currency });
    const planPrices = planPricesOfRow(r);
    const productUnits = units.get(id) ?? [];
    const inventory = (stock.get(id) ?? []).map((s) => ({ warehouseName: s.name, quantity: s.quantity }));
    return [
      {
        id: r.id,
        code: r.code,
        barcode: r.barcode,
        name: r.name,
        seo: r.seo,
        image: r.image,
        varyantx: (images.get(id) ?? []).map((i) => ({ image: i.image, name: i.name })),
        brand: { code: r.brand_code, name: r.brand_name },
        model: r.model_id === null ? null : { id: r.model_id, name: r.model_name ?? '' },
        description: r.description,
        metaTitle: r.meta_title,
        metaDescription: r.meta_description,
        metaKeywords: r.meta_keywords,
        taxRate: r.tax_rate,
        currency: r.currency,
        quantity: inventory.reduce((sum, s) => sum + s.quantity, 0),
        inventory,
        defaultUnit: (productUnits.find((u) => u.is_default === 1) ?? productUnits[0])?.id ?? 0,
        units: productUnits.map((u) => ({
          id: u.id,
          value: u.name,
          multiplier: u.multiplier,
          barcode: u.barcode,
          defaultPrice: price(u.sale_price),
          listPrice: price(u.list_price),
        })),
        salePrice: price(r.sale_price),
        listPrice: price(r.list_price),
        ...eachPlanPrice((name) => price(planPrices[name])),
        equivalentCode: r.equivalent_code,
        ozelkod: r.ozelkod,
        ozelkod2: r.ozelkod2,
        ozelkod3: r.ozelkod3,
        ozelkod4: r.ozelkod4,
        ozelkod5: r.ozelkod5,
        variantCheck: r.variant_check,
        variants: (variants.get(id) ?? []).map((v) => ({
          code: v.code,
          name: v.name,
          values: [{ name: v.value }],
        })),
      },
    ];
  });
}

/** A product for a list (children: []). */
export const listProducts = (db: Database.Database, ids: number[]): Product[] =>
  loadProducts(db, ids).map((p) => ({ ...p, children: [] }));

/** A product with its variant family (the children of a master, or a child's siblings). */
export function loadProductWithFamily(db: Database.Database, id: number): Product | null {
  const [product] = loadProducts(db, [id]);
  if (!product) return null;
  const row = statement(db, 'SELECT parent_id FROM products WHERE id = ?').get(id) as {
    parent_id: number | null;
  };
  const familyOf = row.parent_id ?? id;
  const childIds = (
    statement(db, 'SELECT id FROM products WHERE parent_id = ? ORDER BY id').all(familyOf) as { id: number }[]
  ).map((r) => r.id);
  return { ...product, children: loadProducts(db, childIds) };
}

/** The detail route's id part: a numeric id, or an ozelkod2 value (the mini cart may link with it). */
export function findProductId(db: Database.Database, ref: string): number | null {
  if (/^\d{1,9}$/.test(ref)) {
    const row = statement(db, 'SELECT id FROM products WHERE id = ?').get(Number(ref)) as
      { id: number } | undefined;
    if (row) return row.id;
  }
  const row = statement(db, 'SELECT id FROM products WHERE ozelkod2 = ?').get(ref) as
    { id: number } | undefined;
  return row?.id ?? null;
}

/** The product's plan prices per base unit, by plan price name (advencePrice3 is the column adv3). */
export function planPricesOfRow(product: ProductRow): Record<PlanPriceName, number> {
  const columns = [product.adv1, product.adv2, product.adv3, product.adv4, product.adv5];
  return eachPlanPrice((_, index) => columns[index]!);
}
