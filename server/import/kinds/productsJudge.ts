/** How a products file's row is judged (pure: the store's facts are given). */
import type { ProductAttributes } from '../../../src/domain/catalog/productAttributes';
import { roundMoney } from '../../../src/domain/shared/rounding';
import type { StoreFacts } from '../../repo/importFacts';
import { readCategoryPath } from '../categoryPath';
import type { RowJudge } from '../rowJudge';
import { judgeCurrency, judgeWarehouse } from '../storeLookups';
import { readUnits, type ImportedUnit } from '../unitNotation';
import { ATTRIBUTE_COLUMNS, judgeAttributes } from './attributeColumns';

export const PLAN_COLUMNS = ['adv1', 'adv2', 'adv3', 'adv4', 'adv5'] as const;
export const PRICE_COLUMNS = ['sale_price', 'list_price', ...PLAN_COLUMNS] as const;

export const PRODUCT_COLUMNS = [
  'code',
  'barcode',
  'name',
  'name_en',
  'brand',
  'brand_en',
  'category',
  'category_en',
  'model',
  'units',
  'tax_rate',
  'currency',
  ...PRICE_COLUMNS,
  'stock',
  'images',
  ...Object.values(ATTRIBUTE_COLUMNS),
];

export const LIMITS = { code: 64, barcode: 64, name: 200, brand: 100, model: 100, images: 10, image: 100 };

/** The tax rate of a product whose file leaves it empty: Turkey's general VAT rate. */
export const DEFAULT_TAX_RATE = 20;

/** The units of a product whose file gives none. */
export const DEFAULT_UNITS: ImportedUnit[] = [{ name: 'ADET', multiplier: 1, barcode: '' }];

/** Picture names the host serves (/images/{name}): URL-safe ASCII with a picture's extension. */
const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.png$/;

export interface ProductRow {
  code: string;
  name: string;
  brand: string;
  category: string[];
  salePrice: number;
  /** Each optional field: undefined = the file leaves the column out (keep what the store has). */
  barcode?: string;
  nameEn?: string | null;
  brandEn?: string | null;
  categoryEn?: (string | null | undefined)[];
  model?: string | null;
  units?: ImportedUnit[];
  taxRate?: number;
  currency?: string;
  /** null: empty in the file (the sale price). */
  listPrice?: number | null;
  plans: (number | null | undefined)[];
  stock?: Map<number, number>;
  images?: string[];
  /** The attributes the file's columns give (the others: what the name says). */
  attributes: ProductAttributes;
}

/** A code as the file writes it: trimmed, case kept (the store's codes are compared exactly). */
export function judgeCode(judge: RowJudge): string | null {
  const code = judge.text('code', LIMITS.code, true);
  return code ?? null;
}

/** A price column: undefined when left out, null when empty, else the amount in kuruş precision. */
export function judgePrice(judge: RowJudge, column: string): number | null | undefined {
  if (!judge.has(column)) return undefined;
  const value = judge.number(column, { kind: 'money' });
  return value === undefined || value === null ? null : roundMoney(value);
}

const optionalText = (judge: RowJudge, column: string, max: number): string | null | undefined => {
  const text = judge.text(column, max);
  return text === undefined ? undefined : text || null;
};

function judgeEnglishPath(
  judge: RowJudge,
  cell: string,
  depth: number,
): (string | null | undefined)[] | null {
  const names = cell.split('>').map((n) => n.trim());
  if (names.length > depth) {
    judge.refuse('category_en', `has ${names.length} levels, the category ${depth}`);
    return null;
  }
  return names.map((n) => (n === '' ? undefined : n));
}

function judgeStock(judge: RowJudge, cell: string, facts: StoreFacts): Map<number, number> | null {
  const out = new Map<number, number>();
  for (const part of cell.split(';').map((p) => p.trim())) {
    const at = part.lastIndexOf('=');
    if (at <= 0) {
      judge.refuse('stock', `'${part}' is not WAREHOUSE=QUANTITY`);
      return null;
    }
    const warehouse = judgeWarehouse(judge, 'stock', part.slice(0, at).trim(), facts);
    if (warehouse === null) return null;
    const quantity = judge.judgeNumber('stock', part.slice(at + 1), { kind: 'quantity' });
    if (quantity === null) return null;
    out.set(warehouse, quantity);
  }
  return out;
}

