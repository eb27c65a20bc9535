/**
 * Builds the bundle if it is missing or stale, then starts one host per Playwright worker for the whole
 * run, each on its own database: the tests of one worker run one after another against their own host,
 * so journeys that change a cart never race (playwright.config.ts points each worker at its host).
 */
import { ensureBundle } from '../server/bundle';
import { startHostProcess } from './support/hostProcess';
import { E2E_WORKERS } from './support/workers';

export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureBundle((message) => console.log(`[e2e] ${message}`));
  const hosts = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startHostProcess()));
  hosts.forEach((host, slot) => {
    process.env[`E2E_BASE_URL_${slot}`] = host.url;
    process.env[`E2E_PAYMENT_URL_${slot}`] = host.paymentUrl;
    // The host's SQLite file, for journeys that must set a starting point the UI cannot (last seen times).
    process.env[`E2E_DATA_DIR_${slot}`] = host.dataDir;
    console.log(`[e2e] host ${slot}: ${host.url} (payment frame ${host.paymentUrl}), data ${host.dataDir}`);
  });
  return async () => {
    await Promise.all(hosts.map((host) => host.stop()));
  };
}
