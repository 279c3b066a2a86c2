import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type RouteOptions } from 'fastify';
import { shareMockCaches } from './data/mock-cache';
import { databaseStore } from './data/rate-limits';
import { defaultSessionPolicy, type SessionPolicy } from './data/sessions';
import type { Database } from './db/client';
import type { Config } from './env';
import { jobDefinitions } from './jobs/definitions';
import type { JobMode } from './jobs/define';
import { startJobQueue } from './jobs/queue';
import { appError } from './lib/app-error';
import { createChangeFeed } from './lib/change-feed';
import { PublicCache } from './lib/public-cache';
import { createRedisStore } from './lib/redis';
import type { LimiterStore } from './lib/limiter';
import type { Channels } from './outbox/channel';
import { channelsFromConfig } from './outbox/channels';
import { apiDocsPlugin } from './plugins/api-docs';
import { clientPlugin } from './plugins/client';
import { auditPlugin } from './plugins/audit';
import { errorsPlugin } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { pageCspPlugin } from './plugins/page-csp';
import { schemasPlugin } from './plugins/schemas';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { firstPasswordRoutes } from './routes/account/first-password';
import { accountRoutes } from './routes/account/index';
import { adminRoutes } from './routes/admin/index';
import { admissionsRoutes } from './routes/admissions/index';
import { authRoutes } from './routes/auth/index';
import { defaultLoginLimits, type LoginLimits } from './routes/auth/login-limits';
import { passwordResetRoutes, type ResetLimits } from './routes/auth/password-reset';
import { healthRoutes } from './routes/health';
import { metricsRoutes } from './routes/metrics';
import { publicRoutes } from './routes/public/index';
import { studentRoutes } from './routes/student/index';
import { calendarFeedRoutes } from './routes/calendar-feed';
import { teacherRoutes } from './routes/teacher/index';
import { uploadsRoutes } from './routes/uploads/index';
import './types';

export type AppOptions = {
  config: Config;
  database: Database;
  /** Folder of the built web app; omitted in API tests. */
  clientDir?: string;
  loginLimits?: Partial<LoginLimits>;
  resetLimits?: Partial<ResetLimits>;
  sessionPolicy?: Partial<SessionPolicy>;
  /** A pino logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** The change feed's Redis channel prefix (tests give each app group its own). */
  feedPrefix?: string;
  /** Told of every route as it is registered (the route-access test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
  /** Where rate limits count; default Redis when REDIS_URL is set, else the database. */
  limiterStore?: LimiterStore;
  /** Longest time to receive a whole request, body included (ms); default 60 s. */
  requestTimeoutMs?: number;
  /** `run` (default): workers and schedules; `enqueue`: jobs are only written (API tests). */
  jobs?: JobMode;
  /** The outbox's delivery channels; default from the environment (e-mail with SMTP_URL). */
  channels?: Channels;
};

/** Builds the whole server; tests call it directly and talk to it with `app.inject`. */
export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const policy = { ...defaultSessionPolicy, ...options.sessionPolicy };
  const requestTimeout = options.requestTimeoutMs ?? 60_000;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // A hop count trusts that many nearest proxies, so the client address is the right-most
    // X-Forwarded-For entry they did not add themselves (never the left-most, which anyone types).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    // Every request gets its own id (never one the client sends): in each log line as reqId,
    // in the audit log, and returned as X-Request-Id.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // A body trickled in slowly (or never finished) is cut off (408) instead of holding a
    // socket: the whole request must arrive within requestTimeout, checked every few seconds,
    // and a silent connection is closed after connectionTimeout.
    requestTimeout,
    connectionTimeout: 2 * requestTimeout,
    // The router's own refusals (a path parameter over 100 characters, a malformed %-escape)
    // answer like every other error: 400 `{ code, message }`, not Fastify's body (issue 26, I7).
    frameworkErrors: (_error, _request, reply) => {
      const { code, message } = appError('BAD_REQUEST');
      void (reply as FastifyReply).code(400).send({ code, message });
    },
    http: {
      headersTimeout: Math.min(requestTimeout, 30_000),
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(requestTimeout / 4)),
    },
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  // What instances must tell each other (lib/change-feed.ts): Redis with REDIS_URL.
  const changeFeed = await createChangeFeed({
    redisUrl: config.redisUrl,
    ...(options.feedPrefix ? { prefix: options.feedPrefix } : {}),
    log: app.log,
  });
  const publicCache = new PublicCache(changeFeed);
  app.decorate('publicCache', publicCache);
  const unshareMockCaches = shareMockCaches(database.db, changeFeed);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const limiterStore =
    options.limiterStore ??
    (config.redisUrl ? await createRedisStore(config.redisUrl) : databaseStore(database.db));
  app.decorate('limiterStore', limiterStore);
  // One set of outbound channels (e-mail now), configured from the environment here only.
  const channels = options.channels ?? channelsFromConfig(config, app.log);
  app.decorate('channels', channels);
  // Background and scheduled work (src/server/jobs/): pg-boss on this database.
  const jobs = await startJobQueue({
    database,
    definitions: jobDefinitions,
    mode: options.jobs ?? 'run',
    log: app.log,
    deps: {
      db: database.db,
      database,
      config,
      log: app.log,
      sessionPolicy: policy,
      limiterStore,
      channels,
    },
  });
  app.decorate('jobs', jobs);
  // In this order: running jobs finish first (they may still mail or count), then what they use.
  app.addHook('onClose', async () => {
    await jobs.stop();
    if (!options.channels) await channels.close();
    unshareMockCaches();
    publicCache.close();
    await changeFeed.close();
    if (!options.limiterStore) await limiterStore.close?.();
  });

  // While closing, replies still in flight tell the client to drop the connection, so keep-alive
  // sockets do not hold the shutdown open until they time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.register(metricsPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(sessionPlugin, { policy });
  await app.register(auditPlugin);

  await app.register(schemasPlugin);
  await app.register(apiDocsPlugin);

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(authRoutes, {
    limits: { ...defaultLoginLimits, ...options.loginLimits },
    policy,
  });
  await app.register(passwordResetRoutes, { limits: options.resetLimits });
  await app.register(accountRoutes, { policy });
  await app.register(firstPasswordRoutes, { policy });
  await app.register(adminRoutes);
  await app.register(studentRoutes);
  await app.register(teacherRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(publicRoutes);
  await app.register(admissionsRoutes);
  await app.register(uploadsRoutes);

  if (options.clientDir) await app.register(clientPlugin, { root: options.clientDir });
  if (options.clientDir) await app.register(pageCspPlugin, { root: options.clientDir });
  return app;
}
