/**
 * The ERP import's row of `npm run bench`: a generated 50,000-product file imported by the command
 * (npm run import) into a fresh demo store, then again (every row unchanged), on SQLite and on
 * PostgreSQL (a server of its own, as bench/postgres.ts starts). Budget: 60 s per import.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTemplate, postgresBin, startPostgresCluster } from '../e2e/support/postgresCluster';
import { generatedProductsCsv } from './importFile';

const ROOT = path.resolve(__dirname, '..');
export const IMPORT_ROWS = 50_000;
export const IMPORT_BUDGET_S = 60;

export interface ImportFigure {
  engine: string;
  run: 'first' | 'again';
  seconds: number;
  ok: boolean;
}

function timedImport(file: string, env: NodeJS.ProcessEnv): { seconds: number; ok: boolean } {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/import/cli.ts', 'products', file],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return { seconds: (Date.now() - started) / 1000, ok: result.status === 0 };
}

function seedSqlite(dataDir: string): void {
  spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/store/seedCli.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'ignore',
  });
}

export async function importFigures(log: (line: string) => void): Promise<ImportFigure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-bench-import-'));
  const file = path.join(dir, 'products.csv');
  fs.writeFileSync(file, generatedProductsCsv(IMPORT_ROWS));
  const figures: ImportFigure[] = [];
  const measure = (engine: string, env: NodeJS.ProcessEnv) => {
    for (const run of ['first', 'again'] as const) {
      const figure = { engine, run, ...timedImport(file, env) };
      figures.push(figure);
      log(
        `  ${engine.padEnd(10)} ${run.padEnd(6)} ${figure.seconds.toFixed(1).padStart(6)} s${figure.ok ? '' : '  (failed)'}`,
      );
    }
  };
  try {
    const dataDir = path.join(dir, 'sqlite');
    seedSqlite(dataDir);
    measure('sqlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      postgresBin();
    } catch {
      log('  postgres: not installed here (apt-get install postgresql), row skipped');
      return figures;
    }
    const cluster = await startPostgresCluster();
    try {
      const url = await createTemplate(cluster.baseUrl, 'bench_import');
      measure('postgres', { DATA_DIR: path.join(dir, 'pg'), DATABASE_URL: url });
    } finally {
      await cluster.stop();
    }
    return figures;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
