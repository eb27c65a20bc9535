/**
 * Each product's stored attributes (the product_attributes table), read and written for many
 * products at once: the one write path of the import, the seed and the migration that filled the
 * table for stores made before it. A product whose attributes differ from the stored ones has all of
 * its rows replaced; one that is already as wanted is not written, so the search version the table's
 * triggers move stays where it is.
 */
import {
  ATTRIBUTE_KEYS,
  productAttributesOf,
  type AttributeKey,
  type ProductAttributes,
} from '../../src/domain/catalog/productAttributes';
import type { Db } from './handle';

/** Product ids per IN list. */
const LOOKUP_BATCH = 500;
/** Rows per multi-row INSERT (three parameters each). */
const INSERT_BATCH = 1000;

function* slices<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

const isAttributeKey = (key: string): key is AttributeKey =>
  (ATTRIBUTE_KEYS as readonly string[]).includes(key);

export async function storedAttributesOf(
  db: Db,
  productIds: number[],
): Promise<Map<number, ProductAttributes>> {
  const out = new Map<number, ProductAttributes>();
  for (const batch of slices(productIds, LOOKUP_BATCH)) {
    const rows = await db
      .selectFrom('product_attributes')
      .selectAll()
      .where('product_id', 'in', batch)
      .execute();
    for (const r of rows) {
      if (!isAttributeKey(r.attribute)) continue;
      const id = Number(r.product_id);
      const attributes = out.get(id) ?? {};
      attributes[r.attribute] = r.value;
      out.set(id, attributes);
    }
  }
  return out;
}

const sameAttributes = (a: ProductAttributes, b: ProductAttributes) =>
  ATTRIBUTE_KEYS.every((key) => a[key] === b[key]);

/** Stores each product's attributes where they differ from its stored ones; answers those products' ids. */
export async function writeProductAttributes(
  db: Db,
  wanted: Map<number, ProductAttributes>,
): Promise<Set<number>> {
  const stored = await storedAttributesOf(db, [...wanted.keys()]);
  const changed = [...wanted].filter(([id, attributes]) => !sameAttributes(stored.get(id) ?? {}, attributes));
  const replaced = changed.filter(([id]) => stored.has(id)).map(([id]) => id);
  for (const batch of slices(replaced, LOOKUP_BATCH))
    await db.deleteFrom('product_attributes').where('product_id', 'in', batch).execute();
  const rows = changed.flatMap(([id, attributes]) =>
    ATTRIBUTE_KEYS.flatMap((attribute) => {
      const value = attributes[attribute];
      return value === undefined ? [] : [{ product_id: id, attribute, value }];
    }),
  );
  for (const batch of slices(rows, INSERT_BATCH))
    await db.insertInto('product_attributes').values(batch).execute();
  return new Set(changed.map(([id]) => id));
}

/** Every product's attributes as its name says them (the seed, and a store made before the table). */
export async function storeAttributesFromNames(db: Db): Promise<void> {
  const products = await db.selectFrom('products').select(['id', 'name']).execute();
  await writeProductAttributes(db, new Map(products.map((p) => [Number(p.id), productAttributesOf(p.name)])));
}
