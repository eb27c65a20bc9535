/**
 * Runs the host as a child process of a test runner: DATA_DIR from the environment, free ports,
 * one JSON line {"url","paymentUrl"} on stdout once listening. It exits when its stdin closes, so a
 * crashed runner never leaves it behind. (Jest cannot load @fastify/cookie in-process: the plugin
 * imports the ESM-only 'cookie' package dynamically, which Jest's module system refuses.)
 */
import { createServer } from './app';
import { renderEntryOf } from './ssr/islandRenderer';

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is required');
  const server = await createServer({
    dataDir,
    // A test host on PostgreSQL (test/server/helpers.ts with TEST_DB=postgres) gets its own database.
    databaseUrl: process.env.DATABASE_URL,
    host: '127.0.0.1',
    port: 0,
    // Tests may point at a stand-in dist/ (an empty value means the real one).
    distDir: process.env.DIST_DIR || undefined,
    renderEntry: renderEntryOf(process.env.SSR_ENTRY),
    log: (m) => process.stderr.write(`[host] ${m}\n`),
    // Tests of the reverse-proxy settings start a host with these (server/README.md).
    trustProxy: process.env.TRUST_PROXY,
    publicUrl: process.env.PUBLIC_URL,
    paymentPublicUrl: process.env.PAYMENT_PUBLIC_URL,
    sourceMaps: process.env.SOURCE_MAPS,
    importRateLimit: process.env.IMPORT_RATE_LIMIT,
  });
  const running = await server.start();
  process.stdout.write(`${JSON.stringify(running)}\n`);
  const stop = () => void server.stop().finally(() => process.exit(0));
  process.stdin.on('end', stop);
  process.stdin.resume();
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
