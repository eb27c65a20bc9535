/**
 * npm run import -- KIND FILE [--dry-run] [--partial]: imports the ERP's products, stock or prices
 * into the store of DATA_DIR (or DATABASE_URL), as the host opens it. Prints a report in English;
 * exits 0 when written (or a clean dry run), 1 when problems stopped it, 2 on a usage error.
 * QUERY_LOG=1 prints every statement with its time on stderr, as the host does.
 */
import fs from 'node:fs';
import { configOrExit } from '../config/cliConfig';
import { openDatabase } from '../store/open';
import { decodeImportFile } from './decodeFile';
import { progressBar } from './progressBar';
import { reportLines } from './reportText';
import { IMPORT_KINDS, ImportFileError, runImport, type ImportKind } from './run';

const USAGE = `usage: npm run import -- ${IMPORT_KINDS.join('|')} FILE [--dry-run] [--partial]
  FILE       CSV (';' or ',' between fields, a header line) or JSON Lines (one object a line), UTF-8
  --dry-run  judge every row and report; write nothing
  --partial  write the valid rows and report the others (default: every row, or none)
The store is the host's: DATA_DIR (default ./data), or DATABASE_URL when set.`;

const FLAGS = ['--dry-run', '--partial'];

interface Command {
  kind: ImportKind;
  file: string;
  dryRun: boolean;
  partial: boolean;
}

function parseArguments(args: string[]): Command | string {
  const unknown = args.find((a) => a.startsWith('--') && !FLAGS.includes(a));
  if (unknown) return `unknown option ${unknown}`;
  const words = args.filter((a) => !a.startsWith('--'));
  if (words.length !== 2) return 'give a kind and one file';
  const [kind, file] = words as [string, string];
  if (!(IMPORT_KINDS as readonly string[]).includes(kind)) return `unknown kind '${kind}'`;
  return {
    kind: kind as ImportKind,
    file,
    dryRun: args.includes('--dry-run'),
    partial: args.includes('--partial'),
  };
}

async function main(): Promise<number> {
  const command = parseArguments(process.argv.slice(2));
  if (typeof command === 'string') {
    console.error(`${command}\n${USAGE}`);
    return 2;
  }
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(command.file);
  } catch (error) {
    console.error(`cannot read ${command.file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    return 2;
  }
  const config = configOrExit(process.env);
  const { db } = await openDatabase(
    { dataDir: config.dataDir, databaseUrl: config.databaseUrl },
    { demo: config.demo, poolSize: config.poolSize, queryLog: config.queryLog },
  );
  const bar = progressBar(process.stderr, command.kind);
  try {
    const report = await runImport(
      db,
      command.kind,
      { text: decodeImportFile(bytes) },
      { dryRun: command.dryRun, partial: command.partial, onProgress: bar.update },
    );
    bar.end();
    for (const line of reportLines(report, command.file)) console.log(line);
    return report.problems.length > 0 && !report.written ? 1 : 0;
  } catch (error) {
    bar.end();
    if (!(error instanceof ImportFileError)) throw error;
    console.error(`${command.file}: ${error.message}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
