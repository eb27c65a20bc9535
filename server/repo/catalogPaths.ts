/**
 * What a catalogue path means: '' (everything), /{url} (a brand or a category), /{brand}/{url}
 * (a brand's model or category), /{locale}/{brand}/{url}, and /search with q, brand and filters.
 */
import type Database from 'better-sqlite3';
import type { LocaleCode } from '../../src/domain/locales';
import { localName } from './englishNames';

export interface CatalogFilter {
  title: string;
  brandId?: number;
  modelIds?: number[];
  categoryIds?: number[];
  /** Search words, already Turkish-lower-cased. */
  words?: string[];
  /** Crumbs after the home page: [label, href]. */
  crumbs: [string, string][];
  locale?: 'tr' | 'en';
}

interface Named {
  id: number;
  name: string;
}

const brandByCode = (db: Database.Database, code: string) =>
  db.prepare('SELECT id, name, code FROM brands WHERE code = ?').get(code) as
    (Named & { code: string }) | undefined;

/** A category by its slug, named in `viewer`'s language (English where the store gave a name). */
const categoryBySlug = (db: Database.Database, slug: string, viewer: LocaleCode) =>
  db.prepare(`SELECT c.id, ${localName('c', viewer)} AS name FROM categories c WHERE slug = ?`).get(slug) as
    Named | undefined;

/** A category and all its descendants. */
export function categoryWithDescendants(db: Database.Database, id: number): number[] {
  const rows = db.prepare('SELECT id, parent_id FROM categories').all() as {
    id: number;
    parent_id: number | null;
  }[];
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const r of rows) if (r.parent_id === out[i]) out.push(r.id);
  return out;
}

export const trLower = (s: string) => s.toLocaleLowerCase('tr-TR');

/** Resolves a path of the four catalogue shapes; null when nothing matches (a 404). */
export function resolveCatalogPath(
  db: Database.Database,
  path: string,
  viewerLocale: LocaleCode = 'tr',
): CatalogFilter | null {
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
    const brand = brandByCode(db, slug);
    if (brand)
      return { title: brand.name, brandId: brand.id, crumbs: [[brand.name, `/${brand.code}`]], locale };
    const category = categoryBySlug(db, slug, viewer);
    if (!category) return null;
    const crumbs = categoryCrumbs(db, category.id, viewer);
    return { title: category.name, categoryIds: categoryWithDescendants(db, category.id), crumbs, locale };
  }
  if (parts.length !== 2) return null;
  const brand = brandByCode(db, parts[0]!);
  if (!brand) return null;
  const model = db
    .prepare('SELECT id, name FROM models WHERE brand_id = ? AND slug = ?')
    .get(brand.id, parts[1]) as Named | undefined;
  const base: [string, string] = [brand.name, `/${brand.code}`];
  if (model) {
    const title = `${brand.name} ${model.name}`;
    return { title, brandId: brand.id, modelIds: [model.id], crumbs: [base, [model.name, path]], locale };
  }
  const category = categoryBySlug(db, parts[1]!, viewer);
  if (!category) return null;
  const ids = categoryWithDescendants(db, category.id);
  const crumbs: [string, string][] = [base, [category.name, path]];
  return { title: `${brand.name} ${category.name}`, brandId: brand.id, categoryIds: ids, crumbs, locale };
}

/** The crumbs of a category: its ancestors from the top, each linking to its own page. */
export function categoryCrumbs(
  db: Database.Database,
  id: number,
  viewer: LocaleCode = 'tr',
): [string, string][] {
  const out: [string, string][] = [];
  let current: number | null = id;
  while (current !== null) {
    const row = db
      .prepare(
        `SELECT c.id, c.parent_id, ${localName('c', viewer)} AS name, c.slug FROM categories c WHERE id = ?`,
      )
      .get(current) as { parent_id: number | null; name: string; slug: string } | undefined;
    if (!row) break;
    out.unshift([row.name, `/${row.slug}`]);
    current = row.parent_id;
  }
  return out;
}

/** /search?q=&brand=&filters=model:{id},model:{id} */
/** The search page's own words; the page passes them in the visitor's language. */
export interface SearchLabels {
  search: string;
  results: (q: string) => string;
}

const TURKISH_SEARCH_LABELS: SearchLabels = {
  search: 'Arama',
  results: (q) => `"${q}" için arama sonuçları`,
};

export function searchFilter(
  db: Database.Database,
  query: Record<string, string | undefined>,
  labels: SearchLabels = TURKISH_SEARCH_LABELS,
): CatalogFilter {
  const q = (query.q ?? '').trim().slice(0, 100);
  const words = trLower(q).split(/\s+/).filter(Boolean).slice(0, 6);
  const filter: CatalogFilter = { title: q ? labels.results(q) : labels.search, words, crumbs: [] };
  const brand = query.brand ? brandByCode(db, query.brand.trim()) : undefined;
  // An unknown brand code finds nothing rather than everything.
  if (query.brand) filter.brandId = brand?.id ?? -1;
  if (brand && !q) filter.title = brand.name;
  const models = (query.filters ?? '')
    .split(',')
    .map((f) => /^model:(\d{1,9})$/.exec(f.trim())?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
  if (models.length > 0) filter.modelIds = models;
  filter.crumbs = [[labels.search, '/search']];
  return filter;
}
