/** Builds the bundle if it is missing or stale, then starts the host for the whole run. */
import { ensureBundle } from '../server/bundle';
import { startHostProcess } from './support/hostProcess';

export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureBundle((message) => console.log(`[e2e] ${message}`));
  const host = await startHostProcess();
  process.env.E2E_BASE_URL = host.url;
  process.env.E2E_PAYMENT_URL = host.paymentUrl;
  // The host's SQLite file, for journeys that must set a starting point the UI cannot (last seen times).
  process.env.E2E_DATA_DIR = host.dataDir;
  console.log(`[e2e] host ${host.url} (payment frame ${host.paymentUrl}), data ${host.dataDir}`);
  return () => host.stop();
}
