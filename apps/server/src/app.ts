import { CALL_SIGNAL_MAX_BYTES, healthResponseSchema } from '@dating/shared';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifyWebsocket from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/index.js';
import { authRoutes, bootstrapAdmin } from './auth/index.js';
import { callRoutes } from './calls/index.js';
import { chatRoutes, createChatService, loadMessage, realtimeRoutes } from './chat/index.js';
import type { Config } from './config.js';
import { startDemoReplies, startDemoWorld } from './demo/index.js';
import { discoveryRoutes, renderDeckShell } from './discovery/index.js';
import { registerFaces } from './faces/index.js';
import { filesRoutes } from './files/index.js';
import { geoRoutes } from './geo/index.js';
import { type Database, openDatabase } from './infra/db/client.js';
import { healthRoutes } from './infra/health/routes.js';
import { registerAccessControl } from './infra/http/access.js';
import { registerCrawlerFiles } from './infra/http/crawlers.js';
import { answerFrameworkError, registerErrorHandling } from './infra/http/errors.js';
import { loggerSerializers } from './infra/http/log-redaction.js';
import { registerNulRefusal } from './infra/http/nul-refusal.js';
import { swaggerOptions } from './infra/http/openapi.js';
import { registerOriginCheck } from './infra/http/origin-check.js';
import { registerRequestLog, requestIdOf } from './infra/http/request-log.js';
import { registerRouteTable } from './infra/http/route-table.js';
import {
  helmetOptions,
  inlineScriptSources,
  registerNoStore,
  registerSecurityHeaders,
} from './infra/http/security-headers.js';
import { registerSpa } from './infra/http/spa.js';
import { MAX_UPLOAD_BYTES } from './infra/images/index.js';
import {
  createJobQueue,
  createJobScheduler,
  type JobQueue,
  type JobScheduler,
  registerCoreJobs,
} from './infra/jobs/index.js';
import { registerMetrics } from './infra/metrics/routes.js';
import { openRealtimeBus } from './infra/realtime/bus.js';
import { RealtimeHub } from './infra/realtime/hub.js';
import { createStorage, type Storage } from './infra/storage/index.js';
import { textRoutes } from './infra/text/routes.js';
import { normalizeMemberText } from './infra/text/zawgyi.js';
import { claimsRoutes } from './moderation-claims/index.js';
import { registerNotifications } from './notifications/index.js';
import { profileRoutes } from './profiles/index.js';
import { safetyRoutes } from './safety/index.js';
import { seedGiftCatalogue, shopRoutes } from './shop/index.js';
import { registerSuspected } from './suspected/index.js';
import { adminKycRoutes, verificationRoutes } from './verification/index.js';
import { adminMoneyRoutes, walletRoutes } from './wallet/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    storage: Storage;
    realtime: RealtimeHub;
    /** Background jobs, each run once across processes: `app.jobs.register(...)`. */
    jobs: JobScheduler;
    /** Durable one-off jobs, each run once across processes: `app.queue.define/send(...)`. */
    queue: JobQueue;
  }
}

export type BuildOptions = {
  /** Use an already open database (tests share one per file); otherwise opened from config. */
  database?: Database;
  /** Use this file storage instead of `${dataDir}/storage`. */
  storage?: Storage;
  /** Skip start-up data (admin, seeds): tests create what they need. */
  skipBootstrap?: boolean;
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: { write(line: string): void };
};

/**
 * The app factory used by `npm start`, the tests and the benchmarks: the server's composition
 * root. The shared pieces (database, storage, jobs, realtime) come first, then the HTTP plumbing
 * and the routes (the order of registration matters: hooks run in it), then start-up data.
 */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = createFastify(config, options);

  const opening = performance.now();
  const database = options.database ?? (await openDatabase(config.databaseUrl, config.dataDir));
  if (!options.database) {
    const ms = Math.round(performance.now() - opening);
    app.log.info({ database: database.kind, ms }, 'database open, migrations applied');
  }
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('storage', options.storage ?? createStorage(config));
  // Jobs run once across all processes (infra/jobs); timers start when ready, if config.jobs.
  const jobs = createJobScheduler(database.db, app.log.child({ module: 'jobs' }));
  app.decorate('jobs', jobs);
  registerCoreJobs(app);
  // The job queue (pg-boss, infra/jobs/queue.ts): its queues are made ready when the app is
  // (on PostgreSQL with jobs off, on first use); its workers run only with config.jobs.
  const queue = createJobQueue(database, app.log.child({ module: 'queue' }), {
    background: config.jobs,
  });
  app.decorate('queue', queue);
  app.addHook('onReady', async () => {
    if (config.jobs) jobs.start();
    await queue.start();
  });
  // preClose runs before the onClose hook that closes the database: runs finish first.
  app.addHook('preClose', async () => {
    await Promise.all([jobs.stop(), queue.stop()]);
  });
  const bus = await openRealtimeBus(config.realtime, database, app.log);
  const realtime = new RealtimeHub(database, app.log, (id) => loadMessage(database.db, id), bus);
  await realtime.start();
  app.decorate('realtime', realtime);
  // Registered before the database's own onClose hook, so it runs first.
  app.addHook('onClose', async () => {
    await realtime.stop();
    if (!options.database) await database.close();
  });
  app.decorateRequest('user', null);

  await registerHttpPlumbing(app, config);
  await registerRoutes(app);

  // Demo members answer messages (demo mode only; not start-up data, so tests get it too).
  if (config.seedDemo) startDemoReplies(app, { paceMs: config.demoReplyPaceMs });

  if (!options.skipBootstrap) {
    await bootstrapAdmin(database.db, config, app.log);
    await seedGiftCatalogue(database.db, app.storage);
    if (config.seedDemo) {
      // Demo members' first messages go through the chat service so they arrive live.
      const chat = createChatService(database.db, (event) => realtime.publish(event));
      startDemoWorld(app, {
        sendMessage: async (m) => {
          await chat.send(m.senderId, m.matchId, { content: m.content, client_id: m.clientId });
        },
      });
    }
  }
  return app;
}

