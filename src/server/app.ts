import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type RouteOptions } from 'fastify';
import { defaultSessionPolicy, type SessionPolicy } from './data/sessions';
import type { Database } from './db/client';
import type { Config } from './env';
import { apiDocsPlugin } from './plugins/api-docs';
import { clientPlugin } from './plugins/client';
import { errorsPlugin } from './plugins/errors';
import { schemasPlugin } from './plugins/schemas';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { accountRoutes } from './routes/account/index';
import { adminRoutes } from './routes/admin/index';
import { admissionsRoutes } from './routes/admissions/index';
import { authRoutes, defaultLoginLimits, type LoginLimits } from './routes/auth/index';
import { healthRoutes } from './routes/health';
import { publicRoutes } from './routes/public/index';
import { studentRoutes } from './routes/student/index';
import { uploadsRoutes } from './routes/uploads/index';
import './types';

export type AppOptions = {
  config: Config;
  database: Database;
  /** Folder of the built web app; omitted in API tests. */
  clientDir?: string;
  loginLimits?: Partial<LoginLimits>;
  sessionPolicy?: Partial<SessionPolicy>;
  /** A pino logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** Told of every route as it is registered (the route-access test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the whole server; tests call it directly and talk to it with `app.inject`. */
export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // While closing, replies still in flight tell the client to drop the connection, so keep-alive
  // sockets do not hold the shutdown open until they time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compress, { threshold: 1024 });
  const policy = { ...defaultSessionPolicy, ...options.sessionPolicy };
  await app.register(sessionPlugin, { policy });

  await app.register(schemasPlugin);
  await app.register(apiDocsPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes, {
    limits: { ...defaultLoginLimits, ...options.loginLimits },
    policy,
  });
  await app.register(accountRoutes);
  await app.register(adminRoutes);
  await app.register(studentRoutes);
  await app.register(publicRoutes);
  await app.register(admissionsRoutes);
  await app.register(uploadsRoutes);

  if (options.clientDir) await app.register(clientPlugin, { root: options.clientDir });
  return app;
}
