/** npm start: build the bundle if needed, open (or seed) DATA_DIR, serve, print the URL and accounts. */
import path from 'node:path';
import { createServer } from './app';
import { ensureBundle } from './bundle';
import { renderEntryOf } from './ssr/islandRenderer';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';
import { DECLINED_CARDS, THREE_D_CODE } from './payment/card';

const log = (message: string) => console.log(`[host] ${message}`);

async function main(): Promise<void> {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 3000);
  const paymentPort = process.env.PAYMENT_PORT ? Number(process.env.PAYMENT_PORT) : undefined;
  if (process.env.SKIP_BUILD !== '1') ensureBundle(log);
  const server = await createServer({
    dataDir: path.resolve(process.env.DATA_DIR ?? 'data'),
    databaseUrl: process.env.DATABASE_URL,
    host,
    port,
    paymentPort,
    renderEntry: renderEntryOf(process.env.SSR_ENTRY),
    log,
    trustProxy: process.env.TRUST_PROXY,
    publicUrl: process.env.PUBLIC_URL,
    paymentPublicUrl: process.env.PAYMENT_PUBLIC_URL,
    sourceMaps: process.env.SOURCE_MAPS,
    importRateLimit: process.env.IMPORT_RATE_LIMIT,
  });
  const { url, paymentUrl } = await server.start();
  console.log(`\n  Mağaza:       ${url}\n  Ödeme çerçevesi: ${paymentUrl}/payment/start\n`);
  console.log(`  Demo hesaplar (şifre ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) console.log(`    ${a.username.padEnd(9)} ${a.about}`);
  console.log(
    `\n  Test kartları (3-D Secure kodu ${THREE_D_CODE}, son kullanma ileri bir tarih, CVC 3 hane):`,
  );
  console.log(
    '    4355 0843 5508 4358  Akbank VISA (taksitli)     5406 6754 0667 5403  Garanti BBVA Mastercard',
  );
  console.log('    4111 1111 1111 1111  bilinmeyen banka (tek çekim)');
  for (const [last4, text] of Object.entries(DECLINED_CARDS))
    console.log(`    …${last4} ile biten her kart: ${text}`);
  const shutdown = () => void server.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
