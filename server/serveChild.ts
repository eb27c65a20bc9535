/**
 * Runs the host as a child process of a test runner: DATA_DIR from the environment, free ports,
 * one JSON line {"url","paymentUrl"} (and "metricsUrl" with METRICS_PORT) on stdout once listening.
 * It exits when its stdin closes, so a crashed runner never leaves it behind. Its log lines go to
 * stderr, silent unless LOG_LEVEL asks. (Jest cannot load @fastify/cookie in-process: the plugin
 * imports the ESM-only 'cookie' package dynamically, which Jest's module system refuses.)
 */
import pino from 'pino';
import { createServer } from './app';
import { readConfig } from './config/readConfig';
import { createLogger } from './observability/logger';

async function main(): Promise<void> {
  if (!process.env.DATA_DIR) throw new Error('DATA_DIR is required');
  // The test hook's environment is judged as npm start's; its log is silent unless a test asks.
  const config = readConfig({ LOG_LEVEL: 'silent', ...process.env });
  const server = await createServer({
    dataDir: config.dataDir,
    // A test host on PostgreSQL (test/server/helpers.ts with TEST_DB=postgres) gets its own database.
    databaseUrl: config.databaseUrl,
    poolSize: config.poolSize,
    queryLog: config.queryLog,
    demo: config.demo,
    host: '127.0.0.1',
    port: 0,
    // Tests may point at a stand-in dist/ (an empty value means the real one).
    distDir: config.distDir,
    renderEntry: config.renderEntry,
    logger: createLogger({ level: config.logLevel, destination: pino.destination(2) }),
    // Tests of the reverse-proxy settings start a host with these (server/README.md).
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    paymentPublicUrl: config.paymentPublicUrl,
    sourceMaps: config.sourceMaps,
    metrics: config.metrics,
    importRateLimit: config.importRateLimit,
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
