/** Builds the contract's Product objects from the catalogue tables (batched: one query per table). */
import { sql, type Selectable } from 'kysely';
import type { ChildProduct, Product } from '../../src/contract/catalog';
import type { LocaleCode } from '../../src/domain/chrome/locales';
import type { Db } from '../db/handle';
import type { ProductsTable, ProductUnitsTable } from '../db/tables';
import { planPricesOfRow } from '../domain/pricing';
import { eachPlanPrice } from '../../src/domain/checkout/planPrice';
import { allRows } from '../db/query';
import { localName } from './englishNames';

/** A product as the catalogue reads it: its columns, and its brand's code and name and its model's name. */
export type ProductRow = Selectable<ProductsTable> & {
  brand_code: string;
  brand_name: string;
  model_name: string | null;
};

export type UnitRow = Selectable<ProductUnitsTable>;

function byProduct<T extends { product_id: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) out.set(r.product_id, [...(out.get(r.product_id) ?? []), r]);
  return out;
}

export async function productRows(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return allRows(
    db,
    sql<ProductRow>`SELECT p.*, b.code AS brand_code, b.name AS brand_name, m.name AS model_name
      FROM products p JOIN brands b ON b.id = p.brand_id LEFT JOIN models m ON m.id = p.model_id
      WHERE p.id IN (${sql.join(ids)})`,
  );
}

export async function unitRows(db: Db, ids: number[]): Promise<UnitRow[]> {
  if (ids.length === 0) return [];
  return await db
    .selectFrom('product_units')
    .selectAll()
    .where('product_id', 'in', ids)
    .orderBy('position')
    .execute();
}

/** What a search suggestion shows of a product (GET /autocomplete), in the viewer's language. */
export interface Suggestion {
  id: number;
  name: string;
  code: string;
  image: string;
  url: string;
}

/**
 * Suggestions in the order of `ids`, in one read: the suggestion list shows a name, a code and a
 * picture, so the whole product (units, stock, variants, images) is not loaded for it.
 */
export async function suggestionsOf(db: Db, ids: number[], locale: LocaleCode): Promise<Suggestion[]> {
  if (ids.length === 0) return [];
  const rows = await allRows(
    db,
    sql<Suggestion>`SELECT p.id, ${sql.raw(localName('p', locale))} AS name, p.code, p.image, p.seo AS url
      FROM products p WHERE p.id IN (${sql.join(ids)})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Loads products in the order of `ids`; unknown ids are skipped. */
export async function loadProducts(db: Db, ids: number[]): Promise<ChildProduct[]> {
  if (ids.length === 0) return [];
  const rows = new Map((await productRows(db, ids)).map((r) => [r.id, r]));
  const units = byProduct(await unitRows(db, ids));
  const stock = byProduct(
    await allRows(
      db,
      sql<{ product_id: number; name: string; quantity: number }>`SELECT s.product_id, w.name, s.quantity
        FROM stock s JOIN warehouses w ON w.id = s.warehouse_id
        WHERE s.product_id IN (${sql.join(ids)}) ORDER BY w.id`,
    ),
  );
  const variants = byProduct(
    await db
      .selectFrom('product_variants')
      .select(['product_id', 'code', 'name', 'value'])
      .where('product_id', 'in', ids)
      .orderBy('position')
      .execute(),
  );
  const images = byProduct(
    await db
      .selectFrom('product_images')
      .select(['product_id', 'image', 'name'])
      .where('product_id', 'in', ids)
      .orderBy('position')
      .execute(),
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
export const listProducts = async (db: Db, ids: number[]): Promise<Product[]> =>
  (await loadProducts(db, ids)).map((p) => ({ ...p, children: [] }));

/** A product with its variant family (the children of a master, or a child's siblings). */
export async function loadProductWithFamily(db: Db, id: number): Promise<Product | null> {
  const [product] = await loadProducts(db, [id]);
  if (!product) return null;
  const row = await db
    .selectFrom('products')
    .select('parent_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const familyOf = row.parent_id ?? id;
  const childIds = (
    await db.selectFrom('products').select('id').where('parent_id', '=', familyOf).orderBy('id').execute()
  ).map((r) => r.id);
  return { ...product, children: await loadProducts(db, childIds) };
}

/** The detail route's id part: a numeric id, or an ozelkod2 value (the mini cart may link with it). */
export async function findProductId(db: Db, ref: string): Promise<number | null> {
  if (/^\d{1,9}$/.test(ref)) {
    const row = await db.selectFrom('products').select('id').where('id', '=', Number(ref)).executeTakeFirst();
    if (row) return row.id;
  }
  const row = await db.selectFrom('products').select('id').where('ozelkod2', '=', ref).executeTakeFirst();
  return row?.id ?? null;
}

/** The listed products (no variant children) of these categories by name: the fault report's picker. */
export async function productsOfCategories(
  db: Db,
  categoryIds: number[],
): Promise<{ id: number; name: string; code: string }[]> {
  if (categoryIds.length === 0) return [];
  return db
    .selectFrom('products')
    .select(['id', 'name', 'code'])
    .where('category_id', 'in', categoryIds)
    .where('parent_id', 'is', null)
    .orderBy('name_rank')
    .execute();
}
