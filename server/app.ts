/**
 * The reference storefront host. createServer() opens (and on first use seeds) the database and
 * returns start/stop; start() listens on the storefront port and on the payment frame's own port.
 * Fastify 5: JSON-schema validation gives the 400s, inject/fetch drive the tests, and the first-party
 * cookie, formbody, multipart and websocket plugins cover everything else.
 */
import { facetTable } from './repo/facetTable';
import { storeSearch } from './repo/searchIndex';
import type http from 'node:http';
import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { markTextBody, validatorCompiler } from './http/bodyValidation';
import { useDocumentSchemas } from './http/documentedRoute';
import { MULTIPART_LIMITS, readMultipartFields } from './http/multipartFields';
import { RouteMethods } from './http/routeMethods';
import websocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { accessGuard, routeAccess } from './auth/access';
import { LoginThrottle } from './auth/loginThrottle';
import { registerSessionHooks } from './auth/hooks';
import { purgeExpiredSessions } from './repo/sessions';
import {
  createManifestReader,
  fileVersion,
  registerStaticRoutes,
  sourceMapsArePublic,
  STATIC_DIR,
} from './assets';
import type { AppContext } from './context';
import type { Origins } from './http/security';
import type { Db } from './db/handle';
import { openDatabase } from './store/open';
import { registerCompression } from './http/compression';
import { clientErrors, frameworkErrors, registerErrorHandling } from './http/errorHandler';
import { publicOrigin, trustProxyOption } from './http/proxy';
import { redirectLeadingSlashes } from './http/leadingSlashes';
import { guardAgainstNul } from './http/nulGuard';
import { firstValueQuery } from './http/queryString';
import { commonHeaders, STOREFRONT_PERMISSIONS } from './http/security';
import { createPaymentApp } from './payment/frameApp';
import { accountRoutes } from './routes/api/account';
import { adminRoutes } from './routes/api/admin';
import { cartRoutes } from './routes/api/cart';
import { catalogRoutes } from './routes/api/catalog';
import { companyRoutes } from './routes/api/company';
import { representativeRoutes } from './routes/api/representatives';
import { listRoutes } from './routes/api/lists';
import { openApiRoutes } from './routes/api/openapi';
import { healthRoutes } from './routes/health';
import { importDoorRoutes } from './routes/api/importDoor';
import { IMPORT_RATE_PER_MINUTE } from './http/importDoor';
import { orderRoutes } from './routes/api/orders';
import { quickOrderRoutes } from './routes/api/quickOrder';
import { accountPages } from './routes/pages/account';
import { catalogPages } from './routes/pages/catalog';
import { createPageKit } from './routes/pages/kit';
import { createStylesheetReader } from './views/inlineStyles';
import { islandRenderer, RENDER_ENTRY } from './ssr/islandRenderer';
import { loginPages } from './routes/pages/login';
import { adminPages } from './routes/pages/admin';
import { paymentStartPage } from './routes/pages/paymentStart';
import { servicePages } from './routes/pages/service';
import { closeSocketsGoingAway, socketRoutes, SOCKET_PATH } from './socket';
import { createLogger, type Logger } from './observability/logger';
import { createMetrics, type Metrics } from './observability/metrics';
import { metricsRoute, metricsServer } from './observability/metricsRoutes';
import { registerRequestTelemetry } from './observability/requestTelemetry';
import { errorPage } from './routes/pages/errorPage';
import { localeOf } from './services/pageConfig';
import { localizeMessage } from './messagesEn';
import { PROJECT_ROOT } from './projectRoot';

export interface ServerOptions {
  /** The SQLite store's folder (DATA_DIR), used when there is no databaseUrl. */
  dataDir: string;
  /** DATABASE_URL: the store on PostgreSQL, shared by every instance that names it. */
  databaseUrl?: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Defaults to port + 1 (0 when port is 0). */
  paymentPort?: number;
  distDir?: string;
  /** The widgets' server render entry (ssr/islandRenderer.ts renderEntryOf); null: none. */
  renderEntry?: string | null;
  /** The host's logger (observability/logger.ts): request lines, errors, notes; silent by default. */
  logger?: Logger;
  /** QUERY_LOG: every query with its time on stderr. */
  queryLog?: boolean;
  /** DATABASE_POOL_SIZE: PostgreSQL connections this instance keeps open at most. */
  poolSize?: number;
  /** METRICS_PORT (0: a free one) and METRICS_TOKEN: where /metrics is served; neither: nowhere. */
  metrics?: { port?: number; token?: string };
  /** Cookies always Secure; defaults to true when publicUrl is https. */
  secureCookies?: boolean;
  /** TRUST_PROXY: who may set X-Forwarded-For/-Proto (http/proxy.ts); nobody by default. */
  trustProxy?: string;
  /** PUBLIC_URL: the storefront's address as visitors see it, behind a reverse proxy. */
  publicUrl?: string;
  /** PAYMENT_PUBLIC_URL: the payment frame's public address, behind a reverse proxy. */
  paymentPublicUrl?: string;
  /** SOURCE_MAPS: 'public' serves the bundle's source maps; unset or 'hidden' does not. */
  sourceMaps?: string;
  /** DEMO (store/demoChoice.ts): a new store gets the demo or is empty; unset, the engine decides. */
  demo?: boolean;
  /** IMPORT_RATE_LIMIT: imports per API token and minute (http/importDoor.ts). */
  importRateLimit?: number;
}

