/** Store-level settings, store info and currencies, read from SQLite on every request (tests flip them). */
import type Database from 'better-sqlite3';
import { DEFAULT_SETTINGS, EMPTY_STORE } from '../../src/contract/hostConfigDefaults';
import type { Currency, Settings, StoreInfo } from '../../src/contract/hostConfig';
import { statement } from '../db/statements';

// The table name is one of two constants, never request data; values always travel as parameters.
function readJsonTable<T extends object>(
  db: Database.Database,
  table: 'settings' | 'store_info',
  defaults: T,
): T {
  const rows = statement(db, `SELECT key, value FROM ${table}`).all() as { key: string; value: string }[];
  const out: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const { key, value } of rows) if (key in defaults) out[key] = JSON.parse(value);
  return out as T;
}

export const getSettings = (db: Database.Database): Settings =>
  readJsonTable(db, 'settings', DEFAULT_SETTINGS);
export const getStoreInfo = (db: Database.Database): StoreInfo =>
  readJsonTable(db, 'store_info', EMPTY_STORE);

export function setSetting<K extends keyof Settings>(
  db: Database.Database,
  key: K,
  value: Settings[K],
): void {
  db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, JSON.stringify(value));
}

export function setStoreInfo<K extends keyof StoreInfo>(
  db: Database.Database,
  key: K,
  value: StoreInfo[K],
): void {
  db.prepare(
    'INSERT INTO store_info (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, JSON.stringify(value));
}

export function getCurrencies(db: Database.Database): (Currency & { isDefault: boolean })[] {
  const rows = statement(
    db,
    'SELECT id, code, exchange_rate, is_default FROM currencies ORDER BY id',
  ).all() as {
    id: number;
    code: string;
    exchange_rate: number;
    is_default: number;
  }[];
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    exchangeRate: r.exchange_rate,
    isDefault: r.is_default === 1,
  }));
}

/** Exchange rate of a code against the base currency (TRY); 'TL' is TRY, unknown codes count as 1. */
export function rateOf(currencies: Currency[], code: string): number {
  const wanted = code.toUpperCase() === 'TL' ? 'TRY' : code.toUpperCase();
  return currencies.find((c) => c.code === wanted)?.exchangeRate ?? 1;
}
