import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../shared/auth';
import type { Database, Db } from './db/client';
import type { Config } from './env';
import type { JobQueue } from './jobs/define';
import type { PublicCache } from './lib/public-cache';
import type { LimiterStore } from './lib/limiter';
import type { Channels } from './outbox/channel';
import type { Metrics } from './plugins/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    /** Public reads held in memory; `changed()` after the admin changes a course. */
    publicCache: PublicCache;
    /** Where rate limits that must hold across restarts and instances count. */
    limiterStore: LimiterStore;
    /** Background and scheduled work: `jobs.send(definition, data, { key })` (src/server/jobs/). */
    jobs: JobQueue;
    /** The outbound channels configured (e-mail with SMTP_URL); messages go through the outbox. */
    channels: Channels;
    /** Prometheus registry of this app and its process (`GET /metrics`). */
    metrics: Metrics;
    /** Answers a page of the web app (set when the build is served). */
    /** The contact page with its form filled in (plugins/client.ts, form-pages.ts). */
    sendContactPage?: (
      pathname: string,
      state: import('./plugins/form-pages').FormState,
      reply: FastifyReply,
      status?: number,
    ) => Promise<FastifyReply>;
    /** The sign-up page with its admission form filled in (plugins/client.ts, admission-page.ts). */
    sendAdmissionPage?: (
      pathname: string,
      state: import('./plugins/admission-page').AdmissionPageState,
      reply: FastifyReply,
      status?: number,
    ) => Promise<FastifyReply>;
    servePage?: (
      pathname: string,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<FastifyReply>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
    /** True while the session's user must replace a generated password first. */
    mustChangePassword: boolean;
  }
}
