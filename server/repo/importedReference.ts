/**
 * The brands, categories and models an import's products name, found or created: a brand by its
 * URL code (the slug of its name), a category by its name under its parent, a model by its slug under
 * its brand. A new one gets a slug no other brand or category has, since /{slug} names either. English
 * names given in the file are set (and replaced); none given keeps what the store has.
 */
import type { Db } from '../db/handle';
import { slugify } from '../domain/slug';

export interface NamedEntry {
  name: string;
  /** undefined: keep the stored English name. */
  nameEn?: string | null;
}

export interface Resolved {
  id: number;
  /** The stored name (a brand found by its code may be spelled otherwise in the file). */
  name?: string;
  /** Created or renamed by this import. */
  changed: boolean;
}

async function takenSlugs(db: Db): Promise<Set<string>> {
  const brands = await db.selectFrom('brands').select('code').execute();
  const categories = await db.selectFrom('categories').select('slug').execute();
  return new Set([...brands.map((b) => b.code), ...categories.map((c) => c.slug)]);
}

/** A slug of `name` not yet taken (then taken): '-2', '-3'… after a taken one, 'x' for a name with no letters. */
function freeSlug(taken: Set<string>, name: string): string {
  const base = slugify(name) || 'x';
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

async function setEnglishName(
  db: Db,
  table: 'brands' | 'categories',
  id: number,
  stored: string | null,
  wanted: string | null | undefined,
): Promise<boolean> {
  if (wanted === undefined || (wanted ?? null) === (stored ?? null)) return false;
  await db.updateTable(table).set({ name_en: wanted }).where('id', '=', id).execute();
  return true;
}

/** Brands by name (as the file writes them). */
export async function ensureBrands(db: Db, wanted: NamedEntry[]): Promise<Map<string, Resolved>> {
  const rows = await db.selectFrom('brands').select(['id', 'code', 'name', 'name_en']).execute();
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const byName = new Map(rows.map((r) => [r.name, r]));
  const taken = await takenSlugs(db);
  const out = new Map<string, Resolved>();
  for (const { name, nameEn } of wanted) {
    if (out.has(name)) continue;
    const found = byName.get(name) ?? byCode.get(slugify(name));
    if (found) {
      out.set(name, {
        id: Number(found.id),
        name: found.name,
        changed: await setEnglishName(db, 'brands', Number(found.id), found.name_en, nameEn),
      });
      continue;
    }
    const code = freeSlug(taken, name);
    const { id } = await db
      .insertInto('brands')
      .values({ code, name, name_en: nameEn ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    out.set(name, { id: Number(id), name, changed: true });
  }
  return out;
}

/** The key of a category path in the maps below: its names joined by ' > '. */
export const pathKey = (names: string[]) => names.join(' > ');

/** The leaf category of each path (created level by level where missing), by pathKey. */
export async function ensureCategoryPaths(
  db: Db,
  paths: { names: string[]; namesEn?: (string | null)[] }[],
): Promise<Map<string, Resolved>> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'name', 'name_en', 'position'])
    .execute();
  const key = (parent: number | null, name: string) => `${parent ?? ''}\u0000${name}`;
  const byParentName = new Map(
    rows.map((r) => [key(r.parent_id === null ? null : Number(r.parent_id), r.name), r]),
  );
  const nextPosition = new Map<number | null, number>();
  for (const r of rows) {
    const parent = r.parent_id === null ? null : Number(r.parent_id);
    nextPosition.set(parent, Math.max(nextPosition.get(parent) ?? 0, Number(r.position) + 1));
  }
  const taken = await takenSlugs(db);
  const out = new Map<string, Resolved>();
  for (const { names, namesEn } of paths) {
    if (out.has(pathKey(names))) continue;
    let parent: number | null = null;
    let changed = false;
    for (const [level, name] of names.entries()) {
      const nameEn = namesEn?.[level];
      const found = byParentName.get(key(parent, name));
      if (found) {
        changed =
          (await setEnglishName(db, 'categories', Number(found.id), found.name_en, nameEn)) || changed;
        if (nameEn !== undefined) found.name_en = nameEn;
        parent = Number(found.id);
        continue;
      }
      const position: number = nextPosition.get(parent) ?? 0;
      nextPosition.set(parent, position + 1);
      const slug = freeSlug(taken, name);
      const { id }: { id: number } = await db
        .insertInto('categories')
        .values({ parent_id: parent, name, slug, position, name_en: nameEn ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      byParentName.set(key(parent, name), { id, parent_id: parent, name, name_en: nameEn ?? null, position });
      parent = Number(id);
      changed = true;
    }
    out.set(pathKey(names), { id: parent!, changed });
  }
  return out;
}

/** Models by `${brandId}\0${name}`. */
export async function ensureModels(
  db: Db,
  wanted: { brandId: number; name: string }[],
): Promise<Map<string, Resolved>> {
  const rows = await db.selectFrom('models').select(['id', 'brand_id', 'slug']).execute();
  const bySlug = new Map(rows.map((r) => [`${Number(r.brand_id)}\u0000${r.slug}`, Number(r.id)]));
  const out = new Map<string, Resolved>();
  for (const { brandId, name } of wanted) {
    const wantedKey = `${brandId}\u0000${name}`;
    if (out.has(wantedKey)) continue;
    const slug = slugify(name) || 'x';
    const found = bySlug.get(`${brandId}\u0000${slug}`);
    if (found !== undefined) {
      out.set(wantedKey, { id: found, changed: false });
      continue;
    }
    const { id } = await db
      .insertInto('models')
      .values({ brand_id: brandId, name, slug })
      .returning('id')
      .executeTakeFirstOrThrow();
    bySlug.set(`${brandId}\u0000${slug}`, Number(id));
    out.set(wantedKey, { id: Number(id), changed: true });
  }
  return out;
}
