/**
 * npm run contract:check -- --base URL --user U --password P [--admin U P] [--token T] [--payment] [--only|--skip IDs] [--json FILE]
 * The conformance suite a storefront backend runs against itself: prints the table, exits 1 on any
 * failed check. Expected failures are table rows, never stack traces.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, USAGE, UsageError } from './args';
import { OpenApiDocument } from './document';
import { runSuite } from './run';
import { formatTable, summary } from './table';

const DEFAULT_DOCUMENT = path.resolve(__dirname, '..', 'openapi.yaml');

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  const file = args.document ?? DEFAULT_DOCUMENT;
  if (!fs.existsSync(file)) {
    console.error(`no OpenAPI document at ${file}`);
    return 2;
  }
  let document: OpenApiDocument;
  try {
    document = OpenApiDocument.load(file);
  } catch (error) {
    console.error(`${file} cannot be read: ${(error as Error).message}`);
    return 2;
  }
  console.log(`Checking ${args.base} against ${path.relative(process.cwd(), file) || file}\n`);
  const unknown = [...(args.only ?? []), ...args.skip].filter(
    (id) => !document.operations.some((operation) => operation.operationId === id),
  );
  if (unknown.length > 0) {
    console.error(`no operation of the document is named ${unknown.join(', ')}`);
    return 2;
  }
  const suite = await runSuite({ ...args, document, selection: { only: args.only, skip: args.skip } });
  const rows = suite.results();
  console.log(formatTable(rows));
  console.log(`\n${summary(rows)}`);
  if (args.json)
    fs.writeFileSync(
      args.json,
      `${JSON.stringify({ base: args.base, failed: suite.failed(), summary: summary(rows), rows }, null, 2)}\n`,
    );
  return suite.failed() ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Only a bug of the suite itself gets here.
    console.error(error);
    process.exitCode = 1;
  },
);
