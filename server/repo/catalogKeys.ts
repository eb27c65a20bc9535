/**
 * What a product's row derives from its names, kept one way for the seed and the ERP import: the
 * search text column, and the name and brand ranks the list sorts read (SQLite has
 * no Turkish collation, so the order is computed here and stored as a rank).
 */
import { sql } from 'kysely';
import { bulkUpdate } from '../db/bulkUpdate';
import type { Db } from '../db/handle';
import { allRows } from '../db/query';
import { trLower } from './catalogPaths';

export interface SearchedProduct {
  name: string;
  code: string;
  barcode: string;
  brandName: string;
  model: string | null;
  /** Codes of equivalent products (equivalent_code, ', ' between them). */
  equivalents: string[];
}

/**
 * The products' search_text column: names and codes, Turkish lower case, for a backend that searches
 * in SQL. The reference host's search reads its own index (domain/search), not this column.
 */
export function productSearchText(p: SearchedProduct): string {
  return trLower([p.name, p.code, p.barcode, p.brandName, p.model ?? '', ...p.equivalents].join(' '));
}

const collator = new Intl.Collator('tr-TR');

/** Rank of each value in Turkish alphabetical order (equal values share one). */
export function turkishRanks(values: string[]): Map<string, number> {
  const sorted = [...new Set(values)].sort(collator.compare);
  return new Map(sorted.map((v, i) => [v, i]));
}

/** The brand sort's key: brand name, then product name. */
export const brandRankKey = (brandName: string, name: string) => `${brandName}\u0000${name}`;

/**
 * Ranks every product again after names or brands changed (an import): a new name shifts the ranks
 * of all after it. Only rows whose rank moved are written. Answers how many moved.
 */
export async function refreshCatalogRanks(db: Db): Promise<number> {
  const rows = await allRows(
    db,
    sql<{ id: number; name: string; brand: string; name_rank: number; brand_rank: number }>`
      SELECT p.id, p.name, b.name AS brand, p.name_rank, p.brand_rank
      FROM products p JOIN brands b ON b.id = p.brand_id`,
  );
  const nameRank = turkishRanks(rows.map((r) => r.name));
  const brandRank = turkishRanks(rows.map((r) => brandRankKey(r.brand, r.name)));
  const moved: number[][] = [];
  for (const r of rows) {
    const name = nameRank.get(r.name)!;
    const brand = brandRank.get(brandRankKey(r.brand, r.name))!;
    if (Number(r.name_rank) !== name || Number(r.brand_rank) !== brand)
      moved.push([Number(r.id), name, brand]);
  }
  await bulkUpdate(
    db,
    'products',
    { column: 'id', type: 'BIGINT' },
    [
      { column: 'name_rank', type: 'BIGINT' },
      { column: 'brand_rank', type: 'BIGINT' },
    ],
    moved,
  );
  return moved.length;
}
