/**
 * The host's configuration (server/config/readConfig.ts): every variable's default, and a wrong value
 * refused with one message that names its variable and what it wants (never echoing a secret).
 */
import path from 'node:path';
import { ROOT } from '../../server/bundle';
import { ConfigError, readConfig, type Env } from '../../server/config/readConfig';
import { RENDER_ENTRY } from '../../server/ssr/islandRenderer';

const refusal = (env: Env): ConfigError => {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

it('an empty environment gives the defaults of npm start', () => {
  expect(readConfig({})).toEqual({
    nodeEnv: 'development',
    host: '127.0.0.1',
    port: 3000,
    paymentPort: undefined,
    dataDir: path.resolve('data'),
    databaseUrl: undefined,
    poolSize: 10,
    queryLog: false,
    distDir: path.join(ROOT, 'dist'),
    skipBuild: false,
    renderEntry: RENDER_ENTRY,
    trustProxy: undefined,
    publicUrl: undefined,
    paymentPublicUrl: undefined,
    sourceMaps: 'hidden',
    render: { host: '127.0.0.1', port: 3100 },
    logLevel: 'info',
    metrics: { port: undefined, token: undefined },
    shutdownTimeoutMs: 10_000,
    demo: undefined,
    importRateLimit: 30,
  });
});

it('reads every variable as the operator wrote it', () => {
  const config = readConfig({
    NODE_ENV: 'production',
    HOST: '0.0.0.0',
    PORT: '8080',
    PAYMENT_PORT: '8090',
    DATA_DIR: "/srv/ma$&ğaza '$1'",
    DATABASE_URL: 'postgres://magaza:pa$$@db.example:5432/magaza',
    DATABASE_POOL_SIZE: '25',
    QUERY_LOG: '1',
    DIST_DIR: '/srv/dist',
    SKIP_BUILD: '1',
    SSR_ENTRY: 'off',
    TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback',
    PUBLIC_URL: 'https://magaza.example/path?x=1',
    PAYMENT_PUBLIC_URL: 'https://odeme.magaza.example',
    SOURCE_MAPS: 'public',
    RENDER_HOST: '0.0.0.0',
    RENDER_PORT: '3200',
    LOG_LEVEL: 'warn',
    METRICS_PORT: '9100',
    METRICS_TOKEN: 'a-long-$&-metrics-token',
    SHUTDOWN_TIMEOUT: '2.5',
    DEMO: '0',
    IMPORT_RATE_LIMIT: '120',
  });
  expect(config).toMatchObject({
    nodeEnv: 'production',
    host: '0.0.0.0',
    port: 8080,
    paymentPort: 8090,
    dataDir: "/srv/ma$&ğaza '$1'",
    databaseUrl: 'postgres://magaza:pa$$@db.example:5432/magaza',
    poolSize: 25,
    queryLog: true,
    distDir: '/srv/dist',
    skipBuild: true,
    renderEntry: null,
    trustProxy: '10.0.0.0/8, 192.168.1.7,loopback',
    publicUrl: 'https://magaza.example',
    paymentPublicUrl: 'https://odeme.magaza.example',
    sourceMaps: 'public',
    render: { host: '0.0.0.0', port: 3200 },
    logLevel: 'warn',
    metrics: { port: 9100, token: 'a-long-$&-metrics-token' },
    shutdownTimeoutMs: 2500,
    demo: false,
    importRateLimit: 120,
  });
  expect(readConfig({ DEMO: '1', PORT: '0', METRICS_PORT: '0', TRUST_PROXY: '1' })).toMatchObject({
    demo: true,
    port: 0,
    metrics: { port: 0 },
    trustProxy: '1',
  });
  // An empty value is an unset one (`PUBLIC_URL= npm start`).
  expect(readConfig({ PUBLIC_URL: '', DATABASE_URL: '', LOG_LEVEL: ' ' })).toMatchObject({
    publicUrl: undefined,
    databaseUrl: undefined,
    logLevel: 'info',
  });
});

it.each<[string, Env, string]>([
  ['PORT', { PORT: '65536' }, 'PORT wants a whole number from 0 to 65535, not "65536"'],
  ['PORT', { PORT: '80a' }, 'PORT wants a whole number from 0 to 65535, not "80a"'],
  ['PORT', { PORT: '-1' }, 'PORT wants a whole number from 0 to 65535, not "-1"'],
  ['PAYMENT_PORT', { PAYMENT_PORT: '1.5' }, 'PAYMENT_PORT wants a whole number from 0 to 65535, not "1.5"'],
  ['PAYMENT_PORT', { PORT: '8080', PAYMENT_PORT: '8080' }, "PAYMENT_PORT wants a port other than PORT's"],
  ['METRICS_PORT', { METRICS_PORT: '3001' }, "METRICS_PORT wants a port other than PAYMENT_PORT's"],
  ['RENDER_PORT', { RENDER_PORT: '$&' }, 'RENDER_PORT wants a whole number from 0 to 65535, not "$&"'],
  [
    'DATABASE_POOL_SIZE',
    { DATABASE_POOL_SIZE: '0' },
    'DATABASE_POOL_SIZE wants a whole number from 1 to 1000',
  ],
  ['DATABASE_URL', { DATABASE_URL: 'mysql://root:s3cret@db/shop' }, 'not "mysql:…"'],
  [
    'LOG_LEVEL',
    { LOG_LEVEL: 'verbose' },
    'LOG_LEVEL wants one of fatal, error, warn, info, debug, trace, silent',
  ],
  ['NODE_ENV', { NODE_ENV: 'prod' }, 'NODE_ENV wants one of development, production, test, not "prod"'],
  ['PUBLIC_URL', { PUBLIC_URL: 'magaza.example' }, 'PUBLIC_URL wants an absolute http(s) URL'],
  ['PUBLIC_URL', { PUBLIC_URL: 'ftp://magaza.example' }, 'PUBLIC_URL wants an absolute http(s) URL'],
  [
    'PUBLIC_URL',
    { TRUST_PROXY: '1', PUBLIC_URL: 'http://magaza.example' },
    'PUBLIC_URL wants an https:// address behind the TLS-terminating proxy of TRUST_PROXY, not "http://magaza.example"',
  ],
  [
    'PAYMENT_PUBLIC_URL',
    {
      TRUST_PROXY: '10.0.0.1',
      PUBLIC_URL: 'https://magaza.example',
      PAYMENT_PUBLIC_URL: 'http://odeme.example',
    },
    'PAYMENT_PUBLIC_URL wants an https:// address',
  ],
  ['TRUST_PROXY', { TRUST_PROXY: 'proxy.example' }, 'TRUST_PROXY wants 1 (the loopback proxy)'],
  ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }, 'not "10.0.0.0/33"'],
  ['SOURCE_MAPS', { SOURCE_MAPS: 'yes' }, 'SOURCE_MAPS wants one of public, hidden, not "yes"'],
  ['QUERY_LOG', { QUERY_LOG: 'on' }, 'QUERY_LOG wants 1 (on) or 0 (off), not "on"'],
  ['SKIP_BUILD', { SKIP_BUILD: '2' }, 'SKIP_BUILD wants 1 (on) or 0 (off)'],
  ['DEMO', { DEMO: 'yes' }, 'DEMO wants 1 (on) or 0 (off), not "yes"'],
  [
    'IMPORT_RATE_LIMIT',
    { IMPORT_RATE_LIMIT: '0' },
    'IMPORT_RATE_LIMIT wants a whole number from 1 to 100000',
  ],
  ['IMPORT_RATE_LIMIT', { IMPORT_RATE_LIMIT: '$&' }, 'not "$&"'],
  ['SHUTDOWN_TIMEOUT', { SHUTDOWN_TIMEOUT: '0' }, 'SHUTDOWN_TIMEOUT wants a number of seconds above 0'],
  ['SHUTDOWN_TIMEOUT', { SHUTDOWN_TIMEOUT: '10s' }, 'not "10s"'],
  ['METRICS_TOKEN', { METRICS_TOKEN: 'short$&' }, 'METRICS_TOKEN wants at least 16 visible ASCII characters'],
  ['METRICS_TOKEN', { METRICS_TOKEN: 'sixteen chars but spaces' }, 'not "24 characters"'],
])('%s: %j is refused', (variable, env, message) => {
  const error = refusal(env);
  expect(error.variable).toBe(variable);
  expect(error.message).toContain(message);
  expect(error.message.startsWith(variable)).toBe(true);
  expect(error.message).not.toMatch(/\n/);
});

it('never echoes a secret in a refusal', () => {
  expect(refusal({ METRICS_TOKEN: '<script>$1\nx' }).message).not.toContain('script');
  expect(refusal({ DATABASE_URL: 'mysql://root:s3cret@db/shop' }).message).not.toContain('s3cret');
});
