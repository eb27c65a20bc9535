/** Admin analytics: search statistics, online users, customer carts. */
import { sql } from 'kysely';
import type { CustomerCart, OnlineUser, SearchType, TopQueriesAnswer } from '../../src/contract/admin';
import { formatDateTime } from '../../src/domain/shared/dates';
import type { Db } from '../db/handle';
import { allRows } from '../db/query';
import { trLower } from './catalogPaths';

/** Searches without a user are listed under this name (the page passes it in the admin's language). */
const GUEST = 'Misafir';
/** Seen within this window counts as 'online'; the list shows users seen in the last day. */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;
const LIST_WINDOW_MS = 24 * 3600 * 1000;

interface SearchRow {
  name: string | null;
  query: string;
  created_at: string;
}

/** The latest searches (bounded, newest first); grouping happens in JS for Turkish-aware case folding. */
async function searches(
  db: Db,
  guest: string,
): Promise<{ name: string; query: string; key: string; at: string }[]> {
  const rows = await allRows(
    db,
    sql<SearchRow>`SELECT u.name, q.query, q.created_at FROM search_queries q LEFT JOIN users u ON u.id = q.user_id
       ORDER BY q.created_at DESC, q.id DESC LIMIT 5000`,
  );
  return rows.map((r) => ({
    name: r.name ?? guest,
    query: r.query,
    key: trLower(r.query.trim()),
    at: r.created_at,
  }));
}

function groupBy<T>(items: T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

const byCount = <T>(groups: Map<string, T[]>) =>
  [...groups.entries()].sort((a, b) => b[1].length - a[1].length);

export async function topQueries(db: Db, guest = GUEST): Promise<TopQueriesAnswer> {
  const all = await searches(db, guest);
  return {
    topQueries: byCount(groupBy(all, (s) => s.key))
      .slice(0, 10)
      .map(([, rows]) => ({
        query: rows[0]!.query,
        count: rows.length,
        formattedCreatedAt: formatDateTime(rows[0]!.at),
        detail: byCount(groupBy(rows, (r) => r.name)).map(([name, r]) => ({
          userName: name,
          totalCount: r.length,
        })),
      })),
    topUsers: byCount(groupBy(all, (s) => s.name))
      .slice(0, 10)
      .map(([name, rows]) => ({
        name,
        count: rows.length,
        detail: byCount(groupBy(rows, (r) => r.key)).map(([, r]) => ({
          searchQuery: r[0]!.query,
          searchCount: r.length,
          formattedCreatedAt: formatDateTime(r[0]!.at),
        })),
      })),
    lastQueries: all
      .slice(0, 20)
      .map((s) => ({ name: s.name, query: s.query, formattedCreatedAt: formatDateTime(s.at) })),
  };
}

/** Who searched a word ('kelime') or what a user searched ('kullanıcı'), grouped by user and word. */
export async function searchQueries(db: Db, term: string, type: SearchType, guest = GUEST) {
  const needle = trLower(term.trim());
  const hits = (await searches(db, guest)).filter((s) =>
    (type === 'kelime' ? s.key : trLower(s.name)).includes(needle),
  );
  return byCount(groupBy(hits, (s) => `${s.name}\u0000${s.key}`)).map(([, rows]) => ({
    name: rows[0]!.name,
    query: rows[0]!.query,
    count: rows.length,
    formattedCreatedAt: formatDateTime(rows[0]!.at),
  }));
}

export async function onlineUsers(db: Db, now = Date.now()): Promise<OnlineUser[]> {
  const rows = (await db
    .selectFrom('users')
    .select(['id', 'name', 'last_seen'])
    .where('last_seen', '>=', new Date(now - LIST_WINDOW_MS).toISOString())
    .orderBy('last_seen', 'desc')
    .execute()) as { id: number; name: string; last_seen: string }[];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    date: formatDateTime(r.last_seen),
    status: now - new Date(r.last_seen).getTime() <= ONLINE_WINDOW_MS ? 'online' : 'offline',
  }));
}

interface CartLineRow {
  user_id: number;
  user_name: string;
  id: number;
  seo: string;
  name: string;
  code: string;
  quantity: number;
}

export async function customerCarts(db: Db): Promise<CustomerCart[]> {
  const rows = await allRows(
    db,
    sql<CartLineRow>`SELECT c.user_id, u.name AS user_name, p.id, p.seo, p.name, p.code, c.quantity FROM cart_items c
       JOIN users u ON u.id = c.user_id JOIN products p ON p.id = c.product_id ORDER BY u.name, c.added_at`,
  );
  return [...groupBy(rows, (r) => String(r.user_id)).values()].map((items) => ({
    userName: items[0]!.user_name,
    lastChangedBy: null,
    items: items.map((i) => ({
      productName: i.name,
      productCode: i.code,
      productQuantity: i.quantity,
      link: `/${i.seo}-p-${i.id}`,
    })),
  }));
}
