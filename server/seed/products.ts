/** Inserts the products with their units, stock per warehouse, variants, gallery and search keys. */
import type Database from 'better-sqlite3';
import { ADVANCE_PRICES, BRANDS, UNIT_KINDS } from './catalogData';
import { describeProduct } from './describe';
import type { ProductSeed, Shape } from './productLines';
import type { ReferenceIds } from './reference';
import { roundMoney } from '../../src/domain/shared/rounding';
import { brandRankKey, productSearchText, turkishRanks } from '../repo/catalogKeys';
import { createRandom, ean13, slugify } from './util';

export interface ImageJob {
  file: string;
  brand: string;
  code: string;
  shape: Shape;
  hue: number;
}

const brandName = (code: string) => BRANDS.find((b) => b.code === code)!.name;

/**
 * Positions of a shuffled but fixed order. The first `stable` seeds are shuffled exactly as they
 * always were; later ones (the second half, a large test catalogue) follow in an order of their own,
 * so adding products never reorders the first pages other journeys know.
 */
function shuffledPositions(count: number, stable: number, random: { next(): number }): Map<number, number> {
  const first = Array.from({ length: Math.min(stable, count) }, (_, i) => i).sort(() => random.next() - 0.5);
  const other = createRandom(7331);
  const rest = Array.from({ length: Math.max(0, count - stable) }, (_, i) => stable + i).sort(
    () => other.next() - 0.5,
  );
  return new Map([...first, ...rest].map((seedIndex, p) => [seedIndex, p]));
}

