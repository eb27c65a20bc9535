/**
 * The host's Prometheus metrics (GET /metrics, observability/metricsRoutes.ts). Each server has a
 * registry of its own, never prom-client's global one, so several hosts in one process (tests) keep
 * their counts apart. A request costs one histogram observation; everything else is counted where it
 * happens (HostMetrics) or read when scraped (the pool, the render cache).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { HostMetrics } from '../context';
import { poolOf } from '../db/dialect/postgres';
import type { Db } from '../db/handle';
import { renderCacheCounts } from '../ssr/islandRenderer';

/** The route label of a request no route matched: a raw URL would make a series per guess of a scanner. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface Metrics extends HostMetrics {
  registry: Registry;
  /** One answered request: its route pattern, never its URL. */
  requestDone(method: string, route: string, status: number, seconds: number): void;
}

export function createMetrics(db: Db): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'storefront_http_request_duration_seconds',
    help: 'Answered requests by method, route pattern and status; _count is the request count.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const orders = new Counter({
    name: 'storefront_orders_placed_total',
    help: 'Orders saved by this instance, by payment (account, card) and status (placed, waiting for approval).',
    labelNames: ['payment', 'status'],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'storefront_login_throttle_refusals_total',
    help: 'Login attempts refused (429) by the password-guessing throttle.',
    registers: [registry],
  });
  const sockets = new Gauge({
    name: 'storefront_online_sockets',
    help: 'Open connections of the online-users socket (/ws).',
    registers: [registry],
  });
  const pool = poolOf(db);
  new Gauge({
    name: 'storefront_db_pool_connections',
    help: 'PostgreSQL pool: connections open (total), idle, and queries waiting for one (waiting). Absent on SQLite, one in-process connection.',
    labelNames: ['state'],
    registers: pool ? [registry] : [],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  // The render cache is the process's (one per render entry): read, not counted twice.
  for (const [name, which] of [
    ['storefront_render_cache_hits_total', 'hits'],
    ['storefront_render_cache_misses_total', 'misses'],
  ] as const)
    new Counter({
      name,
      help: `Server renders of widgets answered ${which === 'hits' ? 'from' : 'without'} the render cache.`,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(renderCacheCounts()[which]);
      },
    });
  return {
    registry,
    requestDone: (method, route, status, seconds) =>
      duration.observe({ method, route, status: String(status) }, seconds),
    orderPlaced: ({ payment, status }) => orders.inc({ payment, status }),
    loginRefused: () => refusals.inc(),
    socketOpened: () => sockets.inc(),
    socketClosed: () => sockets.dec(),
  };
}