export interface RunningServer {
  url: string;
  paymentUrl: string;
  /** The metrics listener's /metrics (METRICS_PORT), when there is one. */
  metricsUrl?: string;
}

export interface StorefrontServer {
  start(): Promise<RunningServer>;
  /**
   * The orderly end: stops accepting, lets the requests in flight finish, tells the online-users
   * sockets the server is going away (1001), closes the payment app, the metrics listener and the
   * database pool.
   */
  stop(): Promise<void>;
  /** The store's data, for tests that flip settings. */
  db: Db;
  /** Whether the store holds the demo: only then are its accounts worth printing. */
  demo: boolean;
}

const urlHost = (host: string) =>
  host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

interface Observability {
  logger: Logger;
  metrics: Metrics;
  /** METRICS_TOKEN: /metrics on the storefront's port to this bearer. */
  metricsToken?: string;
}

function buildApp(
  ctx: AppContext,
  trustProxy: string | false,
  watch: Observability,
  importsPerMinute: number,
): FastifyInstance {
  const app = Fastify({
    // Typed as Fastify's base logger, so the app is the FastifyInstance every route module takes.
    loggerInstance: watch.logger as FastifyBaseLogger,
    // One line per request, written when it is answered (observability/requestTelemetry.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy,
    bodyLimit: 256 * 1024,
    frameworkErrors,
    clientErrorHandler: clientErrors,
    routerOptions: { querystringParser: firstValueQuery },
  });
  // JSON bodies judged as sent, form fields and query strings read as the schema's types; unknown
  // fields are never dropped silently.
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('onRequest', redirectLeadingSlashes);
  app.register(cookie);
  app.register(formbody);
  // Multipart fields are read by each route after its guards (http/multipartFields.ts).
  app.register(multipart, { limits: MULTIPART_LIMITS });
  app.register(websocket, { options: { maxPayload: 4096 }, preClose: closeSocketsGoingAway });
  registerRequestTelemetry(app, watch.metrics);
  const routeMethods = new RouteMethods();
  routeMethods.watch(app);
  app.register(async (scoped) => {
    // Every route gets its access guard from the one table, first of its preValidation hooks, then its
    // own guards, then the reading of a multipart body (http/multipartFields.ts), the NUL refusal
    // (http/nulGuard.ts), and last the mark of a body sent as text fields, which the schema reads as
    // its types (http/bodyValidation.ts).
    scoped.addHook('onRoute', (route) => {
      const method = Array.isArray(route.method) ? route.method[0]! : route.method;
      useDocumentSchemas(route);
      const guards = route.preValidation ?? [];
      route.preValidation = [
        accessGuard(routeAccess(method, route.url)),
        ...(Array.isArray(guards) ? guards : [guards]),
        readMultipartFields,
      ];
      guardAgainstNul(route);
      const steps = route.preValidation;
      route.preValidation = [...(Array.isArray(steps) ? steps : [steps]), markTextBody];
    });
    registerSessionHooks(scoped, ctx);
    const headers = {
      permissionsPolicy: STOREFRONT_PERMISSIONS,
      strictTransport: ctx.httpsOrigins.storefront,
    };
    scoped.addHook('onSend', async (_request, reply) => commonHeaders(reply, headers));
    // After the other onSend hooks: it replaces the payload they may still have read.
    registerCompression(scoped);
    const kit = createPageKit({
      ctx,
      bundle: createManifestReader(ctx.distDir, ctx.log),
      hostCss: {
        version: fileVersion(path.join(STATIC_DIR, 'host.css')),
        file: path.join(STATIC_DIR, 'host.css'),
      },
      stylesheet: createStylesheetReader(),
      renderIsland: () => (ctx.renderEntry ? islandRenderer(ctx.renderEntry, ctx.log) : null),
    });
    registerErrorHandling(
      scoped,
      errorPage(kit),
      ctx.log,
      async (request, message) => localizeMessage(message, await localeOf(ctx, request)),
      (path) => routeMethods.allowedFor(path),
    );
    registerStaticRoutes(scoped, ctx);
    for (const routes of [
      catalogRoutes,
      cartRoutes,
      orderRoutes,
      accountRoutes,
      adminRoutes,
      companyRoutes,
      representativeRoutes,
      listRoutes,
      socketRoutes,
    ])
      routes(scoped, ctx);
    quickOrderRoutes(scoped, ctx);
    openApiRoutes(scoped, ctx);
    healthRoutes(scoped, ctx);
    if (watch.metricsToken) metricsRoute(scoped, watch.metrics.registry, watch.metricsToken);
    importDoorRoutes(scoped, ctx, { perMinute: importsPerMinute });
    for (const pages of [loginPages, accountPages, servicePages, adminPages, paymentStartPage, catalogPages])
      pages(scoped, kit);
  });
  return app;
}

