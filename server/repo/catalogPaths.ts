/**
 * What a catalogue path means: '' (everything), /{url} (a brand or a category), /{brand}/{url}
 * (a brand's model or category), /{locale}/{brand}/{url}, and /search with q, brand and filters.
 */
import { sql } from 'kysely';
import type { LocaleCode } from '../../src/domain/chrome/locales';
import type { Db } from '../db/handle';
import { allRows, firstRow } from '../db/query';
import { localName, untranslatedLang } from './englishNames';

export interface CatalogFilter {
  title: string;
  brandId?: number;
  modelIds?: number[];
  categoryIds?: number[];
  /** The search query as typed (trimmed); the search index reads it (domain/search). */
  query?: string;
  /** Crumbs after the home page: [label, href]. */
  crumbs: [string, string][];
  locale?: 'tr' | 'en';
}

interface Named {
  id: number;
  name: string;
}

const brandByCode = (db: Db, code: string) =>
  db.selectFrom('brands').select(['id', 'name', 'code']).where('code', '=', code).executeTakeFirst();

/** The SQL of category `c`'s name in `viewer`'s language (constant text: no value of the request). */
const categoryName = (viewer: LocaleCode) => sql.raw<string>(localName('c', viewer));

/** A category by its slug, named in `viewer`'s language (English where the store gave a name). */
const categoryBySlug = (db: Db, slug: string, viewer: LocaleCode) =>
  firstRow(
    db,
    sql<Named>`SELECT c.id, ${categoryName(viewer)} AS name FROM categories c WHERE slug = ${slug}`,
  );

/** Whether a category of this id exists. */
export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

/** The categories under `parentId` (the top ones for null) in their order: the fault report's picker. */
export function childCategories(db: Db, parentId: number | null): Promise<{ id: number; name: string }[]> {
  const query = db.selectFrom('categories').select(['id', 'name']);
  return (parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId))
    .orderBy('position')
    .execute();
}

/** A category and all its descendants. */
export async function categoryWithDescendants(db: Db, id: number): Promise<number[]> {
  const rows = await db.selectFrom('categories').select(['id', 'parent_id']).execute();
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const r of rows) if (r.parent_id === out[i]) out.push(r.id);
  return out;
}

export const trLower = (s: string) => s.toLocaleLowerCase('tr-TR');

/** Resolves a path of the four catalogue shapes; null when nothing matches (a 404). */
export async function resolveCatalogPath(
  db: Db,
  path: string,
  viewerLocale: LocaleCode = 'tr',
): Promise<CatalogFilter | null> {
  let parts: string[];
  try {
    parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null; // a malformed escape such as '%E0%A4%A' names nothing
  }
  if (parts.length === 0) return { title: 'Tüm Ürünler', crumbs: [] };
  let locale: 'tr' | 'en' | undefined;
  if (parts.length === 3) {
    if (parts[0] !== 'tr' && parts[0] !== 'en') return null;
    locale = parts.shift() as 'tr' | 'en';
  }
  const viewer = locale ?? viewerLocale;
  if (parts.length === 1) {
    const slug = parts[0]!;
    const brand = await brandByCode(db, slug);
    if (brand)
      return { title: brand.name, brandId: brand.id, crumbs: [[brand.name, `/${brand.code}`]], locale };
    const category = await categoryBySlug(db, slug, viewer);
    if (!category) return null;
    const crumbs = await categoryCrumbs(db, category.id, viewer);
    return {
      title: category.name,
      categoryIds: await categoryWithDescendants(db, category.id),
      crumbs,
      locale,
    };
  }
  if (parts.length !== 2) return null;
  const brand = await brandByCode(db, parts[0]!);
  if (!brand) return null;
  const model = await db
    .selectFrom('models')
    .select(['id', 'name'])
    .where('brand_id', '=', brand.id)
    .where('slug', '=', parts[1]!)
    .executeTakeFirst();
  const base: [string, string] = [brand.name, `/${brand.code}`];
  if (model) {
    const title = `${brand.name} ${model.name}`;
    return { title, brandId: brand.id, modelIds: [model.id], crumbs: [base, [model.name, path]], locale };
  }
  const category = await categoryBySlug(db, parts[1]!, viewer);
  if (!category) return null;
  const ids = await categoryWithDescendants(db, category.id);
  const crumbs: [string, string][] = [base, [category.name, path]];
  return { title: `${brand.name} ${category.name}`, brandId: brand.id, categoryIds: ids, crumbs, locale };
}