export function seedProducts(
  db: Database.Database,
  seeds: ProductSeed[],
  ref: ReferenceIds,
  stable = seeds.length,
): ImageJob[] {
  const random = createRandom(4242);
  const nameRank = turkishRanks(seeds.map((s) => s.name));
  const brandRank = turkishRanks(seeds.map((s) => brandRankKey(brandName(s.brand), s.name)));
  const groups = new Map<string, string[]>();
  for (const s of seeds) if (s.group) groups.set(s.group, [...(groups.get(s.group) ?? []), s.code]);

  // Listed products appear in a shuffled but fixed order; the ones without a picture come last.
  const position = shuffledPositions(seeds.length, stable, random);
  // A product that shares another's picture (imageOf: that product's code) gets its file, not a new one.
  const fileOfCode = new Map<string, string>();

  const insertProduct =
    db.prepare(`INSERT INTO products (parent_id, code, barcode, name, seo, image, brand_id,
    model_id, category_id, description, meta_title, meta_description, meta_keywords, tax_rate, currency, sale_price,
    list_price, adv1, adv2, adv3, adv4, adv5, equivalent_code, ozelkod, ozelkod2, ozelkod3, ozelkod4, ozelkod5,
    variant_check, position, search_text, name_rank, brand_rank)
    VALUES (@parent, @code, @barcode, @name, @seo, @image, @brand, @model, @category, @description, @metaTitle,
    @metaDescription, @metaKeywords, @taxRate, @currency, @sale, @list, @adv1, @adv2, @adv3, @adv4, @adv5,
    @equivalent, @ozelkod, @ozelkod2, @ozelkod3, @ozelkod4, @ozelkod5, @variantCheck, @position, @search,
    @nameRank, @brandRank)`);
  const setImage = db.prepare('UPDATE products SET image = ?, ozelkod2 = ? WHERE id = ?');
  const insertUnit =
    db.prepare(`INSERT INTO product_units (product_id, name, multiplier, sale_price, list_price,
    barcode, is_default, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertStock = db.prepare('INSERT INTO stock (product_id, warehouse_id, quantity) VALUES (?, ?, ?)');
  const insertVariant = db.prepare(
    'INSERT INTO product_variants (product_id, code, name, value, position) VALUES (?, ?, ?, ?, ?)',
  );

  const jobs: ImageJob[] = [];
  const parentOf = new Map<string, number>();
  const familyIds = new Map<string, number[]>();
  const familyStock = new Map<number, number[]>();

  seeds.forEach((s, i) => {
    const sale = roundMoney(s.price);
    const list = sale === 0 ? 0 : i % 4 === 0 ? sale : roundMoney(sale * (1.08 + (i % 5) * 0.06));
    const eanBody = `869${String(4100000 + i * 37).padStart(9, '0')}`;
    const barcode = s.longBarcode
      ? `(01)0${ean13(eanBody)}(10)LOT2025${String(i).padStart(2, '0')}`
      : ean13(eanBody);
    const root = ref.rootOf.get(s.category)!;
    const equivalents = (s.group ? groups.get(s.group)! : []).filter((c) => c !== s.code).slice(0, 3);
    const search = productSearchText({
      name: s.name,
      code: s.code,
      barcode,
      brandName: brandName(s.brand),
      model: s.model,
      equivalents,
    });
    const parent = s.family && !s.isParent ? (parentOf.get(s.family) ?? null) : null;
    const listed = parent === null;
    const info = insertProduct.run({
      parent,
      code: s.code,
      barcode,
      name: s.name,
      seo: slugify(s.name),
      image: '',
      brand: ref.brandId.get(s.brand),
      model: s.model ? ref.modelId.get(`${s.brand}/${s.model}`) : null,
      category: ref.categoryId.get(s.category),
      description: describeProduct(root, s.name, s.model),
      metaTitle: `${s.name} | Toptan Fiyat`,
      metaDescription: `${s.name} bayi fiyatları ve stok durumu.`,
      metaKeywords: [brandName(s.brand), s.model ?? '', s.category.replace(/-/g, ' ')].join(', '),
      taxRate: s.taxRate,
      currency: s.currency,
      sale,
      list,
      ...Object.fromEntries(ADVANCE_PRICES.map((a, k) => [`adv${k + 1}`, roundMoney(sale * a.factor)])),
      equivalent: equivalents.join(', '),
      ozelkod: `TDR-${String(10000 + i * 7).padStart(5, '0')}`,
      ozelkod2: '',
      ozelkod3: `RAF-${'ABCDEF'[i % 6]}-${String((i % 40) + 1).padStart(2, '0')}`,
      ozelkod4: s.currency === 'TRY' ? '' : 'İTHAL',
      ozelkod5: '',
      variantCheck: s.isParent ? 0 : 1,
      position: listed ? position.get(i)! + (s.image ? 100000 : 0) : 200000 + i,
      search,
      nameRank: nameRank.get(s.name)!,
      brandRank: brandRank.get(brandRankKey(brandName(s.brand), s.name))!,
    });
    const id = Number(info.lastInsertRowid);
    if (s.isParent) parentOf.set(s.family!, id);
    if (s.family) familyIds.set(s.family, [...(familyIds.get(s.family) ?? []), id]);

    const shared = s.imageOf === undefined ? undefined : fileOfCode.get(s.imageOf);
    const file =
      shared ?? (s.image === 'none' ? '' : s.image === 'missing' ? `urun-${id}-eksik.png` : `urun-${id}.png`);
    setImage.run(file, `EM${100000 + id}`, id);
    fileOfCode.set(s.code, file);
    if (!s.image && shared === undefined)
      jobs.push({ file, brand: brandName(s.brand), code: s.code, shape: s.shape, hue: i });

    UNIT_KINDS[s.units].forEach(([unit, multiplier], k) => {
      const discount = multiplier === 1 ? 0 : multiplier <= 12 ? 0.02 : 0.05;
      const unitBarcode = k === 0 ? barcode : ean13(`869${String(7300000 + i * 37 + k).padStart(9, '0')}`);
      const unitSale = roundMoney(sale * multiplier * (1 - discount));
      insertUnit.run(
        id,
        unit,
        multiplier,
        unitSale,
        roundMoney(list * multiplier),
        unitBarcode,
        k === 0 ? 1 : 0,
        k,
      );
    });

    // Every 11th product is out of stock everywhere; the others have a realistic spread.
    const max = s.units === 'cable' || s.units === 'reel' ? 3000 : 400;
    const stock = ref.warehouseIds.map((_, w) =>
      i % 11 === 5 ? 0 : w > 0 && i % 3 === w ? 0 : random.int(0, max),
    );
    if (s.isParent) familyStock.set(id, [0, 0, 0]);
    else {
      stock.forEach((q, w) => insertStock.run(id, ref.warehouseIds[w], q));
      if (parent !== null) familyStock.get(parent)!.forEach((_, w, a) => (a[w]! += stock[w]!));
    }
    (s.variants ?? []).forEach(([code, name, value], k) => insertVariant.run(id, code, name, value, k));
  });

  // A family's master shows the family's total stock.
  for (const [parent, stock] of familyStock)
    stock.forEach((q, w) => insertStock.run(parent, ref.warehouseIds[w], q));
  const insertImage = db.prepare(
    'INSERT INTO product_images (product_id, image, name, position) VALUES (?, ?, ?, ?)',
  );
  const members = db.prepare('SELECT id, image, name FROM products WHERE id = ?');
  for (const ids of familyIds.values()) {
    const rows = ids.slice(1).map((id) => members.get(id) as { id: number; image: string; name: string });
    for (const id of ids) rows.forEach((r, k) => insertImage.run(id, r.image, r.name, k));
  }
  return jobs;
}