/** Opens (on first use: creates and seeds) the database, then builds the storefront and payment apps. */
export async function createServer(options: ServerOptions): Promise<StorefrontServer> {
  const dataDir = path.resolve(options.dataDir);
  const logger = options.logger ?? createLogger({ level: 'silent' });
  const log = (message: string) => logger.info(message);
  const publicUrl = publicOrigin(options.publicUrl);
  const paymentPublicUrl = publicOrigin(options.paymentPublicUrl, 'PAYMENT_PUBLIC_URL');
  const { db, demo } = await openDatabase(
    { dataDir, databaseUrl: options.databaseUrl || undefined },
    { log, queryLog: options.queryLog, poolSize: options.poolSize, demo: options.demo },
  );
  const metrics = createMetrics(db);
  await purgeExpiredSessions(db);
  const origins: Origins = { storefront: '', payment: '', socket: '' };
  const ctx: AppContext = {
    db,
    distDir: path.resolve(options.distDir ?? path.join(PROJECT_ROOT, 'dist')),
    renderEntry: options.renderEntry === undefined ? RENDER_ENTRY : options.renderEntry,
    origins,
    secureCookies: options.secureCookies ?? publicUrl?.startsWith('https:') ?? false,
    httpsOrigins: {
      storefront: publicUrl?.startsWith('https:') ?? false,
      payment: paymentPublicUrl?.startsWith('https:') ?? false,
    },
    publicSourceMaps: sourceMapsArePublic(options.sourceMaps),
    log,
    loginThrottle: new LoginThrottle(db, Date.now, () => metrics.loginRefused()),
    metrics,
  };
  const app = buildApp(
    ctx,
    trustProxyOption(options.trustProxy),
    { logger, metrics, metricsToken: options.metrics?.token },
    options.importRateLimit ?? IMPORT_RATE_PER_MINUTE,
  );
  const payment = createPaymentApp(ctx, {
    loggerInstance: logger,
    instrument: (frame) => registerRequestTelemetry(frame, metrics),
  });
  // Once stopping, every answer closes its connection: a keep-alive socket left idle after the last
  // request in flight would hold the listener open until the deadline.
  let stopping = false;
  const closeWhenStopping = (frame: FastifyInstance) =>
    frame.addHook('onSend', async (_request, reply) => {
      if (stopping) reply.header('Connection', 'close');
    });
  closeWhenStopping(app);
  closeWhenStopping(payment);
  const metricsListener: http.Server | undefined =
    options.metrics?.port === undefined ? undefined : metricsServer(metrics.registry);
  const host = options.host ?? '127.0.0.1';

  return {
    db,
    demo,
    async start() {
      await app.listen({
        host,
        port: options.port ?? 3000,
        listenTextResolver: (address) => `Storefront listening on ${address}`,
      });
      const port = (app.server.address() as { port: number }).port;
      const url = `http://${urlHost(host)}:${port}`;
      origins.storefront = publicUrl ?? url;
      origins.socket = `${origins.storefront.replace(/^http/, 'ws')}${SOCKET_PATH}`;
      const wanted = options.paymentPort ?? (options.port === 0 ? 0 : port + 1);
      await payment.listen({
        host,
        port: wanted,
        listenTextResolver: (address) => `Payment frame on ${address}`,
      });
      const paymentUrl = `http://${urlHost(host)}:${(payment.server.address() as { port: number }).port}`;
      origins.payment = paymentPublicUrl ?? paymentUrl;
      let metricsUrl: string | undefined;
      if (metricsListener) {
        await new Promise<void>((resolve, reject) => {
          metricsListener.once('error', reject);
          metricsListener.listen(options.metrics!.port, host, () => resolve());
        });
        const metricsPort = (metricsListener.address() as { port: number }).port;
        metricsUrl = `http://${urlHost(host)}:${metricsPort}/metrics`;
        log(`Metrics on ${metricsUrl}`);
      }
      // The search index and the lists' facet table are built now rather than at the first buyer's
      // search or list (about 1 s each at 50,000 products); a failure here is that request's to report.
      storeSearch(db).catch(() => undefined);
      facetTable(db).catch(() => undefined);
      // Where the host listens (behind a proxy, the public addresses are in `origins`).
      return { url, paymentUrl, ...(metricsUrl ? { metricsUrl } : {}) };
    },
    async stop() {
      stopping = true;
      const closeMetrics = new Promise<void>((resolve) =>
        metricsListener?.listening ? metricsListener.close(() => resolve()) : resolve(),
      );
      await Promise.all([app.close(), payment.close(), closeMetrics]);
      await db.destroy();
    },
  };
}
