/**
 * Store-level settings, store info and currencies, read from the database on every request (tests flip
 * them). Their queries are compiled once per SQL text by the engine's handle (db/dialect).
 */
import { sql } from 'kysely';
import { DEFAULT_SETTINGS, EMPTY_STORE } from '../../src/contract/hostConfigDefaults';
import type { Currency, Settings, StoreInfo } from '../../src/contract/hostConfig';
import type { Db } from '../db/handle';
import { allRows } from '../db/query';

// The table name is one of two constants, never request data; values always travel as parameters.
async function readJsonTable<T extends object>(
  db: Db,
  table: 'settings' | 'store_info',
  defaults: T,
): Promise<T> {
  const rows = await allRows(
    db,
    sql<{ key: string; value: string }>`SELECT key, value FROM ${sql.table(table)}`,
  );
  const out: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const { key, value } of rows) if (key in defaults) out[key] = JSON.parse(value);
  return out as T;
}

export const getSettings = (db: Db): Promise<Settings> => readJsonTable(db, 'settings', DEFAULT_SETTINGS);
export const getStoreInfo = (db: Db): Promise<StoreInfo> => readJsonTable(db, 'store_info', EMPTY_STORE);

export async function setSetting<K extends keyof Settings>(
  db: Db,
  key: K,
  value: Settings[K],
): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: (eb) => eb.ref('excluded.value') }))
    .execute();
}

export async function setStoreInfo<K extends keyof StoreInfo>(
  db: Db,
  key: K,
  value: StoreInfo[K],
): Promise<void> {
  await db
    .insertInto('store_info')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: (eb) => eb.ref('excluded.value') }))
    .execute();
}

export async function getCurrencies(db: Db): Promise<(Currency & { isDefault: boolean })[]> {
  const rows = await db
    .selectFrom('currencies')
    .select(['id', 'code', 'exchange_rate', 'is_default'])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    exchangeRate: r.exchange_rate,
    isDefault: r.is_default === 1,
  }));
}