/** The crumbs of a category: its ancestors from the top, each linking to its own page. */
export async function categoryCrumbs(
  db: Db,
  id: number,
  viewer: LocaleCode = 'tr',
): Promise<[string, string][]> {
  const out: [string, string][] = [];
  let current: number | null = id;
  while (current !== null) {
    const row: { parent_id: number | null; name: string; slug: string } | undefined = await firstRow(
      db,
      sql<{ parent_id: number | null; name: string; slug: string }>`SELECT c.id, c.parent_id,
        ${categoryName(viewer)} AS name, c.slug FROM categories c WHERE id = ${current}`,
    );
    if (!row) break;
    out.unshift([row.name, `/${row.slug}`]);
    current = row.parent_id;
  }
  return out;
}

/** The crumbs of a product's page: its category's (the product's own crumb is the page's to add). */
export async function productCrumbs(
  db: Db,
  productId: number,
  viewer: LocaleCode = 'tr',
): Promise<[string, string][]> {
  const row = await db
    .selectFrom('products')
    .select('category_id')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return categoryCrumbs(db, row.category_id, viewer);
}

/** /search?q=&brand= (filters=, model:{id} among them, is the list's facets: services/listFacets.ts) */
/** The search page's own words; the page passes them in the visitor's language. */
export interface SearchLabels {
  search: string;
  results: (q: string) => string;
}

const TURKISH_SEARCH_LABELS: SearchLabels = {
  search: 'Arama',
  results: (q) => `"${q}" için arama sonuçları`,
};

export async function searchFilter(
  db: Db,
  query: Record<string, string | undefined>,
  labels: SearchLabels = TURKISH_SEARCH_LABELS,
): Promise<CatalogFilter> {
  const q = (query.q ?? '').trim().slice(0, 100);
  const filter: CatalogFilter = { title: q ? labels.results(q) : labels.search, crumbs: [] };
  if (q) filter.query = q;
  const brand = query.brand ? await brandByCode(db, query.brand.trim()) : undefined;
  // An unknown brand code finds nothing rather than everything.
  if (query.brand) filter.brandId = brand?.id ?? -1;
  if (brand && !q) filter.title = brand.name;
  // filters= (model:{id} and the other facets) narrows the list in services/listFacets.ts.
  filter.crumbs = [[labels.search, '/search']];
  return filter;
}

/** A link of the category bar or the catalogue's sidebar. */
export interface CategoryLink {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
}

/** A category bar link: its name in the viewer's language, and 'tr' as `lang` when it is left Turkish. */
export type RootCategory = Pick<CategoryLink, 'name' | 'slug'> & { lang: 'tr' | null };

/** The top categories in their order, named in `viewer`'s language: the layout's category bar. */
export function rootCategories(db: Db, viewer: LocaleCode): Promise<RootCategory[]> {
  return allRows(
    db,
    sql<RootCategory>`SELECT ${categoryName(viewer)} AS name, c.slug,
      ${sql.raw(untranslatedLang('c', viewer))} AS lang FROM categories c
      WHERE parent_id IS NULL ORDER BY position`,
  );
}

/** What the catalogue's sidebar links to: every category (in order) and every brand (by name). */
export interface SidebarLinks {
  categories: CategoryLink[];
  brands: { code: string; name: string }[];
}

export async function sidebarLinks(db: Db, viewer: LocaleCode): Promise<SidebarLinks> {
  const categories = await allRows(
    db,
    sql<CategoryLink>`SELECT c.id, c.parent_id, ${categoryName(viewer)} AS name, c.slug FROM categories c
      ORDER BY position, id`,
  );
  const brands = await db.selectFrom('brands').select(['code', 'name']).orderBy('name').execute();
  return { categories, brands };
}
