/**
 * The order of a product list, read once per catalogue version. A page of a list is a slice of its
 * ordered ids, so page 2,000 costs what page 1 costs (no OFFSET walking past the pages before it)
 * and the total is the list's length (no COUNT). The ids come from one scan in the sort's index
 * order; any change to products, stock or prices bumps meta.catalog_version (schema.ts triggers) and
 * the next request reads fresh lists. Lists live in memory up to a bound, least recently used first out.
 */
import type Database from 'better-sqlite3';
import { statement } from '../db/statements';

/** About 8 MB of ids: the whole of a 50,000-product catalogue in 40 orders. */
const MAX_IDS = 2_000_000;

class OrderedLists {
  private version: number | null = null;
  private readonly lists = new Map<string, Int32Array>();
  private size = 0;

  constructor(private readonly db: Database.Database) {}

  private catalogVersion(): number {
    const row = statement(this.db, "SELECT value FROM meta WHERE key = 'catalog_version'").get() as
      { value: string } | undefined;
    return Number(row?.value ?? 0);
  }

  get(key: string, read: () => number[]): Int32Array {
    const version = this.catalogVersion();
    if (version !== this.version) {
      this.lists.clear();
      this.size = 0;
      this.version = version;
    }
    const hit = this.lists.get(key);
    if (hit) {
      // Most recently used last: the Map's order is the eviction order.
      this.lists.delete(key);
      this.lists.set(key, hit);
      return hit;
    }
    const list = Int32Array.from(read());
    this.lists.set(key, list);
    this.size += list.length;
    for (const [oldest, ids] of this.lists) {
      if (this.size <= MAX_IDS || oldest === key) break;
      this.lists.delete(oldest);
      this.size -= ids.length;
    }
    return list;
  }
}

const byDatabase = new WeakMap<Database.Database, OrderedLists>();

/** The ordered ids of the list `key` names, read with `read` when this catalogue version has none yet. */
export function orderedIds(db: Database.Database, key: string, read: () => number[]): Int32Array {
  let lists = byDatabase.get(db);
  if (!lists) {
    lists = new OrderedLists(db);
    byDatabase.set(db, lists);
  }
  return lists.get(key, read);
}
