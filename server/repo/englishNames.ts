/**
 * English names a store gave its catalogue (name_en columns): used on English pages, the
 * Turkish name where there is none. Applied to answers already built, so the product loaders and the
 * list cache stay one per catalogue, whatever the viewer's language.
 */
import { sql } from 'kysely';
import type { LocaleCode } from '../../src/domain/chrome/locales';
import type { Db } from '../db/handle';
import { allRows } from '../db/query';
import { labelledUnit, withUnitLabels } from './unitLabels';

interface Named {
  id: number;
  name: string;
  nameLang?: 'tr' | 'en';
  brand?: { code: string; name: string } | null;
  units: { value: string }[];
  children?: Named[];
}

/** The SQL of a name column in the viewer's language (`alias.name_en` when given, else `alias.name`). */
export const localName = (alias: string, locale: LocaleCode) =>
  locale === 'en' ? `COALESCE(NULLIF(${alias}.name_en, ''), ${alias}.name)` : `${alias}.name`;

/**
 * The SQL of a name's language where it differs from the page's: 'tr' on an English page when the
 * store gave no English name (the Turkish one is shown, and marked lang="tr" so it is read as
 * Turkish), else NULL.
 */
export const untranslatedLang = (alias: string, locale: LocaleCode) =>
  locale === 'en' ? `CASE WHEN NULLIF(${alias}.name_en, '') IS NULL THEN 'tr' END` : 'NULL';

/**
 * Products (and their variant children) with their English product and brand names on English pages,
 * and their units' display labels in the viewer's language (server/repo/unitLabels) on every page.
 */
export async function withLocalNames<T extends Named>(
  db: Db,
  products: T[],
  locale: LocaleCode,
): Promise<T[]> {
  return withUnitLabels(await withEnglishNames(db, products, locale), locale);
}

async function withEnglishNames<T extends Named>(db: Db, products: T[], locale: LocaleCode): Promise<T[]> {
  if (locale !== 'en' || products.length === 0) return products;
  const ids = products.flatMap((p) => [p.id, ...(p.children ?? []).map((c) => c.id)]);
  const rows = await allRows(
    db,
    sql<{ id: number; name_en: string | null; brand_en: string | null }>`SELECT p.id, p.name_en,
      b.name_en AS brand_en FROM products p JOIN brands b ON b.id = p.brand_id
      WHERE p.id IN (${sql.join(ids)}) AND (p.name_en IS NOT NULL OR b.name_en IS NOT NULL)`,
  );
  const english = new Map(rows.map((r) => [r.id, r]));
  const named = <P extends Named>(p: P): P => {
    const row = english.get(p.id);
    return {
      ...p,
      name: row?.name_en || p.name,
      brand: p.brand && row?.brand_en ? { ...p.brand, name: row.brand_en } : p.brand,
      // The Turkish name stands in for an English one the store did not give: the page marks it so.
      ...(row?.name_en ? {} : { nameLang: 'tr' as const }),
      ...(p.children ? { children: p.children.map(named) } : {}),
    };
  };
  return products.map(named);
}

/**
 * Cart lines as the viewer reads them: product names in the viewer's language, every unit (the
 * line's and its product's) labelled. Whatever answers with the cart (its list, the batch) uses it.
 */
export async function cartItemsForViewer<I extends { product: Named; productUnit: { value: string } }>(
  db: Db,
  items: I[],
  locale: LocaleCode,
): Promise<I[]> {
  const products = await withLocalNames(
    db,
    items.map((item) => item.product),
    locale,
  );
  return items.map((item, i) => ({
    ...item,
    product: products[i]!,
    productUnit: labelledUnit(item.productUnit, locale),
  }));
}