/** Fastify with the server's logging, proxy trust, limits and timeouts, and zod schemas. */
function createFastify(config: Config, options: BuildOptions): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: loggerSerializers,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Only the configured proxies' X-Forwarded-For counts: a client cannot pick its own address.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    // A bad % escape or an over-long URL parameter: the API's error shape, not Fastify's.
    frameworkErrors: answerFrameworkError,
    // The proxy's X-Request-Id when valid, else a new one; the access line is ours, at debug.
    genReqId: requestIdOf,
    logController: new LogController({ disableRequestLogging: true }),
    // Slow or stalled clients cannot hold sockets open (config.ts DEFAULT_TIMEOUTS); an upgraded
    // WebSocket leaves the HTTP server's care, so these never close /api/realtime.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // Node checks requestTimeout only every 30 s by default: check at a quarter of it instead.
    http: { connectionsCheckingInterval: Math.min(30_000, config.requestTimeoutMs / 4) },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** Error shape, headers, logging, cookies, sockets, uploads and the checks every request passes. */
async function registerHttpPlumbing(app: FastifyInstance, config: Config) {
  registerErrorHandling(app);
  registerRouteTable(app);
  registerRequestLog(app);
  registerMetrics(app, config.metricsToken);
  registerSecurityHeaders(app, helmetOptions(config, inlineScriptSources(config.webDistDir)));
  registerNoStore(app);
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, {
    // A call's signal carries up to CALL_SIGNAL_MAX_BYTES of SDP, plus its frame's JSON.
    options: { maxPayload: CALL_SIGNAL_MAX_BYTES + 8 * 1024 },
    // Shutting down (SIGTERM): 1012 "service restart" tells clients to reconnect at once, which
    // the load balancer sends to another process (docs/operations.md#build-and-start).
    preClose(done) {
      for (const client of app.websocketServer.clients) client.close(1012, 'service restart');
      app.websocketServer.close();
      done();
    },
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 10 },
  });
  if (config.rateLimit) await app.register(fastifyRateLimit, { global: false });
  registerOriginCheck(app, config.publicUrl);
  registerAccessControl(app);
  registerNulRefusal(app);
  // Member-written text and searches are Unicode even when typed in Zawgyi (issues 9, 18).
  app.addHook('preValidation', async (request) => {
    normalizeMemberText(request.body);
    normalizeMemberText(request.query);
  });
  await app.register(fastifySwagger, swaggerOptions);
}

/** Health, the OpenAPI document, every feature's routes, then the web app itself. */
async function registerRoutes(app: FastifyInstance) {
  const { config, database } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Check that the server and its database answer',
        operationId: 'getHealth',
        tags: ['system'],
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
  await app.register(healthRoutes);
  typed.get(
    '/api/openapi.json',
    { config: { access: 'public' }, schema: { hide: true } },
    async () => app.swagger(),
  );

  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(geoRoutes);
  await app.register(textRoutes);
  await app.register(discoveryRoutes);
  await app.register(safetyRoutes);
  await app.register(chatRoutes);
  await app.register(realtimeRoutes);
  await app.register(callRoutes);
  await registerFaces(app);
  await app.register(verificationRoutes);
  await app.register(adminKycRoutes);
  await app.register(adminRoutes);
  await app.register(claimsRoutes);
  await app.register(shopRoutes);
  await app.register(walletRoutes);
  await app.register(adminMoneyRoutes);
  await registerNotifications(app);
  await registerSuspected(app);
  await app.register(filesRoutes, { storage: app.storage });

  registerCrawlerFiles(app, config.publicUrl);
  registerSpa(app, config.webDistDir, { '/home': (request) => renderDeckShell(app, request) });
}
