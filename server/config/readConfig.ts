/**
 * Every environment variable the host and its command-line tools read, read and judged in one place
 * (server/README.md, "Running in production" → "Configuration"). readConfig is pure: it takes the
 * environment as an object, so the start script, the seed and copy tools and the render service judge
 * a setting the same way, and a table of environments tests it.
 */
import path from 'node:path';
import { ROOT } from '../bundle';
import { DEFAULT_POOL_SIZE, isPostgresUrl } from '../db/dialect/postgres';
import { IMPORT_RATE_PER_MINUTE } from '../http/importDoor';
import { publicOrigin } from '../http/proxy';
import { renderEntryOf } from '../ssr/islandRenderer';
import {
  ConfigError,
  flagOf,
  oneOf,
  portOf,
  proxyOf,
  secondsOf,
  textOf,
  wholeNumber,
  type Env,
} from './parse';

export { ConfigError, type Env } from './parse';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** A metrics token shorter than this is guessable: it guards the store's traffic figures. */
export const METRICS_TOKEN_MIN_LENGTH = 16;
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
const MAX_SHUTDOWN_SECONDS = 3600;

export interface Config {
  nodeEnv: NodeEnv;
  /** HOST, PORT; PAYMENT_PORT undefined: PORT + 1 (a free one when PORT is 0). */
  host: string;
  port: number;
  paymentPort?: number;
  /** DATA_DIR (absolute): the SQLite store's folder. */
  dataDir: string;
  /** DATABASE_URL: the store on PostgreSQL instead. */
  databaseUrl?: string;
  /** DATABASE_POOL_SIZE: PostgreSQL connections per instance. */
  poolSize: number;
  /** QUERY_LOG: every query with its time on stderr. */
  queryLog: boolean;
  /** DIST_DIR (absolute): the built bundle. */
  distDir: string;
  /** SKIP_BUILD: serve dist/ as it is, without rebuilding a stale bundle. */
  skipBuild: boolean;
  /** SSR_ENTRY: the widgets' server render entry, null when off. */
  renderEntry: string | null;
  trustProxy?: string;
  publicUrl?: string;
  paymentPublicUrl?: string;
  sourceMaps: 'public' | 'hidden';
  /** RENDER_HOST, RENDER_PORT: npm run render-service. */
  render: { host: string; port: number };
  logLevel: LogLevel;
  /** METRICS_PORT: /metrics on a listener of its own; METRICS_TOKEN: on the storefront's port to that bearer. */
  metrics: { port?: number; token?: string };
  shutdownTimeoutMs: number;
  /** DEMO: whether a new store gets the demo data; undefined when unset (the caller's default). */
  demo?: boolean;
  /** IMPORT_RATE_LIMIT: imports per API token and minute through the HTTP door (http/importDoor.ts). */
  importRateLimit: number;
}

function urlOf(env: Env, name: string): string | undefined {
  const text = textOf(env, name);
  try {
    return publicOrigin(text, name);
  } catch {
    throw new ConfigError(name, 'an absolute http(s) URL (https://magaza.example)', text ?? '');
  }
}

function databaseUrlOf(env: Env): string | undefined {
  const text = textOf(env, 'DATABASE_URL');
  if (text === undefined || isPostgresUrl(text)) return text;
  // The value may hold a password: the refusal shows its scheme only.
  throw new ConfigError(
    'DATABASE_URL',
    'a postgres://user:password@host:port/database URL (unset: SQLite in DATA_DIR)',
    `${text.split(':')[0]}:…`,
  );
}

function metricsTokenOf(env: Env): string | undefined {
  const text = textOf(env, 'METRICS_TOKEN');
  if (text === undefined) return undefined;
  if (text.length < METRICS_TOKEN_MIN_LENGTH || !/^[\x21-\x7e]+$/.test(text))
    throw new ConfigError(
      'METRICS_TOKEN',
      `at least ${METRICS_TOKEN_MIN_LENGTH} visible ASCII characters without spaces (the Authorization: Bearer secret)`,
      // A secret is never echoed, even a wrong one.
      `${text.length} characters`,
    );
  return text;
}

/** Two listeners of this host may not share a fixed port. */
function distinctPorts(ports: Array<[string, number | undefined]>): void {
  const fixed = ports.filter((entry): entry is [string, number] => entry[1] !== undefined && entry[1] !== 0);
  for (const [i, [name, port]] of fixed.entries()) {
    const other = fixed.slice(0, i).find(([, p]) => p === port);
    if (other) throw new ConfigError(name, `a port other than ${other[0]}'s`, String(port));
  }
}

/** The host's settings from an environment; throws a ConfigError naming the first wrong variable. */
export function readConfig(env: Env): Config {
  const port = portOf(env, 'PORT') ?? 3000;
  const paymentPort = portOf(env, 'PAYMENT_PORT');
  const metricsPort = portOf(env, 'METRICS_PORT');
  distinctPorts([
    ['PORT', port],
    ['PAYMENT_PORT', paymentPort ?? (port === 0 ? 0 : port + 1)],
    ['METRICS_PORT', metricsPort],
  ]);
  const trustProxy = proxyOf(env, 'TRUST_PROXY');
  const publicUrl = urlOf(env, 'PUBLIC_URL');
  const paymentPublicUrl = urlOf(env, 'PAYMENT_PUBLIC_URL');
  // A trusted proxy is the one that terminates TLS: the address visitors use is then https.
  if (trustProxy)
    for (const [name, url] of [
      ['PUBLIC_URL', publicUrl],
      ['PAYMENT_PUBLIC_URL', paymentPublicUrl],
    ] as const)
      if (url?.startsWith('http:'))
        throw new ConfigError(
          name,
          'an https:// address behind the TLS-terminating proxy of TRUST_PROXY',
          url,
        );
  const distDir = textOf(env, 'DIST_DIR');
  return {
    nodeEnv: oneOf(env, 'NODE_ENV', NODE_ENVS) ?? 'development',
    host: textOf(env, 'HOST')?.trim() ?? '127.0.0.1',
    port,
    paymentPort,
    dataDir: path.resolve(textOf(env, 'DATA_DIR') ?? 'data'),
    databaseUrl: databaseUrlOf(env),
    poolSize: wholeNumber(env, 'DATABASE_POOL_SIZE', 1, 1000) ?? DEFAULT_POOL_SIZE,
    queryLog: flagOf(env, 'QUERY_LOG') ?? false,
    distDir: distDir ? path.resolve(distDir) : path.join(ROOT, 'dist'),
    skipBuild: flagOf(env, 'SKIP_BUILD') ?? false,
    renderEntry: renderEntryOf(textOf(env, 'SSR_ENTRY')),
    trustProxy,
    publicUrl,
    paymentPublicUrl,
    sourceMaps: oneOf(env, 'SOURCE_MAPS', ['public', 'hidden']) ?? 'hidden',
    render: {
      host: textOf(env, 'RENDER_HOST')?.trim() ?? '127.0.0.1',
      port: portOf(env, 'RENDER_PORT') ?? 3100,
    },
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS) ?? 'info',
    metrics: { port: metricsPort, token: metricsTokenOf(env) },
    shutdownTimeoutMs:
      secondsOf(env, 'SHUTDOWN_TIMEOUT', MAX_SHUTDOWN_SECONDS) ?? DEFAULT_SHUTDOWN_TIMEOUT_MS,
    demo: flagOf(env, 'DEMO'),
    importRateLimit: wholeNumber(env, 'IMPORT_RATE_LIMIT', 1, 100_000) ?? IMPORT_RATE_PER_MINUTE,
  };
}
