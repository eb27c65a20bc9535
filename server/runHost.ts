/**
 * The host's program: reads the configuration (config/readConfig.ts), builds the bundle if needed and
 * allowed, opens (or seeds) the store, serves, prints the URLs and the demo accounts (or an empty
 * store's first steps), and on SIGTERM or SIGINT shuts down in order within SHUTDOWN_TIMEOUT
 * (server/README.md, "Running in production"). start.ts (npm start) and serve.ts (npm run serve, the
 * built host) are its two doors.
 */
import closeWithGrace from 'close-with-grace';
import { createServer } from './app';
import { ensureBundle } from './bundle';
import { configOrExit } from './config/cliConfig';
import { createLogger, wantsPrettyLogs } from './observability/logger';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';
import { DECLINED_CARDS, THREE_D_CODE } from './payment/card';

/** An empty store's next steps: its administrator, then customers and their users. Never a password. */
function printFirstSteps(): void {
  console.log('  An empty store: create its administrator, then customers and their users:');
  console.log('    npm run admin -- create-admin --username <name>');
  console.log('    npm run admin -- create-customer --code <code> --name <company name>');
  console.log(
    '    npm run admin -- create-user --customer <code> --role yonetici --username <code>.<name> ...',
  );
  console.log('  (server/README.md, "Running in production")');
}

/** The demo's published accounts and test cards, for a newcomer trying the store: only for a demo store. */
function printDemoAccounts(): void {
  console.log(`  Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) console.log(`    ${a.username.padEnd(9)} ${a.about}`);
  console.log(`\n  Test cards (3-D Secure code ${THREE_D_CODE}, any future expiry, a 3-digit CVC):`);
  console.log(
    '    4355 0843 5508 4358  Akbank VISA (installments)   5406 6754 0667 5403  Garanti BBVA Mastercard',
  );
  console.log('    4111 1111 1111 1111  unknown bank (single payment)');
  for (const [last4, text] of Object.entries(DECLINED_CARDS))
    console.log(`    any card ending in ${last4}: ${text}`);
}

/** Reads the configuration, opens the store, serves, and shuts down in order on a signal. */
export async function runHost(options: { mayBuildBundle: boolean }): Promise<void> {
  const config = configOrExit(process.env);
  const logger = createLogger({
    level: config.logLevel,
    pretty: wantsPrettyLogs(config.nodeEnv, process.stdout.isTTY === true),
  });
  const log = (message: string) => logger.info(message);
  if (options.mayBuildBundle && !config.skipBuild) ensureBundle(log);
  const server = await createServer({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.poolSize,
    queryLog: config.queryLog,
    host: config.host,
    port: config.port,
    paymentPort: config.paymentPort,
    distDir: config.distDir,
    renderEntry: config.renderEntry,
    logger,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    paymentPublicUrl: config.paymentPublicUrl,
    sourceMaps: config.sourceMaps,
    metrics: config.metrics,
    demo: config.demo,
    importRateLimit: config.importRateLimit,
  });
  const running = await server.start();
  console.log(`\n  Storefront:    ${running.url}\n  Payment frame: ${running.paymentUrl}/payment/start\n`);
  if (server.demo) printDemoAccounts();
  else printFirstSteps();
  closeWithGrace(
    {
      delay: config.shutdownTimeoutMs,
      logger: { error: (message: unknown) => logger.error(message) },
      onTimeout: (ms) => logger.error(`Shutdown did not finish within ${ms / 1000} s: exiting`),
    },
    async ({ signal, err }) => {
      if (err) logger.error({ err }, 'Shutting down after an unexpected error');
      else logger.info(`${signal ?? 'Exit'}: shutting down`);
      await server.stop();
      logger.info('Shut down');
    },
  );
}

/** A failed start, said on stderr before the process ends with 1. */
export function startFailed(error: unknown): never {
  process.stderr.write(
    `Start failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
}
