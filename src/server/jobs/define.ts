import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata, Queue } from 'pg-boss';
import type { SessionPolicy } from '#server/data/sessions.ts';
import type { Database, Db } from '#server/db/client.ts';
import type { Config } from '#server/env.ts';
import type { LimiterStore } from '#server/lib/limiter.ts';
import type { Channels } from '#server/outbox/channel.ts';

/** What a job may use: the app's database, configuration and shared services. */
export type JobDeps = {
  db: Db;
  /** The same database with its kind and driver (a backup reads one snapshot of it). */
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
  sessionPolicy: SessionPolicy;
  limiterStore: LimiterStore;
  /** The outbox's delivery channels (e-mail now), configured once from the environment. */
  channels: Channels;
  /** To enqueue follow-up work. */
  jobs: JobQueue;
};

/**
 * One kind of background or scheduled work: its queue (retries, backoff, how long a run may take
 * before it counts as lost), an optional schedule, and what a run does. A run must be safe to
 * repeat: a job is retried after a failure, and re-run when the process running it died.
 */
export type JobDefinition<T extends object = object> = {
  name: string;
  queue: Omit<Queue, 'name'>;
  /**
   * A cron schedule (UTC, minute resolution): one job per slot across every instance. A function
   * of the configuration schedules the job only when it answers a cron line (a setting turns it
   * on); otherwise a schedule saved earlier is removed.
   */
  cron?: string | ((config: Config) => string | undefined);
  /**
   * How often an idle worker asks for work, in seconds (default 2). A job sent by this instance
   * and due now wakes its worker at once; this is how soon another instance's (or a scheduled)
   * job is seen.
   */
  pollSeconds?: number;
  /** What a run stores as its output (kept with the job: tests and operators read it). */
  run(job: JobWithMetadata<T>, deps: JobDeps): Promise<object | void>;
};

export const defineJob = <T extends object>(definition: JobDefinition<T>) => definition;

/**
 * Retries for work that reaches outside (mail, providers): 8 retries after 10–20 s, doubling each
 * time (pg-boss's backoff with jitter), capped at an hour: a blip is retried within seconds, a
 * provider down for a while over about an hour (42–85 minutes in all).
 */
export const outsideRetries = {
  retryLimit: 8,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 3600,
} as const;

/**
 * For jobs that do one piece of work: a running one sends a heartbeat every 5 s, so when its
 * process dies (SIGKILL, a lost machine) the job is retried by another instance within about
 * half a minute (the heartbeat's 10 s, and the queue monitor's 20 s) instead of at its expiry.
 * Finished jobs are kept a day (for operators and tests), then deleted.
 */
export const recoverable = { heartbeatSeconds: 10, deleteAfterSeconds: 86_400 } as const;

/** Retries for work on our own database: 3 retries after 5–10 s, doubling. */
export const localRetries = {
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 300,
} as const;

/**
 * How the queue runs in this app:
 * - `run`: workers and schedules (the server);
 * - `enqueue`: jobs are written to the queue but nothing here runs them: no worker, no schedule,
 *   no maintenance timer (API tests that build many apps; a test of jobs asks for `run`).
 */
export type JobMode = 'run' | 'enqueue';

type SendOptions = {
  /**
   * The idempotency key: while a job with this key waits or runs, another send with it is
   * ignored (answers null). Make it from what the job is about (`outbox:42`, `deadline:…`).
   */
  key: string;
  /** Not before this time. */
  startAfter?: Date;
};

export type JobCount = { queue: string; queued: number; active: number; failed: number };

export type JobQueue = {
  readonly mode: JobMode;
  /** Enqueues a job; null when one with the same key is already waiting or running. */
  send<T extends object>(
    definition: JobDefinition<T>,
    data: T,
    options: SendOptions,
  ): Promise<string | null>;
  /** Jobs waiting, running and failed (still kept) per queue: for metrics and the health page. */
  counts(): Promise<JobCount[]>;
  stop(): Promise<void>;
};
