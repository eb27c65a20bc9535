/**
 * Jest's global setup of the server suites on SQLite (jest.config.js): the demo store seeded once into
 * a template folder, which every test host copies (helpers.ts newStore) instead of seeding its own,
 * as the PostgreSQL suites clone their template database. Seeding is most of a host's start.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DB_FILE } from '../../server/store/openSqlite';

const ROOT = path.resolve(__dirname, '..', '..');

export default function sqliteSetup(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-template-'));
  const seeded = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/store/seedCli.ts'],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', DEMO: '1' }, encoding: 'utf8' },
  );
  if (seeded.status !== 0)
    throw new Error(`seeding the SQLite template failed: ${seeded.stderr || seeded.stdout}`);
  const file = path.join(dir, DB_FILE);
  // The seed closes its store: everything is in the one file, nothing left in a write-ahead log.
  if (!fs.existsSync(file) || fs.existsSync(`${file}-wal`))
    throw new Error(`no closed SQLite template in ${dir}`);
  process.env.TEST_SQLITE_TEMPLATE = file;
}
