import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../shared/auth';
import type { Database, Db } from './db/client';
import type { Config } from './env';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    /** Answers a page of the web app (set when the build is served). */
    servePage?: (pathname: string, reply: FastifyReply) => FastifyReply;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
}
