/**
 * The order of a product list, read once per catalogue version. A page of a list is a slice of its
 * ordered ids, so page 2,000 costs what page 1 costs (no OFFSET walking past the pages before it)
 * and the total is the list's length (no COUNT). The ids come from one scan in the sort's index
 * order; any change to products, stock or prices bumps meta.catalog_version (schema.ts triggers) and
 * the next request reads fresh lists. Lists live in memory up to a bound, least recently used first out.
 * The cache is per process: another instance keeps its own, and the version tells each when to drop it.
 */
import type { Db } from '../db/handle';

/** About 8 MB of ids: the whole of a 50,000-product catalogue in 40 orders. */
const MAX_IDS = 2_000_000;

class OrderedLists {
  private version: number | null = null;
  private readonly lists = new Map<string, Int32Array>();
  private size = 0;

  constructor(private readonly db: Db) {}

  private async catalogVersion(): Promise<number> {
    const row = await this.db
      .selectFrom('meta')
      .select('value')
      .where('key', '=', 'catalog_version')
      .executeTakeFirst();
    return Number(row?.value ?? 0);
  }

  /**
   * Requests interleave at each await: two that miss at once both read, and the later store replaces
   * the earlier. A list is only stored while the cache still holds the version read before it was
   * read, so a list read before a change never lands in the cache of the version after it; and a list
   * is stored whole (the ids are read first), so no request sees part of one.
   */
  async get(key: string, read: () => Promise<number[]>): Promise<Int32Array> {
    const version = await this.catalogVersion();
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
    const list = Int32Array.from(await read());
    if (this.version === version) this.store(key, list);
    return list;
  }

  private store(key: string, list: Int32Array): void {
    const earlier = this.lists.get(key);
    if (earlier) {
      this.lists.delete(key);
      this.size -= earlier.length;
    }
    this.lists.set(key, list);
    this.size += list.length;
    for (const [oldest, ids] of this.lists) {
      if (this.size <= MAX_IDS || oldest === key) break;
      this.lists.delete(oldest);
      this.size -= ids.length;
    }
  }
}

const byDatabase = new WeakMap<Db, OrderedLists>();

/** The ordered ids of the list `key` names, read with `read` when this catalogue version has none yet. */
export async function orderedIds(db: Db, key: string, read: () => Promise<number[]>): Promise<Int32Array> {
  let lists = byDatabase.get(db);
  if (!lists) {
    lists = new OrderedLists(db);
    byDatabase.set(db, lists);
  }
  return lists.get(key, read);
}