function judgeImages(judge: RowJudge, cell: string): string[] | null {
  const names = cell
    .split(';')
    .map((n) => n.trim())
    .filter((n) => n !== '');
  if (names.length > LIMITS.images) {
    judge.refuse('images', `names more than ${LIMITS.images} pictures`);
    return null;
  }
  const bad = names.find((n) => !IMAGE_NAME.test(n) || n.length > LIMITS.image);
  if (bad !== undefined) {
    judge.refuse(
      'images',
      `'${bad}' is not a picture name: letters, digits, '.', '-', '_' (up to ${LIMITS.image}), ending .png (the pictures the host serves)`,
    );
    return null;
  }
  return names;
}

export function judgeProduct(judge: RowJudge, facts: StoreFacts): ProductRow | null {
  const code = judgeCode(judge);
  const name = judge.text('name', LIMITS.name, true);
  const brand = judge.text('brand', LIMITS.brand, true);
  const categoryCell = judge.text('category', Number.MAX_SAFE_INTEGER, true);
  const category = categoryCell ? readCategoryPath(judge, 'category', categoryCell) : null;
  const sale = judge.number('sale_price', { kind: 'money' }, true);
  const barcode = judge.text('barcode', LIMITS.barcode);
  const nameEn = optionalText(judge, 'name_en', LIMITS.name);
  const brandEn = optionalText(judge, 'brand_en', LIMITS.brand);
  const model = optionalText(judge, 'model', LIMITS.model);
  const categoryEnCell = judge.text('category_en', Number.MAX_SAFE_INTEGER);
  const categoryEn =
    categoryEnCell && category ? judgeEnglishPath(judge, categoryEnCell, category.length) : undefined;
  const unitsCell = judge.text('units', 1000);
  const units = unitsCell
    ? readUnits(judge, 'units', unitsCell)
    : unitsCell === ''
      ? DEFAULT_UNITS
      : undefined;
  const taxRate = judge.number('tax_rate', { kind: 'quantity', max: 100 });
  const currencyCell = judge.text('currency', 10);
  const currency = currencyCell ? judgeCurrency(judge, 'currency', currencyCell, facts) : currencyCell;
  const listPrice = judgePrice(judge, 'list_price');
  const plans = PLAN_COLUMNS.map((c) => judgePrice(judge, c));
  const stockCell = judge.text('stock', 1000);
  const stock = stockCell ? judgeStock(judge, stockCell, facts) : undefined;
  const imagesCell = judge.text('images', 2000);
  const images = imagesCell ? judgeImages(judge, imagesCell) : imagesCell === '' ? [] : undefined;
  const attributes = judgeAttributes(judge);
  if (judge.problems.length > 0) return null;
  return {
    code: code!,
    name: name!,
    brand: brand!,
    category: category!,
    salePrice: roundMoney(sale!),
    ...(barcode !== undefined ? { barcode: barcode ?? '' } : {}),
    ...(nameEn !== undefined ? { nameEn } : {}),
    ...(brandEn !== undefined ? { brandEn } : {}),
    ...(categoryEn ? { categoryEn } : {}),
    ...(model !== undefined ? { model } : {}),
    ...(units ? { units } : {}),
    ...(taxRate !== undefined && taxRate !== null
      ? { taxRate }
      : judge.has('tax_rate')
        ? { taxRate: DEFAULT_TAX_RATE }
        : {}),
    ...(currency ? { currency } : currency === '' ? { currency: facts.defaultCurrency } : {}),
    ...(listPrice !== undefined ? { listPrice } : {}),
    plans,
    ...(stock ? { stock } : {}),
    ...(images ? { images } : {}),
    attributes,
  };
}
