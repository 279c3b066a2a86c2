import type { SessionUser } from '../shared/auth';
import type { Database, Db } from './db/client';
import type { Config } from './env';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
}
