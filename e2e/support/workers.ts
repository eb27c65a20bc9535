/**
 * How many browser workers a run has, each with a host of its own (global-setup.ts). E2E_WORKERS
 * overrides; by default two, which on CI's two cores ran the suite in less time than one.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

/**
 * In a worker, the addresses of its own host become E2E_BASE_URL, E2E_PAYMENT_URL and E2E_DATA_DIR,
 * the names the specs read. Playwright numbers a run's worker slots 0…workers-1 (TEST_PARALLEL_INDEX).
 */
export function pointAtWorkerHost(): void {
  const slot = process.env.TEST_PARALLEL_INDEX ?? '0';
  for (const name of ['E2E_BASE_URL', 'E2E_PAYMENT_URL', 'E2E_DATA_DIR']) {
    const own = process.env[`${name}_${slot}`];
    if (own) process.env[name] = own;
  }
}
