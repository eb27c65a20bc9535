/**
 * Schema changes after SCHEMA_SQL (which is version BASE_SCHEMA_VERSION): each step takes a database
 * from the version before it to its own, so a demo database of an older host is brought up to date
 * on start instead of refused. A fresh database runs them too, before the seed.
 */
import type Database from 'better-sqlite3';

export const BASE_SCHEMA_VERSION = 2;

const STEPS: { version: number; sql: string }[] = [
  {
    // Issue 19: English names a store may give to its catalogue (shown on English pages, falling back
    // to the Turkish name), and the Turkish defaults older hosts stored as data cleared: an order
    // without a note and a free payment without a description store '' (screens show the default).
    version: 3,
    sql: `
      ALTER TABLE products ADD COLUMN name_en TEXT;
      ALTER TABLE brands ADD COLUMN name_en TEXT;
      ALTER TABLE categories ADD COLUMN name_en TEXT;
      ALTER TABLE campaigns ADD COLUMN name_en TEXT;
      UPDATE orders SET description = '' WHERE description = 'Sipariş notu yok';
      UPDATE payments SET description = '' WHERE order_id IS NOT NULL AND description = 'Sipariş notu yok';
      UPDATE payments SET description = '' WHERE payment_type = 'pay' AND description = 'Cari hesap ödemesi';
    `,
  },
];

/** The version the last step leaves (SCHEMA_VERSION). */
export const LATEST_SCHEMA_VERSION = STEPS.reduce((v, s) => Math.max(v, s.version), BASE_SCHEMA_VERSION);

/** Runs the steps above `from` (in the caller's transaction). */
export function migrate(db: Database.Database, from: number): void {
  for (const step of STEPS) if (step.version > from) db.exec(step.sql);
}
