/**
 * DATABASE_URL=postgres://… npm run db:copy -- [--from DATA_DIR] [--reset]: moves a store from its
 * SQLite file into PostgreSQL, orders, offers, carts, sessions and pictures included, ids kept.
 *
 * The SQLite store is read from a snapshot (SQLite's online backup, so a running host may keep using
 * it), brought up to the current schema there (an older host's pictures folder read in), and copied
 * into the PostgreSQL database in one transaction with the schema and the derived search index and
 * triggers. A database that already holds a store is refused unless --reset replaces it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { configOrExit } from '../config/cliConfig';
import { describePostgresUrl, isPostgresUrl } from '../db/dialect/postgres';
import { DB_FILE } from './open';
import { openPostgres } from './openPostgres';
import { openSqlite } from './openSqlite';

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

async function main(): Promise<void> {
  const config = configOrExit(process.env);
  const url = config.databaseUrl ?? '';
  if (!isPostgresUrl(url)) {
    console.error('DATABASE_URL=postgres://user:password@host:port/database is required');
    process.exit(2);
  }
  const fromArgument = argument('--from');
  const from = fromArgument ? path.resolve(fromArgument) : config.dataDir;
  const file = path.join(from, DB_FILE);
  if (!fs.existsSync(file)) {
    console.error(`${file} does not exist: --from names the store's DATA_DIR`);
    process.exit(2);
  }
  const snapshot = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-copy-'));
  try {
    const live = new Database(file, { readonly: true, fileMustExist: true });
    await live.backup(path.join(snapshot, DB_FILE));
    live.close();
    // An older host kept its pictures beside the database: the upgrade of the snapshot reads them in.
    if (fs.existsSync(path.join(from, 'images')))
      fs.symlinkSync(path.join(from, 'images'), path.join(snapshot, 'images'));
    const log = (message: string) => console.log(message);
    const source = await openSqlite(snapshot, { log, queryLog: config.queryLog });
    try {
      const target = await openPostgres(url, {
        source,
        reset: process.argv.includes('--reset'),
        log,
        queryLog: config.queryLog,
        poolSize: config.poolSize,
      });
      const count = async (table: 'products' | 'users' | 'orders' | 'offers' | 'images') =>
        Number(
          (
            await target
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      console.log(
        `${file} → ${describePostgresUrl(url)}: ${await count('products')} products, ${await count('users')} accounts, ` +
          `${await count('orders')} orders, ${await count('offers')} offers, ${await count('images')} pictures`,
      );
      await target.destroy();
    } finally {
      await source.destroy();
    }
  } finally {
    fs.rmSync(snapshot, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
