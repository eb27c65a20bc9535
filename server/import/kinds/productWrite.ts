/**
 * Writing a products file's valid rows: brands, categories and models found or created, then each
 * product compared with the store and only what differs written, in batches. A product's units take
 * its prices times their multipliers; the store's derived data follows (search text here, ranks
 * after, stock totals and price keys by the engine's triggers, the catalogue version at the end).
 */
import { roundMoney } from '../../../src/domain/shared/rounding';
import type { Db } from '../../db/handle';
import { slugify } from '../../domain/slug';
import { productSearchText } from '../../repo/catalogKeys';
import type { StoreFacts } from '../../repo/importFacts';
import {
  insertProducts,
  nextProductPosition,
  productsByCode,
  updateProducts,
  type ImportedProductValues,
  type StoredProduct,
} from '../../repo/importedProducts';
import { ensureBrands, ensureCategoryPaths, ensureModels, pathKey } from '../../repo/importedReference';
import type { JudgedRow } from './kind';
import { DEFAULT_TAX_RATE, DEFAULT_UNITS, PLAN_COLUMNS, type ProductRow } from './productsJudge';

/** What the row makes of the product's own columns. */
export interface ProductPlan {
  row: ProductRow;
  stored: StoredProduct | undefined;
  values: ImportedProductValues;
  modelName: string | null;
}

const modelKey = (brandId: number, name: string) => `${brandId}\u0000${name}`;

/** The product's columns the row asks for (what it leaves out kept as stored, or the default when new). */
export async function planProducts(
  trx: Db,
  rows: JudgedRow<ProductRow>[],
  facts: StoreFacts,
): Promise<{ plans: ProductPlan[]; referenceChanged: Set<string> }> {
  const brands = await ensureBrands(
    trx,
    rows.map(({ value: r }) => ({
      name: r.brand,
      ...(r.brandEn !== undefined ? { nameEn: r.brandEn } : {}),
    })),
  );
  const categories = await ensureCategoryPaths(
    trx,
    rows.map(({ value: r }) => ({
      names: r.category,
      ...(r.categoryEn ? { namesEn: r.categoryEn as (string | null)[] } : {}),
    })),
  );
  const models = await ensureModels(
    trx,
    rows.flatMap(({ value: r }) => (r.model ? [{ brandId: brands.get(r.brand)!.id, name: r.model }] : [])),
  );
  const stored = await productsByCode(
    trx,
    rows.map((r) => r.value.code),
  );
  const referenceChanged = new Set<string>();
  const plans = rows.map(({ value: r }): ProductPlan => {
    const old = stored.get(r.code);
    const brand = brands.get(r.brand)!;
    const category = categories.get(pathKey(r.category))!;
    const model = r.model ? models.get(modelKey(brand.id, r.model))! : null;
    if (brand.changed || category.changed || model?.changed) referenceChanged.add(r.code);
    const barcode = r.barcode ?? old?.barcode ?? '';
    const modelName = r.model !== undefined ? r.model : (old?.model_name ?? null);
    const sale = r.salePrice;
    const price = (given: number | null | undefined, kept: number | undefined) =>
      given === undefined ? (kept ?? sale) : (given ?? sale);
    const plan = PLAN_COLUMNS.map((c, i) => price(r.plans[i], old?.[c]));
    const values: ImportedProductValues = {
      barcode,
      name: r.name,
      name_en: r.nameEn !== undefined ? r.nameEn : (old?.name_en ?? null),
      seo: slugify(r.name) || 'urun',
      image: r.images !== undefined ? (r.images[0] ?? '') : (old?.image ?? ''),
      brand_id: brand.id,
      model_id: r.model !== undefined ? (model?.id ?? null) : (old?.model_id ?? null),
      category_id: category.id,
      meta_title: r.name,
      tax_rate: r.taxRate ?? old?.tax_rate ?? DEFAULT_TAX_RATE,
      currency: r.currency ?? old?.currency ?? facts.defaultCurrency,
      sale_price: sale,
      list_price: price(r.listPrice, old?.list_price),
      adv1: plan[0]!,
      adv2: plan[1]!,
      adv3: plan[2]!,
      adv4: plan[3]!,
      adv5: plan[4]!,
      search_text: productSearchText({
        name: r.name,
        code: r.code,
        barcode,
        brandName: brand.name ?? r.brand,
        model: modelName,
        equivalents: old?.equivalent_code ? old.equivalent_code.split(', ') : [],
      }),
    };
    return { row: r, stored: old, values, modelName };
  });
  return { plans, referenceChanged };
}

export const valuesDiffer = (plan: ProductPlan): boolean =>
  !plan.stored ||
  (Object.keys(plan.values) as (keyof ImportedProductValues)[]).some(
    (column) => (plan.values[column] ?? null) !== (plan.stored![column] ?? null),
  );

/** Inserts the new products and updates the changed ones; answers every product's id by code. */
export async function writeProducts(
  trx: Db,
  plans: ProductPlan[],
  onBatch: (count: number) => void,
): Promise<{ ids: Map<string, number>; changed: Set<string>; renamed: boolean }> {
  const fresh = plans.filter((p) => !p.stored);
  const updated = plans.filter((p) => p.stored && valuesDiffer(p));
  const position = await nextProductPosition(trx);
  const ids = await insertProducts(
    trx,
    fresh.map((p, i) => ({
      ...p.values,
      parent_id: null,
      code: p.row.code,
      description: '',
      meta_description: '',
      meta_keywords: '',
      equivalent_code: '',
      ozelkod: '',
      ozelkod2: '',
      ozelkod3: '',
      ozelkod4: '',
      ozelkod5: '',
      variant_check: 1,
      position: position + i,
      name_rank: 0,
      brand_rank: 0,
    })),
    onBatch,
  );
  await updateProducts(
    trx,
    updated.map((p) => ({ ...p.values, id: p.stored!.id })),
  );
  onBatch(updated.length);
  for (const p of plans) if (p.stored) ids.set(p.row.code, p.stored.id);
  const renamed =
    fresh.length > 0 ||
    updated.some((p) => p.values.name !== p.stored!.name || p.values.brand_id !== p.stored!.brand_id);
  return { ids, changed: new Set([...fresh, ...updated].map((p) => p.row.code)), renamed };
}

/** The units a product should have: the file's, else the stored ones, else one ADET; priced from the product. */
export function plannedUnits(
  plan: ProductPlan,
  stored: { name: string; multiplier: number; barcode: string }[] | undefined,
): {
  name: string;
  multiplier: number;
  barcode: string;
  sale_price: number;
  list_price: number;
  is_default: number;
  position: number;
}[] {
  const kept = !plan.row.units && stored !== undefined && stored.length > 0;
  const units = plan.row.units ?? (kept ? stored : DEFAULT_UNITS);
  return units.map((u, position) => ({
    name: u.name,
    multiplier: u.multiplier,
    // The base unit scans as the product unless the file gives it a barcode of its own.
    barcode: u.barcode === '' && position === 0 && !kept ? plan.values.barcode : u.barcode,
    sale_price: roundMoney(plan.values.sale_price * u.multiplier),
    list_price: roundMoney(plan.values.list_price * u.multiplier),
    is_default: position === 0 ? 1 : 0,
    position,
  }));
}
